import {
  ACCESSIBILITY,
  AMENITIES,
  type BusinessProfile,
  type BusinessProfileInput,
  EQUIPMENT,
  LANGUAGES,
  type SessionOutsideHours,
  SPECIALITIES,
} from '@bmp/shared';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
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
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { SubmitBox } from '../../../components/SubmitBox.tsx';
import { useFormat } from '../../../i18n/use-format.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { readAsBase64 } from '../../../lib/read-file.ts';
import {
  checkHours,
  logoUrl,
  useBusinessProfile,
  useSaveBusinessProfile,
  useSaveLogo,
} from '../api/studio-api.ts';
import { ImageFileButton } from '../components/ImageFileButton.tsx';
import { LocationsSection } from '../components/LocationsSection.tsx';
import { useFieldErrors } from '../components/use-field-errors.ts';

type Form = Omit<BusinessProfileInput, 'confirmOutsideHours'> & { freeCancelHours: number };

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
      {profile.data ? (
        <>
          <SignupLinkCard profile={profile.data} />
          <ProfileForm profile={profile.data} />
          <LogoCard profile={profile.data} />
          <LocationsSection />
        </>
      ) : profile.isError ? (
        <Alert severity="error">{errorMessage(profile.error)}</Alert>
      ) : (
        <Typography role="status">{t('loading')}</Typography>
      )}
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
  const errors = useFieldErrors();
  const [form, setForm] = useState<Form>(() => toForm(profile));
  const [outside, setOutside] = useState<SessionOutsideHours[] | null>(null);
  const [saved, setSaved] = useState(false);
  useEffect(() => setForm(toForm(profile)), [profile]);

  const set = <K extends keyof Form>(key: K, value: Form[K]) => {
    setSaved(false);
    setForm((current) => ({ ...current, [key]: value }));
  };
  const setDay = (index: number, change: Partial<Form['hours'][number]>) =>
    set(
      'hours',
      form.hours.map((entry, i) => (i === index ? { ...entry, ...change } : entry)),
    );

  const submit = async (confirmOutsideHours: boolean) => {
    errors.clear();
    setSaved(false);
    try {
      if (!confirmOutsideHours) {
        const check = await checkHours({ timeZone: form.timeZone, hours: form.hours });
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
      await save.mutateAsync({ ...form, confirmOutsideHours });
      setOutside(null);
      setSaved(true);
    } catch (error) {
      setOutside(null);
      errors.fail(error);
    }
  };

  const fieldError = (field: string) => {
    const message = errors.of(field);
    return message ? { error: true, helperText: message } : {};
  };
  const timeZones = useMemo(
    () => (TIME_ZONES.includes(form.timeZone) ? TIME_ZONES : [form.timeZone, ...TIME_ZONES]),
    [form.timeZone],
  );

  return (
    <SectionCard id="profile-form-title" title={t('profile.formTitle')}>
      {errors.general && (
        <Alert severity="error" sx={{ my: 1 }}>
          {errors.general}
        </Alert>
      )}
      {saved && (
        <Alert severity="success" sx={{ my: 1 }} role="status">
          {t('profile.saved')}
        </Alert>
      )}
      <SubmitBox onSubmit={() => submit(false)}>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <TextField
              fullWidth
              margin="normal"
              label={t('profile.name')}
              value={form.name}
              onChange={(event) => set('name', event.target.value)}
              {...fieldError('name')}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Autocomplete
              options={timeZones}
              value={form.timeZone}
              disableClearable
              onChange={(_event, value) => set('timeZone', value)}
              renderInput={(params) => (
                <TextField
                  {...params}
                  margin="normal"
                  label={t('profile.timeZone')}
                  {...fieldError('timeZone')}
                />
              )}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <TextField
              fullWidth
              margin="normal"
              type="email"
              label={t('profile.contactEmail')}
              value={form.contactEmail ?? ''}
              onChange={(event) => set('contactEmail', event.target.value || null)}
              {...fieldError('contactEmail')}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <TextField
              fullWidth
              margin="normal"
              type="tel"
              label={t('profile.contactPhone')}
              value={form.contactPhone ?? ''}
              onChange={(event) => set('contactPhone', event.target.value || null)}
              {...fieldError('contactPhone')}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <TextField
              fullWidth
              margin="normal"
              type="number"
              label={t('profile.freeCancelHours')}
              value={Number.isNaN(form.freeCancelHours) ? '' : form.freeCancelHours}
              onChange={(event) => set('freeCancelHours', Number.parseInt(event.target.value, 10))}
              slotProps={{ htmlInput: { min: 0, max: 720, step: 1 } }}
              {...(errors.of('freeCancelHours')
                ? fieldError('freeCancelHours')
                : { helperText: t('profile.freeCancelHoursHelp') })}
            />
          </Grid>
        </Grid>

        <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
          {t('profile.hours')}
        </Typography>
        {errors.of('hours') && (
          <Alert severity="warning" sx={{ my: 1 }}>
            {errors.of('hours')}
          </Alert>
        )}
        <Stack spacing={1} role="group" aria-label={t('profile.hours')}>
          {form.hours.map((entry, index) => (
            <Stack
              key={entry.day}
              direction={{ xs: 'column', sm: 'row' }}
              spacing={2}
              sx={{ alignItems: 'center' }}
            >
              <Typography sx={{ minWidth: 110 }}>{t(`days.${entry.day}`)}</Typography>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={entry.closed}
                    onChange={(event) => setDay(index, { closed: event.target.checked })}
                  />
                }
                label={t('profile.closedOn', { day: t(`days.${entry.day}`) })}
              />
              <TextField
                type="time"
                label={t('profile.opensOn', { day: t(`days.${entry.day}`) })}
                value={entry.open ?? ''}
                disabled={entry.closed}
                onChange={(event) => setDay(index, { open: event.target.value || null })}
                slotProps={{ inputLabel: { shrink: true } }}
                {...fieldError(`hours.${index}.open`)}
              />
              <TextField
                type="time"
                label={t('profile.closesOn', { day: t(`days.${entry.day}`) })}
                value={entry.close ?? ''}
                disabled={entry.closed}
                onChange={(event) => setDay(index, { close: event.target.value || null })}
                slotProps={{ inputLabel: { shrink: true } }}
                {...fieldError(`hours.${index}.close`)}
              />
            </Stack>
          ))}
        </Stack>

        <Grid container spacing={2} sx={{ mt: 1 }}>
          {LISTS.map(([key, items]) => (
            <Grid key={key} size={{ xs: 12, md: 6 }}>
              <Autocomplete
                multiple
                options={[...items]}
                value={form[key] as string[]}
                onChange={(_event, value) => set(key, value as never)}
                renderInput={(params) => (
                  <TextField
                    {...params}
                    margin="normal"
                    label={t(`profile.lists.${key}`)}
                    {...fieldError(key)}
                  />
                )}
              />
            </Grid>
          ))}
        </Grid>
        <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={save.isPending}>
          {t('profile.save')}
        </Button>
      </SubmitBox>
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
                  primary={`${format.studioDateTime(session.startsAt, form.timeZone)} · ${session.offeringName}`}
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
