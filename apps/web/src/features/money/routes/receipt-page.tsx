import Print from '@mui/icons-material/PrintOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { QueryState } from '../../../components/QueryState.tsx';
import { useFormat } from '../../../i18n/use-format.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useCancelMyPurchase, useMyReceipt } from '../api/money.ts';
import { CancelPurchaseDialog } from '../components/CancelPurchaseDialog.tsx';
import { GrantList, grantText } from '../components/GrantList.tsx';
import { PurchaseStatusChip } from '../components/PurchaseStatusChip.tsx';
import { MEMBER_PURCHASES_PATH } from '../paths.ts';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: { sm: 2 }, py: 0.5 }}>
      <Typography component="dt" color="text.secondary" sx={{ minWidth: 200 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {children}
      </Typography>
    </Stack>
  );
}

/** /members/settings/purchases/:id: one purchase's receipt: status, amount, credits, payment, refunds. */
export function ReceiptPage() {
  const { t } = useTranslation('money');
  const format = useFormat();
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const receipt = useMyReceipt(id);
  const cancel = useCancelMyPurchase();
  const [canceling, setCanceling] = useState(false);
  const [canceledNotice, setCanceledNotice] = useState<string | null>(null);

  if (isApiError(receipt.error, 404) || isApiError(receipt.error, 400)) {
    return (
      <Stack spacing={2}>
        <PageHeading title={t('receipt.title')} />
        <Alert severity="warning">{t('receipt.notFound')}</Alert>
        <Button component={RouterLink} to={MEMBER_PURCHASES_PATH} sx={{ alignSelf: 'flex-start' }}>
          {t('receipt.back')}
        </Button>
      </Stack>
    );
  }
  if (!receipt.data) {
    return (
      <Stack spacing={2}>
        <PageHeading title={t('receipt.title')} />
        <QueryState status={receipt.status} error={receipt.error} onRetry={() => void receipt.refetch()} />
      </Stack>
    );
  }

  const { purchase, business, customer, refunds } = receipt.data;
  const payment = purchase.payment;
  const refundedCents = refunds.reduce((sum, refund) => sum + refund.amountCents, 0);
  // Where the purchase stands, in words: one whose credits came before payment says what is owed.
  const statusText = purchase.writtenOffAt
    ? t('owed.writtenOffText')
    : purchase.owedCents > 0 && purchase.status === 'canceled'
      ? t('owed.canceledText', { amount: format.money(purchase.owedCents) })
      : purchase.creditsBeforePayment && purchase.status === 'pending'
        ? t('owed.pendingText')
        : t(`purchaseStatusText.${purchase.status}`);
  return (
    <Stack spacing={3} sx={{ maxWidth: 800 }}>
      <PageHeading title={t('receipt.title')}>
        {payment ? t('receipt.number', { number: `R-${payment.receiptNumber}` }) : t('receipt.noPaymentYet')}
      </PageHeading>
      {params.get('placed') && purchase.status === 'pending' && (
        <Alert severity="success">
          {purchase.creditsBeforePayment
            ? t('owed.placed', { amount: format.money(purchase.priceCents), business: business.name })
            : t('receipt.placed', { amount: format.money(purchase.priceCents), business: business.name })}
        </Alert>
      )}
      {canceledNotice && (
        <Alert severity="success" onClose={() => setCanceledNotice(null)}>
          {canceledNotice}
        </Alert>
      )}
      <Card variant="outlined">
        <CardContent>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 2 }}>
            <Typography variant="h6" component="h2">
              {purchase.packName}
            </Typography>
            <PurchaseStatusChip status={purchase.status} />
          </Stack>
          <Stack component="dl" sx={{ my: 2 }}>
            <Fact label={t('receipt.status')}>{statusText}</Fact>
            {purchase.owedCents > 0 && (
              <Fact label={t('owed.toPay')}>
                <strong data-testid="receipt-owed">{format.money(purchase.owedCents)}</strong>
              </Fact>
            )}
            <Fact label={t('receipt.business')}>{business.name}</Fact>
            <Fact label={t('receipt.customer')}>{`${customer.name} (${customer.email})`}</Fact>
            <Fact label={t('receipt.ordered')}>
              {format.studioDateTime(purchase.createdAt, business.timeZone)}
            </Fact>
            <Fact label={t('receipt.amount')}>{format.money(purchase.priceCents)}</Fact>
            <Fact label={t('receipt.howToPay')}>{t(`purchaseMethod.${purchase.paymentMethod}`)}</Fact>
            <Fact label={t('receipt.grants')}>
              <GrantList grants={purchase.grants} inline />
            </Fact>
            <Fact label={t('receipt.expiry')}>
              {purchase.creditsExpireAt
                ? format.date(purchase.creditsExpireAt, { dateStyle: 'medium', timeZone: business.timeZone })
                : purchase.expiryDays === null
                  ? t('shop.neverExpire')
                  : t('shop.expiresAfter', { count: purchase.expiryDays })}
            </Fact>
          </Stack>
          <Divider />
          <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
            {t('receipt.payments')}
          </Typography>
          {payment ? (
            <Table size="small" aria-label={t('receipt.payments')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('columns.date')}</TableCell>
                  <TableCell>{t('columns.what')}</TableCell>
                  <TableCell align="right">{t('columns.amount')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                <TableRow>
                  <TableCell>{format.studioDateTime(payment.createdAt, business.timeZone)}</TableCell>
                  <TableCell>
                    {t('receipt.paymentLine', {
                      number: `R-${payment.receiptNumber}`,
                      method: t(`paymentMethod.${payment.method}`),
                    })}
                  </TableCell>
                  <TableCell align="right">{format.money(payment.amountCents)}</TableCell>
                </TableRow>
                {refunds.map((refund) => (
                  <TableRow key={`${refund.createdAt}-${refund.amountCents}`}>
                    <TableCell>{format.studioDateTime(refund.createdAt, business.timeZone)}</TableCell>
                    <TableCell>
                      {t('receipt.refundLine')}
                      {refund.credits.length > 0 && (
                        <Typography variant="body2" color="text.secondary">
                          {t('receipt.refundCredits', {
                            credits: refund.credits.map((line) => grantText(t, line)).join(', '),
                          })}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell align="right">{format.money(-refund.amountCents)}</TableCell>
                  </TableRow>
                ))}
                <TableRow>
                  <TableCell colSpan={2} sx={{ fontWeight: 600 }}>
                    {t('receipt.net')}
                  </TableCell>
                  <TableCell align="right" sx={{ fontWeight: 600 }}>
                    {format.money(payment.amountCents - refundedCents)}
                  </TableCell>
                </TableRow>
              </TableBody>
            </Table>
          ) : (
            <Typography color="text.secondary">
              {purchase.status === 'canceled'
                ? t('receipt.canceledNoPayment')
                : t('receipt.pendingNoPayment')}
            </Typography>
          )}
        </CardContent>
      </Card>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={MEMBER_PURCHASES_PATH}>
          {t('receipt.back')}
        </Button>
        <Button startIcon={<Print />} onClick={() => window.print()}>
          {t('receipt.print')}
        </Button>
        {purchase.status === 'pending' && purchase.paymentMethod === 'studio' && (
          <Button color="error" onClick={() => setCanceling(true)}>
            {t('owed.cancel')}
          </Button>
        )}
      </Stack>
      {canceling && (
        <CancelPurchaseDialog
          purchase={purchase}
          cancel={() => cancel.mutateAsync(purchase.id)}
          onClose={() => setCanceling(false)}
          onCanceled={(canceled) => {
            setCanceling(false);
            setCanceledNotice(
              canceled.owedCents > 0
                ? t('owed.youCanceledOwed', { amount: format.money(canceled.owedCents) })
                : t('owed.youCanceled'),
            );
          }}
        />
      )}
    </Stack>
  );
}
