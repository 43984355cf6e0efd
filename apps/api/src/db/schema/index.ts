export * from './businesses.ts';
export * from './identity.ts';
export * from './money.ts';
export * from './payees.ts';
export * from './people.ts';
export * from './purchases.ts';
export * from './system.ts';
