// The module's public entry: what other folders may use (docs/architecture.md).

export { notify } from './notifications.repository.ts';
export { notificationRoutes } from './notifications.routes.ts';
export {
  alertStaff,
  STAFF_ALERT_KINDS,
  type StaffAlert,
  type StaffAlertData,
  type StaffAlertKind,
} from './staff-alerts.ts';
