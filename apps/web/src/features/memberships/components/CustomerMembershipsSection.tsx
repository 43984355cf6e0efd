import type { Subscription } from '@bmp/shared';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/data-table/DataTable.tsx';
import { useFormat } from '../../../i18n/use-format.ts';
import { useSnackbar } from '../../../lib/use-snackbar.ts';
import { useCustomerSubscriptions, useStudioPlans } from '../api/memberships.ts';
import { addDays } from '../lib/history.ts';
import { dayText, pricePerPeriod } from '../lib/terms.ts';
import { adminMembershipPath } from '../paths.ts';
import { SellMembershipDialog } from './SellMembershipDialog.tsx';
import { SubscriptionStatusChip } from './SubscriptionStatusChip.tsx';

/**
 * The customer page's memberships (staff, decision 0055): each of the customer's memberships with its
 * status and next charge, opening on its own page, and "Sell a membership" at the desk.
 */
export function CustomerMembershipsSection({
  customerId,
  customerName,
}: {
  customerId: string;
  customerName: string;
}) {
  const { t } = useTranslation('memberships');
  const format = useFormat();
  const snackbar = useSnackbar();
  const subs = useCustomerSubscriptions(customerId);
  const plans = useStudioPlans();
  const [selling, setSelling] = useState(false);
  const onSale = (plans.data?.items ?? []).filter((plan) => plan.active);

  const columns: DataTableColumn<Subscription>[] = [
    {
      field: 'plan',
      header: t('list.plan'),
      render: (sub) => (
        <>
          <Link component={RouterLink} to={adminMembershipPath(sub.id)}>
            {sub.terms.name}
          </Link>
          <Typography variant="body2" color="text.secondary">
            {pricePerPeriod(t, format, sub.terms.priceCents, sub.terms.period)}
          </Typography>
        </>
      ),
    },
    {
      field: 'status',
      header: t('list.status'),
      render: (sub) => <SubscriptionStatusChip status={sub.status} />,
    },
    {
      field: 'next',
      header: t('list.next'),
      render: (sub) =>
        sub.status === 'pending'
          ? sub.contractId && sub.agreementStatus !== 'signed'
            ? t('list.waitingAgreement')
            : t('list.waitingPayment')
          : sub.endsOn
            ? t('list.lastDay', { date: dayText(format, addDays(sub.endsOn, -1)) })
            : sub.nextChargeOn && sub.nextChargeCents !== null
              ? t('facts.chargeOn', {
                  amount: format.money(sub.nextChargeCents),
                  date: dayText(format, sub.nextChargeOn),
                })
              : '—',
    },
    {
      field: 'actions',
      header: t('list.actions'),
      render: (sub) => (
        <Button
          size="small"
          component={RouterLink}
          to={adminMembershipPath(sub.id)}
          aria-label={t('list.openOf', { name: customerName, plan: sub.terms.name })}
        >
          {t('list.open')}
        </Button>
      ),
    },
  ];

  return (
    <Stack component="section" spacing={2} aria-labelledby="customer-memberships">
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}
      >
        <Typography id="customer-memberships" variant="h6" component="h2">
          {t('customer.title')}
        </Typography>
        <Button variant="outlined" onClick={() => setSelling(true)} disabled={!plans.data}>
          {t('customer.sell')}
        </Button>
      </Stack>
      <Card variant="outlined">
        <DataTable<Subscription>
          label={t('customer.title')}
          size="small"
          columns={columns}
          rows={subs.data?.items}
          rowId={(sub) => sub.id}
          rowData={(sub) => ({ 'data-membership': sub.terms.name, 'data-status': sub.status })}
          status={subs.status}
          onRetry={() => void subs.refetch()}
          emptyText={t('customer.empty')}
        />
      </Card>
      {selling && (
        <SellMembershipDialog
          customerId={customerId}
          customerName={customerName}
          plans={onSale}
          onClose={() => setSelling(false)}
          onSold={(sub) => {
            setSelling(false);
            snackbar.saved(
              sub.status === 'pending'
                ? t('sell.donePending', { plan: sub.terms.name, name: customerName })
                : t('sell.doneActive', { plan: sub.terms.name, name: customerName }),
            );
          }}
        />
      )}
    </Stack>
  );
}
