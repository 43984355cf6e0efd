import type { loginSchema } from '@bmp/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { PATHS } from '../../../config/paths.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { postSignInPath } from '../../../lib/safe-redirect.ts';
import { needsTwoStep, oidcAuthorizeUrl, useLogin, usePublicConfig } from '../api/auth.ts';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in.ts';
import { isStudioSuspended, showStudioSuspended } from '../studio-suspended.ts';
import { EmailField, PasswordField, SubmitButton } from './AuthFormParts.tsx';
import { DemoAccounts } from './DemoAccounts.tsx';

const loginResolver = lazyZodResolver((shared) => shared.loginSchema);

type LoginForm = z.input<typeof loginSchema>;

/** Email and password sign-in, shared by /login, /member-login and /expert-login. */
export function SignInForm({ title, intro }: { title: string; intro: string }) {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const navigate = useNavigate();
  const config = usePublicConfig();
  const login = useLogin();
  const completeSignIn = useCompleteSignIn();
  const [generalError, setGeneralError] = useState<string | null>(null);
  const form = useForm<LoginForm, unknown, z.output<typeof loginSchema>>({
    resolver: loginResolver,
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setGeneralError(null);
    try {
      const result = await login.mutateAsync(values);
      if (needsTwoStep(result)) {
        await navigate(`${PATHS.twoStep}${location.search}`);
      } else {
        await completeSignIn(result, postSignInPath(location.search));
      }
    } catch (error) {
      if (isStudioSuspended(error)) return showStudioSuspended(error);
      // Includes the 429's "Too many sign-in attempts. Try again in N minutes."
      setGeneralError(applyServerErrors(error, form.setError, ['email', 'password']));
    }
  });

  const demo = config.data?.demo;
  const oidc = config.data?.oidc;

  return (
    <>
      <PageHeading title={title}>{intro}</PageHeading>
      <FormAlert>{generalError}</FormAlert>
      <Box component="form" noValidate onSubmit={onSubmit} onInput={loginResolver.preload}>
        <EmailField control={form.control} autoComplete="username" autoFocus />
        <PasswordField
          control={form.control}
          name="password"
          label={t('password')}
          autoComplete="current-password"
        />
        <Box sx={{ textAlign: 'right' }}>
          <Link component={RouterLink} to={PATHS.forgotPassword} variant="body2">
            {t('forgotPassword')}
          </Link>
        </Box>
        <SubmitButton busy={form.formState.isSubmitting}>{t('signIn')}</SubmitButton>
      </Box>
      {oidc?.enabled && (
        <>
          <Divider sx={{ my: 2 }}>{t('or')}</Divider>
          {/* A full page navigation: the server sends the browser on to the provider. */}
          <Button variant="outlined" fullWidth href={oidcAuthorizeUrl('signin')}>
            {t('signInWith', { provider: oidc.name })}
          </Button>
        </>
      )}
      <Stack spacing={0.5} sx={{ mt: 3 }}>
        <Link component={RouterLink} to={PATHS.register} variant="body2">
          {t('newMemberLink')}
        </Link>
        <Link component={RouterLink} to={PATHS.businessSignup} variant="body2">
          {t('ownStudioLink')}
        </Link>
      </Stack>
      {demo?.enabled && (
        <DemoAccounts
          accounts={demo.accounts}
          password={demo.password}
          onPick={(account) => {
            form.setValue('email', account.email);
            form.setValue('password', demo.password ?? '');
            form.clearErrors();
            setGeneralError(null);
          }}
        />
      )}
    </>
  );
}
