import type { resetPasswordSchema } from '@bmp/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { PATHS } from '../../../config/paths.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { useResetPassword } from '../api/auth.ts';
import { NewPasswordField, SubmitButton } from '../components/AuthFormParts.tsx';

const resetPasswordResolver = lazyZodResolver((shared) => shared.resetPasswordSchema);

/** /reset-password?token=…: chooses a new password from the emailed link. */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <>
      <PageHeading title={t('resetPassword')} />
      {token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <Alert severity="error">{t('resetLinkIncomplete')}</Alert>
      )}
      <Link component={RouterLink} to={PATHS.forgotPassword} variant="body2" sx={{ display: 'block', mt: 3 }}>
        {t('askNewResetLink')}
      </Link>
    </>
  );
}

function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const resetPassword = useResetPassword();
  const [generalError, setGeneralError] = useState<string | null>(null);
  const form = useForm<z.input<typeof resetPasswordSchema>, unknown, z.output<typeof resetPasswordSchema>>({
    resolver: resetPasswordResolver,
    defaultValues: { token, password: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setGeneralError(null);
    try {
      await resetPassword.mutateAsync(values);
    } catch (error) {
      setGeneralError(applyServerErrors(error, form.setError, ['password']));
    }
  });

  if (resetPassword.isSuccess) {
    return (
      <>
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {t('passwordReset')}
        </Alert>
        <Button component={RouterLink} to={PATHS.login} variant="contained">
          {t('signIn')}
        </Button>
      </>
    );
  }
  return (
    <>
      <FormAlert>{generalError ?? form.formState.errors.token?.message}</FormAlert>
      <Box component="form" noValidate onSubmit={onSubmit} onInput={resetPasswordResolver.preload}>
        <NewPasswordField control={form.control} name="password" label={t('newPassword')} autoFocus />
        <SubmitButton busy={form.formState.isSubmitting}>{t('setNewPassword')}</SubmitButton>
      </Box>
    </>
  );
}
