export * from './lists';
export * from './schemas';
