import type { WaiverExcuseInput, waiverExcuseSchema } from '@bmp/shared';
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
import { useSnackbar } from '../../../lib/use-snackbar.ts';
import { useExcuseWaiver } from '../api/contracts.ts';

const excuseResolver = lazyZodResolver((schemas) => schemas.waiverExcuseSchema);

/** Staff excuse one person (a member, or one of their household) from the required waiver, with a reason. */
export function WaiverExcuseDialog({
  personId,
  dependantId,
  name,
  onClose,
}: {
  personId: string;
  dependantId: string | null;
  /** Whose waiver is excused (the member's or the dependant's name). */
  name: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('contracts');
  const snackbar = useSnackbar();
  const excuse = useExcuseWaiver();
  const [generalError, setGeneralError] = useState<string | null>(null);
  const form = useForm<WaiverExcuseInput, unknown, z.output<typeof waiverExcuseSchema>>({
    resolver: excuseResolver,
    defaultValues: { personId, dependantId, reason: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setGeneralError(null);
    try {
      await excuse.mutateAsync(values);
      snackbar.saved(t('waiver.excused', { name }));
      onClose();
    } catch (error) {
      setGeneralError(applyServerErrors(error, form.setError, ['reason']));
    }
  });

  return (
    <DialogForm
      title={t('waiver.excuseTitle', { name })}
      submitLabel={t('waiver.excuseSubmit')}
      closeLabel={t('actions.cancel')}
      submitting={form.formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
      onInput={excuseResolver.preload}
    >
      <FormAlert>{generalError}</FormAlert>
      <Typography>{t('waiver.excuseIntro')}</Typography>
      <FormTextArea rows={2} control={form.control} name="reason" label={t('waiver.reason')} required />
    </DialogForm>
  );
}
