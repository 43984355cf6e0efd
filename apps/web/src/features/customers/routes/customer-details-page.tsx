import type { Customer, Purchase, ServiceCategory } from '@bmp/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { DataTable } from '../../../components/data-table/DataTable.tsx';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { QueryState } from '../../../components/QueryState.tsx';
import { PATHS } from '../../../config/paths.ts';
import { useFormat } from '../../../i18n/use-format.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { DEFAULT_LIST_QUERY, type ListQuery } from '../../../lib/list-query.ts';
import { useRouteTitle } from '../../../lib/use-route-title.ts';
import { CustomerWaiverSection } from '../../contracts/index.ts';
import { CustomerProfileCard } from '../../members/index.ts';
import { CustomerMembershipsSection } from '../../memberships/index.ts';
import {
  AdjustCreditsDialog,
  CancelPurchaseDialog,
  CreditBalances,
  CreditHistoryTable,
  grantText,
  isUnpaid,
  paymentsPath,
  RecordCashDialog,
  useCancelCustomerPurchase,
  useCanHandleMoney,
  useCustomer,
  useCustomerCredits,
  useCustomerPurchases,
  usePurchaseColumns,
  WriteOffDialog,
} from '../../money/index.ts';

// The dialog offers the customer's unpaid "pay at the studio" purchases from their latest 100.
const PENDING_SCAN = 100;

function Section({
  id,
  title,
  actions,
  children,
}: {
  id: string;
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack component="section" spacing={2} aria-labelledby={id}>
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

/** /admin/customers/details/:id: who the customer is, and their money: credits, purchases, cash, adjustments. */
export function CustomerDetailsPage() {
  const { t } = useTranslation('money');
  const { id = '' } = useParams();
  const staff = useCanHandleMoney();
  const customer = useCustomer(id, { enabled: staff });
  const title = useRouteTitle();

  if (!staff) {
    return (
      <Stack spacing={3}>
        <PageHeading title={title} />
        <Alert severity="info">{t('customers.staffOnly')}</Alert>
      </Stack>
    );
  }
  if (isApiError(customer.error, 404) || isApiError(customer.error, 400)) {
    return (
      <Stack spacing={3}>
        <PageHeading title={title} />
        <Alert severity="warning">{t('customers.notFound')}</Alert>
        <Button component={RouterLink} to={PATHS.adminCustomersList} sx={{ alignSelf: 'flex-start' }}>
          {t('customers.backToList')}
        </Button>
      </Stack>
    );
  }
  if (!customer.data) {
    return (
      <Stack spacing={3}>
        <PageHeading title={title} />
        <QueryState status={customer.status} error={customer.error} onRetry={() => void customer.refetch()} />
      </Stack>
    );
  }
  return <CustomerMoney customer={customer.data} />;
}

function CustomerMoney({ customer }: { customer: Customer }) {
  const { t } = useTranslation('money');
  const format = useFormat();
  const [creditsQuery, setCreditsQuery] = useState<ListQuery>({ ...DEFAULT_LIST_QUERY });
  const [kind, setKind] = useState<ServiceCategory | undefined>(undefined);
  const [purchasesQuery, setPurchasesQuery] = useState<ListQuery>({ ...DEFAULT_LIST_QUERY, pageSize: 5 });
  const credits = useCustomerCredits(customer.id, {
    page: creditsQuery.page,
    pageSize: creditsQuery.pageSize,
    kind,
  });
  const purchases = useCustomerPurchases(customer.id, purchasesQuery.page, purchasesQuery.pageSize);
  const recent = useCustomerPurchases(customer.id, 1, PENDING_SCAN);
  const pending = (recent.data?.items ?? []).filter(isUnpaid);
  // undefined: closed; null: open without a purchase chosen; a purchase: open for it.
  const [cashFor, setCashFor] = useState<Purchase | null | undefined>(undefined);
  const [canceling, setCanceling] = useState<Purchase | undefined>(undefined);
  const [writingOff, setWritingOff] = useState<Purchase | undefined>(undefined);
  const cancelPurchase = useCancelCustomerPurchase();
  const [adjusting, setAdjusting] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  const purchaseColumns = usePurchaseColumns({
    field: 'payment',
    header: t('columns.receipt'),
    render: (row) =>
      isUnpaid(row) ? (
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Button
            size="small"
            variant="outlined"
            onClick={() => {
              setNotice(null);
              setCashFor(row);
            }}
            aria-label={t('cash.forPurchase', { pack: row.packName })}
          >
            {t('cash.button')}
          </Button>
          {row.status === 'pending' && (
            <Button
              size="small"
              color="error"
              onClick={() => {
                setNotice(null);
                setCanceling(row);
              }}
              aria-label={t('owed.cancelFor', { pack: row.packName })}
            >
              {t('owed.cancelShort')}
            </Button>
          )}
          {row.creditsBeforePayment && (
            <Button
              size="small"
              color="error"
              onClick={() => {
                setNotice(null);
                setWritingOff(row);
              }}
              aria-label={t('owed.writeOffFor', { pack: row.packName })}
            >
              {t('owed.writeOff')}
            </Button>
          )}
        </Stack>
      ) : row.payment ? (
        `R-${row.payment.receiptNumber}`
      ) : (
        '—'
      ),
  });

  return (
    <Stack spacing={3}>
      <PageHeading title={customer.fullName}>{customer.email}</PageHeading>
      <CustomerProfileCard customerId={customer.id} />
      {notice && (
        <Alert severity="success" onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      <Card variant="outlined">
        <CardContent>
          <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: { xs: 1, md: 4 } }}>
            <Typography>
              {t('columns.phone')}: {customer.phone ?? '—'}
            </Typography>
            <Typography>
              {t('columns.joined')}: {format.date(customer.createdAt)}
            </Typography>
            <Typography>
              {t('columns.status')}:{' '}
              {customer.status !== 'active'
                ? t(`membershipStatus.${customer.status}`)
                : customer.onboarded
                  ? t('customers.member')
                  : t('customers.onboarding')}
            </Typography>
            <Link component={RouterLink} to={paymentsPath(customer.id)}>
              {t('customers.seePayments')}
            </Link>
          </Stack>
        </CardContent>
      </Card>

      <CustomerWaiverSection customerId={customer.id} customerName={customer.fullName} />

      <CustomerMembershipsSection customerId={customer.id} customerName={customer.fullName} />

      <Section
        id="customer-credits"
        title={t('customers.credits')}
        actions={
          <Button
            variant="outlined"
            onClick={() => {
              setNotice(null);
              setAdjusting(true);
            }}
          >
            {t('adjust.button')}
          </Button>
        }
      >
        {credits.data ? (
          <CreditBalances balances={credits.data.balances} emptyText={t('customers.noCredits')} />
        ) : (
          <QueryState status={credits.status} error={credits.error} onRetry={() => void credits.refetch()} />
        )}
        <Card variant="outlined">
          <CreditHistoryTable
            credits={credits}
            query={creditsQuery}
            onQueryChange={setCreditsQuery}
            kind={kind}
            onKindChange={(next) => {
              setKind(next);
              setCreditsQuery((current) => ({ ...current, page: 1 }));
            }}
          />
        </Card>
      </Section>

      {customer.owedCents > 0 && (
        <Alert severity="warning" data-testid="customer-owes">
          {t('owed.customerOwes', { amount: format.money(customer.owedCents) })}
        </Alert>
      )}
      <Section
        id="customer-purchases"
        title={t('customers.purchases')}
        actions={
          <Button
            variant="contained"
            onClick={() => {
              setNotice(null);
              setCashFor(null);
            }}
          >
            {t('cash.button')}
          </Button>
        }
      >
        <Card variant="outlined">
          <DataTable
            searchable={false}
            label={t('customers.purchases')}
            columns={purchaseColumns}
            rows={purchases.data?.items}
            total={purchases.data?.total ?? 0}
            rowId={(row) => row.id}
            query={purchasesQuery}
            onQueryChange={setPurchasesQuery}
            status={purchases.status}
            fetching={purchases.isFetching}
            onRetry={() => void purchases.refetch()}
          />
        </Card>
      </Section>

      {cashFor !== undefined && (
        <RecordCashDialog
          customerId={customer.id}
          customerName={customer.fullName}
          pendingPurchases={pending}
          initialPurchaseId={cashFor?.id}
          onClose={() => setCashFor(undefined)}
          onRecorded={(payment) => {
            const paid = pending.find((purchase) => purchase.id === payment.purchaseId);
            setCashFor(undefined);
            setNotice(
              paid?.creditsBeforePayment
                ? t('owed.cashDone', {
                    amount: format.money(payment.amountCents),
                    number: `R-${payment.receiptNumber}`,
                    pack: paid.packName,
                  })
                : paid
                  ? t('cash.donePurchase', {
                      amount: format.money(payment.amountCents),
                      number: `R-${payment.receiptNumber}`,
                      grants: paid.grants.map((grant) => grantText(t, grant)).join(', '),
                    })
                  : t('cash.done', {
                      amount: format.money(payment.amountCents),
                      number: `R-${payment.receiptNumber}`,
                    }),
            );
          }}
        />
      )}
      {canceling && (
        <CancelPurchaseDialog
          purchase={canceling}
          cancel={() => cancelPurchase.mutateAsync({ customerId: customer.id, purchaseId: canceling.id })}
          onClose={() => setCanceling(undefined)}
          onCanceled={(canceled) => {
            setCanceling(undefined);
            setNotice(
              canceled.owedCents > 0
                ? t('owed.canceledOwed', {
                    pack: canceled.packName,
                    amount: format.money(canceled.owedCents),
                  })
                : t('owed.canceled', { pack: canceled.packName }),
            );
          }}
        />
      )}
      {writingOff && (
        <WriteOffDialog
          customerId={customer.id}
          customerName={customer.fullName}
          purchase={writingOff}
          onClose={() => setWritingOff(undefined)}
          onWrittenOff={(written) => {
            setWritingOff(undefined);
            setNotice(t('owed.writtenOffDone', { pack: written.packName }));
          }}
        />
      )}
      {adjusting && (
        <AdjustCreditsDialog
          customerId={customer.id}
          customerName={customer.fullName}
          initialKind={kind}
          onClose={() => setAdjusting(false)}
          onAdjusted={(result) => {
            setAdjusting(false);
            setNotice(
              t('adjust.done', {
                kind: t(`common:categories.${result.kind}`),
                available: format.number(result.available),
              }),
            );
          }}
        />
      )}
    </Stack>
  );
}
