import { GROUP_KINDS, type GroupInput, type groupInputSchema, SERVICE_CATEGORIES } from '@bmp/shared';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { FormNumberField, FormSelectField, FormTextArea } from '../../../components/FormFields.tsx';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { href, PATHS } from '../../../config/paths.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { useActiveLocations, useExperts } from '../../studio/index.ts';
import { useCreateGroup } from '../api/groups.ts';

const groupResolver = lazyZodResolver((shared) => shared.groupInputSchema);

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

const FIELDS = [
  'kind',
  'name',
  'description',
  'expertId',
  'locationId',
  'capacity',
  'waitlistLimit',
  'durationMinutes',
  'creditKind',
  'credits',
  'price',
  'schedule.weekdays',
  'schedule.startTime',
  'schedule.firstDate',
  'schedule.lastDate',
] as const;

/** /admin/group/new: a group with its weekly schedule; problems show on the field they concern. */
export function AdminGroupNewPage() {
  const { t } = useTranslation('groups');
  const navigate = useNavigate();
  const experts = useExperts();
  const locations = useActiveLocations();
  const create = useCreateGroup();
  const [general, setGeneral] = useState<string | null>(null);
  const form = useForm<GroupInput, unknown, z.output<typeof groupInputSchema>>({
    resolver: groupResolver,
    defaultValues: {
      kind: 'Group Class',
      name: '',
      description: '',
      expertId: '',
      locationId: null,
      capacity: 10,
      waitlistLimit: 5,
      durationMinutes: 60,
      creditKind: 'group',
      credits: 1,
      price: null,
      schedule: { type: 'weekly', weekdays: [], startTime: '09:00', firstDate: '', lastDate: '' },
    },
  });

  const onSubmit = form.handleSubmit(async () => {
    setGeneral(null);
    // The typed values go as typed (the API reads the price the way the form's schema did); a group
    // that costs no credits has no credit kind.
    const input = form.getValues();
    try {
      const group = await create.mutateAsync({
        ...input,
        creditKind: Number(input.credits) > 0 ? input.creditKind : null,
      });
      navigate(href(PATHS.adminGroupDetails, { id: group.id }));
    } catch (failure) {
      setGeneral(applyServerErrors(failure, form.setError, FIELDS));
    }
  });

  const control = form.control;
  return (
    <>
      <PageHeading title={t('new.title')}>{t('new.intro')}</PageHeading>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <form onSubmit={onSubmit} onInput={groupResolver.preload} noValidate aria-label={t('new.title')}>
          <Stack sx={{ gap: 2 }}>
            <FormAlert>{general}</FormAlert>
            <Grid container columnSpacing={2}>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormSelectField
                  control={control}
                  name="kind"
                  required
                  label={t('fields.kind')}
                  emptyValue={undefined}
                  options={GROUP_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormTextArea control={control} name="name" required label={t('fields.name')} />
              </Grid>
              <Grid size={12}>
                <FormTextArea control={control} name="description" label={t('fields.description')} rows={2} />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormSelectField
                  control={control}
                  name="expertId"
                  required
                  label={t('fields.expert')}
                  emptyValue={undefined}
                  options={(experts.data ?? []).map((expert) => ({ value: expert.id, label: expert.name }))}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormSelectField
                  control={control}
                  name="locationId"
                  label={t('fields.location')}
                  options={[
                    { value: '', label: t('fields.noLocation') },
                    ...(locations.data ?? []).map((place) => ({ value: place.id, label: place.display })),
                  ]}
                />
              </Grid>
              <Grid size={{ xs: 6, sm: 3 }}>
                <FormNumberField control={control} name="capacity" required label={t('fields.capacity')} />
              </Grid>
              <Grid size={{ xs: 6, sm: 3 }}>
                <FormNumberField control={control} name="waitlistLimit" label={t('fields.waitlistLimit')} />
              </Grid>
              <Grid size={{ xs: 6, sm: 3 }}>
                <FormNumberField
                  control={control}
                  name="durationMinutes"
                  required
                  label={t('fields.duration')}
                />
              </Grid>
              <Grid size={{ xs: 6, sm: 3 }}>
                <FormSelectField
                  control={control}
                  name="creditKind"
                  label={t('fields.creditKind')}
                  options={SERVICE_CATEGORIES.map((kind) => ({
                    value: kind,
                    label: t(`common:categories.${kind}`),
                  }))}
                />
              </Grid>
              <Grid size={{ xs: 6, sm: 3 }}>
                <FormNumberField control={control} name="credits" label={t('fields.credits')} />
              </Grid>
              <Grid size={{ xs: 6, sm: 3 }}>
                <FormTextArea control={control} name="price" label={t('fields.price')} emptyAsNull />
              </Grid>
            </Grid>
            <Controller
              control={control}
              name="schedule.weekdays"
              render={({ field, fieldState }) => (
                <FormControl error={fieldState.invalid} component="fieldset">
                  <FormLabel component="legend">{t('fields.weekdays')}</FormLabel>
                  <FormGroup row>
                    {WEEKDAYS.map((day, index) => (
                      <FormControlLabel
                        key={day}
                        label={t(`weekdays.${day}`)}
                        control={
                          <Checkbox
                            checked={field.value.includes(day)}
                            onChange={(event) =>
                              field.onChange(
                                event.target.checked
                                  ? [...field.value, day].sort()
                                  : field.value.filter((d) => d !== day),
                              )
                            }
                            onBlur={field.onBlur}
                            slotProps={{ input: { ref: index === 0 ? field.ref : undefined } }}
                          />
                        }
                      />
                    ))}
                  </FormGroup>
                  {fieldState.error?.message && <FormHelperText>{fieldState.error.message}</FormHelperText>}
                </FormControl>
              )}
            />
            <Grid container columnSpacing={2}>
              <Grid size={{ xs: 12, sm: 4 }}>
                <FormTextArea
                  control={control}
                  name="schedule.startTime"
                  label={t('fields.startTime')}
                  type="time"
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 4 }}>
                <FormTextArea
                  control={control}
                  name="schedule.firstDate"
                  label={t('fields.firstDate')}
                  type="date"
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 4 }}>
                <FormTextArea
                  control={control}
                  name="schedule.lastDate"
                  label={t('fields.lastDate')}
                  type="date"
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
