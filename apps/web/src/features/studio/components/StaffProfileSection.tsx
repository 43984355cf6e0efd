import {
  LANGUAGES,
  SPECIALITIES,
  type StaffProfile,
  type StaffProfileInput,
  type staffProfileInputSchema,
} from '@bmp/shared';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormTextArea } from '../../../components/FormFields.tsx';
import { PointField } from '../../../components/map/PointField.tsx';
import { QueryState } from '../../../components/QueryState.tsx';
import { TagsField } from '../../../components/TagsField.tsx';
import { applyServerErrors, errorMessage } from '../../../lib/form-errors.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { readAsBase64 } from '../../../lib/read-file.ts';
import { useOwnStaffProfile, useSaveOwnStaffProfile, useSaveStaffPhoto } from '../api/studio-api.ts';
import { ImageFileButton } from './ImageFileButton.tsx';

const staffProfileResolver = lazyZodResolver((shared) => shared.staffProfileInputSchema);
const FIELDS = [
  'fullName',
  'phone',
  'bio',
  'specialities',
  'languages',
  'homeBase',
  'homeBase.address',
  'homeBase.latitude',
  'homeBase.longitude',
] as const;

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
  const profile = useOwnStaffProfile();
  if (profile.status !== 'success') return <QueryState query={profile} compact />;
  return (
    <>
      <OwnPhoto profile={profile.data} />
      <StaffProfileForm profile={profile.data} expert={expert} />
    </>
  );
}

/** Mounted with the first answer: a photo saved later refreshes the profile but must not undo typing. */
function StaffProfileForm({ profile, expert }: { profile: StaffProfile; expert: boolean }) {
  const { t } = useTranslation('studio');
  const save = useSaveOwnStaffProfile();
  const form = useForm<StaffProfileInput, unknown, z.output<typeof staffProfileInputSchema>>({
    resolver: staffProfileResolver,
    defaultValues: {
      fullName: profile.fullName,
      phone: profile.phone,
      bio: profile.bio,
      specialities: profile.specialities as StaffProfileInput['specialities'],
      languages: profile.languages as StaffProfileInput['languages'],
      // An expert's home base (decision 0060); others leave it out, so it is kept as it is.
      ...(expert ? { homeBase: profile.homeBase ?? { address: null, latitude: null, longitude: null } } : {}),
    },
  });
  const [general, setGeneral] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    const subscription = form.watch((_values, { name }) => {
      if (name) setSaved(false);
    });
    return () => subscription.unsubscribe();
  }, [form]);
  const onSubmit = form.handleSubmit(async () => {
    setGeneral(null);
    try {
      // Sent as typed: the API reads it the way the form's schema did.
      await save.mutateAsync(form.getValues());
      setSaved(true);
    } catch (error) {
      setGeneral(applyServerErrors(error, form.setError, FIELDS));
    }
  });

  return (
    <Box
      component="form"
      noValidate
      aria-label={t('account.title')}
      onSubmit={onSubmit}
      onInput={staffProfileResolver.preload}
    >
      {saved && (
        <Alert severity="success" role="status" sx={{ mb: 1 }}>
          {t('account.saved')}
        </Alert>
      )}
      {general && <Alert severity="error">{general}</Alert>}
      <FormTextArea
        control={form.control}
        name="fullName"
        required
        label={t('account.fullName')}
        autoComplete="name"
      />
      <FormTextArea
        control={form.control}
        name="phone"
        type="tel"
        label={t('account.phone')}
        autoComplete="tel"
        emptyAsNull
      />
      {expert && (
        <>
          <FormTextArea
            control={form.control}
            name="bio"
            label={t('account.bio')}
            rows={3}
            helperText={t('account.bioHelp')}
          />
          {(
            [
              ['specialities', SPECIALITIES],
              ['languages', LANGUAGES],
            ] as const
          ).map(([name, options]) => (
            <TagsField
              key={name}
              control={form.control}
              name={name}
              label={t(`account.${name}`)}
              options={options}
            />
          ))}
          <Typography variant="subtitle1" component="h3" sx={{ mt: 3 }}>
            {t('account.homeBase')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('account.homeBaseHelp')}
          </Typography>
          <FormTextArea
            control={form.control}
            name="homeBase.address"
            label={t('account.homeBaseAddress')}
            autoComplete="street-address"
            emptyAsNull
          />
          <PointField
            control={form.control}
            latitudeName="homeBase.latitude"
            longitudeName="homeBase.longitude"
            pinLabel={t('account.homeBase')}
            kind="base"
          />
        </>
      )}
      <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={save.isPending}>
        {t('account.save')}
      </Button>
    </Box>
  );
}
