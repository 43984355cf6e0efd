import type { RecoveryPlan, WorkoutPlan } from '@bmp/shared';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/QueryState.tsx';
import { type PlansArea, useServicePlans } from '../api/plans.ts';
import { activityTitle, valueKey, workoutDurationLabel } from './plan-text.ts';

/** The workout plan, block by block, as a member (or anyone) reads it. */
export function WorkoutPlanTable({ plan }: { plan: WorkoutPlan }) {
  const { t } = useTranslation('plans');
  return (
    <>
      {plan.blocks.map((block, blockIndex) => (
        // Blocks have no id: their place in the plan is what identifies them.
        // biome-ignore lint/suspicious/noArrayIndexKey: the order is the identity here
        <Box key={blockIndex} sx={{ mb: 2 }}>
          <Typography variant="subtitle1" component="h4">
            {t(`blockTypes.${valueKey(block.type)}`)}
          </Typography>
          <Table size="small" aria-label={t(`blockTypes.${valueKey(block.type)}`)}>
            <TableHead>
              <TableRow>
                <TableCell>{t('fields.activity')}</TableCell>
                <TableCell>{t('fields.reps')}</TableCell>
                <TableCell>{t('fields.duration')}</TableCell>
                <TableCell>{t('fields.weight')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {block.exercises.map((exercise, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the order is the identity here
                <TableRow key={index}>
                  <TableCell>{activityTitle(exercise.activity)}</TableCell>
                  <TableCell>{exercise.reps ?? '—'}</TableCell>
                  <TableCell>
                    {exercise.durationSeconds === null ? '—' : workoutDurationLabel(exercise.durationSeconds)}
                  </TableCell>
                  <TableCell>
                    {exercise.weightLbs === null ? '—' : t('weightLbs', { count: exercise.weightLbs })}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      ))}
    </>
  );
}

/** The recovery plan's steps, in order. */
export function RecoveryPlanTable({ plan }: { plan: RecoveryPlan }) {
  const { t } = useTranslation('plans');
  return (
    <Table size="small" aria-label={t('recovery')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('fields.modality')}</TableCell>
          <TableCell>{t('fields.intensity')}</TableCell>
          <TableCell>{t('fields.duration')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {plan.steps.map((step, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the order is the identity here
          <TableRow key={index}>
            <TableCell>{t(`modalities.${valueKey(step.modality)}`)}</TableCell>
            <TableCell>{t(`intensities.${valueKey(step.intensity)}`)}</TableCell>
            <TableCell>{t('minutes', { count: step.durationMinutes })}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
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
