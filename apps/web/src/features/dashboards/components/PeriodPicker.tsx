import { DASHBOARD_PERIODS } from '@bmp/shared';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import type { PeriodQuery } from '../api/dashboards.ts';

/** Today, this week, this month or a custom range of days (studio time). */
export function PeriodPicker({
  value,
  onChange,
  errors,
}: {
  value: PeriodQuery;
  onChange: (next: PeriodQuery) => void;
  /** The server's messages for the custom days, shown on their fields. */
  errors?: Record<string, string[]> | undefined;
}) {
  const { t } = useTranslation('dashboards');
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2, alignItems: { md: 'center' }, mb: 3 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label={t('period.label')}
        value={value.period}
        onChange={(_, period) => period && onChange({ ...value, period })}
      >
        {DASHBOARD_PERIODS.map((period) => (
          <ToggleButton key={period} value={period}>
            {t(`period.${period}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {value.period === 'custom' && (
        <Stack direction="row" sx={{ gap: 2 }}>
          <TextField
            type="date"
            size="small"
            label={t('period.from')}
            value={value.from ?? ''}
            onChange={(event) => onChange({ ...value, from: event.target.value || undefined })}
            error={Boolean(errors?.from)}
            helperText={errors?.from?.[0]}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            type="date"
            size="small"
            label={t('period.to')}
            value={value.to ?? ''}
            onChange={(event) => onChange({ ...value, to: event.target.value || undefined })}
            error={Boolean(errors?.to)}
            helperText={errors?.to?.[0]}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Stack>
      )}
    </Stack>
  );
}
