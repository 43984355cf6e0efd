import type { AdminDashboard } from '@bmp/shared';
import Grid from '@mui/material/Grid';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { DashboardSection } from './DashboardSection.tsx';
import { SlimBarChart } from './SlimBarChart.tsx';

// Loaded on its own (React.lazy) so the charts library is only fetched by pages that draw charts.

/** Sessions by status and by type, and each expert's utilisation; mirrored in right-to-left languages. */
export function DashboardCharts({ data }: { data: AdminDashboard }) {
  const { t } = useTranslation(['dashboards', 'common', 'booking']);
  // Right to left, the first bar stands at the right and the value axis on the right side.
  const rtl = useTheme().direction === 'rtl';
  return (
    <Grid container spacing={3} sx={{ mb: 3 }}>
      <Grid size={{ xs: 12, md: 4 }}>
        <DashboardSection title={t('charts.byStatusChart')}>
          <SlimBarChart
            rtl={rtl}
            label={t('figures.sessions')}
            empty={t('charts.emptyByStatus')}
            bands={data.sessionsByStatus.map((row) => t(`common:status.${row.status}`, row.status))}
            values={data.sessionsByStatus.map((row) => row.count)}
          />
        </DashboardSection>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <DashboardSection title={t('charts.byTypeChart')}>
          <SlimBarChart
            rtl={rtl}
            horizontal
            bandWidth={110}
            label={t('figures.sessions')}
            empty={t('charts.emptyByType')}
            bands={data.sessionsByType.map((row) => t(`booking:types.${row.type}`, row.type))}
            values={data.sessionsByType.map((row) => row.count)}
          />
        </DashboardSection>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <DashboardSection title={t('charts.utilisation')}>
          <SlimBarChart
            rtl={rtl}
            max={100}
            label={t('figures.utilisation')}
            empty={t('charts.emptyUtilisation')}
            bands={data.experts.map((row) => row.name)}
            values={data.experts.map((row) =>
              row.availableMinutes === 0
                ? 0
                : Math.round((row.bookedMinutes / row.availableMinutes) * 1000) / 10,
            )}
          />
        </DashboardSection>
      </Grid>
    </Grid>
  );
}
