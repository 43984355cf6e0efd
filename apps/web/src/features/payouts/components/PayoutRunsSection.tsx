import { ACCESS, type PayoutRun } from '@bmp/shared';
import Download from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/DataTable.tsx';
import { useStudioTimeZone } from '../../../i18n/studio-time-zone.ts';
import { useFormat } from '../../../i18n/use-format.ts';
import { apiHref } from '../../../lib/api-client.ts';
import { useSnackbar } from '../../../lib/use-snackbar.ts';
import { useCan } from '../../auth/index.ts';
import { todayIn } from '../../calendar/index.ts';
import { usePayoutRuns } from '../api/payout-runs.ts';
import { dayText } from '../lib/run-text.ts';
import { NewPayoutRunDialog } from './NewPayoutRunDialog.tsx';
import { PayoutRunDialog } from './PayoutRunDialog.tsx';
import { RunStatusChip } from './RunStatusChip.tsx';

/**
 * The studio's payout runs on the payees page (docs/decisions/0059-earnings-and-payout-runs.md):
 * each run's number, period, status, payees and total, newest first; the owner opens a run for a
 * period and acts on it in its detail, and downloads a year's 1099-NEC totals. Admins read.
 */
export function PayoutRunsSection() {
  const { t } = useTranslation('payouts');
  const format = useFormat();
  const snackbar = useSnackbar();
  const owner = useCan(ACCESS.owner);
  const today = todayIn(useStudioTimeZone() || 'UTC');
  const thisYear = Number(today.slice(0, 4));
  const runs = usePayoutRuns();
  const [opening, setOpening] = useState(false);
  const [viewing, setViewing] = useState<string | null>(null);
  const [year, setYear] = useState(thisYear - 1);

  return (
    <Card variant="outlined" component="section" aria-labelledby="payout-runs-title">
      <CardContent>
        <Stack
          direction="row"
          sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}
        >
          <Typography id="payout-runs-title" variant="h6" component="h2">
            {t('runs.title')}
          </Typography>
          {owner && (
            <Button variant="contained" onClick={() => setOpening(true)}>
              {t('runs.new')}
            </Button>
          )}
        </Stack>
        <Typography color="text.secondary" sx={{ mt: 1, mb: 2 }}>
          {t('runs.intro')}
        </Typography>
        <DataTable<PayoutRun>
          label={t('runs.title')}
          rows={runs.data?.items}
          rowId={(run) => run.id}
          status={runs.status}
          onRetry={() => void runs.refetch()}
          emptyText={t('runs.none')}
          columns={[
            {
              field: 'number',
              header: t('runs.number'),
              render: (run) => t('runs.numberValue', { number: run.number }),
            },
            {
              field: 'period',
              header: t('runs.period'),
              render: (run) =>
                t('runs.periodValue', {
                  from: dayText(format, run.periodFrom),
                  until: dayText(format, run.periodUntil),
                }),
            },
            {
              field: 'status',
              header: t('runs.status'),
              render: (run) => <RunStatusChip status={run.status} />,
            },
            {
              field: 'payees',
              header: t('runs.payees'),
              align: 'right',
              render: (run) => format.number(run.payees),
            },
            {
              field: 'total',
              header: t('runs.total'),
              align: 'right',
              render: (run) => format.money(run.totalCents),
            },
            {
              field: 'actions',
              header: t('runs.actions'),
              render: (run) => (
                <Button
                  size="small"
                  aria-label={t('runs.viewNamed', { number: run.number })}
                  onClick={() => setViewing(run.id)}
                >
                  {t('runs.view')}
                </Button>
              ),
            },
          ]}
        />
        {owner && (
          <Stack direction="row" sx={{ mt: 2, gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <TextField
              select
              size="small"
              label={t('runs.year')}
              value={String(year)}
              onChange={(event) => setYear(Number(event.target.value))}
              sx={{ minWidth: 120 }}
            >
              {[thisYear, thisYear - 1, thisYear - 2].map((option) => (
                <MenuItem key={option} value={String(option)}>
                  {option}
                </MenuItem>
              ))}
            </TextField>
            <Button
              variant="outlined"
              startIcon={<Download />}
              href={apiHref('/api/payouts/1099-nec', { query: { year } })}
              download
            >
              {t('runs.download1099', { year })}
            </Button>
          </Stack>
        )}
      </CardContent>
      {opening && (
        <NewPayoutRunDialog
          today={today}
          onClose={() => setOpening(false)}
          onOpened={(run) => {
            setOpening(false);
            snackbar.saved(t('runs.opened', { number: run.number }));
            setViewing(run.id);
          }}
        />
      )}
      {viewing && <PayoutRunDialog runId={viewing} onClose={() => setViewing(null)} />}
    </Card>
  );
}
