import type { DashboardList } from '@bmp/shared';
import { href, PATHS } from '../../../config/paths.ts';

/** The studio dashboard's figure cards, in order, each with the list behind it and how it reads. */
export const ADMIN_FIGURES = [
  { key: 'revenueCents', list: 'revenue', kind: 'money' },
  { key: 'cashCents', list: 'cash', kind: 'money' },
  { key: 'creditsSold', list: 'creditsSold', kind: 'number' },
  { key: 'creditsUsed', list: 'creditsUsed', kind: 'number' },
  { key: 'sessions', list: 'sessions', kind: 'number' },
  { key: 'utilisation', list: 'utilisation', kind: 'percent' },
  { key: 'activeMembers', list: 'activeMembers', kind: 'number' },
  { key: 'newMembers', list: 'newMembers', kind: 'number' },
  { key: 'lateCancels', list: 'lateCancels', kind: 'number' },
] as const satisfies readonly { key: string; list: DashboardList; kind: 'money' | 'number' | 'percent' }[];

export const dashboardListPath = (list: DashboardList, params: string) =>
  `${href(PATHS.adminDashboardList, { list })}?${params}`;
