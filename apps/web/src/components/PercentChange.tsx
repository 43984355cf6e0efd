import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { changeTrend } from '../i18n/format.ts';
import { useFormat } from '../i18n/use-format.ts';
import { ensureContrast } from '../lib/color.ts';

/** A percentage change: "+12.5%" in green for increases, "-3%" in red for decreases (SPEC.md section 9). */
export function PercentChange({ value }: { value: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const theme = useTheme();
  const trend = changeTrend(value);
  const text = format.percentChange(value);
  const main =
    trend === 'up'
      ? theme.palette.success.main
      : trend === 'down'
        ? theme.palette.error.main
        : theme.palette.text.secondary;
  const color = main.startsWith('#') ? ensureContrast(main, theme.palette.background.paper) : main;
  const spoken =
    trend === 'up'
      ? t('kpi.increase', { value: text })
      : trend === 'down'
        ? t('kpi.decrease', { value: text })
        : t('kpi.noChange');
  return (
    <Box
      component="span"
      aria-label={spoken}
      role="img"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.25,
        color,
        fontWeight: 600,
        direction: 'ltr',
        unicodeBidi: 'isolate',
      }}
    >
      {trend === 'up' && <ArrowUpward sx={{ fontSize: '1em' }} aria-hidden />}
      {trend === 'down' && <ArrowDownward sx={{ fontSize: '1em' }} aria-hidden />}
      <span aria-hidden>{text}</span>
    </Box>
  );
}
