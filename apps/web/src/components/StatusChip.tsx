import { SERVICE_STATUS_COLORS, type ServiceStatus } from '@bmp/shared';
import Chip from '@mui/material/Chip';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { statusChipColors } from './status-chip-colors.ts';

/** A session's status in SPEC.md section 4's colours (Requested primary, Confirmed success, ...). */
export function StatusChip({ status, size = 'small' }: { status: ServiceStatus; size?: 'small' | 'medium' }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const colors = statusChipColors(SERVICE_STATUS_COLORS[status], theme.palette);
  return (
    <Chip
      label={t(`status.${status}`)}
      size={size}
      data-status={status}
      sx={{ bgcolor: colors.background, color: colors.text, fontWeight: 600 }}
    />
  );
}
