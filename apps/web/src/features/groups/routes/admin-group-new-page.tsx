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
import { useActiveLocations, useExperts } from '../../studio/index.ts';
import { useCreateGroup } from '../api/groups.ts';

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
  /** A text field's props for `name`: its label, value, change and problem (found at `errorAt`). */
  const input = (name: Exclude<keyof Draft, 'weekdays'>, label: string, errorAt: string = name) => ({
    fullWidth: true,
    label: t(`fields.${label}`),
    value: draft[name],
    onChange: set(name),
    ...field(errorAt),
  });
  const dateOrTime = { slotProps: { inputLabel: { shrink: true } } };

  return (
    <>
      <PageHeading title={t('new.title')}>{t('new.intro')}</PageHeading>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <form onSubmit={submit} noValidate aria-label={t('new.title')}>
          <Stack sx={{ gap: 2 }}>
            <FormAlert>{general}</FormAlert>
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField select {...input('kind', 'kind')}>
                  {GROUP_KINDS.map((kind) => (
                    <MenuItem key={kind} value={kind}>
                      {t(`kinds.${kind}`)}
                    </MenuItem>
                  ))}
                </TextField>
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField {...input('name', 'name')} />
              </Grid>
              <Grid size={12}>
                <TextField multiline minRows={2} {...input('description', 'description')} />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField select {...input('expertId', 'expert')}>
                  {(experts.data ?? []).map((expert) => (
                    <MenuItem key={expert.id} value={expert.id}>
                      {expert.name}
                    </MenuItem>
                  ))}
                </TextField>
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField select {...input('locationId', 'location')}>
                  <MenuItem value="">{t('fields.noLocation')}</MenuItem>
                  {(locations.data ?? []).map((place) => (
                    <MenuItem key={place.id} value={place.id}>
                      {place.display}
                    </MenuItem>
                  ))}
                </TextField>
              </Grid>
              <Grid size={{ xs: 6, sm: 3 }}>
                <TextField type="number" {...input('capacity', 'capacity')} />
              </Grid>
              <Grid size={{ xs: 6, sm: 3 }}>
                <TextField type="number" {...input('waitlistLimit', 'waitlistLimit')} />
              </Grid>
              <Grid size={{ xs: 6, sm: 3 }}>
                <TextField type="number" {...input('durationMinutes', 'duration')} />
              </Grid>
              <Grid size={{ xs: 6, sm: 3 }}>
                <TextField select {...input('creditKind', 'creditKind')}>
                  {SERVICE_CATEGORIES.map((kind) => (
                    <MenuItem key={kind} value={kind}>
                      {t(`common:categories.${kind}`)}
                    </MenuItem>
                  ))}
                </TextField>
              </Grid>
              <Grid size={{ xs: 6, sm: 3 }}>
                <TextField type="number" {...input('credits', 'credits')} />
              </Grid>
              <Grid size={{ xs: 6, sm: 3 }}>
                <TextField {...input('price', 'price')} />
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
                  type="time"
                  {...dateOrTime}
                  {...input('startTime', 'startTime', 'schedule.startTime')}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 4 }}>
                <TextField
                  type="date"
                  {...dateOrTime}
                  {...input('firstDate', 'firstDate', 'schedule.firstDate')}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 4 }}>
                <TextField
                  type="date"
                  {...dateOrTime}
                  {...input('lastDate', 'lastDate', 'schedule.lastDate')}
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
