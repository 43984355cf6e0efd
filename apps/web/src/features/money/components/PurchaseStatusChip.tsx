import type { PurchaseStatus } from '@bmp/shared';
import Chip from '@mui/material/Chip';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { statusChipColors } from '../../../components/status-chip-colors.ts';
import { PURCHASE_STATUS_COLORS } from '../lib/purchase-status.ts';

/** A purchase's status as a tonal chip with AA contrast (the session StatusChip's colours). */
export function PurchaseStatusChip({ status }: { status: PurchaseStatus }) {
  const { t } = useTranslation('money');
  const theme = useTheme();
  const colors = statusChipColors(PURCHASE_STATUS_COLORS[status], theme.palette);
  return (
    <Chip
      label={t(`purchaseStatus.${status}`)}
      size="small"
      data-status={status}
      sx={{ bgcolor: colors.background, color: colors.text, fontWeight: 600 }}
    />
  );
}
