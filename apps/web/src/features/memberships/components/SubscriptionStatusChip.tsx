import type { InvoiceStatus, StatusColor, SubscriptionStatus } from '@bmp/shared';
import Chip from '@mui/material/Chip';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { statusChipColors } from '../../../components/status-chip-colors.ts';

const STATUS_COLORS: Record<SubscriptionStatus, StatusColor> = {
  pending: 'info',
  active: 'success',
  frozen: 'secondary',
  past_due: 'error',
  canceled: 'disabled',
  ended: 'disabled',
};

const INVOICE_COLORS: Record<InvoiceStatus, StatusColor> = {
  open: 'warning',
  paid: 'success',
  past_due: 'error',
  waived: 'secondary',
  void: 'disabled',
};

function TonalChip({ color, label, status }: { color: StatusColor; label: string; status: string }) {
  const theme = useTheme();
  const colors = statusChipColors(color, theme.palette);
  return (
    <Chip
      label={label}
      size="small"
      data-status={status}
      sx={{ bgcolor: colors.background, color: colors.text, fontWeight: 600 }}
    />
  );
}

/** A membership's status, a tonal chip with AA contrast like the other status chips. */
export function SubscriptionStatusChip({ status }: { status: SubscriptionStatus }) {
  const { t } = useTranslation('memberships');
  return <TonalChip color={STATUS_COLORS[status]} label={t(`status.${status}`)} status={status} />;
}

/** An invoice's status (open, paid, past due, waived, void). */
export function InvoiceStatusChip({ status }: { status: InvoiceStatus }) {
  const { t } = useTranslation('memberships');
  return <TonalChip color={INVOICE_COLORS[status]} label={t(`invoiceStatus.${status}`)} status={status} />;
}
