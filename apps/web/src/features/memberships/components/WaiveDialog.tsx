import type { waiveInvoiceInputSchema } from '@bmp/shared';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DialogForm } from '../../../components/DialogForm.tsx';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { FormTextArea } from '../../../components/FormFields.tsx';
import { useFormat } from '../../../i18n/use-format.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { useWaiveInvoice } from '../api/memberships.ts';
import type { Invoice } from './MembershipDetails.tsx';

const waiveResolver = lazyZodResolver((schemas) => schemas.waiveInvoiceInputSchema);

type WaiveForm = z.input<typeof waiveInvoiceInputSchema>;

/** Staff waive what an invoice owes, with a reason that is kept: its unused credits are taken back. */
export function WaiveDialog({
  subscriptionId,
  customerName,
  invoice,
  onClose,
  onWaived,
}: {
  subscriptionId: string;
  customerName: string;
  invoice: Invoice;
  onClose: () => void;
  onWaived: () => void;
}) {
  const { t } = useTranslation('memberships');
  const format = useFormat();
  const waive = useWaiveInvoice();
  const [generalError, setGeneralError] = useState<string | null>(null);
  const form = useForm<WaiveForm, unknown, z.output<typeof waiveInvoiceInputSchema>>({
    resolver: waiveResolver,
    defaultValues: { reason: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setGeneralError(null);
    try {
      await waive.mutateAsync({ id: subscriptionId, invoiceId: invoice.id, reason: values.reason });
      onWaived();
    } catch (error) {
      setGeneralError(applyServerErrors(error, form.setError, ['reason']));
    }
  });

  return (
    <DialogForm
      title={t('waive.title', { name: customerName })}
      submitLabel={t('waive.submit')}
      closeLabel={t('close')}
      destructive
      submitting={form.formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
      onInput={waiveResolver.preload}
    >
      <FormAlert>{generalError}</FormAlert>
      <Typography sx={{ mb: 1 }}>{t('waive.hint', { amount: format.money(invoice.amountCents) })}</Typography>
      <FormTextArea rows={2} control={form.control} name="reason" label={t('waive.reason')} required />
    </DialogForm>
  );
}
