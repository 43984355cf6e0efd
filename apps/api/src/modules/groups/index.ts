// Group classes, bootcamps and camps (decision 0031): the module's public entry.
export type { Actor } from './groups.common.ts';
export { groupRoutes } from './groups.routes.ts';
export { createGroup, listClassEvents, ScheduleConflictProblem } from './groups.service.ts';
export { joinClass } from './seats.service.ts';
