import type { UserData } from '@bmp/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useResendVerification } from '../api/auth.ts';

/** The sign-in email, and a way to get a new verification link while it is not verified. */
export function EmailVerificationNotice({ userData }: { userData: UserData }) {
  const { t } = useTranslation('auth');
  const resend = useResendVerification();
  return (
    <>
      <Typography sx={{ mb: 1 }}>
        You sign in with <strong>{userData.email}</strong>.
      </Typography>
      {userData.emailVerified ? (
        <Alert severity="success">{t('emailVerified')}</Alert>
      ) : (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={() => resend.mutate()} disabled={resend.isPending}>
              {t('resendVerificationEmail')}
            </Button>
          }
        >
          {t('emailNotVerified')}
        </Alert>
      )}
      {resend.isSuccess && (
        <Alert severity="success" role="status" sx={{ mt: 1 }}>
          We sent a new verification link to {userData.email}.
        </Alert>
      )}
      {resend.isError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {errorMessage(resend.error)}
        </Alert>
      )}
    </>
  );
}
