export * from './member-schemas';
export * from './periods';
export * from './schemas';
