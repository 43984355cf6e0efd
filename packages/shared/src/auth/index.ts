export * from './abilities';
export * from './access';
export * from './common-passwords';
export * from './jwt';
export * from './oidc-schemas';
export * from './public-config';
export * from './schemas';
export * from './session-schemas';
