import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { PATHS } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useVerifyEmail } from '../api/auth.ts';
import { useSession } from '../hooks/use-session.ts';

/** /verify-email?token=…: confirms the email address as soon as the emailed link is opened. */
export function VerifyEmailPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token');
  const { isSignedIn } = useSession();
  const verify = useVerifyEmail();
  const started = useRef(false);

  useEffect(() => {
    // The token works once; React's development double effects must not spend it twice.
    if (!token || started.current) return;
    started.current = true;
    verify.mutate({ token });
  }, [token, verify]);

  const next = isSignedIn ? (
    <Button component={RouterLink} to={PATHS.root} variant="contained">
      {t('continue')}
    </Button>
  ) : (
    <Button component={RouterLink} to={PATHS.login} variant="contained">
      {t('signIn')}
    </Button>
  );

  let body: ReactNode;
  if (!token) {
    body = <Alert severity="error">{t('verifyLinkIncomplete')}</Alert>;
  } else if (verify.isSuccess) {
    body = (
      <Alert severity="success" role="status">
        {t('emailConfirmed')}
      </Alert>
    );
  } else if (verify.isError) {
    body = (
      <Alert severity="error">
        {errorMessage(verify.error)} {t('askForNewLinkFromSecurity')}
      </Alert>
    );
  } else {
    body = (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <CircularProgress size={24} aria-hidden />
        <Typography>{t('confirmingEmail')}</Typography>
      </Box>
    );
  }

  return (
    <>
      <PageHeading title={t('verifyEmail')} />
      {body}
      {(verify.isSuccess || verify.isError || !token) && <Box sx={{ mt: 3 }}>{next}</Box>}
    </>
  );
}
