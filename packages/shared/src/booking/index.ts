export * from './lifecycle';
export * from './slots';
export * from './zoned-time';
