import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { SubmitBox } from '../../../components/SubmitBox.tsx';
import { PATHS } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useCompleteSignIn, useSession } from '../../auth/index.ts';
import { useAcceptInvitation, useInvitationPreview } from '../api/studio-api.ts';
import { useFieldErrors } from '../components/use-field-errors.ts';

/**
 * /invite/:token: someone invited to a studio's team accepts. A brand-new person chooses a name and a
 * password here; someone who already has an account signs in first (with its throttle and two-step)
 * and then accepts as that address: this page never asks for an existing account's password.
 */
export function AcceptInvitePage() {
  const { t } = useTranslation('studio');
  const { token = '' } = useParams();
  const preview = useInvitationPreview(token);
  const accept = useAcceptInvitation(token);
  const completeSignIn = useCompleteSignIn();
  const { userData } = useSession();
  const errors = useFieldErrors();
  const [fullName, setFullName] = useState('');
  const [password, setPassword] = useState('');

  if (preview.isError) {
    return (
      <>
        <PageHeading title={t('invite.title')} />
        <Alert severity="error">{errorMessage(preview.error)}</Alert>
      </>
    );
  }
  if (!preview.data) return <Typography role="status">{t('loading')}</Typography>;
  const { businessName, email, role, accountExists } = preview.data;
  const signedInAs = userData?.email ?? null;
  const isInvitee = signedInAs !== null && signedInAs.toLowerCase() === email.toLowerCase();

  const submit = async () => {
    errors.clear();
    try {
      const session = await accept.mutateAsync(isInvitee ? {} : { fullName, password });
      await completeSignIn(session, PATHS.root);
    } catch (error) {
      errors.fail(error);
    }
  };
  const signInHere = `${PATHS.login}?to=${encodeURIComponent(`/invite/${token}`)}`;

  return (
    <>
      <PageHeading title={t('invite.title')}>
        {t('invite.intro', { business: businessName, role: t(`roles.${role}`) })}
      </PageHeading>
      {errors.general && !errors.of('password') && !errors.of('fullName') && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errors.general}
        </Alert>
      )}
      {signedInAs !== null && !isInvitee ? (
        // The server refuses a signed-in person whose address is not the invitation's.
        <Alert severity="warning">{t('invite.otherAccount', { email, signedInAs })}</Alert>
      ) : isInvitee ? (
        <SubmitBox onSubmit={submit}>
          <Typography>{t('invite.acceptAs', { email })}</Typography>
          <Button type="submit" variant="contained" size="large" sx={{ mt: 2 }} disabled={accept.isPending}>
            {t('invite.accept', { business: businessName })}
          </Button>
        </SubmitBox>
      ) : accountExists ? (
        <>
          <Typography sx={{ mb: 2 }}>{t('invite.existingAccount', { email })}</Typography>
          <Button component={RouterLink} to={signInHere} variant="contained" size="large">
            {t('invite.signInToAccept')}
          </Button>
        </>
      ) : (
        <SubmitBox onSubmit={submit}>
          <TextField
            fullWidth
            margin="normal"
            label={t('invite.email')}
            value={email}
            slotProps={{ htmlInput: { readOnly: true } }}
          />
          <TextField
            fullWidth
            margin="normal"
            label={t('invite.fullName')}
            autoComplete="name"
            value={fullName}
            onChange={(event) => setFullName(event.target.value)}
            error={Boolean(errors.of('fullName'))}
            helperText={errors.of('fullName')}
          />
          <TextField
            fullWidth
            margin="normal"
            type="password"
            label={t('invite.newPassword')}
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={Boolean(errors.of('password'))}
            helperText={errors.of('password') ?? t('invite.passwordHint')}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            sx={{ mt: 2 }}
            disabled={accept.isPending}
          >
            {t('invite.accept', { business: businessName })}
          </Button>
        </SubmitBox>
      )}
    </>
  );
}
