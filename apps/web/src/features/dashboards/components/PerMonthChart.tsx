import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { SlimBarChart } from './SlimBarChart.tsx';

// Loaded on its own (React.lazy): only the client page draws it.

/** Sessions per month as bars; mirrored right to left. */
export function PerMonthChart({
  data,
  label,
}: {
  data: { month: string; sessions: number }[];
  label: string;
}) {
  const { t } = useTranslation('dashboards');
  const rtl = useTheme().direction === 'rtl';
  return (
    <SlimBarChart
      rtl={rtl}
      label={label}
      empty={t('none')}
      bands={data.map((row) => row.month)}
      values={data.map((row) => row.sessions)}
    />
  );
}
