import type { Subscription } from '@bmp/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { QueryState } from '../../../components/QueryState.tsx';
import { PATHS } from '../../../config/paths.ts';
import { useFormat } from '../../../i18n/use-format.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useRouteTitle } from '../../../lib/use-route-title.ts';
import { useSnackbar } from '../../../lib/use-snackbar.ts';
import { customerDetailsPath } from '../../money/index.ts';
import { type InvoiceAction, useInvoiceAction, useStaffStart, useSubscription } from '../api/memberships.ts';
import { CancelDialog } from '../components/CancelDialog.tsx';
import { ChangePlanDialog } from '../components/ChangePlanDialog.tsx';
import { FreezeDialog } from '../components/FreezeDialog.tsx';
import {
  FreezesTable,
  HistoryTable,
  type Invoice,
  InvoicesTable,
  MembershipFacts,
  MembershipSection,
} from '../components/MembershipDetails.tsx';
import { WaiveDialog } from '../components/WaiveDialog.tsx';
import { addDays } from '../lib/history.ts';
import { dayText } from '../lib/terms.ts';

type Open =
  | { dialog: 'freeze' }
  | { dialog: 'cancel' }
  | { dialog: 'change' }
  | { dialog: 'waive'; invoice: Invoice };

const OWED = ['open', 'past_due'];

/**
 * /admin/services/memberships/:id (staff, decision 0055): one membership, with what staff can do: take
 * an invoice in cash, charge the card again, waive it with a reason; freeze, cancel (or end it today);
 * start one sold at the desk once its agreement is signed.
 */
export function AdminMembershipPage() {
  const { t } = useTranslation('memberships');
  const { id = '' } = useParams();
  const title = useRouteTitle();
  const sub = useSubscription('staff', id);

  if (isApiError(sub.error, 404) || isApiError(sub.error, 400)) {
    return (
      <Stack spacing={3}>
        <PageHeading title={title} />
        <Alert severity="warning">{t('detail.notFound')}</Alert>
        <Button component={RouterLink} to={PATHS.adminMemberships} sx={{ alignSelf: 'flex-start' }}>
          {t('detail.backToList')}
        </Button>
      </Stack>
    );
  }
  if (!sub.data) {
    return (
      <Stack spacing={3}>
        <PageHeading title={title} />
        <QueryState query={sub} />
      </Stack>
    );
  }
  return <StaffMembership sub={sub.data} />;
}

function StaffMembership({ sub }: { sub: Subscription }) {
  const { t } = useTranslation('memberships');
  const format = useFormat();
  const snackbar = useSnackbar();
  const start = useStaffStart();
  const invoiceAction = useInvoiceAction();
  const [open, setOpen] = useState<Open | null>(null);
  const close = () => setOpen(null);
  const canChange = ['active', 'frozen', 'past_due'].includes(sub.status) && !sub.cancelRequestedAt;
  const canFreeze = ['active', 'frozen'].includes(sub.status) && !sub.cancelRequestedAt;
  const canChangePlan = sub.status === 'active' && !sub.cancelRequestedAt;
  const canCancel = canChange || sub.status === 'pending';
  const owed = sub.invoices.filter((invoice) => OWED.includes(invoice.status));
  // Staff start one paid at the desk, once nothing is left to sign (a card is the member's to save).
  const canStart =
    sub.status === 'pending' &&
    sub.paymentMethod === 'studio' &&
    (!sub.contractId || sub.agreementStatus === 'signed');

  const act = async (invoice: Invoice, action: InvoiceAction) => {
    try {
      await invoiceAction.mutateAsync({ id: sub.id, invoiceId: invoice.id, action });
      snackbar.saved(
        action === 'cash'
          ? t('detail.cashDone', { amount: format.money(invoice.amountCents) })
          : t('detail.retryDone'),
      );
    } catch (error) {
      snackbar.failed(errorMessage(error));
    }
  };

  const startNow = async () => {
    try {
      await start.mutateAsync(sub.id);
      snackbar.saved(t('detail.started'));
    } catch (error) {
      snackbar.failed(errorMessage(error));
    }
  };

  return (
    <Stack spacing={3}>
      <PageHeading title={t('detail.staffTitle', { name: sub.customerName, plan: sub.terms.name })}>
        <Link component={RouterLink} to={customerDetailsPath(sub.customerId)}>
          {t('detail.customerPage', { name: sub.customerName })}
        </Link>
      </PageHeading>
      {sub.status === 'past_due' && (
        <Alert severity="error">
          {t('detail.staffPastDue', {
            amount: format.money(owed.reduce((sum, invoice) => sum + invoice.amountCents, 0)),
          })}
        </Alert>
      )}
      {sub.status === 'pending' && (
        <Alert
          severity="info"
          action={
            canStart ? (
              <Button color="inherit" size="small" onClick={() => void startNow()} disabled={start.isPending}>
                {t('detail.start')}
              </Button>
            ) : undefined
          }
        >
          {sub.contractId
            ? sub.agreementStatus === 'signed'
              ? t('detail.pendingSigned')
              : t('detail.pendingAgreement')
            : t('detail.pendingPayment')}
        </Alert>
      )}
      {sub.cancelRequestedAt && sub.endsOn && sub.status !== 'canceled' && (
        <Alert severity="warning">
          {t('detail.canceling', { date: dayText(format, addDays(sub.endsOn, -1)) })}
        </Alert>
      )}
      <Card variant="outlined">
        <CardContent>
          <MembershipSection
            title={t('detail.summary')}
            actions={
              <>
                {canFreeze && sub.terms.freezesPerYear > 0 && (
                  <Button variant="outlined" onClick={() => setOpen({ dialog: 'freeze' })}>
                    {t('freeze.button')}
                  </Button>
                )}
                {canChangePlan && (
                  <Button variant="outlined" onClick={() => setOpen({ dialog: 'change' })}>
                    {t('change.button')}
                  </Button>
                )}
                {canCancel && (
                  <Button variant="outlined" color="error" onClick={() => setOpen({ dialog: 'cancel' })}>
                    {t('cancel.button')}
                  </Button>
                )}
              </>
            }
          >
            <MembershipFacts sub={sub} />
          </MembershipSection>
        </CardContent>
      </Card>

      <MembershipSection title={t('invoices.title')}>
        <Card variant="outlined">
          <InvoicesTable
            sub={sub}
            actions={(invoice) =>
              OWED.includes(invoice.status) ? (
                <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
                  <Button
                    size="small"
                    variant="outlined"
                    disabled={invoiceAction.isPending}
                    onClick={() => void act(invoice, 'cash')}
                  >
                    {t('invoices.cash')}
                  </Button>
                  {sub.paymentMethod === 'card' && sub.cardLabel && (
                    <Button
                      size="small"
                      disabled={invoiceAction.isPending}
                      onClick={() => void act(invoice, 'retry')}
                    >
                      {t('invoices.retry')}
                    </Button>
                  )}
                  <Button size="small" color="error" onClick={() => setOpen({ dialog: 'waive', invoice })}>
                    {t('invoices.waive')}
                  </Button>
                </Stack>
              ) : null
            }
          />
        </Card>
      </MembershipSection>

      <MembershipSection title={t('freezes.title')}>
        <Card variant="outlined">
          <FreezesTable sub={sub} />
        </Card>
      </MembershipSection>

      <MembershipSection title={t('history.title')}>
        <Card variant="outlined">
          <HistoryTable sub={sub} />
        </Card>
      </MembershipSection>

      {open?.dialog === 'freeze' && (
        <FreezeDialog
          who="staff"
          sub={sub}
          onClose={close}
          onFrozen={(done) => {
            close();
            snackbar.saved(
              t('freeze.done', { start: dayText(format, done.startsOn), end: dayText(format, done.endsOn) }),
            );
          }}
        />
      )}
      {open?.dialog === 'change' && (
        <ChangePlanDialog
          who="staff"
          sub={sub}
          onClose={close}
          onChanged={(done) => {
            close();
            snackbar.saved(t('change.done', { plan: done.toPlan }));
          }}
        />
      )}
      {open?.dialog === 'cancel' && (
        <CancelDialog
          who="staff"
          sub={sub}
          onClose={close}
          onCanceled={(done, how) => {
            close();
            snackbar.saved(
              how === 'later'
                ? t('cancel.done', { date: dayText(format, done.lastDay) })
                : how === 'now'
                  ? t('cancel.doneNow')
                  : t('cancel.donePending'),
            );
          }}
        />
      )}
      {open?.dialog === 'waive' && (
        <WaiveDialog
          subscriptionId={sub.id}
          customerName={sub.customerName}
          invoice={open.invoice}
          onClose={close}
          onWaived={() => {
            close();
            snackbar.saved(t('waive.done', { amount: format.money(open.invoice.amountCents) }));
          }}
        />
      )}
    </Stack>
  );
}
