import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/data-table/DataTable.tsx';
import { useListQuery } from '../../../components/data-table/use-list-query.ts';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { PATHS } from '../../../config/paths.ts';
import { useFormat } from '../../../i18n/use-format.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useActiveLocations } from '../../studio/index.ts';
import { type BookableOffering, useOfferings, useSetOfferingActive } from '../api/booking.ts';
import { OfferingForm } from '../components/OfferingForm.tsx';

/** /admin/business/services: the catalog of offerings; add, edit, deactivate and reactivate. */
export function OfferingsPage() {
  const { t } = useTranslation('booking');
  const format = useFormat();
  const titleId = useId();
  const [query, setQuery] = useListQuery();
  // The location filter: offerings held there (listing it, or listing none: every location).
  const [locationId, setLocationId] = useState('');
  const locations = useActiveLocations();
  const offerings = useOfferings({
    page: query.page,
    pageSize: query.pageSize,
    q: query.q,
    ...(locationId ? { locationId } : {}),
  });
  const setActive = useSetOfferingActive();
  const [editing, setEditing] = useState<BookableOffering | 'new' | null>(null);
  const [error, setError] = useState<string | null>(null);

  const toggle = async (offering: BookableOffering) => {
    setError(null);
    try {
      await setActive.mutateAsync({ id: offering.id, active: !offering.active });
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };

  const columns: DataTableColumn<BookableOffering>[] = [
    { field: 'name', header: t('offerings.name'), render: (offering) => offering.name },
    {
      field: 'serviceType',
      header: t('fields.type'),
      render: (offering) => t(`types.${offering.serviceType}`),
    },
    {
      field: 'durationMinutes',
      header: t('fields.duration'),
      render: (offering) =>
        t('minutes', { count: offering.durationMinutes, formatted: format.number(offering.durationMinutes) }),
    },
    {
      field: 'credits',
      header: t('fields.credits'),
      render: (offering) =>
        `${format.number(offering.creditsNeeded)} · ${t(`common:categories.${offering.creditKind}`)}`,
    },
    {
      field: 'place',
      header: t('fields.place'),
      render: (offering) => t(`offerings.places.${offering.place}`),
    },
    {
      field: 'locations',
      header: t('offerings.locations'),
      render: (offering) =>
        offering.place !== 'studio'
          ? t('offerings.noLocation')
          : offering.locations.length > 0
            ? offering.locations
                .map((location) =>
                  location.active
                    ? location.display
                    : t('offerings.inactiveLocation', { name: location.display }),
                )
                .join(', ')
            : t('offerings.allLocations'),
    },
    {
      field: 'experts',
      header: t('offerings.experts'),
      render: (offering) =>
        offering.experts.length > 0
          ? offering.experts.map((expert) => expert.name).join(', ')
          : t('offerings.allExperts'),
    },
    {
      field: 'active',
      header: t('fields.status'),
      render: (offering) => (
        <Chip
          size="small"
          label={offering.active ? t('offerings.active') : t('offerings.inactive')}
          color={offering.active ? 'success' : 'default'}
          variant="outlined"
        />
      ),
    },
    {
      field: 'actions',
      header: t('admin.actions'),
      render: (offering) => (
        <Stack direction="row" sx={{ gap: 1 }}>
          <Button
            size="small"
            onClick={() => setEditing(offering)}
            aria-label={t('offerings.editOf', { name: offering.name })}
          >
            {t('offerings.edit')}
          </Button>
          <Button
            size="small"
            color={offering.active ? 'error' : 'success'}
            onClick={() => toggle(offering)}
            disabled={setActive.isPending}
            aria-label={
              offering.active
                ? t('offerings.deactivateOf', { name: offering.name })
                : t('offerings.activateOf', { name: offering.name })
            }
          >
            {offering.active ? t('offerings.deactivate') : t('offerings.activate')}
          </Button>
        </Stack>
      ),
    },
  ];

  return (
    <>
      <PageHeading title={t('offerings.title')}>{t('offerings.intro')}</PageHeading>
      <FormAlert>{error}</FormAlert>
      <Paper variant="outlined">
        <DataTable
          label={t('offerings.title')}
          columns={columns}
          rows={offerings.data?.items}
          total={offerings.data?.total ?? 0}
          rowId={(offering) => offering.id}
          query={query}
          onQueryChange={setQuery}
          status={offerings.status}
          fetching={offerings.isFetching && !offerings.isPending}
          onRetry={() => void offerings.refetch()}
          actions={
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
              <TextField
                select
                size="small"
                label={t('offerings.locationFilter')}
                value={locationId}
                onChange={(event) => {
                  setLocationId(event.target.value);
                  setQuery({ ...query, page: 1 });
                }}
                sx={{ minWidth: 200 }}
              >
                <MenuItem value="">{t('offerings.anyLocation')}</MenuItem>
                {(locations.data ?? []).map((location) => (
                  <MenuItem key={location.id} value={location.id}>
                    {location.display}
                  </MenuItem>
                ))}
              </TextField>
              <Button component={RouterLink} to={PATHS.adminBusinessAvailability}>
                {t('availability.staffLink')}
              </Button>
              <Button variant="contained" onClick={() => setEditing('new')}>
                {t('offerings.add')}
              </Button>
            </Stack>
          }
        />
      </Paper>
      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        aria-labelledby={titleId}
        fullWidth
        maxWidth="md"
      >
        <DialogTitle id={titleId}>
          {editing === 'new' ? t('offerings.addTitle') : t('offerings.editTitle')}
        </DialogTitle>
        <DialogContent>
          {editing !== null && (
            <OfferingForm
              offering={editing === 'new' ? undefined : editing}
              onSaved={() => setEditing(null)}
              onCancel={() => setEditing(null)}
            />
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}
