export * from './consent';
export * from './placeholders';
export * from './schemas';
