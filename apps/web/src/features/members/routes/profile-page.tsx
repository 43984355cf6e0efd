import { ACCESS, type MedicalAnswers, type MemberProfileUpdateInput } from '@bmp/shared';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { QueryState } from '../../../components/QueryState.tsx';
import { RegionCard } from '../../../components/RegionCard.tsx';
import { PATHS } from '../../../config/paths.ts';
import { apiHref } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { useFormSave } from '../../../lib/use-form-save.ts';
import { useSnackbar } from '../../../lib/use-snackbar.ts';
import { useCan } from '../../auth/index.ts';
import {
  type MemberProfileView,
  useMyProfile,
  useSaveHealth,
  useSavePhoto,
  useSaveProfile,
} from '../api/members-api.ts';
import {
  InterestsFields,
  interestsDefaults,
  MedicalStepForm,
  NutritionStepForm,
  nutritionDefaults,
  PROFILE_FIELDS,
  ProfileFields,
  profileDefaults,
} from '../components/StepForms.tsx';

const profileResolver = lazyZodResolver((shared) => shared.memberProfileUpdateSchema);

/** The photo limits the server checks too (members.routes.ts). */
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const PHOTO_MAX_BYTES = 700 * 1024;

/**
 * /members/settings/profile: everything from onboarding, editable, plus an optional photo. Staff and
 * experts have no member profile (no health or nutrition answers of their own): they are sent to their
 * own profile on the account page, where the user menu's "Profile" takes them too (decision 0051).
 */
export function ProfilePage() {
  const team = useCan(ACCESS.teamRead);
  if (team) return <Navigate to={PATHS.adminAccount} replace />;
  return <MemberProfilePage />;
}

function MemberProfilePage() {
  const profile = useMyProfile();
  if (profile.status !== 'success') return <QueryState query={profile} compact />;
  return <ProfileSections profile={profile.data} />;
}

function ProfileSections({ profile }: { profile: MemberProfileView }) {
  const { t } = useTranslation('members');
  const saveHealth = useSaveHealth();
  const snackbar = useSnackbar();
  // The answers were checked against the medical questions when saved (the profile's schema keeps them a record).
  const medical = profile.medical as MedicalAnswers | null;
  const nutrition = nutritionDefaults(profile);
  return (
    <Stack spacing={3}>
      <PageHeading title={t('profilePage.title')}>{t('profilePage.intro')}</PageHeading>
      <RegionCard variant="outlined" title={t('profilePage.photo')}>
        <PhotoEditor profile={profile} />
      </RegionCard>
      <RegionCard variant="outlined" title={t('steps.profile')}>
        <ProfileForm profile={profile} />
      </RegionCard>
      <RegionCard variant="outlined" title={t('steps.medical')}>
        <MedicalStepForm
          saved={profile}
          submitLabel={t('profilePage.save')}
          onSave={async (input) => {
            await saveHealth.mutateAsync({ medical: input, nutrition });
            snackbar.saved(t('profilePage.saved'));
          }}
        />
      </RegionCard>
      <RegionCard variant="outlined" title={t('steps.nutrition')}>
        <NutritionStepForm
          saved={profile}
          submitLabel={t('profilePage.save')}
          onSave={async (input) => {
            // A member who never answered the medical questions saves nutrition with "no" to both.
            await saveHealth.mutateAsync({
              medical: medical ?? { conditions: { answer: false }, medication: { answer: false } },
              nutrition: input,
            });
            snackbar.saved(t('profilePage.saved'));
          }}
        />
      </RegionCard>
    </Stack>
  );
}

const PROFILE_PAGE_FIELDS = [...PROFILE_FIELDS, 'sports', 'goals', 'languages'] as const;

function ProfileForm({ profile }: { profile: MemberProfileView }) {
  const { t } = useTranslation('members');
  const save = useSaveProfile();
  const form = useForm<MemberProfileUpdateInput, unknown, MemberProfileUpdateInput>({
    resolver: profileResolver as never,
    defaultValues: { ...profileDefaults(profile), ...interestsDefaults(profile) },
  });
  const { onSubmit, generalError } = useFormSave(
    form,
    save.mutateAsync,
    PROFILE_PAGE_FIELDS,
    t('profilePage.saved'),
  );
  return (
    <Box component="form" noValidate onSubmit={onSubmit} onInput={profileResolver.preload}>
      <FormAlert>{generalError}</FormAlert>
      <ProfileFields form={form as never} citySuggestions={profile.citySuggestions} />
      <InterestsFields form={form as never} />
      <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={form.formState.isSubmitting}>
        {t('profilePage.save')}
      </Button>
    </Box>
  );
}

function PhotoEditor({ profile }: { profile: MemberProfileView }) {
  const { t } = useTranslation('members');
  const savePhoto = useSavePhoto();
  const [error, setError] = useState<string | null>(null);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    setError(null);
    if (!file) return;
    if (!PHOTO_TYPES.includes(file.type)) return setError(t('profilePage.photoType'));
    if (file.size > PHOTO_MAX_BYTES) return setError(t('profilePage.photoSize'));
    const bytes = new Uint8Array(await file.arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    try {
      await savePhoto.mutateAsync({ contentType: file.type, data: btoa(binary) });
    } catch (caught) {
      setError(errorMessage(caught));
    }
  };

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Avatar
        alt={profile.fullName}
        src={
          profile.hasPhoto ? apiHref('/api/members/me/photo', { version: profile.photoVersion }) : undefined
        }
        sx={{ width: 72, height: 72 }}
      />
      <Stack spacing={1}>
        <FormAlert>{error}</FormAlert>
        <Stack direction="row" spacing={1}>
          <Button component="label" variant="outlined">
            {t('profilePage.choosePhoto')}
            <input hidden type="file" accept={PHOTO_TYPES.join(',')} onChange={onFile} />
          </Button>
          {profile.hasPhoto && (
            <Button color="error" onClick={() => savePhoto.mutate(null)}>
              {t('profilePage.removePhoto')}
            </Button>
          )}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {t('profilePage.photoHint')}
        </Typography>
      </Stack>
    </Stack>
  );
}
