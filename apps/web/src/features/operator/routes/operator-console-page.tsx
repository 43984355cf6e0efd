import type { OperatorStudio } from '@bmp/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../components/data-table/DataTable.tsx';
import { useListQuery } from '../../../components/data-table/use-list-query.ts';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { statusChipColors } from '../../../components/status-chip-colors.ts';
import { useFormat } from '../../../i18n/use-format.ts';
import { type StudioStatusFilter, useOperatorStudios } from '../api/operator.ts';
import { SuspensionDialog } from '../components/SuspensionDialog.tsx';

const STATUS_FILTERS: StudioStatusFilter[] = ['all', 'active', 'suspended'];

/**
 * /operator: the platform operator's console (docs/decisions/0062-platform-operator.md). Every studio
 * with its size, its last 30 days and its health, searchable, sortable and paged like the studio's own
 * lists; suspending and reactivating a studio with a reason. Counts only: no person's data.
 */
export function OperatorConsolePage() {
  const { t } = useTranslation('operator');
  const format = useFormat();
  const [query, setQuery] = useListQuery();
  const [status, setStatus] = useState<StudioStatusFilter>('all');
  const studios = useOperatorStudios(query, status);
  const [changing, setChanging] = useState<OperatorStudio | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const theme = useTheme();
  // The chips in the app's tonal colours, with text dark enough for 4.5:1 (as session statuses).
  const tonal = (color: 'success' | 'warning' | 'error') => {
    const colors = statusChipColors(color, theme.palette);
    return { bgcolor: colors.background, color: colors.text, fontWeight: 600 };
  };

  const columns: DataTableColumn<OperatorStudio>[] = [
    {
      field: 'name',
      header: t('columns.studio'),
      sortable: true,
      render: (studio) => (
        <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
          <span>{studio.name}</span>
          {studio.suspendedAt ? (
            <Tooltip title={studio.suspensionReason ?? ''}>
              <Chip size="small" sx={tonal('error')} label={t('status.suspended')} />
            </Tooltip>
          ) : null}
        </Stack>
      ),
    },
    {
      field: 'signedUpAt',
      header: t('columns.signedUp'),
      sortable: true,
      render: (studio) => format.date(studio.signedUpAt),
    },
    {
      field: 'people',
      header: t('columns.people'),
      sortable: true,
      render: (studio) =>
        t('people', {
          owners: format.number(studio.people.principal),
          admins: format.number(studio.people.admin),
          experts: format.number(studio.people.expert),
          members: format.number(studio.people.customer),
        }),
    },
    {
      field: 'sessions30d',
      header: t('columns.sessions'),
      sortable: true,
      align: 'right',
      render: (studio) => format.number(studio.sessions30d),
    },
    {
      field: 'revenue30d',
      header: t('columns.revenue'),
      sortable: true,
      align: 'right',
      render: (studio) => format.money(studio.revenue30dCents, studio.currency),
    },
    {
      field: 'problems',
      header: t('columns.health'),
      sortable: true,
      render: ({ health }) => {
        const problems = health.failedEmails + health.failedPayments + health.overdueJobs;
        return (
          <Chip
            size="small"
            sx={tonal(problems === 0 ? 'success' : 'warning')}
            label={
              problems === 0
                ? t('health.ok')
                : t('health.problems', {
                    emails: format.number(health.failedEmails),
                    payments: format.number(health.failedPayments),
                    jobs: format.number(health.overdueJobs),
                  })
            }
          />
        );
      },
    },
    {
      field: 'actions',
      header: t('columns.actions'),
      render: (studio) => (
        <Button
          size="small"
          color={studio.suspendedAt ? 'primary' : 'error'}
          onClick={() => {
            setDone(null);
            setChanging(studio);
          }}
          aria-label={t(studio.suspendedAt ? 'reactivate.button' : 'suspend.button', { name: studio.name })}
        >
          {t(studio.suspendedAt ? 'reactivate.short' : 'suspend.short')}
        </Button>
      ),
    },
  ];

  return (
    <>
      <Stack spacing={3}>
        <PageHeading title={t('title')}>{t('intro')}</PageHeading>
        {done ? (
          <Alert severity="success" onClose={() => setDone(null)}>
            {done}
          </Alert>
        ) : null}
        <Card variant="outlined">
          <DataTable
            label={t('title')}
            columns={columns}
            rows={studios.data?.items}
            total={studios.data?.total ?? 0}
            rowId={(studio) => studio.id}
            rowData={(studio) => ({ 'data-studio': studio.slug })}
            query={query}
            onQueryChange={setQuery}
            status={studios.status}
            fetching={studios.isFetching}
            onRetry={() => void studios.refetch()}
            actions={
              <Box>
                <ToggleButtonGroup
                  size="small"
                  exclusive
                  value={status}
                  aria-label={t('status.label')}
                  onChange={(_event, next: StudioStatusFilter | null) => {
                    if (!next) return;
                    setStatus(next);
                    setQuery({ ...query, page: 1 });
                  }}
                >
                  {STATUS_FILTERS.map((filter) => (
                    <ToggleButton key={filter} value={filter}>
                      {t(`status.${filter}`)}
                    </ToggleButton>
                  ))}
                </ToggleButtonGroup>
              </Box>
            }
          />
        </Card>
      </Stack>
      {changing ? (
        <SuspensionDialog
          studio={changing}
          onClose={() => setChanging(null)}
          onDone={(message) => {
            setChanging(null);
            setDone(message);
          }}
        />
      ) : null}
    </>
  );
}
