import type { forgotPasswordSchema } from '@bmp/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { z } from 'zod';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { PATHS } from '../../../config/paths.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { useForgotPassword } from '../api/auth.ts';
import { EmailField, SubmitButton } from '../components/AuthFormParts.tsx';

const forgotPasswordResolver = lazyZodResolver((shared) => shared.forgotPasswordSchema);

/** /forgot-password: asks for a reset link by email. */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const forgotPassword = useForgotPassword();
  const [generalError, setGeneralError] = useState<string | null>(null);
  const form = useForm<z.input<typeof forgotPasswordSchema>, unknown, z.output<typeof forgotPasswordSchema>>({
    resolver: forgotPasswordResolver,
    defaultValues: { email: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setGeneralError(null);
    try {
      await forgotPassword.mutateAsync(values);
    } catch (error) {
      setGeneralError(applyServerErrors(error, form.setError, ['email']));
    }
  });

  return (
    <>
      <PageHeading title={t('forgotPasswordTitle')}>{t('forgotPasswordIntro')}</PageHeading>
      {forgotPassword.isSuccess ? (
        <Alert severity="success" role="status">
          {/* The same words whether or not the account exists, so the page does not tell who has one. */}
          {t('sentMessage')}
        </Alert>
      ) : (
        <>
          <FormAlert>{generalError}</FormAlert>
          <Box component="form" noValidate onSubmit={onSubmit} onInput={forgotPasswordResolver.preload}>
            <EmailField control={form.control} autoFocus />
            <SubmitButton busy={form.formState.isSubmitting}>{t('sendResetLink')}</SubmitButton>
          </Box>
        </>
      )}
      <Link component={RouterLink} to={PATHS.login} variant="body2" sx={{ display: 'block', mt: 3 }}>
        {t('backToSignIn')}
      </Link>
    </>
  );
}
