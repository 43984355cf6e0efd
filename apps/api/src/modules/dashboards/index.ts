// The dashboards module's public entry: its routes (registered in app.ts).
export { dashboardRoutes } from './dashboards.routes.ts';
