import { ACCESS, type Customer } from '@bmp/shared';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/data-table/DataTable.tsx';
import { useListQuery } from '../../../components/data-table/use-list-query.ts';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { PATHS } from '../../../config/paths.ts';
import { useFormat } from '../../../i18n/use-format.ts';
import { useCan } from '../../auth/index.ts';
import { customerDetailsPath, useCanHandleMoney, useCustomers } from '../../money/index.ts';

/**
 * /admin/customers/list: the studio's members, searchable by name or email, linking to their details.
 * An expert (who may read their own clients only) is sent to "My clients" (decision 0051).
 */
export function CustomersListPage() {
  const staff = useCanHandleMoney();
  const expert = useCan(ACCESS.expert);
  // Only an expert is sent on: a session that just ended (neither) is the route guard's to send to
  // the sign-in page, with this page as where to come back to.
  if (!staff && expert) return <Navigate to={PATHS.providerDashboard} replace />;
  if (!staff) return null;
  return <StudioCustomers />;
}

function StudioCustomers() {
  const { t } = useTranslation('money');
  const format = useFormat();
  const [query, setQuery] = useListQuery();
  const customers = useCustomers(query);

  const columns: DataTableColumn<Customer>[] = [
    {
      field: 'fullName',
      header: t('columns.name'),
      sortable: true,
      render: (customer) => (
        <Link component={RouterLink} to={customerDetailsPath(customer.id)}>
          {customer.fullName}
        </Link>
      ),
    },
    { field: 'email', header: t('columns.email'), sortable: true, render: (customer) => customer.email },
    { field: 'phone', header: t('columns.phone'), render: (customer) => customer.phone ?? '—' },
    {
      field: 'creditsAvailable',
      header: t('columns.credits'),
      align: 'right',
      render: (customer) => format.number(customer.creditsAvailable),
    },
    {
      field: 'pendingPurchases',
      header: t('columns.pendingPurchases'),
      align: 'right',
      render: (customer) => format.number(customer.pendingPurchases),
    },
    {
      field: 'createdAt',
      header: t('columns.joined'),
      sortable: true,
      render: (customer) => format.date(customer.createdAt),
    },
    {
      field: 'status',
      header: t('columns.status'),
      render: (customer) =>
        customer.status !== 'active' ? (
          <Chip size="small" label={t(`membershipStatus.${customer.status}`)} />
        ) : customer.onboarded ? (
          <Chip size="small" color="success" label={t('customers.member')} />
        ) : (
          <Chip size="small" color="warning" variant="outlined" label={t('customers.onboarding')} />
        ),
    },
  ];

  return (
    <Stack spacing={3}>
      <PageHeading title={t('customers.title')}>{t('customers.intro')}</PageHeading>
      <Card variant="outlined">
        <DataTable
          label={t('customers.title')}
          columns={columns}
          rows={customers.data?.items}
          total={customers.data?.total ?? 0}
          rowId={(customer) => customer.id}
          query={query}
          onQueryChange={setQuery}
          status={customers.status}
          fetching={customers.isFetching}
          onRetry={() => void customers.refetch()}
          // Staff bring customers and their balances from another product (decision 0065).
          actions={
            <Button variant="outlined" component={RouterLink} to={PATHS.adminCustomersImport}>
              {t('customers.import')}
            </Button>
          }
        />
      </Card>
    </Stack>
  );
}
