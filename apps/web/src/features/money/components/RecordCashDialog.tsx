import type { CashPaymentInput, Payment, Purchase } from '@bmp/shared';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { FormTextArea } from '../../../components/FormFields.tsx';
import { FormTextField } from '../../../components/FormTextField.tsx';
import { useFormat } from '../../../i18n/use-format.ts';
import { centsToAmountText } from '../../../lib/amount-text.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import type { cashPaymentFormSchema } from '../../../lib/form-schemas.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { useRecordCashPayment } from '../api/money.ts';
import { amountDue } from '../lib/purchase-status.ts';
import { MoneyDialog } from './MoneyDialog.tsx';

// A payment on its own must reach the studio's minimum; a purchase's cash is checked against what it
// owes by the server (its price, or what is left after a cancel: decision 0046).
const cashResolver = lazyZodResolver((schemas) => schemas.cashPaymentFormSchema);
const purchaseCashResolver = lazyZodResolver((schemas) => schemas.purchaseCashFormSchema);

type CashForm = Pick<CashPaymentInput, 'amount' | 'note'>;
const NO_PURCHASE = 'none';

/**
 * Staff take cash at the desk: for one of the customer's unpaid "pay at the studio" purchases (which
 * pays it and grants its credits, or settles what it owes when they came first) or on its own (a
 * drop-in). The amount follows the shared amount rule
 * (at least $75 by default); that a purchase's cash must be its price is the server's to say.
 */
export function RecordCashDialog({
  customerId,
  customerName,
  pendingPurchases,
  initialPurchaseId,
  onClose,
  onRecorded,
}: {
  customerId: string;
  customerName: string;
  pendingPurchases: Purchase[];
  initialPurchaseId?: string | undefined;
  onClose: () => void;
  onRecorded: (payment: Payment) => void;
}) {
  const { t } = useTranslation('money');
  const format = useFormat();
  const record = useRecordCashPayment();
  const [key, setKey] = useState(newIdempotencyKey);
  const [purchaseId, setPurchaseId] = useState(initialPurchaseId ?? pendingPurchases[0]?.id ?? NO_PURCHASE);
  const [generalError, setGeneralError] = useState<string | null>(null);
  const purchaseOf = (id: string) => pendingPurchases.find((purchase) => purchase.id === id);
  const priceOf = (id: string) => {
    const purchase = purchaseOf(id);
    return purchase ? amountDue(purchase) : undefined;
  };
  const initialPrice = priceOf(purchaseId);
  const form = useForm<CashForm, unknown, z.output<typeof cashPaymentFormSchema>>({
    resolver: (values, context, options) =>
      (purchaseId === NO_PURCHASE ? cashResolver : purchaseCashResolver)(values, context, options),
    defaultValues: { amount: initialPrice === undefined ? '' : centsToAmountText(initialPrice), note: '' },
  });

  const choosePurchase = (id: string) => {
    setPurchaseId(id);
    // Another request: a new attempt, with a new key.
    setKey(newIdempotencyKey());
    const price = priceOf(id);
    form.setValue('amount', price === undefined ? '' : centsToAmountText(price));
    form.clearErrors();
  };

  const onSubmit = form.handleSubmit(async () => {
    setGeneralError(null);
    // The amount goes as typed: the API parses it with the same rule.
    const { amount, note } = form.getValues();
    try {
      const payment = await record.mutateAsync({
        key,
        input: {
          customerId,
          amount,
          ...(purchaseId === NO_PURCHASE ? {} : { purchaseId }),
          ...(note?.trim() ? { note: note.trim() } : {}),
        },
      });
      onRecorded(payment);
    } catch (error) {
      setGeneralError(applyServerErrors(error, form.setError, ['amount', 'note']));
    }
  });

  return (
    <MoneyDialog
      title={t('cash.title', { customer: customerName })}
      submitLabel={t('cash.submit')}
      submitting={form.formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
      onInput={() => {
        cashResolver.preload();
        purchaseCashResolver.preload();
      }}
    >
      <FormAlert>{generalError}</FormAlert>
      <TextField
        select
        fullWidth
        margin="normal"
        label={t('cash.for')}
        value={purchaseId}
        onChange={(event) => choosePurchase(event.target.value)}
        helperText={
          purchaseId === NO_PURCHASE
            ? t('cash.dropInHint')
            : purchaseOf(purchaseId)?.creditsBeforePayment
              ? t('owed.cashHint')
              : t('cash.purchaseHint')
        }
      >
        {pendingPurchases.map((purchase) => (
          <MenuItem key={purchase.id} value={purchase.id}>
            {t('cash.purchaseOption', {
              pack: purchase.packName,
              price: format.money(amountDue(purchase)),
              date: format.date(purchase.createdAt),
            })}
          </MenuItem>
        ))}
        <MenuItem value={NO_PURCHASE}>{t('cash.noPurchase')}</MenuItem>
      </TextField>
      <FormTextField control={form.control} name="amount" label={t('fields.amount')} required />
      <FormTextArea rows={2} control={form.control} name="note" label={t('fields.note')} />
    </MoneyDialog>
  );
}
