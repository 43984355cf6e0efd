import type { RecoveryPlan, WorkoutPlan } from '@bmp/shared';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../components/data-table/DataTable.tsx';
import { QueryState } from '../../../components/QueryState.tsx';
import { type PlansArea, useServicePlans } from '../api/plans.ts';
import { activityTitle, valueKey, workoutDurationLabel } from './plan-text.ts';

type Exercise = WorkoutPlan['blocks'][number]['exercises'][number];
type Step = RecoveryPlan['steps'][number];
/** A plan's line with its place: lines have no id, their order is what identifies them. */
type Numbered<T> = T & { position: number };
const numbered = <T extends object>(lines: T[]): Numbered<T>[] =>
  lines.map((line, position) => ({ ...line, position }));
const positionOf = (line: { position: number }) => String(line.position);

/** The workout plan, block by block, as a member (or anyone) reads it. */
export function WorkoutPlanTable({ plan }: { plan: WorkoutPlan }) {
  const { t } = useTranslation('plans');
  const columns: DataTableColumn<Numbered<Exercise>>[] = [
    {
      field: 'activity',
      header: t('fields.activity'),
      render: (exercise) => activityTitle(exercise.activity),
    },
    { field: 'reps', header: t('fields.reps'), render: (exercise) => exercise.reps ?? '—' },
    {
      field: 'duration',
      header: t('fields.duration'),
      render: (exercise) =>
        exercise.durationSeconds === null ? '—' : workoutDurationLabel(exercise.durationSeconds),
    },
    {
      field: 'weight',
      header: t('fields.weight'),
      render: (exercise) =>
        exercise.weightLbs === null ? '—' : t('weightLbs', { count: exercise.weightLbs }),
    },
  ];
  return (
    <>
      {plan.blocks.map((block, blockIndex) => (
        // Blocks have no id: their place in the plan is what identifies them.
        // biome-ignore lint/suspicious/noArrayIndexKey: the order is the identity here
        <Box key={blockIndex} sx={{ mb: 2 }}>
          <Typography variant="subtitle1" component="h4">
            {t(`blockTypes.${valueKey(block.type)}`)}
          </Typography>
          <DataTable
            label={t(`blockTypes.${valueKey(block.type)}`)}
            size="small"
            columns={columns}
            rows={numbered(block.exercises)}
            rowId={positionOf}
            status="success"
          />
        </Box>
      ))}
    </>
  );
}

/** The recovery plan's steps, in order. */
export function RecoveryPlanTable({ plan }: { plan: RecoveryPlan }) {
  const { t } = useTranslation('plans');
  const columns: DataTableColumn<Numbered<Step>>[] = [
    {
      field: 'modality',
      header: t('fields.modality'),
      render: (step) => t(`modalities.${valueKey(step.modality)}`),
    },
    {
      field: 'intensity',
      header: t('fields.intensity'),
      render: (step) => t(`intensities.${valueKey(step.intensity)}`),
    },
    {
      field: 'duration',
      header: t('fields.duration'),
      render: (step) => t('minutes', { count: step.durationMinutes }),
    },
  ];
  return (
    <DataTable
      label={t('recovery')}
      size="small"
      columns={columns}
      rows={numbered(plan.steps)}
      rowId={positionOf}
      status="success"
    />
  );
}

/** A session's plans, read-only (the member's session page, or a colleague's view). */
export function PlansView({ area, serviceId }: { area: PlansArea; serviceId: string }) {
  const { t } = useTranslation('plans');
  const plans = useServicePlans(area, serviceId);
  if (plans.status !== 'success') return <QueryState query={plans} loading={t('loading')} compact />;
  const { workout, recovery } = plans.data;
  if (!workout && !recovery) return <Typography color="text.secondary">{t('none')}</Typography>;
  return (
    <Box>
      {workout && (
        <Box sx={{ mb: 2 }}>
          <Typography variant="h6" component="h3" gutterBottom>
            {t('workout')}
          </Typography>
          <WorkoutPlanTable plan={workout} />
        </Box>
      )}
      {recovery && (
        <Box>
          <Typography variant="h6" component="h3" gutterBottom>
            {t('recovery')}
          </Typography>
          <RecoveryPlanTable plan={recovery} />
        </Box>
      )}
    </Box>
  );
}
