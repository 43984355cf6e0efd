import { LANGUAGES, SPECIALITIES, type StaffProfile, type StaffProfileInput } from '@bmp/shared';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetch } from '../../../lib/api-client.ts';
import { studioKeys } from '../api/studio-api.ts';
import { useFieldErrors } from './use-field-errors.ts';

const ownProfileKey = [...studioKeys.all, 'own-profile'] as const;

/** On /admin/account: a team member's own name and phone, and for experts their bio and lists. */
export function StaffProfileSection({ expert }: { expert: boolean }) {
  const { t } = useTranslation('studio');
  const queryClient = useQueryClient();
  const profile = useQuery({
    queryKey: ownProfileKey,
    queryFn: () => apiFetch<StaffProfile>('/api/me/staff-profile'),
  });
  const save = useMutation({
    mutationFn: (input: StaffProfileInput) =>
      apiFetch<StaffProfile>('/api/me/staff-profile', { method: 'PUT', json: input }),
    onSuccess: (saved) => queryClient.setQueryData(ownProfileKey, saved),
  });
  const errors = useFieldErrors();
  const [form, setForm] = useState<StaffProfileInput | null>(null);
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    if (profile.data) setForm(profile.data as StaffProfileInput);
  }, [profile.data]);
  if (!form) return <Typography role="status">{t('loading')}</Typography>;

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
  );
}
