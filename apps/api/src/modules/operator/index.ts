// The module's public entry: what other folders may use (docs/architecture.md).
export { operatorRoutes } from './operator.routes.ts';
export { createOperator, type NewOperator, OperatorRefused } from './operators.repository.ts';
