import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { PATHS } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { type OidcCallbackInput, useOidcCallback } from '../api/auth.ts';
import { SignInForm } from '../components/SignInForm.tsx';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in.ts';

/**
 * /member-login: where the external sign-in provider sends the browser back (`code` and `state`).
 * Opened without them, it is the ordinary member sign-in form.
 */
export function MemberLoginPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const code = params.get('code');
  const state = params.get('state');
  const iss = params.get('iss') ?? undefined;
  const providerError = params.get('error_description') ?? params.get('error');
  if (code && state) return <ExternalSignIn input={{ code, state, iss }} />;
  if (providerError) return <SignInFailed message={providerError} />;
  return <SignInForm title={t('memberSignIn')} intro={t('memberIntro')} />;
}

function ExternalSignIn({ input }: { input: OidcCallbackInput }) {
  const { t } = useTranslation('auth');
  const callback = useOidcCallback();
  const completeSignIn = useCompleteSignIn();
  const started = useRef(false);

  useEffect(() => {
    // The code works once; React's development double effects must not spend it twice.
    if (started.current) return;
    started.current = true;
    callback.mutate(input, { onSuccess: (session) => completeSignIn(session, PATHS.root) });
  }, [callback, input, completeSignIn]);

  if (callback.isError) return <SignInFailed message={errorMessage(callback.error)} />;
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <CircularProgress size={24} aria-hidden />
      <Typography>{t('signingYouIn')}</Typography>
    </Box>
  );
}

function SignInFailed({ message }: { message: string }) {
  const { t } = useTranslation('auth');
  return (
    <>
      <PageHeading title={t('signInFailed')} />
      <Alert severity="error" sx={{ mb: 3 }}>
        {message}
      </Alert>
      <Button component={RouterLink} to={PATHS.login} variant="contained">
        {t('backToSignIn')}
      </Button>
    </>
  );
}
