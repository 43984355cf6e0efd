import { ACCESS, type EarningLine } from '@bmp/shared';
import Add from '@mui/icons-material/Add';
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
import { DEFAULT_LIST_QUERY, type ListQuery } from '../../../lib/list-query.ts';
import { useSnackbar } from '../../../lib/use-snackbar.ts';
import { useCan } from '../../auth/index.ts';
import { todayIn } from '../../calendar/index.ts';
import { useExperts } from '../../studio/index.ts';
import { useEarningLines } from '../api/earning-lines.ts';
import { dayText, lastAndThisMonth } from '../lib/run-text.ts';
import { AdjustmentDialog } from './AdjustmentDialog.tsx';

/**
 * The studio's earning lines on the payees page (docs/decisions/0059-earnings-and-payout-runs.md):
 * each session, class, adjustment and refund reversal a team member earned, newest first, with the
 * run that pays it; filtered by team member and days (last month and this one unless changed). The
 * owner corrects earnings with an adjustment, new or tied to the line it corrects. Admins read.
 */
export function EarningLinesSection() {
  const { t } = useTranslation('payouts');
  const format = useFormat();
  const snackbar = useSnackbar();
  const owner = useCan(ACCESS.owner);
  const today = todayIn(useStudioTimeZone() || 'UTC');
  const experts = useExperts();
  const [expertId, setExpertId] = useState('');
  const [days, setDays] = useState(() => lastAndThisMonth(today));
  const [query, setQuery] = useState<ListQuery>(DEFAULT_LIST_QUERY);
  const lines = useEarningLines({
    expertId: expertId || undefined,
    from: days.from || undefined,
    until: days.until || undefined,
    page: query.page,
    pageSize: query.pageSize,
  });
  const [adjusting, setAdjusting] = useState<{ corrects?: EarningLine } | null>(null);

  const lineName = (line: EarningLine) =>
    t('earnings.lineNamed', { day: dayText(format, line.earnedOn), description: line.description });

  return (
    <Card variant="outlined" component="section" aria-labelledby="earning-lines-title">
      <CardContent>
        <Stack
          direction="row"
          sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}
        >
          <Typography id="earning-lines-title" variant="h6" component="h2">
            {t('earnings.title')}
          </Typography>
          {owner && (
            <Button variant="contained" startIcon={<Add />} onClick={() => setAdjusting({})}>
              {t('earnings.addAdjustment')}
            </Button>
          )}
        </Stack>
        <Typography color="text.secondary" sx={{ mt: 1, mb: 2 }}>
          {t('earnings.intro')}
        </Typography>
        <Stack
          role="group"
          aria-label={t('earnings.filters')}
          direction={{ xs: 'column', sm: 'row' }}
          sx={{ gap: 2, mb: 2, flexWrap: 'wrap' }}
        >
          <TextField
            select
            size="small"
            label={t('earnings.who')}
            value={expertId}
            onChange={(event) => {
              setExpertId(event.target.value);
              setQuery({ ...query, page: 1 });
            }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            sx={{ minWidth: 200 }}
          >
            <MenuItem value="">{t('earnings.everyone')}</MenuItem>
            {(experts.data ?? []).map((expert) => (
              <MenuItem key={expert.id} value={expert.id}>
                {expert.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            type="date"
            label={t('earnings.from')}
            value={days.from}
            onChange={(event) => {
              setDays({ ...days, from: event.target.value });
              setQuery({ ...query, page: 1 });
            }}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            size="small"
            type="date"
            label={t('earnings.until')}
            value={days.until}
            onChange={(event) => {
              setDays({ ...days, until: event.target.value });
              setQuery({ ...query, page: 1 });
            }}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Stack>
        <DataTable<EarningLine>
          label={t('earnings.title')}
          rows={lines.data?.items}
          total={lines.data?.total ?? 0}
          rowId={(line) => line.id}
          query={query}
          onQueryChange={setQuery}
          searchable={false}
          status={lines.status}
          fetching={lines.isFetching}
          onRetry={() => void lines.refetch()}
          emptyText={t('earnings.none')}
          rowData={(line) => ({ 'data-kind': line.kind })}
          columns={[
            { field: 'earnedOn', header: t('lines.date'), render: (line) => dayText(format, line.earnedOn) },
            { field: 'expert', header: t('earnings.member'), render: (line) => line.expertName },
            { field: 'kind', header: t('earnings.kind'), render: (line) => t(`earnings.kinds.${line.kind}`) },
            { field: 'description', header: t('earnings.for'), render: (line) => line.description },
            {
              field: 'attendees',
              header: t('lines.attendees'),
              align: 'right',
              render: (line) => (line.attendees === null ? '—' : format.number(line.attendees)),
            },
            {
              field: 'revenue',
              header: t('earnings.revenue'),
              align: 'right',
              render: (line) => (line.revenueCents === null ? '—' : format.money(line.revenueCents)),
            },
            {
              field: 'amount',
              header: t('lines.amount'),
              align: 'right',
              render: (line) => format.money(line.amountCents),
            },
            {
              field: 'run',
              header: t('earnings.run'),
              render: (line) =>
                line.runNumber !== null && line.runStatus !== null
                  ? t('earnings.inRun', {
                      number: line.runNumber,
                      status: t(`statuses.${line.runStatus}`),
                    })
                  : t('earnings.unpaid'),
            },
            ...(owner
              ? [
                  {
                    field: 'actions',
                    header: t('runs.actions'),
                    render: (line: EarningLine) => (
                      <Button
                        size="small"
                        aria-label={t('earnings.correctNamed', { line: lineName(line) })}
                        onClick={() => setAdjusting({ corrects: line })}
                      >
                        {t('earnings.correct')}
                      </Button>
                    ),
                  },
                ]
              : []),
          ]}
        />
      </CardContent>
      {adjusting && (
        <AdjustmentDialog
          corrects={adjusting.corrects}
          onClose={() => setAdjusting(null)}
          onSaved={(line) => {
            setAdjusting(null);
            snackbar.saved(
              t('adjust.saved', { amount: format.money(line.amountCents), name: line.expertName }),
            );
          }}
        />
      )}
    </Card>
  );
}
