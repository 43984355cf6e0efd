// The module's public entry: what other folders may use (docs/architecture.md).

export type { ExpertBusyRow } from './availability.repository.ts';
export { listExpertBusy } from './availability.repository.ts';
export { searchSlots } from './availability.service.ts';
export { overlapRefusal } from './booking.common.ts';
export { bookingModuleRoutes } from './booking.module.ts';
export {
  findBusinessCalendar,
  findDefaultLocation,
  listActiveExperts,
  listDeliveringExperts,
} from './booking-context.repository.ts';
export { queueDueReminders } from './reminders.ts';
export type { ServiceView } from './services.repository.ts';
export { listServiceViews, scopeCondition } from './services.repository.ts';
export { bookService, toService, transitionService } from './services.service.ts';
