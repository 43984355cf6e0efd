import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { DataTable } from '../../../components/data-table/DataTable.tsx';
import { useListFilters } from '../../../components/data-table/use-list-filters.ts';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { PATHS } from '../../../config/paths.ts';
import { useFormat } from '../../../i18n/use-format.ts';
import { useMyPurchases } from '../api/money.ts';
import { usePurchaseColumns } from '../components/purchase-columns.tsx';
import { receiptPath } from '../paths.ts';

const NO_FILTERS = ['purchase'] as const;

/** /members/settings/purchases: everything the member bought, newest first, with links to receipts. */
export function PurchasesPage() {
  const { t } = useTranslation('money');
  const _format = useFormat();
  const { query, setQuery } = useListFilters(NO_FILTERS);
  const [params] = useSearchParams();
  // Stripe Checkout comes back here with ?purchase=<id> once the card was accepted.
  const returnedFromCard = params.get('purchase');
  const purchases = useMyPurchases(query.page, query.pageSize);

  const columns = usePurchaseColumns({
    field: 'receipt',
    header: t('columns.receipt'),
    render: (row) => (
      <Link component={RouterLink} to={receiptPath(row.id)}>
        {t('purchases.viewReceipt', { pack: row.packName })}
      </Link>
    ),
  });

  return (
    <Stack spacing={3}>
      <PageHeading title={t('purchases.title')}>{t('purchases.intro')}</PageHeading>
      {returnedFromCard && (
        <Alert
          severity="success"
          action={
            <Button color="inherit" size="small" component={RouterLink} to={receiptPath(returnedFromCard)}>
              {t('purchases.openReceipt')}
            </Button>
          }
        >
          {t('purchases.cardThanks')}
        </Alert>
      )}
      <Card variant="outlined">
        <DataTable
          searchable={false}
          label={t('purchases.title')}
          columns={columns}
          rows={purchases.data?.items}
          total={purchases.data?.total ?? 0}
          rowId={(row) => row.id}
          query={query}
          onQueryChange={setQuery}
          status={purchases.status}
          fetching={purchases.isFetching}
          onRetry={() => void purchases.refetch()}
          actions={
            <Button variant="contained" component={RouterLink} to={PATHS.memberPurchase}>
              {t('purchases.buy')}
            </Button>
          }
        />
      </Card>
    </Stack>
  );
}
