import { GROUP_KINDS, type Group } from '@bmp/shared';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/data-table/DataTable.tsx';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { href, PATHS } from '../../../config/paths.ts';
import { useFormat } from '../../../i18n/use-format.ts';
import { useExperts } from '../../studio/index.ts';
import { useGroups } from '../api/groups.ts';

/** /admin/group: every group with its next occurrence and fill rate, filtered by kind, expert and location. */
export function AdminGroupsPage() {
  const { t } = useTranslation('groups');
  const format = useFormat();
  const [kind, setKind] = useState('');
  const [expertId, setExpertId] = useState('');
  const [locationId, setLocationId] = useState('');
  const groups = useGroups({ kind, expertId, locationId });
  const experts = useExperts();
  const locations = new Map(
    (groups.data ?? []).flatMap((group) =>
      group.location ? [[group.location.id, group.location.display]] : [],
    ),
  );

  const columns: DataTableColumn<Group>[] = [
    {
      field: 'name',
      header: t('fields.name'),
      render: (group) => (
        <RouterLink to={href(PATHS.adminGroupDetails, { id: group.id })}>{group.name}</RouterLink>
      ),
    },
    { field: 'kind', header: t('fields.kind'), render: (group) => t(`kinds.${group.kind}`) },
    { field: 'expert', header: t('fields.expert'), render: (group) => group.expert.name },
    { field: 'location', header: t('fields.location'), render: (group) => group.location?.display ?? '—' },
    {
      field: 'next',
      header: t('list.next'),
      render: (group) =>
        group.nextOccurrence
          ? format.studioDateTime(group.nextOccurrence.startsAt, group.timeZone)
          : t('list.noNext'),
    },
    {
      field: 'fillRate',
      header: t('list.fillRate'),
      render: (group) => format.number(group.fillRate, { style: 'percent' }),
    },
  ];

  return (
    <>
      <PageHeading title={t('list.title')}>{t('list.intro')}</PageHeading>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, mb: 2, alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label={t('fields.kind')}
          value={kind}
          onChange={(e) => setKind(e.target.value)}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">{t('list.all')}</MenuItem>
          {GROUP_KINDS.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`kinds.${value}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('fields.expert')}
          value={expertId}
          onChange={(e) => setExpertId(e.target.value)}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">{t('list.all')}</MenuItem>
          {(experts.data ?? []).map((expert) => (
            <MenuItem key={expert.id} value={expert.id}>
              {expert.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('fields.location')}
          value={locationId}
          onChange={(e) => setLocationId(e.target.value)}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">{t('list.all')}</MenuItem>
          {[...locations].map(([value, display]) => (
            <MenuItem key={value} value={value}>
              {display}
            </MenuItem>
          ))}
        </TextField>
        <Button
          component={RouterLink}
          to={PATHS.adminGroupNew}
          variant="contained"
          sx={{ marginInlineStart: 'auto' }}
        >
          {t('list.new')}
        </Button>
      </Stack>
      <Paper variant="outlined">
        <DataTable<Group>
          label={t('list.title')}
          columns={columns}
          rows={groups.data}
          rowId={(group) => group.id}
          status={groups.status}
          fetching={groups.isFetching && !groups.isPending}
          onRetry={() => void groups.refetch()}
          emptyText={t('list.empty')}
        />
      </Paper>
    </>
  );
}
