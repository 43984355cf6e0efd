// The module's public entry: what other folders may use (docs/architecture.md).

export type { ParticipantInput } from './household-participants.ts';
export { resolveParticipants } from './household-participants.ts';
export { memberRoutes } from './members.routes.ts';
export { customerAddressPoint } from './members.service.ts';
export { supportRoutes } from './support.routes.ts';
