import type { StatusColor, WaiverState } from '@bmp/shared';
import Chip from '@mui/material/Chip';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { statusChipColors } from '../../../components/status-chip-colors.ts';

const COLORS: Record<WaiverState, StatusColor> = {
  not_required: 'disabled',
  signed: 'success',
  on_paper: 'success',
  excused: 'secondary',
  pending: 'primary',
  unsigned: 'warning',
};

/** A person's waiver state (signed, on paper, excused, waiting, not signed) as a tonal chip. */
export function WaiverStateChip({ state }: { state: WaiverState }) {
  const { t } = useTranslation('contracts');
  const theme = useTheme();
  const colors = statusChipColors(COLORS[state], theme.palette);
  return (
    <Chip
      label={t(`waiver.states.${state}`)}
      size="small"
      data-waiver={state}
      sx={{ bgcolor: colors.background, color: colors.text, fontWeight: 600 }}
    />
  );
}
