export * from './member-schemas';
export * from './schemas';
