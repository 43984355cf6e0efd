import { ACCESS, type Client } from '@bmp/shared';
import Card from '@mui/material/Card';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../components/data-table/DataTable.tsx';
import { useListQuery } from '../../../components/data-table/use-list-query.ts';
import { type Notice, NoticeAlert } from '../../../components/NoticeAlert.tsx';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useCan } from '../../auth/index.ts';
import { useAssignPrimaryExpert, useClients, useExperts } from '../api/studio-api.ts';

/** /admin/business/clients: staff see every client and assign a primary expert; an expert their own. */
export function ClientsPage() {
  const { t } = useTranslation('studio');
  const staff = useCan(ACCESS.staff);
  const [query, setQuery] = useListQuery();
  const clients = useClients(query);
  const experts = useExperts(staff);
  const [notice, setNotice] = useState<Notice | null>(null);
  const assign = useAssignPrimaryExpert();

  const columns: DataTableColumn<Client>[] = [
    { field: 'fullName', header: t('clients.name'), render: (client) => client.fullName },
    { field: 'email', header: t('clients.email'), render: (client) => <bdi>{client.email}</bdi> },
    { field: 'phone', header: t('clients.phone'), render: (client) => client.phone ?? '—' },
    {
      field: 'primaryExpert',
      header: t('clients.primaryExpert'),
      render: (client) =>
        staff ? (
          <TextField
            select
            size="small"
            label={t('clients.primaryExpertOf', { name: client.fullName })}
            value={client.primaryExpert?.id ?? ''}
            sx={{ minWidth: 200 }}
            onChange={(event) => {
              setNotice(null);
              void assign
                .mutateAsync({ id: client.id, expertId: event.target.value || null })
                .then(() =>
                  setNotice({ severity: 'success', text: t('clients.assigned', { name: client.fullName }) }),
                )
                .catch((error: unknown) => setNotice({ severity: 'error', text: errorMessage(error) }));
            }}
          >
            <MenuItem value="">{t('clients.noPrimaryExpert')}</MenuItem>
            {(experts.data ?? []).map((expert) => (
              <MenuItem key={expert.id} value={expert.id}>
                {expert.name}
              </MenuItem>
            ))}
          </TextField>
        ) : (
          (client.primaryExpert?.name ?? '—')
        ),
    },
  ];

  return (
    <Stack spacing={3}>
      <PageHeading title={t('clients.title')}>
        {staff ? t('clients.introStaff') : t('clients.introExpert')}
      </PageHeading>
      <NoticeAlert notice={notice} onClose={() => setNotice(null)} />
      <Card variant="outlined">
        <DataTable
          label={t('clients.title')}
          columns={columns}
          rows={clients.data?.items}
          total={clients.data?.total ?? 0}
          rowId={(client) => client.id}
          query={query}
          onQueryChange={setQuery}
          status={clients.status}
          fetching={clients.isFetching}
          onRetry={() => void clients.refetch()}
        />
      </Card>
    </Stack>
  );
}
