import type { Subscription } from '@bmp/shared';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/data-table/DataTable.tsx';
import { useFormat } from '../../../i18n/use-format.ts';
import { receiptPath } from '../../money/index.ts';
import { addDays, historyText } from '../lib/history.ts';
import {
  commitmentText,
  dayText,
  freezeRulesText,
  includesLines,
  noticeText,
  pricePerPeriod,
} from '../lib/terms.ts';
import { InvoiceStatusChip, SubscriptionStatusChip } from './SubscriptionStatusChip.tsx';

// The parts of a membership's page that staff and the member share (decision 0055): its facts, its
// invoices, freezes and history. What each may do is the page's.

export type Invoice = Subscription['invoices'][number];
type Freeze = Subscription['freezes'][number];
type HistoryEntry = Subscription['history'][number];

/** A titled part of a membership's page (an h2 whose id names the section). */
export function MembershipSection({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Stack component="section" aria-labelledby={id} spacing={2}>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}
      >
        <Typography id={id} variant="h6" component="h2">
          {title}
        </Typography>
        {actions && (
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            {actions}
          </Stack>
        )}
      </Stack>
      {children}
    </Stack>
  );
}

/** A line of "what: value", left out when there is no value. */
function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <Stack component="div" direction="row" sx={{ gap: 1, flexWrap: 'wrap' }} data-testid={testId}>
      <Typography component="dt" color="text.secondary" sx={{ minWidth: 180 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {children}
      </Typography>
    </Stack>
  );
}

/** Status, plan and terms, the current period, the next charge, the commitment, the end and the card. */
export function MembershipFacts({ sub }: { sub: Subscription }) {
  const { t } = useTranslation('memberships');
  const format = useFormat();
  const { terms } = sub;
  const running = ['active', 'frozen', 'past_due'].includes(sub.status);
  return (
    <Stack component="dl" spacing={1} sx={{ m: 0 }}>
      <Fact label={t('facts.status')}>
        <SubscriptionStatusChip status={sub.status} />
      </Fact>
      <Fact label={t('facts.plan')}>
        {terms.name}, {pricePerPeriod(t, format, terms.priceCents, terms.period)}
      </Fact>
      <Fact label={t('facts.includes')}>{includesLines(t, terms).join(', ')}</Fact>
      {terms.rolloverMax > 0 && (
        <Fact label={t('facts.rollover')}>{t('terms.rollover', { count: terms.rolloverMax })}</Fact>
      )}
      <Fact label={t('facts.payment')}>
        {sub.paymentMethod === 'card' ? (sub.cardLabel ?? t('facts.noCardYet')) : t('paymentMethod.studio')}
      </Fact>
      {sub.currentPeriod && (
        <Fact label={t('facts.currentPeriod')} testId="current-period">
          {t('facts.fromTo', {
            start: dayText(format, sub.currentPeriod.start),
            end: dayText(format, sub.currentPeriod.end),
          })}
        </Fact>
      )}
      {running && (
        <Fact label={t('facts.nextCharge')} testId="next-charge">
          {sub.nextChargeOn && sub.nextChargeCents !== null
            ? t('facts.chargeOn', {
                amount: format.money(sub.nextChargeCents),
                date: dayText(format, sub.nextChargeOn),
              })
            : t('facts.noNextCharge')}
        </Fact>
      )}
      <Fact label={t('facts.commitment')}>
        {sub.commitmentEndsOn
          ? t('facts.commitmentEnds', { date: dayText(format, addDays(sub.commitmentEndsOn, -1)) })
          : commitmentText(t, terms)}
      </Fact>
      {sub.endsOn && (
        <Fact label={t('facts.lastDay')} testId="last-day">
          {dayText(format, addDays(sub.endsOn, -1))}
        </Fact>
      )}
      <Fact label={t('facts.notice')}>{noticeText(t, terms.cancelNoticeDays)}</Fact>
      <Fact label={t('facts.freezes')}>{freezeRulesText(t, format, terms)}</Fact>
    </Stack>
  );
}

/** The invoice's words: the plan and its period, or a freeze fee. */
function invoiceWhat(
  t: ReturnType<typeof useTranslation>['t'],
  format: ReturnType<typeof useFormat>,
  invoice: Invoice,
  plan: string,
) {
  if (invoice.kind === 'freeze_fee') return t('invoices.freezeFee');
  if (invoice.periodStart && invoice.periodEnd) {
    return t('invoices.period', {
      plan,
      start: dayText(format, invoice.periodStart),
      end: dayText(format, invoice.periodEnd),
    });
  }
  return invoice.description;
}

/**
 * A membership's invoices, newest first as the API gives them: what, amount, status with each card
 * attempt and the next try, the receipt; `actions` adds staff's buttons to a row, `receipts` links the
 * member's receipts.
 */
export function InvoicesTable({
  sub,
  actions,
  receipts = false,
}: {
  sub: Subscription;
  actions?: (invoice: Invoice) => ReactNode;
  receipts?: boolean;
}) {
  const { t } = useTranslation('memberships');
  const format = useFormat();
  const columns: DataTableColumn<Invoice>[] = [
    {
      field: 'what',
      header: t('invoices.what'),
      render: (invoice) => invoiceWhat(t, format, invoice, sub.terms.name),
    },
    {
      field: 'amount',
      header: t('invoices.amount'),
      align: 'right',
      render: (invoice) => format.money(invoice.amountCents),
    },
    {
      field: 'status',
      header: t('invoices.status'),
      render: (invoice) => (
        <>
          <InvoiceStatusChip status={invoice.status} />
          {invoice.attempts.map((attempt) => (
            <Typography key={attempt.number} variant="body2" color="text.secondary">
              {t(`invoices.attempt.${attempt.status}`, {
                number: attempt.number,
                date: format.studioDateTime(attempt.at),
                message: attempt.message ?? '',
              })}
            </Typography>
          ))}
          {invoice.nextAttemptAt &&
            ['open', 'past_due'].includes(invoice.status) &&
            sub.paymentMethod === 'card' && (
              <Typography variant="body2" color="text.secondary">
                {t('invoices.nextTry', { date: format.date(invoice.nextAttemptAt) })}
              </Typography>
            )}
          {invoice.paidAt && (
            <Typography variant="body2" color="text.secondary">
              {t('invoices.paidOn', { date: format.date(invoice.paidAt) })}
            </Typography>
          )}
          {invoice.waivedReason && (
            <Typography variant="body2" color="text.secondary">
              {t('invoices.waivedBecause', { reason: invoice.waivedReason })}
            </Typography>
          )}
        </>
      ),
    },
    {
      field: 'receipt',
      header: t('invoices.receipt'),
      render: (invoice) => {
        const number = invoice.receiptNumber ? `R-${invoice.receiptNumber}` : null;
        if (receipts && invoice.purchaseId && invoice.status !== 'void') {
          return (
            <Link component={RouterLink} to={receiptPath(invoice.purchaseId)}>
              {number ? t('invoices.receiptNumbered', { number }) : t('invoices.seeOwed')}
            </Link>
          );
        }
        return number ?? '—';
      },
    },
    ...(actions ? [{ field: 'actions', header: t('invoices.actions'), render: actions }] : []),
  ];
  return (
    <DataTable<Invoice>
      label={t('invoices.title')}
      size="small"
      columns={columns}
      rows={sub.invoices}
      rowId={(invoice) => invoice.id}
      rowData={(invoice) => ({ 'data-invoice-status': invoice.status })}
      status="success"
      emptyText={t('invoices.empty')}
    />
  );
}

/** The freezes, scheduled, running and past, with their days and fee. */
export function FreezesTable({ sub }: { sub: Subscription }) {
  const { t } = useTranslation('memberships');
  const format = useFormat();
  const columns: DataTableColumn<Freeze>[] = [
    {
      field: 'dates',
      header: t('freezes.dates'),
      render: (freeze) =>
        t('facts.fromTo', { start: dayText(format, freeze.startsOn), end: dayText(format, freeze.endsOn) }),
    },
    {
      field: 'fee',
      header: t('freezes.fee'),
      align: 'right',
      render: (freeze) => format.money(freeze.feeCents),
    },
    { field: 'state', header: t('freezes.state'), render: (freeze) => t(`freezes.states.${freeze.state}`) },
  ];
  return (
    <DataTable<Freeze>
      label={t('freezes.title')}
      size="small"
      columns={columns}
      rows={sub.freezes}
      rowId={(freeze) => freeze.id}
      status="success"
      emptyText={t('freezes.empty')}
    />
  );
}

/** Every change: who (or the billing run), when, what, in words. */
export function HistoryTable({ sub }: { sub: Subscription }) {
  const { t } = useTranslation('memberships');
  const format = useFormat();
  const columns: DataTableColumn<HistoryEntry>[] = [
    { field: 'at', header: t('history.when'), render: (entry) => format.studioDateTime(entry.at) },
    { field: 'who', header: t('history.who'), render: (entry) => entry.actorName ?? t('history.system') },
    { field: 'what', header: t('history.what'), render: (entry) => historyText(t, format, entry) },
  ];
  return (
    <DataTable<HistoryEntry>
      label={t('history.title')}
      size="small"
      columns={columns}
      rows={sub.history}
      rowId={(entry) => entry.id}
      rowData={(entry) => ({ 'data-action': entry.action })}
      status="success"
      emptyText={t('history.empty')}
    />
  );
}
