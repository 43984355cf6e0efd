import { LANGUAGES, SPECIALITIES, type StaffProfile, type StaffProfileInput } from '@bmp/shared';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/form-errors.ts';
import { readAsBase64 } from '../../../lib/read-file.ts';
import { useOwnStaffProfile, useSaveOwnStaffProfile, useSaveStaffPhoto } from '../api/studio-api.ts';
import { ImageFileButton } from './ImageFileButton.tsx';
import { useFieldErrors } from './use-field-errors.ts';

/** The team member's own photo: shown here, in the user menu, and to members picking an expert. */
function OwnPhoto({ profile }: { profile: StaffProfile }) {
  const { t } = useTranslation('studio');
  const savePhoto = useSaveStaffPhoto();
  const [message, setMessage] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const run = async (input: { contentType: string; data: string } | null, done: string) => {
    setMessage(null);
    try {
      await savePhoto.mutateAsync(input);
      setMessage({ severity: 'success', text: done });
    } catch (error) {
      setMessage({ severity: 'error', text: errorMessage(error) });
    }
  };
  const upload = async (file: File) => {
    await run({ contentType: file.type, data: await readAsBase64(file) }, t('account.photoSaved'));
  };
  return (
    <Box component="section" aria-labelledby="own-photo-title" sx={{ mb: 2 }}>
      <Typography id="own-photo-title" variant="subtitle1" component="h3">
        {t('account.photo')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('account.photoHelp')}
      </Typography>
      {message && (
        <Alert
          severity={message.severity}
          role={message.severity === 'error' ? 'alert' : 'status'}
          sx={{ my: 1 }}
        >
          {message.text}
        </Alert>
      )}
      <Stack direction="row" spacing={2} sx={{ mt: 1, alignItems: 'center' }}>
        <Avatar
          src={profile.photoPath ?? undefined}
          alt={profile.photoPath ? t('account.photoAlt', { name: profile.fullName }) : undefined}
          sx={{ width: 72, height: 72 }}
        />
        <ImageFileButton label={t('account.photoChoose')} disabled={savePhoto.isPending} onPick={upload} />
        {profile.photoPath && (
          <Button onClick={() => void run(null, t('account.photoRemoved'))} disabled={savePhoto.isPending}>
            {t('account.photoRemove')}
          </Button>
        )}
      </Stack>
    </Box>
  );
}

/** On /admin/account: a team member's own name and phone, and for experts their bio and lists. */
export function StaffProfileSection({ expert }: { expert: boolean }) {
  const { t } = useTranslation('studio');
  const profile = useOwnStaffProfile();
  const save = useSaveOwnStaffProfile();
  const errors = useFieldErrors();
  const [form, setForm] = useState<StaffProfileInput | null>(null);
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    if (profile.data) {
      const { photoPath: _photo, ...fields } = profile.data;
      // Only the first answer fills the form: a photo saved later must not undo unsaved typing.
      setForm((current) => current ?? (fields as StaffProfileInput));
    }
  }, [profile.data]);
  if (!form || !profile.data) return <Typography role="status">{t('loading')}</Typography>;

  const set = <K extends keyof StaffProfileInput>(key: K, value: StaffProfileInput[K]) => {
    setSaved(false);
    setForm({ ...form, [key]: value });
  };
  const fieldError = (field: string) => {
    const message = errors.of(field);
    return message ? { error: true, helperText: message } : {};
  };
  const submit = async () => {
    errors.clear();
    try {
      await save.mutateAsync(form);
      setSaved(true);
    } catch (error) {
      errors.fail(error);
    }
  };

  return (
    <>
      <OwnPhoto profile={profile.data} />
      <Box
        component="form"
        noValidate
        aria-label={t('account.title')}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {saved && (
          <Alert severity="success" role="status" sx={{ mb: 1 }}>
            {t('account.saved')}
          </Alert>
        )}
        {errors.general && Object.keys(errors.errors).length === 0 && (
          <Alert severity="error">{errors.general}</Alert>
        )}
        <TextField
          fullWidth
          margin="normal"
          label={t('account.fullName')}
          autoComplete="name"
          value={form.fullName}
          onChange={(event) => set('fullName', event.target.value)}
          {...fieldError('fullName')}
        />
        <TextField
          fullWidth
          margin="normal"
          type="tel"
          label={t('account.phone')}
          autoComplete="tel"
          value={form.phone ?? ''}
          onChange={(event) => set('phone', event.target.value || null)}
          {...fieldError('phone')}
        />
        {expert && (
          <>
            <TextField
              fullWidth
              multiline
              minRows={3}
              margin="normal"
              label={t('account.bio')}
              value={form.bio}
              onChange={(event) => set('bio', event.target.value)}
              {...(errors.of('bio') ? fieldError('bio') : { helperText: t('account.bioHelp') })}
            />
            <Autocomplete
              multiple
              options={[...SPECIALITIES]}
              value={form.specialities as string[]}
              onChange={(_event, value) => set('specialities', value as StaffProfileInput['specialities'])}
              renderInput={(params) => (
                <TextField
                  {...params}
                  margin="normal"
                  label={t('account.specialities')}
                  {...fieldError('specialities')}
                />
              )}
            />
            <Autocomplete
              multiple
              options={[...LANGUAGES]}
              value={form.languages as string[]}
              onChange={(_event, value) => set('languages', value as StaffProfileInput['languages'])}
              renderInput={(params) => (
                <TextField
                  {...params}
                  margin="normal"
                  label={t('account.languages')}
                  {...fieldError('languages')}
                />
              )}
            />
          </>
        )}
        <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={save.isPending}>
          {t('account.save')}
        </Button>
      </Box>
    </>
  );
}
