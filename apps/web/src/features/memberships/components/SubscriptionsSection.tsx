import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '@bmp/shared';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/data-table/DataTable.tsx';
import { useFormat } from '../../../i18n/use-format.ts';
import type { ApiAnswer } from '../../../lib/api-client.ts';
import type { ListQuery } from '../../../lib/list-query.ts';
import { useStudioSubscriptions } from '../api/memberships.ts';
import { dayText, pricePerPeriod } from '../lib/terms.ts';
import { adminMembershipPath } from '../paths.ts';
import { SubscriptionStatusChip } from './SubscriptionStatusChip.tsx';

type Row = ApiAnswer<'/api/subscriptions'>['items'][number];

/** Past due first: the ones staff act on. */
export const STATUS_FILTER_ORDER: readonly SubscriptionStatus[] = [
  'past_due',
  ...SUBSCRIPTION_STATUSES.filter((status) => status !== 'past_due'),
];

export const isSubscriptionStatus = (value: string | undefined): value is SubscriptionStatus =>
  (SUBSCRIPTION_STATUSES as readonly string[]).includes(value ?? '');

/**
 * The studio's memberships (staff): a status filter, a search by name or email, and pages; each row
 * opens the membership's page.
 */
export function SubscriptionsSection({
  query,
  onQueryChange,
  status,
  onStatusChange,
}: {
  query: ListQuery;
  onQueryChange: (query: ListQuery) => void;
  status: SubscriptionStatus | undefined;
  onStatusChange: (status: SubscriptionStatus | undefined) => void;
}) {
  const { t } = useTranslation('memberships');
  const format = useFormat();
  const list = useStudioSubscriptions({
    status,
    q: query.q,
    page: query.page,
    pageSize: query.pageSize,
  });

  const columns: DataTableColumn<Row>[] = [
    {
      field: 'customerName',
      header: t('list.member'),
      render: (row) => (
        <>
          <Link component={RouterLink} to={adminMembershipPath(row.id)}>
            {row.customerName}
          </Link>
          <Typography variant="body2" color="text.secondary">
            {row.customerEmail}
          </Typography>
        </>
      ),
    },
    {
      field: 'plan',
      header: t('list.plan'),
      render: (row) => (
        <>
          {row.plan}
          <Typography variant="body2" color="text.secondary">
            {pricePerPeriod(t, format, row.priceCents, row.period)}
          </Typography>
        </>
      ),
    },
    {
      field: 'status',
      header: t('list.status'),
      render: (row) => <SubscriptionStatusChip status={row.status} />,
    },
    {
      field: 'paymentMethod',
      header: t('list.payment'),
      render: (row) => t(`paymentMethod.${row.paymentMethod}`),
    },
    {
      field: 'startedAt',
      header: t('list.started'),
      render: (row) => (row.startedAt ? format.date(row.startedAt) : '—'),
    },
    {
      field: 'endsOn',
      header: t('list.ends'),
      render: (row) => (row.endsOn ? dayText(format, row.endsOn) : '—'),
    },
    {
      field: 'actions',
      header: t('list.actions'),
      render: (row) => (
        <Button
          size="small"
          component={RouterLink}
          to={adminMembershipPath(row.id)}
          aria-label={t('list.openOf', { name: row.customerName, plan: row.plan })}
        >
          {t('list.open')}
        </Button>
      ),
    },
  ];

  return (
    <Card variant="outlined">
      <DataTable<Row>
        label={t('list.title')}
        columns={columns}
        rows={list.data?.items}
        total={list.data?.total ?? 0}
        rowId={(row) => row.id}
        rowData={(row) => ({ 'data-membership': row.id, 'data-status': row.status })}
        query={query}
        onQueryChange={onQueryChange}
        status={list.status}
        fetching={list.isFetching}
        onRetry={() => void list.refetch()}
        emptyText={status ? t('list.emptyFiltered') : t('list.empty')}
        actions={
          <TextField
            select
            size="small"
            label={t('list.status')}
            value={status ?? ''}
            onChange={(event) => {
              const next = event.target.value;
              onStatusChange(isSubscriptionStatus(next) ? next : undefined);
            }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            sx={{ minWidth: 180 }}
          >
            <MenuItem value="">{t('list.allStatuses')}</MenuItem>
            {STATUS_FILTER_ORDER.map((value) => (
              <MenuItem key={value} value={value}>
                {t(`status.${value}`)}
              </MenuItem>
            ))}
          </TextField>
        }
      />
    </Card>
  );
}
