export * from './rates';
export * from './schemas';
