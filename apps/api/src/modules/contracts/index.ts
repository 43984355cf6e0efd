// The module's public entry: what other folders may use (docs/architecture.md).
export { contractRoutes } from './contracts.routes.ts';
export { agreementStatus, issueMembershipAgreement } from './contracts.service.ts';
export { seedDemoContractRecords } from './demo.ts';
export { expireAndRemindContracts } from './jobs.ts';
export { assertWaiversSigned, ownWaiver, waiverKey, waiverStates } from './waivers.service.ts';
