import type { Service } from '@bmp/shared';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { StatusChip } from '../../../components/StatusChip.tsx';
import { useFormat } from '../../../i18n/use-format.ts';
import { creditsText, whenText } from './service-text.ts';

/** A member's sessions as a table: when, what, with whom, status and credits, each linking to its page. */
export function MemberServiceTable({ label, services }: { label: string; services: Service[] }) {
  const { t } = useTranslation('booking');
  const format = useFormat();
  return (
    <TableContainer>
      <Table aria-label={label} size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('fields.when')}</TableCell>
            <TableCell>{t('fields.offering')}</TableCell>
            <TableCell>{t('fields.expert')}</TableCell>
            <TableCell>{t('fields.status')}</TableCell>
            <TableCell>{t('fields.credits')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {services.map((service) => (
            <TableRow key={service.id} data-service-id={service.id}>
              <TableCell>
                <Link component={RouterLink} to={`/members/services/details/${service.id}`}>
                  {whenText(service, format)}
                </Link>
              </TableCell>
              <TableCell>{service.offering.name}</TableCell>
              <TableCell>{service.expert.name}</TableCell>
              <TableCell>
                <StatusChip status={service.status} />
              </TableCell>
              <TableCell>{creditsText(service, t, format)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
