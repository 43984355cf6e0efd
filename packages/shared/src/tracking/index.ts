export * from './geo';
export * from './points';
export * from './schemas';
