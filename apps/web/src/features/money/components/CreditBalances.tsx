import type { CreditBalanceView } from '@bmp/shared';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/use-format.ts';

/** One card per credit kind: what can be booked with, what booked sessions hold, and what expires when. */
export function CreditBalances({
  balances,
  emptyText,
}: {
  balances: CreditBalanceView[];
  emptyText: string;
}) {
  const { t } = useTranslation('money');
  if (balances.length === 0) return <Typography color="text.secondary">{emptyText}</Typography>;
  return (
    <Grid container spacing={2}>
      {balances.map((balance) => (
        <Grid key={balance.kind} size={{ xs: 12, sm: 6, lg: 4 }}>
          <BalanceCard balance={balance} title={t(`common:categories.${balance.kind}`)} />
        </Grid>
      ))}
    </Grid>
  );
}

function BalanceCard({ balance, title }: { balance: CreditBalanceView; title: string }) {
  const { t } = useTranslation('money');
  const format = useFormat();
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography id={titleId} variant="h6" component="h3">
          {title}
        </Typography>
        <Typography variant="h4" component="p" data-testid={`available-${balance.kind}`}>
          {t('credits.available', { count: balance.available, number: format.number(balance.available) })}
        </Typography>
        {balance.held > 0 && (
          <Typography color="text.secondary">
            {t('credits.held', { count: balance.held, number: format.number(balance.held) })}
          </Typography>
        )}
        {balance.expiring.length > 0 ? (
          <ul style={{ margin: '8px 0 0', paddingInlineStart: '1.25rem' }}>
            {balance.expiring.map((lot) => (
              <li key={`${lot.expiresAt}-${lot.quantity}`}>
                <Typography variant="body2">
                  {t('credits.expiresOn', {
                    count: lot.quantity,
                    number: format.number(lot.quantity),
                    date: format.date(lot.expiresAt),
                  })}
                </Typography>
              </li>
            ))}
          </ul>
        ) : (
          balance.available > 0 && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('credits.noExpiry')}
            </Typography>
          )
        )}
      </CardContent>
    </Card>
  );
}
