import type { ContractReasonInput, contractReasonSchema } from '@bmp/shared';
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
import { type StaffContract, useVoidContract } from '../api/contracts.ts';

const reasonResolver = lazyZodResolver((schemas) => schemas.contractReasonSchema);

/** Voids a contract, signed or not, with a reason: it is kept, marked void, and the event recorded. */
export function ContractVoidDialog({ contract, onClose }: { contract: StaffContract; onClose: () => void }) {
  const { t } = useTranslation('contracts');
  const snackbar = useSnackbar();
  const voidContract = useVoidContract(contract.id);
  const [generalError, setGeneralError] = useState<string | null>(null);
  const form = useForm<ContractReasonInput, unknown, z.output<typeof contractReasonSchema>>({
    resolver: reasonResolver,
    defaultValues: { reason: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setGeneralError(null);
    try {
      await voidContract.mutateAsync(values);
      snackbar.saved(t('detail.voided', { title: contract.title }));
      onClose();
    } catch (error) {
      setGeneralError(applyServerErrors(error, form.setError, ['reason']));
    }
  });

  return (
    <DialogForm
      title={t('detail.voidTitle', { title: contract.title, name: contract.person.name })}
      submitLabel={t('detail.voidSubmit')}
      closeLabel={t('actions.cancel')}
      submitting={form.formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
      onInput={reasonResolver.preload}
      destructive
    >
      <FormAlert>{generalError}</FormAlert>
      <Typography>{t('detail.voidIntro')}</Typography>
      <FormTextArea rows={2} control={form.control} name="reason" label={t('detail.voidReason')} required />
    </DialogForm>
  );
}
