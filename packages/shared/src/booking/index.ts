export * from './lifecycle';
export * from './responses';
export * from './schemas';
export * from './slots';
export * from './zoned-time';
