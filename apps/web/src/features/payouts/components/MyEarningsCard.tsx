import type { EarningLine, MyEarnings } from '@bmp/shared';
import Download from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/DataTable.tsx';
import { QueryState } from '../../../components/QueryState.tsx';
import { RegionCard } from '../../../components/RegionCard.tsx';
import { supportedLocale } from '../../../i18n/locales.ts';
import { useStudioTimeZone } from '../../../i18n/studio-time-zone.ts';
import { useFormat } from '../../../i18n/use-format.ts';
import { apiHref } from '../../../lib/api-client.ts';
import { todayIn } from '../../calendar/index.ts';
import { useMyEarnings } from '../api/payout-runs.ts';
import { dayText, monthText } from '../lib/run-text.ts';
import { RunStatusChip } from './RunStatusChip.tsx';

type Month = MyEarnings['months'][number];
type Statement = MyEarnings['statements'][number];

const LATEST_LINES = 5;

/** The month before `month` ('2026-01' → '2025-12'). */
function monthBefore(month: string): string {
  const [year = 2000, number = 1] = month.split('-').map(Number);
  const date = new Date(Date.UTC(year, number - 2, 1));
  return date.toISOString().slice(0, 7);
}

/** One figure: what it is, then its amount. */
function Figure({ label, cents }: { label: string; cents: number }) {
  const format = useFormat();
  return (
    <Box sx={{ minWidth: 160 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>
        {format.money(cents)}
      </Typography>
    </Box>
  );
}

/**
 * "My earnings" on the expert's dashboard (docs/decisions/0059-earnings-and-payout-runs.md): this
 * month's and last month's totals, the months with their totals and what was paid, the latest lines,
 * and the statements of the runs that paid them, each a PDF to download.
 */
export function MyEarningsCard() {
  const { t, i18n } = useTranslation('payouts');
  const format = useFormat();
  const earnings = useMyEarnings();
  const thisMonth = todayIn(useStudioTimeZone() || 'UTC').slice(0, 7);
  const lastMonth = monthBefore(thisMonth);
  const lang = supportedLocale(i18n.resolvedLanguage ?? i18n.language) ?? 'en';
  const data = earnings.data;
  const totalOf = (month: string) => data?.months.find((m) => m.month === month)?.totalCents ?? 0;

  return (
    <RegionCard title={t('mine.title')} sx={{ height: '100%' }}>
      {!data ? (
        <QueryState query={earnings} compact />
      ) : (
        <Stack spacing={2}>
          <Stack direction="row" sx={{ gap: 3, flexWrap: 'wrap' }}>
            <Figure label={t('mine.thisMonth')} cents={totalOf(thisMonth)} />
            <Figure label={t('mine.lastMonth')} cents={totalOf(lastMonth)} />
          </Stack>
          <DataTable<Month>
            label={t('mine.byMonth')}
            size="small"
            rows={data.months}
            rowId={(month) => month.month}
            status="success"
            emptyText={t('mine.noEarnings')}
            columns={[
              { field: 'month', header: t('mine.month'), render: (m) => monthText(format, m.month) },
              {
                field: 'total',
                header: t('mine.earned'),
                align: 'right',
                render: (m) => format.money(m.totalCents),
              },
              {
                field: 'paid',
                header: t('mine.paid'),
                align: 'right',
                render: (m) => format.money(m.paidCents),
              },
            ]}
          />
          <DataTable<EarningLine>
            label={t('mine.latest')}
            size="small"
            rows={data.lines.slice(0, LATEST_LINES)}
            rowId={(line) => line.id}
            status="success"
            emptyText={t('mine.noEarnings')}
            columns={[
              {
                field: 'earnedOn',
                header: t('lines.date'),
                render: (line) => dayText(format, line.earnedOn),
              },
              { field: 'description', header: t('lines.description'), render: (line) => line.description },
              {
                field: 'amount',
                header: t('lines.amount'),
                align: 'right',
                render: (line) => format.money(line.amountCents),
              },
            ]}
          />
          <DataTable<Statement>
            label={t('mine.statements')}
            size="small"
            rows={data.statements}
            rowId={(statement) => statement.runId}
            status="success"
            emptyText={t('mine.noStatements')}
            columns={[
              {
                field: 'number',
                header: t('runs.number'),
                render: (s) => t('runs.numberValue', { number: s.number }),
              },
              {
                field: 'period',
                header: t('runs.period'),
                render: (s) =>
                  t('runs.periodValue', {
                    from: dayText(format, s.periodFrom),
                    until: dayText(format, s.periodUntil),
                  }),
              },
              {
                field: 'status',
                header: t('runs.status'),
                render: (s) => <RunStatusChip status={s.status} />,
              },
              {
                field: 'total',
                header: t('runs.total'),
                align: 'right',
                render: (s) => format.money(s.totalCents),
              },
              {
                field: 'pdf',
                header: t('mine.statement'),
                render: (s) =>
                  s.status === 'approved' || s.status === 'paid' ? (
                    <Button
                      size="small"
                      startIcon={<Download />}
                      href={apiHref('/api/me/payout-statements/{id}', {
                        path: { id: s.runId },
                        query: { lang },
                      })}
                      download
                      aria-label={t('mine.statementOf', { number: s.number })}
                    >
                      {t('mine.pdf')}
                    </Button>
                  ) : null,
              },
            ]}
          />
        </Stack>
      )}
    </RegionCard>
  );
}
