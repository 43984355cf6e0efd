import {
  ACCESSIBILITY,
  AMENITIES,
  type BusinessProfile,
  type BusinessProfileInput,
  type businessProfileInputSchema,
  EQUIPMENT,
  FREE_CANCEL_HOURS_MAX,
  LANGUAGES,
  type SessionOutsideHours,
  SPECIALITIES,
} from '@bmp/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { Controller, type Path, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { z } from 'zod';
import { FormNumberField, FormSwitchField, FormTextArea } from '../../../components/FormFields.tsx';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { QueryState } from '../../../components/QueryState.tsx';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { PickField, TagsField } from '../../../components/TagsField.tsx';
import { useFormat } from '../../../i18n/use-format.ts';
import { applyServerErrors, errorMessage } from '../../../lib/form-errors.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { readAsBase64 } from '../../../lib/read-file.ts';
import {
  checkHours,
  logoUrl,
  useBusinessProfile,
  useSaveBusinessProfile,
  useSaveLogo,
} from '../api/studio-api.ts';
import { BrandColorSection } from '../components/BrandColorSection.tsx';
import { ImageFileButton } from '../components/ImageFileButton.tsx';
import { LocationsSection } from '../components/LocationsSection.tsx';

type Form = Omit<BusinessProfileInput, 'confirmOutsideHours'> & { freeCancelHours: number };
type BusinessProfileOutput = z.output<typeof businessProfileInputSchema>;

const profileResolver = lazyZodResolver((shared) => shared.businessProfileInputSchema);

/** The fields a server message can land on: each day's open and close among them. */
const PROFILE_FIELDS: readonly Path<Form>[] = [
  'name',
  'timeZone',
  'contactEmail',
  'contactPhone',
  'freeCancelHours',
  'arrivalGeofenceMeters',
  'bookBeforePaying',
  'maxUnpaidPurchases',
  'hours',
  ...[0, 1, 2, 3, 4, 5, 6].flatMap((day) => [`hours.${day}.open`, `hours.${day}.close`] as const),
  'amenities',
  'accessibility',
  'equipment',
  'specialities',
  'languages',
];

const toForm = (profile: BusinessProfile): Form => ({
  name: profile.name,
  timeZone: profile.timeZone,
  contactEmail: profile.contactEmail,
  contactPhone: profile.contactPhone,
  hours: profile.hours.map(({ day, open, close, closed }) => ({
    day: day as Form['hours'][number]['day'],
    open,
    close,
    closed,
  })),
  amenities: profile.amenities as Form['amenities'],
  accessibility: profile.accessibility as Form['accessibility'],
  equipment: profile.equipment as Form['equipment'],
  specialities: profile.specialities as Form['specialities'],
  languages: profile.languages as Form['languages'],
  freeCancelHours: profile.freeCancelHours,
  arrivalGeofenceMeters: profile.arrivalGeofenceMeters,
  bookBeforePaying: profile.bookBeforePaying,
  maxUnpaidPurchases: profile.maxUnpaidPurchases,
});

// Every zone the browser knows (IANA names), for the time zone picker.
const TIME_ZONES: string[] = (() => {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return ['America/Los_Angeles', 'America/New_York', 'UTC'];
  }
})();

const LISTS = [
  ['amenities', AMENITIES],
  ['accessibility', ACCESSIBILITY],
  ['equipment', EQUIPMENT],
  ['specialities', SPECIALITIES],
  ['languages', LANGUAGES],
] as const;

/** /admin/business: the studio's profile, hours, time zone, cancellation window, logo and locations. */
export function BusinessProfilePage() {
  const { t } = useTranslation('studio');
  const profile = useBusinessProfile();
  return (
    <Stack spacing={3}>
      <PageHeading title={t('profile.title')}>{t('profile.intro')}</PageHeading>
      <QueryState query={profile}>
        {profile.data && (
          <>
            <SignupLinkCard profile={profile.data} />
            <ProfileForm profile={profile.data} />
            <LogoCard profile={profile.data} />
            <BrandColorSection profile={profile.data} />
            <LocationsSection />
          </>
        )}
      </QueryState>
    </Stack>
  );
}

function SignupLinkCard({ profile }: { profile: BusinessProfile }) {
  const { t } = useTranslation('studio');
  const signupUrl = `${window.location.origin}${profile.signupPath}`;
  return (
    <SectionCard
      id="signup-link-title"
      title={t('profile.signupLinkTitle')}
      intro={t('profile.signupLinkIntro')}
    >
      <TextField
        fullWidth
        margin="normal"
        label={t('profile.signupLink')}
        value={signupUrl}
        slotProps={{ htmlInput: { readOnly: true, dir: 'ltr' } }}
      />
      <Link component={RouterLink} to={profile.publicPath}>
        {t('profile.openPublicPage')}
      </Link>
    </SectionCard>
  );
}

function ProfileForm({ profile }: { profile: BusinessProfile }) {
  const { t } = useTranslation('studio');
  const format = useFormat();
  const save = useSaveBusinessProfile();
  const form = useForm<Form, unknown, BusinessProfileOutput>({
    resolver: profileResolver,
    defaultValues: toForm(profile),
  });
  const [general, setGeneral] = useState<string | null>(null);
  const [outside, setOutside] = useState<SessionOutsideHours[] | null>(null);
  const [saved, setSaved] = useState(false);
  useEffect(() => form.reset(toForm(profile)), [form, profile]);
  // A change after saving takes the "saved" message away (a reset with the saved profile does not).
  useEffect(() => {
    const subscription = form.watch((_values, { name }) => {
      if (name) setSaved(false);
    });
    return () => subscription.unsubscribe();
  }, [form]);
  const hours = useWatch({ control: form.control, name: 'hours' });
  const timeZone = useWatch({ control: form.control, name: 'timeZone' });

  /** Saves what was typed (the API reads it the way the form's schema did), after the hours check. */
  const submit = async (confirmOutsideHours: boolean) => {
    setGeneral(null);
    setSaved(false);
    const values = form.getValues();
    try {
      if (!confirmOutsideHours) {
        const check = await checkHours({ timeZone: values.timeZone, hours: values.hours });
        const before = new Set(
          (
            await checkHours({ timeZone: profile.timeZone, hours: profile.hours as Form['hours'] })
          ).sessions.map((s) => s.id),
        );
        const newlyOutside = check.sessions.filter((session) => !before.has(session.id));
        if (newlyOutside.length > 0) {
          setOutside(newlyOutside);
          return;
        }
      }
      await save.mutateAsync({ ...values, confirmOutsideHours });
      setOutside(null);
      setSaved(true);
    } catch (error) {
      setOutside(null);
      setGeneral(applyServerErrors(error, form.setError, PROFILE_FIELDS));
    }
  };
  const onSubmit = form.handleSubmit(() => submit(false));

  const errorOf = (message: string | undefined) => (message ? { error: true, helperText: message } : {});
  const timeZones = useMemo(
    () => (TIME_ZONES.includes(timeZone) ? TIME_ZONES : [timeZone, ...TIME_ZONES]),
    [timeZone],
  );
  const hoursError =
    form.formState.errors.hours?.message ?? form.formState.errors.hours?.root?.message ?? undefined;

  return (
    <SectionCard id="profile-form-title" title={t('profile.formTitle')}>
      {general && (
        <Alert severity="error" sx={{ my: 1 }}>
          {general}
        </Alert>
      )}
      {saved && (
        <Alert severity="success" sx={{ my: 1 }} role="status">
          {t('profile.saved')}
        </Alert>
      )}
      <Box component="form" noValidate onSubmit={onSubmit} onInput={profileResolver.preload}>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormTextArea control={form.control} name="name" required label={t('profile.name')} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <PickField
              control={form.control}
              name="timeZone"
              label={t('profile.timeZone')}
              options={timeZones}
            />
          </Grid>
          {(
            [
              ['contactEmail', 'email'],
              ['contactPhone', 'tel'],
            ] as const
          ).map(([name, type]) => (
            <Grid key={name} size={{ xs: 12, md: 6 }}>
              <FormTextArea
                control={form.control}
                name={name}
                type={type}
                label={t(`profile.${name}`)}
                emptyAsNull
              />
            </Grid>
          ))}
          <Grid size={{ xs: 12, md: 6 }}>
            <Controller
              control={form.control}
              name="freeCancelHours"
              render={({ field, fieldState }) => (
                <TextField
                  fullWidth
                  margin="normal"
                  type="number"
                  label={t('profile.freeCancelHours')}
                  name={field.name}
                  value={Number.isNaN(field.value) ? '' : field.value}
                  onChange={(event) => field.onChange(Number.parseInt(event.target.value, 10))}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  slotProps={{ htmlInput: { min: 0, max: FREE_CANCEL_HOURS_MAX, step: 1 } }}
                  {...(fieldState.error?.message
                    ? errorOf(fieldState.error.message)
                    : { helperText: t('profile.freeCancelHoursHelp') })}
                />
              )}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormNumberField
              control={form.control}
              name="arrivalGeofenceMeters"
              label={t('profile.arrivalGeofenceMeters')}
              helperText={t('profile.arrivalGeofenceMetersHelp')}
              required
            />
          </Grid>
        </Grid>

        <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
          {t('profile.payAtStudio')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('profile.payAtStudioHelp')}
        </Typography>
        <Grid container columnSpacing={2} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormSwitchField
              control={form.control}
              name="bookBeforePaying"
              label={t('profile.bookBeforePaying')}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormNumberField
              control={form.control}
              name="maxUnpaidPurchases"
              label={t('profile.maxUnpaidPurchases')}
              required
            />
          </Grid>
        </Grid>

        <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
          {t('profile.hours')}
        </Typography>
        {hoursError && (
          <Alert severity="warning" sx={{ my: 1 }}>
            {hoursError}
          </Alert>
        )}
        <Stack spacing={1} role="group" aria-label={t('profile.hours')}>
          {hours.map((entry, index) => (
            <Stack
              key={entry.day}
              direction={{ xs: 'column', sm: 'row' }}
              spacing={2}
              sx={{ alignItems: 'center' }}
            >
              <Typography sx={{ minWidth: 110 }}>{t(`days.${entry.day}`)}</Typography>
              <Controller
                control={form.control}
                name={`hours.${index}.closed`}
                render={({ field }) => (
                  <FormControlLabel
                    control={
                      <Checkbox
                        name={field.name}
                        checked={field.value}
                        onChange={(event) => field.onChange(event.target.checked)}
                        onBlur={field.onBlur}
                        slotProps={{ input: { ref: field.ref } }}
                      />
                    }
                    label={t('profile.closedOn', { day: t(`days.${entry.day}`) })}
                  />
                )}
              />
              {(['open', 'close'] as const).map((end) => (
                <Controller
                  key={end}
                  control={form.control}
                  name={`hours.${index}.${end}`}
                  render={({ field, fieldState }) => (
                    <TextField
                      type="time"
                      label={t(end === 'open' ? 'profile.opensOn' : 'profile.closesOn', {
                        day: t(`days.${entry.day}`),
                      })}
                      name={field.name}
                      value={field.value ?? ''}
                      disabled={entry.closed}
                      onChange={(event) => field.onChange(event.target.value || null)}
                      onBlur={field.onBlur}
                      inputRef={field.ref}
                      slotProps={{ inputLabel: { shrink: true } }}
                      {...errorOf(fieldState.error?.message)}
                    />
                  )}
                />
              ))}
            </Stack>
          ))}
        </Stack>

        <Grid container spacing={2} sx={{ mt: 1 }}>
          {LISTS.map(([key, items]) => (
            <Grid key={key} size={{ xs: 12, md: 6 }}>
              <TagsField
                control={form.control}
                name={key}
                label={t(`profile.lists.${key}`)}
                options={items}
              />
            </Grid>
          ))}
        </Grid>
        <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={save.isPending}>
          {t('profile.save')}
        </Button>
      </Box>
      <Dialog open={outside !== null} onClose={() => setOutside(null)} aria-labelledby="outside-hours-title">
        <DialogTitle id="outside-hours-title">
          {t('profile.outsideTitle', { count: outside?.length ?? 0 })}
        </DialogTitle>
        <DialogContent>
          <Typography>{t('profile.outsideIntro')}</Typography>
          <List dense aria-label={t('profile.outsideList')}>
            {(outside ?? []).map((session) => (
              <ListItem key={session.id}>
                <ListItemText
                  primary={`${format.studioDateTime(session.startsAt, timeZone)} · ${session.offeringName}`}
                  secondary={t('profile.outsideWho', {
                    customer: session.customerName,
                    expert: session.expertName,
                  })}
                />
              </ListItem>
            ))}
          </List>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOutside(null)}>{t('cancel')}</Button>
          <Button variant="contained" onClick={() => void submit(true)} disabled={save.isPending}>
            {t('profile.saveAnyway')}
          </Button>
        </DialogActions>
      </Dialog>
    </SectionCard>
  );
}

function LogoCard({ profile }: { profile: BusinessProfile }) {
  const { t } = useTranslation('studio');
  const saveLogo = useSaveLogo();
  const [message, setMessage] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const upload = async (file: File) => {
    setMessage(null);
    try {
      await saveLogo.mutateAsync({ contentType: file.type, data: await readAsBase64(file) });
      setMessage({ severity: 'success', text: t('logo.saved') });
    } catch (error) {
      setMessage({ severity: 'error', text: errorMessage(error) });
    }
  };
  return (
    <SectionCard id="logo-title" title={t('logo.title')} intro={t('logo.help')}>
      {message && (
        <Alert severity={message.severity} sx={{ my: 1 }}>
          {message.text}
        </Alert>
      )}
      {profile.hasLogo && (
        <Box
          component="img"
          src={logoUrl(profile.slug, profile.logoVersion)}
          alt={t('logo.alt', { name: profile.name })}
          sx={{ maxHeight: 80, maxWidth: 240, display: 'block', my: 1 }}
        />
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <ImageFileButton label={t('logo.choose')} disabled={saveLogo.isPending} onPick={upload} />
        {profile.hasLogo && (
          <Button onClick={() => void saveLogo.mutateAsync(null)} disabled={saveLogo.isPending}>
            {t('logo.remove')}
          </Button>
        )}
      </Stack>
    </SectionCard>
  );
}
