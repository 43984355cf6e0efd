import { GROUP_KINDS } from '@bmp/shared';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { href, PATHS } from '../../../config/paths.ts';
import { useFormat } from '../../../i18n/use-format.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
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
      {groups.isError && <FormAlert>{errorMessage(groups.error)}</FormAlert>}
      <Paper variant="outlined">
        <Table aria-label={t('list.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('fields.name')}</TableCell>
              <TableCell>{t('fields.kind')}</TableCell>
              <TableCell>{t('fields.expert')}</TableCell>
              <TableCell>{t('fields.location')}</TableCell>
              <TableCell>{t('list.next')}</TableCell>
              <TableCell>{t('list.fillRate')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(groups.data ?? []).map((group) => (
              <TableRow key={group.id}>
                <TableCell>
                  <RouterLink to={href(PATHS.adminGroupDetails, { id: group.id })}>{group.name}</RouterLink>
                </TableCell>
                <TableCell>{t(`kinds.${group.kind}`)}</TableCell>
                <TableCell>{group.expert.name}</TableCell>
                <TableCell>{group.location?.display ?? '—'}</TableCell>
                <TableCell>
                  {group.nextOccurrence
                    ? format.studioDateTime(group.nextOccurrence.startsAt, group.timeZone)
                    : t('list.noNext')}
                </TableCell>
                <TableCell>{format.number(group.fillRate, { style: 'percent' })}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {groups.data?.length === 0 && (
          <Typography sx={{ p: 2 }} color="text.secondary">
            {t('list.empty')}
          </Typography>
        )}
      </Paper>
    </>
  );
}
