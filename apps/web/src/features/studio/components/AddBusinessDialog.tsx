import type { AddBusinessInput, addBusinessSchema } from '@bmp/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DialogForm } from '../../../components/DialogForm.tsx';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { FormTextField } from '../../../components/FormTextField.tsx';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { useSnackbar } from '../../../lib/use-snackbar.ts';
import { useAddBusiness } from '../api/studio-api.ts';

const addBusinessResolver = lazyZodResolver((shared) => shared.addBusinessSchema);

/**
 * "Add a business" from the user menu: another studio owned by the signed-in person (its principal).
 * The session stays where it is; the menu's studio switcher then lists the new one.
 */
export function AddBusinessDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('shell');
  const add = useAddBusiness();
  const snackbar = useSnackbar();
  const [generalError, setGeneralError] = useState<string | null>(null);
  const form = useForm<AddBusinessInput, unknown, z.output<typeof addBusinessSchema>>({
    resolver: addBusinessResolver,
    defaultValues: { businessName: '' },
  });
  const onSubmit = form.handleSubmit(async (input) => {
    setGeneralError(null);
    try {
      const added = await add.mutateAsync(input);
      snackbar.saved(t('addBusiness.added', { name: added.businessName }));
      onClose();
    } catch (error) {
      setGeneralError(applyServerErrors(error, form.setError, ['businessName']));
    }
  });
  return (
    <DialogForm
      title={t('addBusiness.title')}
      submitLabel={t('addBusiness.submit')}
      closeLabel={t('addBusiness.cancel')}
      submitting={form.formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
      onInput={addBusinessResolver.preload}
      maxWidth="xs"
    >
      <FormAlert>{generalError}</FormAlert>
      <FormTextField
        control={form.control}
        name="businessName"
        label={t('addBusiness.name')}
        helperText={t('addBusiness.hint')}
        autoComplete="organization"
        autoFocus
        required
      />
    </DialogForm>
  );
}
