export * from './rates';
export * from './runs';
export * from './schemas';
