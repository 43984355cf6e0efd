import type { Service } from '@bmp/shared';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { StatusChip } from '../../../components/StatusChip.tsx';
import { href, PATHS } from '../../../config/paths.ts';
import { useFormat } from '../../../i18n/use-format.ts';
import { creditsText, whenText } from './service-text.ts';

/**
 * A member's sessions: when, what, with whom, status and credits, each linking to its page. A table from
 * 600 px up; on a phone a list of cards, so the status and credits stay on screen instead of in a
 * table wider than it.
 */
export function MemberServiceTable({ label, services }: { label: string; services: Service[] }) {
  const { t } = useTranslation('booking');
  const format = useFormat();
  return (
    <>
      <Box
        component="ul"
        aria-label={label}
        sx={{
          display: { xs: 'flex', sm: 'none' },
          flexDirection: 'column',
          gap: 1,
          listStyle: 'none',
          p: 0,
          m: 0,
        }}
      >
        {services.map((service) => (
          <Box
            component="li"
            key={service.id}
            data-service-card={service.id}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
          >
            <Link component={RouterLink} to={href(PATHS.memberServiceDetails, { id: service.id })}>
              {whenText(service, format)}
            </Link>
            <Typography>{service.offering.name}</Typography>
            <Typography variant="body2" color="text.secondary">
              {service.expert.name}
            </Typography>
            <Stack direction="row" sx={{ gap: 1, mt: 0.5, alignItems: 'center', flexWrap: 'wrap' }}>
              <StatusChip status={service.status} />
              <Typography variant="body2">{creditsText(service, t, format)}</Typography>
            </Stack>
          </Box>
        ))}
      </Box>
      <TableContainer sx={{ display: { xs: 'none', sm: 'block' } }}>
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
                  <Link component={RouterLink} to={href(PATHS.memberServiceDetails, { id: service.id })}>
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
    </>
  );
}
