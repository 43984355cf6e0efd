import type { businessSignupSchema } from '@bmp/shared';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { z } from 'zod';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { FormTextField } from '../../../components/FormTextField.tsx';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { PATHS } from '../../../config/paths.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { useBusinessSignup } from '../api/auth.ts';
import { EmailField, NewPasswordField, SubmitButton } from '../components/AuthFormParts.tsx';
import { useSignUpSubmit } from '../hooks/use-sign-up-submit.ts';

const businessSignupResolver = lazyZodResolver((shared) => shared.businessSignupSchema);

/** /business/signup: a studio owner creates their business and becomes its principal. */
export function BusinessSignupPage() {
  const { t } = useTranslation('auth');
  const signup = useBusinessSignup();
  const form = useForm<z.input<typeof businessSignupSchema>, unknown, z.output<typeof businessSignupSchema>>({
    resolver: businessSignupResolver,
    defaultValues: { businessName: '', fullName: '', email: '', password: '' },
  });

  const { onSubmit, generalError } = useSignUpSubmit(form, signup.mutateAsync, [
    'businessName',
    'fullName',
    'email',
    'password',
  ]);

  return (
    <>
      <PageHeading title={t('createYourStudio')}>{t('businessSignupIntro')}</PageHeading>
      <FormAlert>{generalError}</FormAlert>
      <Box component="form" noValidate onSubmit={onSubmit} onInput={businessSignupResolver.preload}>
        <FormTextField
          control={form.control}
          name="businessName"
          required
          label={t('businessName')}
          autoComplete="organization"
          autoFocus
        />
        <FormTextField
          control={form.control}
          name="fullName"
          required
          label={t('yourFullName')}
          autoComplete="name"
        />
        <EmailField control={form.control} />
        <NewPasswordField control={form.control} name="password" label={t('password')} />
        <SubmitButton busy={form.formState.isSubmitting}>{t('createStudio')}</SubmitButton>
      </Box>
      <Link component={RouterLink} to={PATHS.login} variant="body2" sx={{ display: 'block', mt: 3 }}>
        {t('haveStudioLink')}
      </Link>
    </>
  );
}
