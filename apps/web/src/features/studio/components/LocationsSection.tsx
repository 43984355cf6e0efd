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
import { ActionsCell } from '../../../components/data-table/ActionsCell.tsx';
import { HeadRow } from '../../../components/data-table/HeadRow.tsx';
import { FormTextArea } from '../../../components/FormFields.tsx';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { applyServerErrors, errorMessage } from '../../../lib/form-errors.ts';
import type { locationFormSchema } from '../../../lib/form-schemas.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { useAllLocations, useMakeDefaultLocation, useSaveLocation } from '../api/studio-api.ts';

const locationResolver = lazyZodResolver((shared) => shared.locationFormSchema);

type LocationForm = z.input<typeof locationFormSchema>;
const FIELDS = ['city', 'state', 'address'] as const;

/** The studio's locations: add one (city and state make the code state.city), deactivate, make default. */
export function LocationsSection() {
  const { t } = useTranslation('studio');
  const locations = useAllLocations();
  const save = useSaveLocation();
  const makeDefault = useMakeDefaultLocation();
  const form = useForm<LocationForm, unknown, z.output<typeof locationFormSchema>>({
    resolver: locationResolver,
    defaultValues: { city: '', state: '', address: '' },
  });
  const [general, setGeneral] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

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
              <TableCell>{location.address ?? ''}</TableCell>
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
        <Button type="submit" variant="outlined" disabled={save.isPending}>
          {t('locations.add')}
        </Button>
      </Box>
    </SectionCard>
  );
}
