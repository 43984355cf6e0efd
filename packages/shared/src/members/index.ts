export * from './lists';
export * from './schemas';
export * from './support-schemas';
export * from './wire';
