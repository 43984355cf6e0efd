export * from './periods';
export * from './proration';
export * from './responses';
export * from './schemas';
