export * from './brand';
export * from './contrast';
export * from './schemas';
