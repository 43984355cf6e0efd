import type { PayoutRun } from '@bmp/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DialogForm } from '../../../components/DialogForm.tsx';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { FormTextArea } from '../../../components/FormFields.tsx';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { useOpenPayoutRun } from '../api/payout-runs.ts';
import { previousMonth } from '../lib/run-text.ts';

type RunForm = { periodFrom: string; periodUntil: string };

/**
 * Open a draft run for a period (the previous calendar month unless changed): every unpaid line of
 * each payee up to its last day. The server answers on the field at fault: a period overlapping
 * another run on its first day, nothing owed on its last.
 */
export function NewPayoutRunDialog({
  today,
  onClose,
  onOpened,
}: {
  today: string;
  onClose: () => void;
  onOpened: (run: PayoutRun) => void;
}) {
  const { t } = useTranslation('payouts');
  const open = useOpenPayoutRun();
  const [generalError, setGeneralError] = useState<string | null>(null);
  const form = useForm<RunForm>({ defaultValues: previousMonth(today) });

  const onSubmit = form.handleSubmit(async (values) => {
    setGeneralError(null);
    try {
      onOpened(await open.mutateAsync(values));
    } catch (error) {
      setGeneralError(applyServerErrors(error, form.setError, ['periodFrom', 'periodUntil']));
    }
  });

  return (
    <DialogForm
      title={t('runs.newTitle')}
      submitLabel={t('runs.open')}
      closeLabel={t('cancel')}
      submitting={form.formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
      maxWidth="xs"
    >
      <FormAlert>{generalError}</FormAlert>
      <FormTextArea control={form.control} type="date" name="periodFrom" label={t('runs.from')} required />
      <FormTextArea control={form.control} type="date" name="periodUntil" label={t('runs.until')} required />
    </DialogForm>
  );
}
