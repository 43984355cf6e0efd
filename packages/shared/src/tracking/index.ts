export * from './geo';
export * from './schemas';
