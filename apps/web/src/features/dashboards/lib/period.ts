import { DASHBOARD_PERIODS, type DashboardPeriod } from '@bmp/shared';
import { useSearchParams } from 'react-router';
import type { PeriodQuery } from '../api/dashboards.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The period of the address (?period=week, ?period=custom&from=…&to=…); this month by default. */
export function usePeriodQuery(): [PeriodQuery, (next: PeriodQuery) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('period');
  const period: DashboardPeriod = DASHBOARD_PERIODS.includes(raw as DashboardPeriod)
    ? (raw as DashboardPeriod)
    : 'month';
  const from = params.get('from') ?? undefined;
  const to = params.get('to') ?? undefined;
  const query: PeriodQuery = {
    period,
    from: from && DAY.test(from) ? from : undefined,
    to: to && DAY.test(to) ? to : undefined,
  };
  const setQuery = (next: PeriodQuery) => {
    const updated = new URLSearchParams(params);
    updated.set('period', next.period);
    for (const key of ['from', 'to'] as const) {
      const value = next[key];
      if (next.period === 'custom' && value) updated.set(key, value);
      else updated.delete(key);
    }
    setParams(updated, { replace: true });
  };
  return [query, setQuery];
}
