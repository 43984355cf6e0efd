import type { ServiceCategory } from '@bmp/shared';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useListFilters } from '../../../components/data-table/use-list-filters.ts';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { QueryState } from '../../../components/QueryState.tsx';
import { PATHS } from '../../../config/paths.ts';
import { useMyCredits } from '../api/money.ts';
import { CreditBalances } from '../components/CreditBalances.tsx';
import { CreditHistoryTable } from '../components/CreditHistoryTable.tsx';

const FILTERS = ['kind'] as const;

/** /members/settings/credits: the balance per credit kind, what expires when, and every entry. */
export function CreditsPage() {
  const { t } = useTranslation('money');
  const { query, setQuery, filters, setFilters } = useListFilters(FILTERS);
  const kind = filters.kind as ServiceCategory | undefined;
  const credits = useMyCredits({ page: query.page, pageSize: query.pageSize, kind });

  return (
    <Stack spacing={3}>
      <PageHeading title={t('credits.title')}>{t('credits.intro')}</PageHeading>
      <Stack component="section" spacing={2} aria-labelledby="credits-balances">
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 2 }}>
          <Typography id="credits-balances" variant="h6" component="h2">
            {t('credits.balances')}
          </Typography>
          <Button variant="contained" component={RouterLink} to={PATHS.memberPurchase}>
            {t('purchases.buy')}
          </Button>
        </Stack>
        {credits.data ? (
          <CreditBalances balances={credits.data.balances} emptyText={t('credits.none')} />
        ) : (
          <QueryState status={credits.status} error={credits.error} onRetry={() => void credits.refetch()} />
        )}
      </Stack>
      <Stack component="section" spacing={2} aria-labelledby="credits-history">
        <Typography id="credits-history" variant="h6" component="h2">
          {t('credits.history')}
        </Typography>
        <Card variant="outlined">
          <CreditHistoryTable
            credits={credits}
            query={query}
            onQueryChange={setQuery}
            kind={kind}
            onKindChange={(next) => setFilters({ kind: next })}
          />
        </Card>
      </Stack>
    </Stack>
  );
}
