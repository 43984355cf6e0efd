import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/data-table/DataTable.tsx';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { href, PATHS } from '../../../config/paths.ts';
import { useFormat } from '../../../i18n/use-format.ts';
import { useProviderClients } from '../api/dashboards.ts';

/** One row of the expert's clients. */
type ClientRow = NonNullable<ReturnType<typeof useProviderClients>['data']>['items'][number];

/** /admin/provider/dashboard: the expert's clients with last and next session, credits and medical flag. */
export function ProviderClientsPage() {
  const { t } = useTranslation('dashboards');
  const format = useFormat();
  const clients = useProviderClients();
  const { data } = clients;
  const when = (value: string | null) => (value && data ? format.studioDateTime(value, data.timeZone) : '–');
  const columns: DataTableColumn<ClientRow>[] = [
    {
      field: 'client',
      header: t('provider.client'),
      render: (client) => (
        <Link component={RouterLink} to={href(PATHS.providerClient, { id: client.customerId })}>
          {client.fullName}
        </Link>
      ),
    },
    { field: 'last', header: t('provider.last'), render: (client) => when(client.lastSession) },
    { field: 'next', header: t('provider.next'), render: (client) => when(client.nextSession) },
    {
      field: 'credits',
      header: t('provider.credits'),
      align: 'right',
      render: (client) => format.number(client.creditsLeft),
    },
    {
      field: 'medical',
      header: t('provider.medical'),
      render: (client) =>
        client.medicalFlag && <Chip size="small" color="warning" label={t('provider.medicalYes')} />,
    },
  ];
  return (
    <>
      <PageHeading title={t('provider.title')} />
      <Card>
        <DataTable<ClientRow>
          label={t('provider.title')}
          size="small"
          columns={columns}
          rows={data?.items}
          rowId={(client) => client.customerId}
          status={clients.status}
          onRetry={() => void clients.refetch()}
          emptyText={t('provider.none')}
        />
      </Card>
    </>
  );
}
