import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsContainer } from '@mui/x-charts/ChartsContainer';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import type { AxisValueFormatterContext, XAxis, YAxis } from '@mui/x-charts/models';

// MUI X Charts composed from its parts (bars and two axes), not the full BarChart: without its
// tooltip, legend, grid and overlay components the chunk is about 10 KB smaller (brotli).

const HEIGHT = 240;
/** Band labels a little smaller than the body text, so more fit under their bars. */
const TICK_LABEL = { fontSize: 11 };

/** Breaks a label at its spaces into lines of about `width` characters (the chart draws "\n" as lines). */
export function wrapLabel(label: string, width = 12): string {
  const lines: string[] = [];
  for (const word of label.split(/\s+/).filter(Boolean)) {
    const last = lines.length - 1;
    if (last >= 0 && `${lines[last]} ${word}`.length <= width) lines[last] = `${lines[last]} ${word}`;
    else lines.push(word);
  }
  return lines.join('\n');
}

export function SlimBarChart({
  label,
  values,
  bands,
  horizontal = false,
  rtl,
  bandWidth = 40,
  max,
  empty,
}: {
  label: string;
  values: number[];
  bands: string[];
  horizontal?: boolean;
  rtl: boolean;
  bandWidth?: number;
  max?: number;
  /** Said instead of bare axes when no bar has a value. */
  empty: string;
}) {
  if (!values.some((value) => value > 0))
    return (
      <Box sx={{ minHeight: HEIGHT / 2, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
          {empty}
        </Typography>
      </Box>
    );
  const side = rtl ? ('right' as const) : ('left' as const);
  const limit = max === undefined ? {} : { max };
  // Every band keeps its label (none is skipped for lack of room): wrapped at spaces and, when there
  // are many bars, turned so that they do not run into each other.
  const crowded = bands.length > 4;
  const bandAxis = {
    id: 'band',
    scaleType: 'band' as const,
    data: bands,
    tickLabelInterval: () => true,
    tickLabelStyle: crowded
      ? { ...TICK_LABEL, angle: rtl ? 35 : -35, textAnchor: 'end' as const }
      : TICK_LABEL,
  };
  const xAxis: XAxis[] = horizontal
    ? [{ id: 'value', reverse: rtl, ...limit }]
    : [
        {
          ...bandAxis,
          reverse: rtl,
          height: 'auto',
          valueFormatter: (value: string, context: AxisValueFormatterContext) =>
            context.location === 'tick' && !crowded ? wrapLabel(value) : value,
        },
      ];
  const yAxis: YAxis[] = horizontal
    ? [{ ...bandAxis, tickLabelStyle: TICK_LABEL, position: side, width: bandWidth }]
    : [{ id: 'value', position: side, width: 'auto', ...limit }];
  return (
    <ChartsContainer
      height={HEIGHT}
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
