import { GROUP_KINDS, type GroupInput, groupInputSchema, SERVICE_CATEGORIES } from '@bmp/shared';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { href, PATHS } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useExperts } from '../../booking/index.ts';
import { useActiveLocations } from '../../studio/index.ts';
import { useCreateGroup } from '../api.ts';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

type Draft = {
  kind: (typeof GROUP_KINDS)[number];
  name: string;
  description: string;
  expertId: string;
  locationId: string;
  capacity: string;
  waitlistLimit: string;
  durationMinutes: string;
  creditKind: string;
  credits: string;
  price: string;
  weekdays: number[];
  startTime: string;
  firstDate: string;
  lastDate: string;
};

/** /admin/group/new: a group with its weekly schedule; problems show on the field they concern. */
export function AdminGroupNewPage() {
  const { t } = useTranslation('groups');
  const navigate = useNavigate();
  const experts = useExperts();
  const locations = useActiveLocations();
  const create = useCreateGroup();
  const [draft, setDraft] = useState<Draft>({
    kind: 'Group Class',
    name: '',
    description: '',
    expertId: '',
    locationId: '',
    capacity: '10',
    waitlistLimit: '5',
    durationMinutes: '60',
    creditKind: 'group',
    credits: '1',
    price: '',
    weekdays: [],
    startTime: '09:00',
    firstDate: '',
    lastDate: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const set = (field: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [field]: event.target.value }));

  const toInput = (): GroupInput => ({
    kind: draft.kind,
    name: draft.name,
    description: draft.description,
    expertId: draft.expertId,
    locationId: draft.locationId || null,
    capacity: Number(draft.capacity),
    waitlistLimit: Number(draft.waitlistLimit),
    durationMinutes: Number(draft.durationMinutes),
    creditKind: (Number(draft.credits) > 0 ? draft.creditKind : null) as GroupInput['creditKind'],
    credits: Number(draft.credits),
    price: draft.price.trim() === '' ? null : draft.price,
    schedule: {
      type: 'weekly',
      weekdays: draft.weekdays,
      startTime: draft.startTime,
      firstDate: draft.firstDate,
      lastDate: draft.lastDate,
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setGeneral(null);
    const input = toInput();
    const parsed = groupInputSchema.safeParse(input);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[issue.path.join('.')] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      const group = await create.mutateAsync(input);
      navigate(href(PATHS.adminGroupDetails, { id: group.id }));
    } catch (failure) {
      if (isApiError(failure) && failure.problem.errors) {
        setErrors(
          Object.fromEntries(Object.entries(failure.problem.errors).map(([k, v]) => [k, v.join(' ')])),
        );
      }
      setGeneral(errorMessage(failure));
    }
  };

  const field = (name: string) => ({ error: Boolean(errors[name]), helperText: errors[name] });

  return (
    <>
      <PageHeading title={t('new.title')}>{t('new.intro')}</PageHeading>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <form onSubmit={submit} noValidate aria-label={t('new.title')}>
          <Stack sx={{ gap: 2 }}>
            <FormAlert>{general}</FormAlert>
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField
                  select
                  fullWidth
                  label={t('fields.kind')}
                  value={draft.kind}
                  onChange={set('kind')}
                  {...field('kind')}
                >
                  {GROUP_KINDS.map((kind) => (
                    <MenuItem key={kind} value={kind}>
                      {t(`kinds.${kind}`)}
                    </MenuItem>
                  ))}
                </TextField>
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField
                  fullWidth
                  label={t('fields.name')}
                  value={draft.name}
                  onChange={set('name')}
                  {...field('name')}
                />
              </Grid>
              <Grid size={12}>
                <TextField
                  fullWidth
                  multiline
                  minRows={2}
                  label={t('fields.description')}
                  value={draft.description}
                  onChange={set('description')}
                  {...field('description')}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField
                  select
                  fullWidth
                  label={t('fields.expert')}
                  value={draft.expertId}
                  onChange={set('expertId')}
                  {...field('expertId')}
                >
                  {(experts.data ?? []).map((expert) => (
                    <MenuItem key={expert.id} value={expert.id}>
                      {expert.name}
                    </MenuItem>
                  ))}
                </TextField>
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField
                  select
                  fullWidth
                  label={t('fields.location')}
                  value={draft.locationId}
                  onChange={set('locationId')}
                  {...field('locationId')}
                >
                  <MenuItem value="">{t('fields.noLocation')}</MenuItem>
                  {(locations.data ?? []).map((place) => (
                    <MenuItem key={place.id} value={place.id}>
                      {place.display}
                    </MenuItem>
                  ))}
                </TextField>
              </Grid>
              <Grid size={{ xs: 6, sm: 3 }}>
                <TextField
                  fullWidth
                  type="number"
                  label={t('fields.capacity')}
                  value={draft.capacity}
                  onChange={set('capacity')}
                  {...field('capacity')}
                />
              </Grid>
              <Grid size={{ xs: 6, sm: 3 }}>
                <TextField
                  fullWidth
                  type="number"
                  label={t('fields.waitlistLimit')}
                  value={draft.waitlistLimit}
                  onChange={set('waitlistLimit')}
                  {...field('waitlistLimit')}
                />
              </Grid>
              <Grid size={{ xs: 6, sm: 3 }}>
                <TextField
                  fullWidth
                  type="number"
                  label={t('fields.duration')}
                  value={draft.durationMinutes}
                  onChange={set('durationMinutes')}
                  {...field('durationMinutes')}
                />
              </Grid>
              <Grid size={{ xs: 6, sm: 3 }}>
                <TextField
                  select
                  fullWidth
                  label={t('fields.creditKind')}
                  value={draft.creditKind}
                  onChange={set('creditKind')}
                  {...field('creditKind')}
                >
                  {SERVICE_CATEGORIES.map((kind) => (
                    <MenuItem key={kind} value={kind}>
                      {t(`common:categories.${kind}`)}
                    </MenuItem>
                  ))}
                </TextField>
              </Grid>
              <Grid size={{ xs: 6, sm: 3 }}>
                <TextField
                  fullWidth
                  type="number"
                  label={t('fields.credits')}
                  value={draft.credits}
                  onChange={set('credits')}
                  {...field('credits')}
                />
              </Grid>
              <Grid size={{ xs: 6, sm: 3 }}>
                <TextField
                  fullWidth
                  label={t('fields.price')}
                  value={draft.price}
                  onChange={set('price')}
                  {...field('price')}
                />
              </Grid>
            </Grid>
            <FormControl error={Boolean(errors['schedule.weekdays'])} component="fieldset">
              <FormLabel component="legend">{t('fields.weekdays')}</FormLabel>
              <FormGroup row>
                {WEEKDAYS.map((day) => (
                  <FormControlLabel
                    key={day}
                    label={t(`weekdays.${day}`)}
                    control={
                      <Checkbox
                        checked={draft.weekdays.includes(day)}
                        onChange={(event) =>
                          setDraft((current) => ({
                            ...current,
                            weekdays: event.target.checked
                              ? [...current.weekdays, day].sort()
                              : current.weekdays.filter((d) => d !== day),
                          }))
                        }
                      />
                    }
                  />
                ))}
              </FormGroup>
              {errors['schedule.weekdays'] && <FormHelperText>{errors['schedule.weekdays']}</FormHelperText>}
            </FormControl>
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, sm: 4 }}>
                <TextField
                  fullWidth
                  type="time"
                  label={t('fields.startTime')}
                  value={draft.startTime}
                  onChange={set('startTime')}
                  slotProps={{ inputLabel: { shrink: true } }}
                  {...field('schedule.startTime')}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 4 }}>
                <TextField
                  fullWidth
                  type="date"
                  label={t('fields.firstDate')}
                  value={draft.firstDate}
                  onChange={set('firstDate')}
                  slotProps={{ inputLabel: { shrink: true } }}
                  {...field('schedule.firstDate')}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 4 }}>
                <TextField
                  fullWidth
                  type="date"
                  label={t('fields.lastDate')}
                  value={draft.lastDate}
                  onChange={set('lastDate')}
                  slotProps={{ inputLabel: { shrink: true } }}
                  {...field('schedule.lastDate')}
                />
              </Grid>
            </Grid>
            <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
              <Button type="submit" variant="contained" disabled={create.isPending}>
                {t('new.create')}
              </Button>
            </Stack>
          </Stack>
        </form>
      </Paper>
    </>
  );
}
