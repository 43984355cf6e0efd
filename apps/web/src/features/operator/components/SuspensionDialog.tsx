import type { OperatorStudio, studioSuspensionSchema } from '@bmp/shared';
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
import { useStudioSuspension } from '../api/operator.ts';

const suspensionResolver = lazyZodResolver((schemas) => schemas.studioSuspensionSchema);

type SuspensionForm = z.input<typeof studioSuspensionSchema>;

/**
 * Suspends a studio, or reactivates a suspended one, with the reason the audit keeps. What happens is
 * said before confirming: its people signed out, its channels paused, nothing deleted.
 */
export function SuspensionDialog({
  studio,
  onClose,
  onDone,
}: {
  studio: OperatorStudio;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation('operator');
  const action = studio.suspendedAt ? 'reactivate' : 'suspend';
  const change = useStudioSuspension();
  const [generalError, setGeneralError] = useState<string | null>(null);
  const form = useForm<SuspensionForm, unknown, z.output<typeof studioSuspensionSchema>>({
    resolver: suspensionResolver,
    defaultValues: { reason: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setGeneralError(null);
    try {
      await change.mutateAsync({ businessId: studio.id, action, reason: values.reason });
      onDone(t(`${action}.done`, { name: studio.name }));
    } catch (error) {
      setGeneralError(applyServerErrors(error, form.setError, ['reason']));
    }
  });

  return (
    <DialogForm
      title={t(`${action}.title`, { name: studio.name })}
      submitLabel={t(`${action}.submit`)}
      closeLabel={t('close')}
      destructive={action === 'suspend'}
      submitting={form.formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
      onInput={suspensionResolver.preload}
    >
      <FormAlert>{generalError}</FormAlert>
      <Typography sx={{ mb: 2 }}>{t(`${action}.what`)}</Typography>
      <FormTextArea rows={2} control={form.control} name="reason" label={t('reason')} required />
    </DialogForm>
  );
}
