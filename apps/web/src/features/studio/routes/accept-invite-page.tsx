import type { InvitationAccept, invitationAcceptSchema } from '@bmp/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import type { z } from 'zod';
import { FormTextArea } from '../../../components/FormFields.tsx';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { PATHS } from '../../../config/paths.ts';
import { applyServerErrors, errorMessage } from '../../../lib/form-errors.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { useCompleteSignIn, useSession } from '../../auth/index.ts';
import { useAcceptInvitation, useInvitationPreview } from '../api/studio-api.ts';

const acceptResolver = lazyZodResolver((shared) => shared.invitationAcceptSchema);

const FIELDS = ['fullName', 'password'] as const;

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
  const form = useForm<InvitationAccept, unknown, z.output<typeof invitationAcceptSchema>>({
    resolver: acceptResolver,
    defaultValues: { fullName: '', password: '' },
  });
  const [general, setGeneral] = useState<string | null>(null);

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

  const acceptAs = async (input: InvitationAccept) => {
    setGeneral(null);
    try {
      const session = await accept.mutateAsync(input);
      await completeSignIn(session, PATHS.root);
    } catch (error) {
      setGeneral(applyServerErrors(error, form.setError, isInvitee ? [] : FIELDS));
    }
  };
  // The invitee, signed in, sends nothing; a brand-new person their name and password, checked first.
  const acceptSignedIn = (event: FormEvent) => {
    event.preventDefault();
    void acceptAs({});
  };
  const acceptAsNew = form.handleSubmit(acceptAs);
  const signInHere = `${PATHS.login}?to=${encodeURIComponent(`/invite/${token}`)}`;

  return (
    <>
      <PageHeading title={t('invite.title')}>
        {t('invite.intro', { business: businessName, role: t(`roles.${role}`) })}
      </PageHeading>
      {general && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {general}
        </Alert>
      )}
      {signedInAs !== null && !isInvitee ? (
        // The server refuses a signed-in person whose address is not the invitation's.
        <Alert severity="warning">{t('invite.otherAccount', { email, signedInAs })}</Alert>
      ) : isInvitee ? (
        <Box component="form" noValidate onSubmit={acceptSignedIn}>
          <Typography>{t('invite.acceptAs', { email })}</Typography>
          <Button type="submit" variant="contained" size="large" sx={{ mt: 2 }} disabled={accept.isPending}>
            {t('invite.accept', { business: businessName })}
          </Button>
        </Box>
      ) : accountExists ? (
        <>
          <Typography sx={{ mb: 2 }}>{t('invite.existingAccount', { email })}</Typography>
          <Button component={RouterLink} to={signInHere} variant="contained" size="large">
            {t('invite.signInToAccept')}
          </Button>
        </>
      ) : (
        <Box component="form" noValidate onSubmit={acceptAsNew} onInput={acceptResolver.preload}>
          <TextField
            fullWidth
            margin="normal"
            label={t('invite.email')}
            value={email}
            slotProps={{ htmlInput: { readOnly: true } }}
          />
          <FormTextArea
            control={form.control}
            name="fullName"
            label={t('invite.fullName')}
            autoComplete="name"
          />
          <FormTextArea
            control={form.control}
            name="password"
            type="password"
            label={t('invite.newPassword')}
            autoComplete="new-password"
            helperText={t('invite.passwordHint')}
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
        </Box>
      )}
    </>
  );
}
