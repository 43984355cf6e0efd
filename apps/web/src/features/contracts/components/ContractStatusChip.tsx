import type { ContractStatus, StatusColor } from '@bmp/shared';
import Chip from '@mui/material/Chip';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { statusChipColors } from '../../../components/status-chip-colors.ts';

const COLORS: Record<ContractStatus, StatusColor> = {
  draft: 'disabled',
  sent: 'primary',
  viewed: 'info',
  countersign: 'warning',
  signed: 'success',
  declined: 'error',
  voided: 'error',
  expired: 'disabled',
  excused: 'secondary',
};

/**
 * A contract's status, a tonal chip with AA contrast like the others. Staff read sent and viewed
 * apart; the signer reads both as "To sign" (`for="signer"`).
 */
export function ContractStatusChip({
  status,
  for: reader = 'staff',
}: {
  status: ContractStatus;
  for?: 'staff' | 'signer';
}) {
  const { t } = useTranslation('contracts');
  const theme = useTheme();
  const colors = statusChipColors(COLORS[status], theme.palette);
  return (
    <Chip
      label={reader === 'signer' ? t(`sign.status.${status}`) : t(`status.${status}`)}
      size="small"
      data-status={status}
      sx={{ bgcolor: colors.background, color: colors.text, fontWeight: 600 }}
    />
  );
}
