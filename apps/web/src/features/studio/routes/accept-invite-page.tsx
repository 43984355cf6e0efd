import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { SubmitBox } from '../../../components/SubmitBox.tsx';
import { PATHS } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useCompleteSignIn } from '../../auth/index.ts';
import { useAcceptInvitation, useInvitationPreview } from '../api/studio-api.ts';
import { useFieldErrors } from '../components/use-field-errors.ts';

/** /invite/:token: someone invited to a studio's team accepts (new login, or their existing one). */
export function AcceptInvitePage() {
  const { t } = useTranslation('studio');
  const { token = '' } = useParams();
  const preview = useInvitationPreview(token);
  const accept = useAcceptInvitation(token);
  const completeSignIn = useCompleteSignIn();
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

  const submit = async () => {
    errors.clear();
    try {
      const session = await accept.mutateAsync(accountExists ? { password } : { fullName, password });
      await completeSignIn(session, PATHS.root);
    } catch (error) {
      errors.fail(error);
    }
  };

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
      <SubmitBox onSubmit={submit}>
        <TextField
          fullWidth
          margin="normal"
          label={t('invite.email')}
          value={email}
          slotProps={{ htmlInput: { readOnly: true } }}
        />
        {accountExists ? (
          <Typography color="text.secondary">{t('invite.existingAccount')}</Typography>
        ) : (
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
        )}
        <TextField
          fullWidth
          margin="normal"
          type="password"
          label={accountExists ? t('invite.currentPassword') : t('invite.newPassword')}
          autoComplete={accountExists ? 'current-password' : 'new-password'}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={Boolean(errors.of('password'))}
          helperText={errors.of('password') ?? (accountExists ? undefined : t('invite.passwordHint'))}
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
    </>
  );
}
