import { useTheme } from '@mui/material/styles';
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
  const rtl = useTheme().direction === 'rtl';
  return (
    <SlimBarChart
      rtl={rtl}
      label={label}
      bands={data.map((row) => row.month)}
      values={data.map((row) => row.sessions)}
    />
  );
}
