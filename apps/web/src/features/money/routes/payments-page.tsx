import type { Payment } from '@bmp/shared';
import { PAYMENT_METHODS, type PaymentMethod } from '@bmp/shared';
import Download from '@mui/icons-material/FileDownloadOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { DataTableColumn } from '../../../components/data-table/DataTable.tsx';
import { DataTable } from '../../../components/data-table/DataTable.tsx';
import { useListFilters } from '../../../components/data-table/use-list-filters.ts';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { useFormat } from '../../../i18n/use-format.ts';
import { type PaymentFilters, paymentsCsvUrl, usePayments } from '../api/money.ts';
import { CustomerPicker } from '../components/CustomerPicker.tsx';
import { grantText } from '../components/GrantList.tsx';
import { RefundDialog } from '../components/RefundDialog.tsx';
import { customerDetailsPath } from '../paths.ts';

const FILTERS = ['from', 'to', 'method', 'customerId'] as const;

function Total({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Grid size={{ xs: 6, md: 3 }}>
      <Card variant="outlined">
        <CardContent>
          <Typography color="text.secondary" variant="body2">
            {label}
          </Typography>
          <Typography variant="h6" component="p" data-testid={testId}>
            {value}
          </Typography>
        </CardContent>
      </Card>
    </Grid>
  );
}

/**
 * /admin/business/payments: every payment with its refunds, filtered by day (studio time), method and
 * customer, with totals over every match, a CSV of the same filters, and refunds.
 */
export function PaymentsPage() {
  const { t } = useTranslation('money');
  const format = useFormat();
  const { query, setQuery, filters: raw, setFilters } = useListFilters(FILTERS);
  const filters: PaymentFilters = {
    from: raw.from,
    to: raw.to,
    method: PAYMENT_METHODS.includes(raw.method as PaymentMethod) ? (raw.method as PaymentMethod) : undefined,
    customerId: raw.customerId,
  };
  const payments = usePayments(filters, query.page, query.pageSize);
  const [refunding, setRefunding] = useState<Payment | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const columns: DataTableColumn<Payment>[] = [
    { field: 'receiptNumber', header: t('columns.receipt'), render: (row) => `R-${row.receiptNumber}` },
    {
      field: 'createdAt',
      header: t('columns.date'),
      render: (row) => format.studioDateTime(row.createdAt),
    },
    {
      field: 'customer',
      header: t('columns.customer'),
      render: (row) => (
        <Link component={RouterLink} to={customerDetailsPath(row.customer.id)}>
          {row.customer.name}
        </Link>
      ),
    },
    { field: 'method', header: t('columns.method'), render: (row) => t(`paymentMethod.${row.method}`) },
    {
      field: 'for',
      header: t('columns.for'),
      render: (row) => row.packName ?? row.note ?? t('payments.dropIn'),
    },
    {
      field: 'amountCents',
      header: t('columns.amount'),
      align: 'right',
      render: (row) => format.money(row.amountCents),
    },
    {
      field: 'refundedCents',
      header: t('columns.refunded'),
      align: 'right',
      render: (row) => (row.refundedCents > 0 ? format.money(row.refundedCents) : '—'),
    },
    {
      field: 'netCents',
      header: t('columns.net'),
      align: 'right',
      render: (row) => format.money(row.netCents),
    },
    {
      field: 'actions',
      header: t('columns.actions'),
      render: (row) => (
        <Button
          size="small"
          onClick={() => {
            setNotice(null);
            setRefunding(row);
          }}
          disabled={row.netCents === 0}
          aria-label={t('payments.refundReceipt', { number: `R-${row.receiptNumber}` })}
        >
          {t('payments.refund')}
        </Button>
      ),
    },
  ];

  const totals = payments.data?.totals;
  return (
    <Stack spacing={3}>
      <PageHeading title={t('payments.title')}>{t('payments.intro')}</PageHeading>
      {notice && (
        <Alert severity="success" onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      <Stack
        component="section"
        aria-label={t('filters.title')}
        direction={{ xs: 'column', md: 'row' }}
        sx={{ gap: 2, alignItems: { md: 'center' }, flexWrap: 'wrap' }}
      >
        <TextField
          size="small"
          type="date"
          label={t('filters.from')}
          value={filters.from ?? ''}
          onChange={(event) => setFilters({ from: event.target.value || undefined })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          size="small"
          type="date"
          label={t('filters.to')}
          value={filters.to ?? ''}
          onChange={(event) => setFilters({ to: event.target.value || undefined })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          select
          size="small"
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          label={t('filters.method')}
          value={filters.method ?? ''}
          onChange={(event) => setFilters({ method: event.target.value || undefined })}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="">{t('filters.allMethods')}</MenuItem>
          {PAYMENT_METHODS.map((method) => (
            <MenuItem key={method} value={method}>
              {t(`paymentMethod.${method}`)}
            </MenuItem>
          ))}
        </TextField>
        <CustomerPicker
          label={t('filters.customer')}
          customerId={filters.customerId}
          onChange={(customerId) => setFilters({ customerId })}
        />
        <Button
          onClick={() =>
            setFilters({ from: undefined, to: undefined, method: undefined, customerId: undefined })
          }
          disabled={!filters.from && !filters.to && !filters.method && !filters.customerId}
        >
          {t('filters.clear')}
        </Button>
      </Stack>
      {payments.isError && payments.data === undefined ? null : (
        <Grid container spacing={2} component="section" aria-label={t('payments.totals')}>
          <Total label={t('payments.count')} value={format.number(totals?.count ?? 0)} testId="total-count" />
          <Total
            label={t('payments.received')}
            value={format.money(totals?.amountCents ?? 0)}
            testId="total-amount"
          />
          <Total
            label={t('payments.refunded')}
            value={format.money(totals?.refundedCents ?? 0)}
            testId="total-refunded"
          />
          <Total label={t('payments.net')} value={format.money(totals?.netCents ?? 0)} testId="total-net" />
        </Grid>
      )}
      <Card variant="outlined">
        <DataTable
          searchable={false}
          label={t('payments.title')}
          columns={columns}
          rows={payments.data?.items}
          total={payments.data?.total ?? 0}
          rowId={(row) => row.id}
          query={query}
          onQueryChange={setQuery}
          status={payments.status}
          fetching={payments.isFetching}
          onRetry={() => void payments.refetch()}
          actions={
            <Button
              variant="outlined"
              startIcon={<Download />}
              component="a"
              href={paymentsCsvUrl(filters)}
              download
            >
              {t('payments.exportCsv')}
            </Button>
          }
        />
      </Card>
      {refunding && (
        <RefundDialog
          payment={refunding}
          onClose={() => setRefunding(null)}
          onRefunded={(payment, amountCents, creditsTaken) => {
            setRefunding(null);
            const done = {
              amount: format.money(amountCents),
              number: `R-${payment.receiptNumber}`,
              customer: payment.customer.name,
            };
            setNotice(
              creditsTaken.length > 0
                ? t('payments.refundDoneCredits', {
                    ...done,
                    credits: creditsTaken.map((line) => grantText(t, line)).join(', '),
                  })
                : t('payments.refundDone', done),
            );
          }}
        />
      )}
    </Stack>
  );
}
