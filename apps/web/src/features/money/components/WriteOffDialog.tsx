import type { Purchase, WriteOffInput, writeOffInputSchema } from '@bmp/shared';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { FormTextArea } from '../../../components/FormFields.tsx';
import { useFormat } from '../../../i18n/use-format.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { useWriteOffPurchase } from '../api/money.ts';
import { MoneyDialog } from './MoneyDialog.tsx';

const writeOffResolver = lazyZodResolver((schemas) => schemas.writeOffInputSchema);

/**
 * Staff write off what a customer's pay-at-studio purchase owes, with a reason that is kept (decision
 * 0046). An unpaid purchase is canceled first, so its unused credits come back and only the used
 * ones' share is written off.
 */
export function WriteOffDialog({
  customerId,
  customerName,
  purchase,
  onClose,
  onWrittenOff,
}: {
  customerId: string;
  customerName: string;
  purchase: Purchase;
  onClose: () => void;
  onWrittenOff: (purchase: Purchase) => void;
}) {
  const { t } = useTranslation('money');
  const format = useFormat();
  const writeOff = useWriteOffPurchase();
  const [generalError, setGeneralError] = useState<string | null>(null);
  const form = useForm<WriteOffInput, unknown, z.output<typeof writeOffInputSchema>>({
    resolver: writeOffResolver,
    defaultValues: { reason: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setGeneralError(null);
    try {
      onWrittenOff(await writeOff.mutateAsync({ customerId, purchaseId: purchase.id, input: values }));
    } catch (error) {
      setGeneralError(applyServerErrors(error, form.setError, ['reason']));
    }
  });

  return (
    <MoneyDialog
      title={t('owed.writeOffTitle', { customer: customerName, pack: purchase.packName })}
      submitLabel={t('owed.writeOffSubmit')}
      submitting={form.formState.isSubmitting}
      destructive
      onSubmit={onSubmit}
      onClose={onClose}
      onInput={writeOffResolver.preload}
    >
      <FormAlert>{generalError}</FormAlert>
      <Typography sx={{ mb: 1 }}>
        {purchase.status === 'pending'
          ? t('owed.writeOffPendingHint', { amount: format.money(purchase.owedCents) })
          : t('owed.writeOffHint', { amount: format.money(purchase.owedCents) })}
      </Typography>
      <FormTextArea rows={2} control={form.control} name="reason" label={t('owed.reason')} required />
    </MoneyDialog>
  );
}
