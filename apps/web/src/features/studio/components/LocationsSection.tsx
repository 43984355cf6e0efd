import { toLocationOption } from '@bmp/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionsCell } from '../../../components/data-table/ActionsCell.tsx';
import { HeadRow } from '../../../components/data-table/HeadRow.tsx';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { SubmitBox } from '../../../components/SubmitBox.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useAllLocations, useMakeDefaultLocation, useSaveLocation } from '../api/studio-api.ts';
import { useFieldErrors } from './use-field-errors.ts';

/** The studio's locations: add one (city and state make the code state.city), deactivate, make default. */
export function LocationsSection() {
  const { t } = useTranslation('studio');
  const locations = useAllLocations();
  const save = useSaveLocation();
  const makeDefault = useMakeDefaultLocation();
  const errors = useFieldErrors();
  const [city, setCity] = useState('');
  const [state, setState] = useState('');
  const [address, setAddress] = useState('');
  const [notice, setNotice] = useState<string | null>(null);

  const add = async () => {
    errors.clear();
    setNotice(null);
    const option = toLocationOption(city.trim(), state.trim());
    try {
      await save.mutateAsync({ input: { ...option, address: address.trim() || null } });
      setCity('');
      setState('');
      setAddress('');
      setNotice(t('locations.added', { name: option.display }));
    } catch (error) {
      errors.fail(error);
    }
  };
  const cityError = errors.of('code') ?? errors.of('display');

  return (
    <SectionCard id="locations-title" title={t('locations.title')} intro={t('locations.intro')}>
      {notice && (
        <Alert severity="success" sx={{ my: 1 }} role="status">
          {notice}
        </Alert>
      )}
      {errors.general && !cityError && !errors.of('state') && (
        <Alert severity="error" sx={{ my: 1 }}>
          {errors.general}
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
      <SubmitBox onSubmit={add}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <TextField
            margin="normal"
            label={t('locations.city')}
            value={city}
            onChange={(event) => setCity(event.target.value)}
            error={Boolean(cityError)}
            helperText={cityError}
          />
          <TextField
            margin="normal"
            label={t('locations.state')}
            value={state}
            onChange={(event) => setState(event.target.value)}
            error={Boolean(errors.of('state'))}
            helperText={errors.of('state')}
          />
          <TextField
            margin="normal"
            label={t('locations.address')}
            value={address}
            onChange={(event) => setAddress(event.target.value)}
            error={Boolean(errors.of('address'))}
            helperText={errors.of('address')}
            sx={{ flex: 1 }}
          />
        </Stack>
        <Button type="submit" variant="outlined" disabled={save.isPending}>
          {t('locations.add')}
        </Button>
      </SubmitBox>
    </SectionCard>
  );
}
