export * from './periods';
export * from './responses';
export * from './schemas';
