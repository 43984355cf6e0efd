import type { changePasswordSchema } from '@bmp/shared';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { useChangePassword } from '../api/auth.ts';
import { NewPasswordField, PasswordField, SubmitButton } from './AuthFormParts.tsx';

const changePasswordResolver = lazyZodResolver((shared) => shared.changePasswordSchema);

type ChangePasswordInput = z.input<typeof changePasswordSchema>;

export function ChangePasswordForm() {
  const { t } = useTranslation('auth');
  const changePassword = useChangePassword();
  const [generalError, setGeneralError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const form = useForm<ChangePasswordInput, unknown, z.output<typeof changePasswordSchema>>({
    resolver: changePasswordResolver,
    defaultValues: { currentPassword: '', newPassword: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setGeneralError(null);
    setDone(false);
    try {
      await changePassword.mutateAsync(values);
      form.reset();
      setDone(true);
    } catch (error) {
      setGeneralError(applyServerErrors(error, form.setError, ['currentPassword', 'newPassword']));
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} onInput={changePasswordResolver.preload}>
      <FormAlert>{generalError}</FormAlert>
      {done && <FormAlert severity="success">{t('passwordChanged')}</FormAlert>}
      <PasswordField
        control={form.control}
        name="currentPassword"
        label={t('currentPassword')}
        autoComplete="current-password"
      />
      <NewPasswordField control={form.control} name="newPassword" label={t('newPassword')} />
      <SubmitButton busy={form.formState.isSubmitting} compact>
        {t('changePassword')}
      </SubmitButton>
    </Box>
  );
}
