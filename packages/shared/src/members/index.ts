export * from './lists';
export * from './schemas';
export * from './wire';
