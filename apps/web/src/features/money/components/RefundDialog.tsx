import type { RefundInput, refundInputSchema } from '@bmp/shared';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { FormTextArea } from '../../../components/FormFields.tsx';
import { FormTextField } from '../../../components/FormTextField.tsx';
import { useFormat } from '../../../i18n/use-format.ts';
import { useRefundPayment } from '../api/refund-payment.ts';
import type { Payment } from '../api/types.ts';
import { newIdempotencyKey } from '../lib/idempotency-key.ts';
import { lazyMoneyResolver } from '../lib/lazy-money-resolver.ts';
import { applyMoneyErrors, centsToAmountText } from '../lib/server-errors.ts';
import { MoneyDialog } from './MoneyDialog.tsx';

const refundResolver = lazyMoneyResolver((schemas) => schemas.refundInputSchema);

/**
 * Refund a payment in full or in part. What is left to refund is the server's rule: an amount over it
 * comes back as a message on the amount field (the browser keeps no second copy of the rule).
 */
export function RefundDialog({
  payment,
  onClose,
  onRefunded,
}: {
  payment: Payment;
  onClose: () => void;
  onRefunded: (payment: Payment, amountCents: number) => void;
}) {
  const { t } = useTranslation('money');
  const format = useFormat();
  const refund = useRefundPayment();
  // One key per attempt: a double click or a retry after a lost answer refunds once.
  const [key] = useState(newIdempotencyKey);
  const [generalError, setGeneralError] = useState<string | null>(null);
  const left = payment.amountCents - payment.refundedCents;
  const form = useForm<RefundInput, unknown, z.output<typeof refundInputSchema>>({
    resolver: refundResolver,
    defaultValues: { amount: centsToAmountText(left), reason: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setGeneralError(null);
    try {
      // The amount goes as typed ("$1,250.00"): the API parses it with the same rule.
      const input = form.getValues();
      const result = await refund.mutateAsync({ paymentId: payment.id, input, key });
      onRefunded(result.payment, values.amount);
    } catch (error) {
      setGeneralError(applyMoneyErrors(error, form.setError, ['amount', 'reason']));
    }
  });

  return (
    <MoneyDialog
      title={t('refund.title', { receipt: `R-${payment.receiptNumber}` })}
      submitLabel={t('refund.submit')}
      submitting={form.formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
      onInput={refundResolver.preload}
    >
      <Typography color="text.secondary">
        {t('refund.summary', {
          customer: payment.customer.name,
          paid: format.money(payment.amountCents),
          refunded: format.money(payment.refundedCents),
        })}
      </Typography>
      <FormAlert>{generalError}</FormAlert>
      <FormTextField
        control={form.control}
        name="amount"
        label={t('fields.amount')}
        required
        autoFocus
        helperText={t('refund.amountHint', { left: format.money(left) })}
      />
      <FormTextArea rows={2} control={form.control} name="reason" label={t('fields.reason')} required />
    </MoneyDialog>
  );
}
