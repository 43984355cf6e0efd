// Group classes, bootcamps and camps (decision 0031): the module's public entry.
export { groupRoutes } from './groups.routes.ts';
export type { Actor } from './groups.service.ts';
export { createGroup, joinClass, listClassEvents, ScheduleConflictProblem } from './groups.service.ts';
