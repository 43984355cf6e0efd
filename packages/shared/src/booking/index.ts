export * from './lifecycle';
export * from './schemas';
export * from './slots';
export * from './zoned-time';
