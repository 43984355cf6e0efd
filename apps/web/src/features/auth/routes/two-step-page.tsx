import type { twoStepLoginSchema } from '@bmp/shared';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import type { z } from 'zod';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { FormTextField } from '../../../components/FormTextField.tsx';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { PATHS } from '../../../config/paths.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { postSignInPath } from '../../../lib/safe-redirect.ts';
import { useLoginTwoStep } from '../api/auth.ts';
import { SubmitButton } from '../components/AuthFormParts.tsx';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in.ts';

const twoStepLoginResolver = lazyZodResolver((shared) => shared.twoStepLoginSchema);

/** /two-step: the second step of sign-in, after a right password on an account with two-step on. */
export function TwoStepPage() {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const loginTwoStep = useLoginTwoStep();
  const completeSignIn = useCompleteSignIn();
  const [generalError, setGeneralError] = useState<string | null>(null);
  const form = useForm<z.input<typeof twoStepLoginSchema>, unknown, z.output<typeof twoStepLoginSchema>>({
    resolver: twoStepLoginResolver,
    defaultValues: { code: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setGeneralError(null);
    try {
      const session = await loginTwoStep.mutateAsync(values);
      await completeSignIn(session, postSignInPath(location.search));
    } catch (error) {
      setGeneralError(applyServerErrors(error, form.setError, ['code']));
    }
  });

  return (
    <>
      <PageHeading title={t('twoStepSignIn')}>{t('twoStepIntro')}</PageHeading>
      <FormAlert>{generalError}</FormAlert>
      <Box component="form" noValidate onSubmit={onSubmit} onInput={twoStepLoginResolver.preload}>
        <FormTextField
          control={form.control}
          name="code"
          required
          label={t('code')}
          autoComplete="one-time-code"
          autoFocus
          helperText={t('recoveryCodeHint')}
        />
        <SubmitButton busy={form.formState.isSubmitting}>{t('verify')}</SubmitButton>
      </Box>
      <Link
        component={RouterLink}
        to={`${PATHS.login}${location.search}`}
        variant="body2"
        sx={{ display: 'block', mt: 3 }}
      >
        {t('backToSignIn')}
      </Link>
    </>
  );
}
