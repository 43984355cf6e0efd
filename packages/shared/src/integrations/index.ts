export * from './api-keys';
export * from './webhooks';
