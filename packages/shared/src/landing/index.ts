export * from './defaults';
export * from './safe-markdown';
export * from './schemas';
