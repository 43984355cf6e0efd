// The dashboards' periods, apart from their zod schemas (schemas.ts): a page that only lists the
// periods does not load zod with it.
export const DASHBOARD_PERIODS = ['today', 'week', 'month', 'custom'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];
