import type { StudioExport } from '@bmp/shared';
import Download from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/use-format.ts';
import { apiHref } from '../../../lib/api-client.ts';

const STATUS_COLOR = {
  queued: 'default',
  running: 'info',
  done: 'success',
  failed: 'error',
} as const;

/** One export: when and by whom, its status, its progress while it is built, its download once done. */
function ExportRow({ item }: { item: StudioExport }) {
  const { t } = useTranslation('studioExport');
  const format = useFormat();
  const building = item.status === 'queued' || item.status === 'running';
  const status = item.expired ? t('status.expired') : t(`status.${item.status}`);
  const label = t('exportOf', { date: format.studioDateTime(item.createdAt) });
  return (
    <Box
      component="li"
      sx={{ listStyle: 'none', py: 2, borderBottom: 1, borderColor: 'divider' }}
      aria-label={label}
    >
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 500 }}>{label}</Typography>
        <Chip size="small" color={item.expired ? 'default' : STATUS_COLOR[item.status]} label={status} />
        {item.includeBankNumbers && <Chip size="small" variant="outlined" label={t('withBankNumbers')} />}
      </Stack>
      {item.requestedBy && (
        <Typography variant="body2" color="text.secondary">
          {t('requestedBy', { name: item.requestedBy })}
        </Typography>
      )}
      {building && (
        <Box sx={{ mt: 1 }} role="status">
          <LinearProgress
            variant={item.status === 'queued' ? 'indeterminate' : 'determinate'}
            value={item.progress}
            aria-label={t('progressLabel')}
          />
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            {item.status === 'queued'
              ? t('waiting')
              : t('writing', {
                  percent: format.number(item.progress / 100, { style: 'percent' }),
                  step: item.step ? t(`steps.${item.step}`, { defaultValue: item.step }) : '',
                })}
          </Typography>
        </Box>
      )}
      {item.status === 'done' && !item.expired && (
        <Stack direction="row" sx={{ mt: 1, gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            startIcon={<Download />}
            href={apiHref('/api/studio-exports/{id}/download', { path: { id: item.id } })}
            download
          >
            {t('download')}
          </Button>
          <Typography variant="body2" color="text.secondary">
            {t('keptUntil', {
              date: format.studioDateTime(item.expiresAt),
              size: format.number((item.archiveBytes ?? 0) / 1_000_000, { maximumFractionDigits: 1 }),
            })}
          </Typography>
        </Stack>
      )}
      {item.expired && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('expiredHelp')}
        </Typography>
      )}
      {item.status === 'failed' && (
        <Typography variant="body2" color="error" sx={{ mt: 1 }}>
          {item.error ?? t('status.failed')}
        </Typography>
      )}
    </Box>
  );
}

export function ExportList({ items }: { items: StudioExport[] }) {
  return (
    <Box component="ul" sx={{ p: 0, m: 0 }}>
      {items.map((item) => (
        <ExportRow key={item.id} item={item} />
      ))}
    </Box>
  );
}
