import type { PayRate } from '@bmp/shared';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/DataTable.tsx';
import { useStudioTimeZone } from '../../../i18n/studio-time-zone.ts';
import { useFormat } from '../../../i18n/use-format.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useSnackbar } from '../../../lib/use-snackbar.ts';
import { todayIn } from '../../calendar/index.ts';
import { usePayRates, useRemovePayRate } from '../api/pay-rates.ts';
import { rateText, scopeText } from '../lib/rate-text.ts';
import { PayRateDialog } from './PayRateDialog.tsx';

/**
 * The studio's pay rates on the payees page (docs/decisions/0058-pay-rates.md): whom and what each
 * applies to, what it pays, and its days; the owner adds, changes and removes them. The most specific
 * rate in effect pays a session: a team member and a service or class, the member, the service or
 * class, then everyone.
 */
export function PayRatesSection() {
  const { t } = useTranslation('money');
  const today = todayIn(useStudioTimeZone() || 'UTC');
  const format = useFormat();
  const snackbar = useSnackbar();
  const rates = usePayRates();
  const remove = useRemovePayRate();
  const [editing, setEditing] = useState<{ rate?: PayRate } | null>(null);
  const [error, setError] = useState<string | null>(null);

  const removeRate = async (rate: PayRate) => {
    setError(null);
    try {
      await remove.mutateAsync(rate.id);
      snackbar.saved(t('payRates.removed'));
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby="pay-rates-title">
      <CardContent>
        <Stack
          direction="row"
          sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}
        >
          <Typography id="pay-rates-title" variant="h6" component="h2">
            {t('payRates.title')}
          </Typography>
          <Button variant="contained" onClick={() => setEditing({})}>
            {t('payRates.add')}
          </Button>
        </Stack>
        <Typography color="text.secondary" sx={{ mt: 1, mb: 2 }}>
          {t('payRates.intro')}
        </Typography>
        {error && (
          <Typography role="alert" color="error">
            {error}
          </Typography>
        )}
        <DataTable
          label={t('payRates.title')}
          rows={rates.data?.items}
          rowId={(rate) => rate.id}
          status={rates.status}
          onRetry={() => void rates.refetch()}
          emptyText={t('payRates.none')}
          columns={[
            { field: 'scope', header: t('payRates.appliesTo'), render: (rate) => scopeText(t, rate) },
            { field: 'pays', header: t('payRates.pays'), render: (rate) => rateText(t, format, rate) },
            {
              field: 'days',
              header: t('payRates.days'),
              render: (rate) =>
                rate.effectiveUntil
                  ? t('payRates.fromUntil', {
                      from: format.date(`${rate.effectiveFrom}T12:00:00Z`),
                      until: format.date(`${rate.effectiveUntil}T12:00:00Z`),
                    })
                  : t('payRates.fromOn', { from: format.date(`${rate.effectiveFrom}T12:00:00Z`) }),
            },
            {
              field: 'actions',
              header: t('columns.actions'),
              render: (rate) => (
                <Stack direction="row" sx={{ gap: 1 }}>
                  <Button
                    size="small"
                    aria-label={t('payRates.editNamed', { rate: scopeText(t, rate) })}
                    onClick={() => setEditing({ rate })}
                  >
                    {t('edit')}
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    aria-label={t('payRates.removeNamed', { rate: scopeText(t, rate) })}
                    disabled={remove.isPending}
                    onClick={() => void removeRate(rate)}
                  >
                    {t('payRates.remove')}
                  </Button>
                </Stack>
              ),
            },
          ]}
        />
      </CardContent>
      {editing && (
        <PayRateDialog
          rate={editing.rate}
          today={today}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            snackbar.saved(t('payRates.saved'));
          }}
        />
      )}
    </Card>
  );
}
