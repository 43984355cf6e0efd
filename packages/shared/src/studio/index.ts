export * from './brand';
export * from './schemas';
