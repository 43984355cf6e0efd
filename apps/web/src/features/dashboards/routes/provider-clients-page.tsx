import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { QueryState } from '../../../components/QueryState.tsx';
import { href, PATHS } from '../../../config/paths.ts';
import { useFormat } from '../../../i18n/use-format.ts';
import { useProviderClients } from '../api/dashboards.ts';

/** /admin/provider/dashboard: the expert's clients with last and next session, credits and medical flag. */
export function ProviderClientsPage() {
  const { t } = useTranslation('dashboards');
  const format = useFormat();
  const clients = useProviderClients();
  const { data } = clients;
  const when = (value: string | null) => (value && data ? format.studioDateTime(value, data.timeZone) : '–');
  return (
    <>
      <PageHeading title={t('provider.title')} />
      <QueryState
        query={clients}
        errorText={t('loadError')}
        isEmpty={data?.items.length === 0}
        empty={t('provider.none')}
      />
      {data && data.items.length > 0 && (
        <Card>
          <TableContainer>
            <Table size="small" aria-label={t('provider.title')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('provider.client')}</TableCell>
                  <TableCell>{t('provider.last')}</TableCell>
                  <TableCell>{t('provider.next')}</TableCell>
                  <TableCell align="right">{t('provider.credits')}</TableCell>
                  <TableCell>{t('provider.medical')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.items.map((client) => (
                  <TableRow key={client.customerId}>
                    <TableCell>
                      <Link component={RouterLink} to={href(PATHS.providerClient, { id: client.customerId })}>
                        {client.fullName}
                      </Link>
                    </TableCell>
                    <TableCell>{when(client.lastSession)}</TableCell>
                    <TableCell>{when(client.nextSession)}</TableCell>
                    <TableCell align="right">{format.number(client.creditsLeft)}</TableCell>
                    <TableCell>
                      {client.medicalFlag && (
                        <Chip size="small" color="warning" label={t('provider.medicalYes')} />
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </Card>
      )}
    </>
  );
}
