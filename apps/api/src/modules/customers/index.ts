// The module's public entry: what other folders may use (docs/architecture.md).
export { customerRoutes } from './customers.routes.ts';
// Who is an expert's client (docs/decisions/0034-expert-clients.md): every reader of a customer's data asks these.
export {
  type CustomerReader,
  countExpertClients,
  expertClientCondition,
  expertClientIds,
  LIVE_SESSION_STATUSES,
  mayReadCustomer,
} from './expert-clients.repository.ts';
