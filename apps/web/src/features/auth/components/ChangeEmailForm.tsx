import type { changeEmailSchema } from '@bmp/shared';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { FormTextField } from '../../../components/FormTextField.tsx';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { useChangeEmail } from '../api/auth.ts';
import { PasswordField, SubmitButton } from './AuthFormParts.tsx';

const changeEmailResolver = lazyZodResolver((shared) => shared.changeEmailSchema);

type ChangeEmailInput = z.input<typeof changeEmailSchema>;

export function ChangeEmailForm() {
  const { t } = useTranslation('auth');
  const changeEmail = useChangeEmail();
  const [generalError, setGeneralError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<ChangeEmailInput, unknown, z.output<typeof changeEmailSchema>>({
    resolver: changeEmailResolver,
    defaultValues: { newEmail: '', currentPassword: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setGeneralError(null);
    setSentTo(null);
    try {
      await changeEmail.mutateAsync(values);
      form.reset();
      setSentTo(values.newEmail);
    } catch (error) {
      setGeneralError(applyServerErrors(error, form.setError, ['newEmail', 'currentPassword']));
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} onInput={changeEmailResolver.preload}>
      <FormAlert>{generalError}</FormAlert>
      {sentTo && (
        <FormAlert severity="success">
          We sent a link to {sentTo}. Your sign-in email changes when you open it.
        </FormAlert>
      )}
      <FormTextField
        control={form.control}
        name="newEmail"
        required
        label={t('newEmail')}
        type="email"
        autoComplete="email"
      />
      <PasswordField
        control={form.control}
        name="currentPassword"
        label={t('currentPassword')}
        autoComplete="current-password"
      />
      <SubmitButton busy={form.formState.isSubmitting} compact>
        {t('changeEmail')}
      </SubmitButton>
    </Box>
  );
}
