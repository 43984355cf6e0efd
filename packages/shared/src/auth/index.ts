export * from './abilities';
export * from './common-passwords';
export * from './jwt';
export * from './schemas';
