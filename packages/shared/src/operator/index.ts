export * from './schemas';
export * from './sorts';
