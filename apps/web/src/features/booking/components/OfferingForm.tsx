import {
  OFFERING_PLACES,
  type offeringInputSchema,
  SERVICE_CATEGORIES,
  SERVICE_TYPE_DEFAULTS,
  SERVICE_TYPES,
  type ServiceType,
} from '@bmp/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Controller, type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormAlert } from '../../../components/FormAlert.tsx';
import {
  FormNumberField,
  FormSelectField,
  FormTextArea,
  type SelectOption,
} from '../../../components/FormFields.tsx';
import { MultiSelectField } from '../../../components/MultiSelectField.tsx';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { useSnackbar } from '../../../lib/use-snackbar.ts';
import { useActiveLocations, useExperts } from '../../studio/index.ts';
import { type BookableOffering, useSaveOffering } from '../api/booking.ts';

const offeringResolver = lazyZodResolver((shared) => shared.offeringInputSchema);
type OfferingFormInput = z.input<typeof offeringInputSchema>;

const FIELDS: (keyof OfferingFormInput)[] = [
  'name',
  'description',
  'serviceType',
  'category',
  'place',
  'durationMinutes',
  'creditKind',
  'creditsNeeded',
  'price',
  'participantsMin',
  'participantsMax',
  'travelBufferMinutes',
  'expertIds',
  'locationIds',
  'active',
];

function defaultsOf(offering: BookableOffering | undefined): OfferingFormInput {
  if (offering) {
    return {
      name: offering.name,
      description: offering.description,
      serviceType: offering.serviceType,
      category: offering.category,
      place: offering.place,
      durationMinutes: offering.durationMinutes,
      creditKind: offering.creditKind,
      creditsNeeded: offering.creditsNeeded,
      price: offering.priceCents === null ? null : (offering.priceCents / 100).toFixed(2),
      participantsMin: offering.participantsMin,
      participantsMax: offering.participantsMax,
      travelBufferMinutes: offering.travelBufferMinutes,
      expertIds: offering.experts.map((expert) => expert.id),
      // A deactivated location can no longer be listed: saving drops it.
      locationIds: offering.locations.filter((location) => location.active).map((location) => location.id),
      active: offering.active,
    };
  }
  const type: ServiceType = 'Training';
  const defaults = SERVICE_TYPE_DEFAULTS[type];
  return {
    name: '',
    description: '',
    serviceType: type,
    category: defaults.category,
    place: defaults.place,
    durationMinutes: defaults.durationMinutes,
    creditKind: defaults.category,
    creditsNeeded: 1,
    price: null,
    participantsMin: 1,
    participantsMax: defaults.participantsMax,
    travelBufferMinutes: 0,
    expertIds: [],
    locationIds: [],
    active: true,
  };
}

/** One of the form's third-width fields: a pick list, a number, or a line of text. */
type ThirdWidthField = { name: Path<OfferingFormInput>; label: string } & (
  | { kind: 'select'; options: SelectOption[] }
  | { kind: 'number'; helperText?: string; required?: boolean; disabled?: boolean }
  | { kind: 'text'; helperText?: string }
);

/**
 * Adds or edits an offering (PRODUCT.md "Offering"). Choosing a service type fills its category,
 * place, duration and size from SERVICE_TYPE_DEFAULTS, which staff may change.
 */
export function OfferingForm({
  offering,
  onSaved,
  onCancel,
}: {
  offering?: BookableOffering;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('booking');
  const snackbar = useSnackbar();
  const save = useSaveOffering();
  const experts = useExperts();
  const locations = useActiveLocations();
  const [generalError, setGeneralError] = useState<string | null>(null);
  const form = useForm<OfferingFormInput, unknown, z.output<typeof offeringInputSchema>>({
    resolver: offeringResolver,
    defaultValues: defaultsOf(offering),
  });
  const place = form.watch('place');

  const applyTypeDefaults = (type: ServiceType) => {
    const defaults = SERVICE_TYPE_DEFAULTS[type];
    form.setValue('category', defaults.category);
    form.setValue('creditKind', defaults.category);
    form.setValue('place', defaults.place);
    form.setValue('durationMinutes', defaults.durationMinutes);
    form.setValue('participantsMax', defaults.participantsMax);
    if (defaults.place !== 'home') form.setValue('travelBufferMinutes', 0);
    if (defaults.place !== 'studio') form.setValue('locationIds', []);
  };

  const submit = form.handleSubmit(async (values) => {
    setGeneralError(null);
    try {
      // The form's values as typed (price as text); the API parses them with the same schema.
      const typed = form.getValues();
      await save.mutateAsync({
        id: offering?.id,
        input: {
          ...typed,
          price: typed.price === '' ? null : typed.price,
          expertIds: values.expertIds,
          // Only a studio session has a location.
          locationIds: values.place === 'studio' ? values.locationIds : [],
        },
      });
      snackbar.saved(t('offerings.saved', { name: typed.name }));
      onSaved();
    } catch (error) {
      setGeneralError(applyServerErrors(error, form.setError, FIELDS));
    }
  });

  const categoryOptions = SERVICE_CATEGORIES.map((category) => ({
    value: category,
    label: t(`common:categories.${category}`),
  }));
  const placeOptions = OFFERING_PLACES.map((option) => ({
    value: option,
    label: t(`offerings.places.${option}`),
  }));
  // The third-width fields, in the order they are shown (and tabbed through).
  const thirdWidthFields: ThirdWidthField[] = [
    { kind: 'select', name: 'category', label: t('offerings.category'), options: categoryOptions },
    { kind: 'select', name: 'place', label: t('fields.place'), options: placeOptions },
    {
      kind: 'number',
      name: 'durationMinutes',
      label: t('offerings.duration'),
      helperText: t('offerings.durationHelp'),
      required: true,
    },
    { kind: 'select', name: 'creditKind', label: t('offerings.creditKind'), options: categoryOptions },
    { kind: 'number', name: 'creditsNeeded', label: t('offerings.credits'), required: true },
    { kind: 'text', name: 'price', label: t('offerings.price'), helperText: t('offerings.priceHelp') },
    { kind: 'number', name: 'participantsMin', label: t('offerings.participantsMin') },
    { kind: 'number', name: 'participantsMax', label: t('offerings.participantsMax') },
    {
      kind: 'number',
      name: 'travelBufferMinutes',
      label: t('offerings.travelBuffer'),
      helperText: t('offerings.travelBufferHelp'),
      disabled: place !== 'home',
    },
  ];
  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      onInput={offeringResolver.preload}
      aria-label={t('offerings.form')}
    >
      <FormAlert>{generalError}</FormAlert>
      <Grid container columnSpacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextArea control={form.control} name="name" label={t('offerings.name')} required />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Controller
            control={form.control}
            name="serviceType"
            render={({ field, fieldState }) => (
              <TextField
                select
                fullWidth
                margin="normal"
                label={t('fields.type')}
                value={field.value ?? ''}
                onChange={(event) => {
                  field.onChange(event.target.value);
                  if (!offering) applyTypeDefaults(event.target.value as ServiceType);
                }}
                inputRef={field.ref}
                error={fieldState.invalid}
                helperText={fieldState.error?.message ?? (offering ? undefined : t('offerings.typeHelp'))}
                required
              >
                {SERVICE_TYPES.map((type) => (
                  <MenuItem key={type} value={type}>
                    {t(`types.${type}`)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </Grid>
        <Grid size={12}>
          <FormTextArea
            control={form.control}
            name="description"
            label={t('offerings.description')}
            rows={2}
          />
        </Grid>
        {thirdWidthFields.map((field) => (
          <Grid key={field.name} size={{ xs: 12, sm: 4 }}>
            {field.kind === 'select' ? (
              <FormSelectField
                control={form.control}
                name={field.name}
                label={field.label}
                options={field.options}
                emptyValue={undefined}
                required
              />
            ) : field.kind === 'number' ? (
              <FormNumberField
                control={form.control}
                name={field.name}
                label={field.label}
                helperText={field.helperText}
                required={field.required}
                disabled={field.disabled}
              />
            ) : (
              <FormTextArea
                control={form.control}
                name={field.name}
                label={field.label}
                helperText={field.helperText}
                emptyAsNull
              />
            )}
          </Grid>
        ))}
        <Grid size={12}>
          <MultiSelectField
            control={form.control}
            name="expertIds"
            label={t('offerings.experts')}
            helperText={t('offerings.expertsHelp')}
            options={(experts.data ?? []).map((expert) => ({ value: expert.id, label: expert.name }))}
          />
        </Grid>
        {place === 'studio' && (
          <Grid size={12}>
            <MultiSelectField
              control={form.control}
              name="locationIds"
              label={t('offerings.locations')}
              helperText={t('offerings.locationsHelp')}
              options={(locations.data ?? []).map((location) => ({
                value: location.id,
                label: location.display,
              }))}
            />
          </Grid>
        )}
        <Grid size={12}>
          <Controller
            control={form.control}
            name="active"
            render={({ field }) => (
              <FormControlLabel
                control={
                  <Checkbox
                    checked={field.value ?? true}
                    onChange={(event) => field.onChange(event.target.checked)}
                  />
                }
                label={t('offerings.activeLabel')}
              />
            )}
          />
        </Grid>
      </Grid>
      <Stack direction="row" sx={{ gap: 2, mt: 2 }}>
        <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
          {offering ? t('offerings.save') : t('offerings.create')}
        </Button>
        <Button onClick={onCancel}>{t('actions.close')}</Button>
      </Stack>
    </Box>
  );
}
