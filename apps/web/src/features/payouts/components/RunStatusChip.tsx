import type { PayoutRunStatus } from '@bmp/shared';
import Chip from '@mui/material/Chip';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { statusChipColors } from '../../../components/status-chip-colors.ts';
import { RUN_STATUS_COLORS } from '../lib/run-text.ts';

/** A payout run's status as a tonal chip: Draft, Approved, Paid or Voided. */
export function RunStatusChip({ status }: { status: PayoutRunStatus }) {
  const { t } = useTranslation('payouts');
  const theme = useTheme();
  const colors = statusChipColors(RUN_STATUS_COLORS[status], theme.palette);
  return (
    <Chip
      size="small"
      label={t(`statuses.${status}`)}
      data-status={status}
      sx={{ bgcolor: colors.background, color: colors.text, fontWeight: 600 }}
    />
  );
}
