// The module's public entry: what other folders may use (docs/architecture.md).

export { writeCalendar } from '../../lib/ical.ts';
export { calendarRoutes } from './calendar.routes.ts';
