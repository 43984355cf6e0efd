import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsContainer } from '@mui/x-charts/ChartsContainer';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import type { XAxis, YAxis } from '@mui/x-charts/models';

// MUI X Charts composed from its parts (bars and two axes), not the full BarChart: without its
// tooltip, legend, grid and overlay components the chunk is about 10 KB smaller (brotli).

export function SlimBarChart({
  label,
  values,
  bands,
  horizontal = false,
  rtl,
  bandWidth = 40,
  max,
}: {
  label: string;
  values: number[];
  bands: string[];
  horizontal?: boolean;
  rtl: boolean;
  bandWidth?: number;
  max?: number;
}) {
  const side = rtl ? ('right' as const) : ('left' as const);
  const limit = max === undefined ? {} : { max };
  const xAxis: XAxis[] = horizontal
    ? [{ id: 'value', reverse: rtl, ...limit }]
    : [{ id: 'band', scaleType: 'band', data: bands, reverse: rtl }];
  const yAxis: YAxis[] = horizontal
    ? [{ id: 'band', scaleType: 'band', data: bands, position: side, width: bandWidth }]
    : [{ id: 'value', position: side, width: 40, ...limit }];
  return (
    <ChartsContainer
      height={240}
      xAxis={xAxis}
      yAxis={yAxis}
      series={[{ type: 'bar', data: values, label, layout: horizontal ? 'horizontal' : 'vertical' }]}
    >
      <BarPlot />
      <ChartsXAxis />
      <ChartsYAxis />
    </ChartsContainer>
  );
}
