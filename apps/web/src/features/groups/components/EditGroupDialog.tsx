import {
  type GroupDetails,
  type GroupUpdateInput,
  type groupUpdateSchema,
  SERVICE_CATEGORIES,
} from '@bmp/shared';
import Grid from '@mui/material/Grid';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { FormNumberField, FormSelectField, FormTextArea } from '../../../components/FormFields.tsx';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { useSnackbar } from '../../../lib/use-snackbar.ts';
import { useActiveLocations, useExperts } from '../../studio/index.ts';
import { useUpdateGroup } from '../api/groups.ts';
import { GroupFormDialog } from './GroupFormDialog.tsx';

const updateResolver = lazyZodResolver((schemas) => schemas.groupUpdateSchema);

const FIELDS = [
  'name',
  'description',
  'capacity',
  'waitlistLimit',
  'expertId',
  'locationId',
  'creditKind',
  'credits',
  'price',
] as const;

/**
 * Staff change a group's details. The schedule stays (occurrences are changed one by one); a new
 * capacity and expert apply to the upcoming occurrences, new credits and price to new joins.
 */
export function EditGroupDialog({ group, onClose }: { group: GroupDetails; onClose: () => void }) {
  const { t } = useTranslation('groups');
  const snackbar = useSnackbar();
  const update = useUpdateGroup(group.id);
  const experts = useExperts();
  const locations = useActiveLocations();
  const [general, setGeneral] = useState<string | null>(null);
  const form = useForm<GroupUpdateInput, unknown, z.output<typeof groupUpdateSchema>>({
    resolver: updateResolver,
    defaultValues: {
      name: group.name,
      description: group.description,
      capacity: group.capacity,
      waitlistLimit: group.waitlistLimit,
      expertId: group.expert.id,
      locationId: group.location?.id ?? null,
      creditKind: group.creditKind,
      credits: group.credits,
      price: group.priceCents === null ? null : (group.priceCents / 100).toFixed(2),
    },
  });

  const onSubmit = form.handleSubmit(async () => {
    setGeneral(null);
    try {
      // The typed values go as typed: the API reads the price the same way the form's schema did.
      const values = form.getValues();
      await update.mutateAsync(values);
      snackbar.saved(t('edit.saved', { name: values.name ?? group.name }));
      onClose();
    } catch (error) {
      setGeneral(applyServerErrors(error, form.setError, FIELDS));
    }
  });

  // The group's own location stays choosable even when it was deactivated since.
  const places = [
    ...(locations.data ?? []).map((place) => ({ value: place.id, label: place.display })),
    ...(group.location && !(locations.data ?? []).some((place) => place.id === group.location?.id)
      ? [{ value: group.location.id, label: group.location.display }]
      : []),
  ];

  return (
    <GroupFormDialog
      title={t('edit.title', { name: group.name })}
      submitLabel={t('edit.save')}
      submitting={form.formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
      onInput={updateResolver.preload}
    >
      <FormAlert>{general}</FormAlert>
      <FormTextArea control={form.control} name="name" label={t('fields.name')} required />
      <FormTextArea control={form.control} name="description" label={t('fields.description')} rows={2} />
      <Grid container columnSpacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormNumberField control={form.control} name="capacity" label={t('fields.capacity')} required />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormNumberField control={form.control} name="waitlistLimit" label={t('fields.waitlistLimit')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormSelectField
            control={form.control}
            name="expertId"
            label={t('fields.expert')}
            emptyValue={undefined}
            options={(experts.data ?? []).map((expert) => ({ value: expert.id, label: expert.name }))}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormSelectField
            control={form.control}
            name="locationId"
            label={t('fields.location')}
            options={[{ value: '', label: t('fields.noLocation') }, ...places]}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormSelectField
            control={form.control}
            name="creditKind"
            label={t('fields.creditKind')}
            options={[
              { value: '', label: t('fields.noCreditKind') },
              ...SERVICE_CATEGORIES.map((kind) => ({ value: kind, label: t(`common:categories.${kind}`) })),
            ]}
          />
        </Grid>
        <Grid size={{ xs: 6, sm: 4 }}>
          <FormNumberField control={form.control} name="credits" label={t('fields.credits')} />
        </Grid>
        <Grid size={{ xs: 6, sm: 4 }}>
          <FormTextArea control={form.control} name="price" label={t('fields.price')} emptyAsNull />
        </Grid>
      </Grid>
    </GroupFormDialog>
  );
}
