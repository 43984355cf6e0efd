import type { CreditGrantLine, Payment } from '@bmp/shared';
import { parseAmount, type RefundInput, type refundInputSchema } from '@bmp/shared';
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { FormTextArea } from '../../../components/FormFields.tsx';
import { FormTextField } from '../../../components/FormTextField.tsx';
import { useFormat } from '../../../i18n/use-format.ts';
import { centsToAmountText } from '../../../lib/amount-text.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { useRefundPayment } from '../api/money.ts';
import { refundCreditsPreview } from '../lib/refund-credits.ts';
import { grantText } from './GrantList.tsx';
import { MoneyDialog } from './MoneyDialog.tsx';

const refundResolver = lazyZodResolver((schemas) => schemas.refundInputSchema);

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
  onRefunded: (payment: Payment, amountCents: number, creditsTaken: CreditGrantLine[]) => void;
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
    defaultValues: { amount: centsToAmountText(left), reason: '', confirmUsedCredits: false },
  });
  const confirmId = useId();
  // The preview follows the amount as typed; an amount that does not parse shows none.
  const amountText = useWatch({ control: form.control, name: 'amount' });
  const parsed = parseAmount(amountText, { min: 0.01 });
  const preview = parsed.ok && parsed.cents <= left ? refundCreditsPreview(payment, parsed.cents) : null;
  const toTake: CreditGrantLine[] = (preview ?? [])
    .filter((line) => line.taken > 0)
    .map((line) => ({ kind: line.kind, quantity: line.taken }));
  const someUsed = preview?.some((line) => line.taken < line.due) ?? false;
  const confirmError = form.formState.errors.confirmUsedCredits?.message;
  const confirmed = useWatch({ control: form.control, name: 'confirmUsedCredits' });
  // The box is offered when credits due back were used, by the preview or by the server's answer
  // (which may know of a use this page has not seen), and stays once ticked.
  const offerConfirm = someUsed || confirmError !== undefined || confirmed === true;
  const creditsText = (lines: CreditGrantLine[]) => lines.map((line) => grantText(t, line)).join(', ');

  const onSubmit = form.handleSubmit(async (values) => {
    setGeneralError(null);
    try {
      // The amount goes as typed ("$1,250.00"): the API parses it with the same rule.
      const input = form.getValues();
      const result = await refund.mutateAsync({ paymentId: payment.id, input, key });
      onRefunded(result.payment, values.amount, result.creditsTaken);
    } catch (error) {
      setGeneralError(applyServerErrors(error, form.setError, ['amount', 'reason', 'confirmUsedCredits']));
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
      {preview && payment.purchaseCredits.length > 0 && (
        <Alert severity={someUsed ? 'warning' : 'info'} data-testid="refund-credits-preview">
          {someUsed
            ? t('refund.creditsUsed', {
                credits: toTake.length > 0 ? creditsText(toTake) : t('refund.noCredits'),
              })
            : toTake.length > 0
              ? t('refund.creditsTaken', { credits: creditsText(toTake) })
              : t('refund.creditsNone')}
        </Alert>
      )}
      <FormTextArea rows={2} control={form.control} name="reason" label={t('fields.reason')} required />
      {offerConfirm && (
        <Controller
          control={form.control}
          name="confirmUsedCredits"
          render={({ field }) => (
            <FormControl error={confirmError !== undefined}>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={field.value === true}
                    onChange={(event) => {
                      field.onChange(event.target.checked);
                      form.clearErrors('confirmUsedCredits');
                    }}
                    onBlur={field.onBlur}
                    slotProps={{
                      input: {
                        ref: field.ref,
                        ...(confirmError ? { 'aria-describedby': `${confirmId}-error` } : {}),
                      },
                    }}
                  />
                }
                label={t('refund.confirmUsed')}
              />
              {confirmError && <FormHelperText id={`${confirmId}-error`}>{confirmError}</FormHelperText>}
            </FormControl>
          )}
        />
      )}
    </MoneyDialog>
  );
}
