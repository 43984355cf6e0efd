import type { Service } from '@bmp/shared';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/data-table/DataTable.tsx';
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
  const columns: DataTableColumn<Service>[] = [
    {
      field: 'when',
      header: t('fields.when'),
      render: (service) => (
        <Link component={RouterLink} to={href(PATHS.memberServiceDetails, { id: service.id })}>
          {whenText(service, format)}
        </Link>
      ),
    },
    { field: 'offering', header: t('fields.offering'), render: (service) => service.offering.name },
    { field: 'expert', header: t('fields.expert'), render: (service) => service.expert.name },
    {
      field: 'status',
      header: t('fields.status'),
      render: (service) => <StatusChip status={service.status} />,
    },
    { field: 'credits', header: t('fields.credits'), render: (service) => creditsText(service, t, format) },
  ];
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
      <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
        <DataTable
          label={label}
          size="small"
          columns={columns}
          rows={services}
          rowId={(service) => service.id}
          rowData={(service) => ({ 'data-service-id': service.id })}
          status="success"
        />
      </Box>
    </>
  );
}
