import type { contractDeclineSchema } from '@bmp/shared';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DialogForm } from '../../../components/DialogForm.tsx';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { FormTextArea } from '../../../components/FormFields.tsx';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';

const declineResolver = lazyZodResolver((schemas) => schemas.contractDeclineSchema);

/** Declining a contract, with an optional reason the studio reads. */
export function SignDeclineDialog({
  title,
  decline,
  onClose,
  onDeclined,
}: {
  title: string;
  decline: (reason: string) => Promise<unknown>;
  onClose: () => void;
  onDeclined: () => void;
}) {
  const { t } = useTranslation('contracts');
  const [generalError, setGeneralError] = useState<string | null>(null);
  const form = useForm<
    z.input<typeof contractDeclineSchema>,
    unknown,
    z.output<typeof contractDeclineSchema>
  >({
    resolver: declineResolver,
    defaultValues: { reason: '' },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    setGeneralError(null);
    try {
      await decline(values.reason);
      onDeclined();
    } catch (error) {
      setGeneralError(applyServerErrors(error, form.setError, ['reason']));
    }
  });
  return (
    <DialogForm
      title={t('sign.declineTitle', { title })}
      submitLabel={t('sign.declineConfirm')}
      closeLabel={t('sign.declineKeep')}
      submitting={form.formState.isSubmitting}
      destructive
      onSubmit={onSubmit}
      onClose={onClose}
      onInput={declineResolver.preload}
    >
      <FormAlert>{generalError}</FormAlert>
      <Typography sx={{ mb: 1 }}>{t('sign.declineIntro')}</Typography>
      <FormTextArea rows={3} control={form.control} name="reason" label={t('sign.declineReason')} />
    </DialogForm>
  );
}
