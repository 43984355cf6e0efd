import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DialogForm } from '../../../components/DialogForm.tsx';
import { ActionsCell } from '../../../components/data-table/ActionsCell.tsx';
import { HeadRow } from '../../../components/data-table/HeadRow.tsx';
import { FormTextArea } from '../../../components/FormFields.tsx';
import { PointField } from '../../../components/map/PointField.tsx';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { applyServerErrors, errorMessage } from '../../../lib/form-errors.ts';
import type { locationFormSchema, locationPatchSchema } from '../../../lib/form-schemas.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { useFormSave } from '../../../lib/use-form-save.ts';
import {
  type StudioLocation,
  useAllLocations,
  useMakeDefaultLocation,
  useSaveLocation,
} from '../api/studio-api.ts';

const locationResolver = lazyZodResolver((shared) => shared.locationFormSchema);
const pointResolver = lazyZodResolver((shared) => shared.locationPatchSchema);

type LocationForm = z.input<typeof locationFormSchema>;
const FIELDS = ['city', 'state', 'address', 'latitude', 'longitude'] as const;
const POINT_FIELDS = ['latitude', 'longitude'] as const;

/** A location's point, as numbers people can check against a map ("34.0195, -118.4912"). */
const pointText = (location: StudioLocation) =>
  location.latitude !== null && location.longitude !== null
    ? `${location.latitude}, ${location.longitude}`
    : null;

/** Places a location on the map, or moves or clears its pin (decision 0060). */
function LocationPointDialog({ location, onClose }: { location: StudioLocation; onClose: () => void }) {
  const { t } = useTranslation('studio');
  const save = useSaveLocation();
  type PointInput = z.input<typeof locationPatchSchema>;
  const form = useForm<PointInput, unknown, z.output<typeof locationPatchSchema>>({
    resolver: pointResolver,
    defaultValues: { latitude: location.latitude, longitude: location.longitude },
  });
  const { onSubmit, generalError } = useFormSave(
    form,
    async ({ latitude, longitude }) => {
      await save.mutateAsync({
        id: location.id,
        input: { latitude: latitude ?? null, longitude: longitude ?? null },
      });
      onClose();
    },
    POINT_FIELDS,
    t('locations.pointSaved', { name: location.display }),
  );
  return (
    <DialogForm
      title={t('locations.pointTitle', { name: location.display })}
      submitLabel={t('locations.savePoint')}
      closeLabel={t('locations.cancel')}
      submitting={form.formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
      onInput={pointResolver.preload}
      maxWidth="md"
    >
      {generalError && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {generalError}
        </Alert>
      )}
      <PointField
        control={form.control}
        latitudeName="latitude"
        longitudeName="longitude"
        pinLabel={location.display}
        kind="base"
      />
    </DialogForm>
  );
}

/** The studio's locations: add one (city and state make the code state.city), deactivate, make default. */
export function LocationsSection() {
  const { t } = useTranslation('studio');
  const locations = useAllLocations();
  const save = useSaveLocation();
  const makeDefault = useMakeDefaultLocation();
  const form = useForm<LocationForm, unknown, z.output<typeof locationFormSchema>>({
    resolver: locationResolver,
    defaultValues: { city: '', state: '', address: '', latitude: null, longitude: null },
  });
  const [general, setGeneral] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [placing, setPlacing] = useState<StudioLocation | null>(null);

  const add = form.handleSubmit(async (input) => {
    setGeneral(null);
    setNotice(null);
    try {
      await save.mutateAsync({ input });
      form.reset();
      setNotice(t('locations.added', { name: input.display }));
    } catch (error) {
      setGeneral(applyServerErrors(error, form.setError, FIELDS, { code: 'city', display: 'city' }));
    }
  });

  return (
    <SectionCard id="locations-title" title={t('locations.title')} intro={t('locations.intro')}>
      {notice && (
        <Alert severity="success" sx={{ my: 1 }} role="status">
          {notice}
        </Alert>
      )}
      {general && (
        <Alert severity="error" sx={{ my: 1 }}>
          {general}
        </Alert>
      )}
      <Table size="small" aria-labelledby="locations-title" sx={{ my: 2 }}>
        <HeadRow
          titles={[
            t('locations.name'),
            t('locations.code'),
            t('locations.address'),
            t('locations.status'),
            t('actions'),
          ]}
        />
        <TableBody>
          {(locations.data ?? []).map((location) => (
            <TableRow key={location.id}>
              <TableCell>{location.display}</TableCell>
              <TableCell>
                <bdi dir="ltr">{location.code}</bdi>
              </TableCell>
              <TableCell>
                {location.address ?? ''}
                {pointText(location) && (
                  <Typography variant="body2" color="text.secondary">
                    <bdi dir="ltr">{pointText(location)}</bdi>
                  </Typography>
                )}
              </TableCell>
              <TableCell>
                <Stack direction="row" spacing={1}>
                  <Chip
                    size="small"
                    color={location.active ? 'success' : 'default'}
                    label={location.active ? t('locations.active') : t('locations.inactive')}
                  />
                  {location.isDefault && <Chip size="small" color="primary" label={t('locations.default')} />}
                </Stack>
              </TableCell>
              <ActionsCell>
                <Button
                  size="small"
                  onClick={() => setPlacing(location)}
                  aria-label={t('locations.placeNamed', { name: location.display })}
                >
                  {t('locations.place')}
                </Button>
                {!location.isDefault && (
                  <Button
                    size="small"
                    onClick={() =>
                      void save
                        .mutateAsync({ id: location.id, input: { active: !location.active } })
                        .catch((error: unknown) => setNotice(errorMessage(error)))
                    }
                    aria-label={t(location.active ? 'locations.deactivateNamed' : 'locations.activateNamed', {
                      name: location.display,
                    })}
                  >
                    {location.active ? t('locations.deactivate') : t('locations.activate')}
                  </Button>
                )}
                {!location.isDefault && location.active && (
                  <Button
                    size="small"
                    onClick={() => void makeDefault.mutateAsync(location.id)}
                    aria-label={t('locations.makeDefaultNamed', { name: location.display })}
                  >
                    {t('locations.makeDefault')}
                  </Button>
                )}
              </ActionsCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography variant="subtitle1" component="h3">
        {t('locations.addTitle')}
      </Typography>
      <Box component="form" noValidate onSubmit={add} onInput={locationResolver.preload}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          {(['city', 'state', 'address'] as const).map((name) => (
            <FormTextArea
              key={name}
              control={form.control}
              name={name}
              label={t(`locations.${name}`)}
              fullWidth={false}
              sx={name === 'address' ? { flex: 1 } : undefined}
            />
          ))}
        </Stack>
        <PointField
          control={form.control}
          latitudeName="latitude"
          longitudeName="longitude"
          pinLabel={t('locations.newPin')}
          kind="base"
        />
        <Button type="submit" variant="outlined" disabled={save.isPending} sx={{ mt: 2 }}>
          {t('locations.add')}
        </Button>
      </Box>
      {placing && <LocationPointDialog location={placing} onClose={() => setPlacing(null)} />}
    </SectionCard>
  );
}
