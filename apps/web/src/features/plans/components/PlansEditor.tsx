import {
  INTENSITY_LEVELS,
  PLAN_LIMITS,
  RECOVERY_DURATIONS,
  RECOVERY_MODALITIES,
  type RecoveryStep,
  type ServicePlans,
  SPORT_ACTIVITIES,
  WORKOUT_BLOCK_TYPES,
  WORKOUT_DURATIONS,
  WORKOUT_REPS,
  WORKOUT_WEIGHTS,
  type WorkoutBlock,
} from '@bmp/shared';
import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { type Control, type FieldPath, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { FormSelectField, type SelectOption } from '../../../components/FormFields.tsx';
import { QueryState } from '../../../components/QueryState.tsx';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import type { plansFormSchema } from '../../../lib/form-schemas.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { useSaveServicePlans, useServicePlans } from '../api/plans.ts';
import { activityTitle, valueKey } from './plan-text.ts';

// The expert's plan form on a session. Every field is a pick list from SPEC.md, so the server's
// messages are about combinations (reps or a duration) and limits; they come back on the field
// they concern (`workout.blocks.0.exercises.1.reps` -> the form's `blocks.0.exercises.1.reps`).

// The form holds the two lists as the shared schemas read them (lib/form-schemas.ts).
type PlansForm = z.input<typeof plansFormSchema>;

const NEW_EXERCISE = { activity: 'running', reps: 10, durationSeconds: null, weightLbs: null } as const;
const NEW_BLOCK: WorkoutBlock = { type: 'Warm Up', exercises: [{ ...NEW_EXERCISE }] };
const NEW_STEP: RecoveryStep = { modality: 'Infrared Sauna', intensity: 'Moderate', durationMinutes: 15 };

const plansResolver = lazyZodResolver((shared) => shared.plansFormSchema);

const toForm = (plans: ServicePlans): PlansForm => ({
  blocks: plans.workout?.blocks ?? [],
  steps: plans.recovery?.steps ?? [],
});

/** The form field an API message is about, or undefined when it has none (the plan as a whole). */
function planField(path: string): FieldPath<PlansForm> | undefined {
  const field = path.replace(/^(workout|recovery)\./, '');
  return /^(blocks|steps)(\.\d+(\.\w+(\.\d+\.\w+)?)?)?$/.test(field)
    ? (field as FieldPath<PlansForm>)
    : undefined;
}

function ExerciseRows({ control, blockIndex }: { control: Control<PlansForm>; blockIndex: number }) {
  const { t } = useTranslation('plans');
  const exercises = useFieldArray({ control, name: `blocks.${blockIndex}.exercises` });
  const activityOptions: SelectOption[] = SPORT_ACTIVITIES.map((activity) => ({
    value: activity.id,
    label: activityTitle(activity.id),
  }));
  const none = { value: '', label: t('noneOption') };
  const repsOptions = [none, ...WORKOUT_REPS.map((reps) => ({ value: String(reps), label: String(reps) }))];
  const durationOptions = [
    none,
    ...WORKOUT_DURATIONS.map((duration) => ({ value: String(duration.seconds), label: duration.label })),
  ];
  const weightOptions = [
    none,
    ...WORKOUT_WEIGHTS.map((weight) => ({ value: String(weight), label: t('weightLbs', { count: weight }) })),
  ];
  return (
    <>
      {exercises.fields.map((exercise, index) => {
        const position = t('exerciseNumber', { number: index + 1 });
        return (
          <Stack
            key={exercise.id}
            direction={{ xs: 'column', md: 'row' }}
            spacing={1}
            sx={{ alignItems: 'center' }}
          >
            <FormSelectField
              control={control}
              name={`blocks.${blockIndex}.exercises.${index}.activity`}
              required
              label={`${t('fields.activity')} (${position})`}
              options={activityOptions}
            />
            <FormSelectField
              control={control}
              name={`blocks.${blockIndex}.exercises.${index}.reps`}
              label={`${t('fields.reps')} (${position})`}
              options={repsOptions}
              numeric
            />
            <FormSelectField
              control={control}
              name={`blocks.${blockIndex}.exercises.${index}.durationSeconds`}
              label={`${t('fields.duration')} (${position})`}
              options={durationOptions}
              numeric
            />
            <FormSelectField
              control={control}
              name={`blocks.${blockIndex}.exercises.${index}.weightLbs`}
              label={`${t('fields.weight')} (${position})`}
              options={weightOptions}
              numeric
            />
            <IconButton
              aria-label={t('removeExercise', { number: index + 1 })}
              onClick={() => exercises.remove(index)}
              disabled={exercises.fields.length === 1}
            >
              <DeleteOutlined />
            </IconButton>
          </Stack>
        );
      })}
      <Button
        startIcon={<Add />}
        size="small"
        onClick={() => exercises.append({ ...NEW_EXERCISE })}
        disabled={exercises.fields.length >= PLAN_LIMITS.exercisesPerBlock}
      >
        {t('addExercise')}
      </Button>
    </>
  );
}

function PlansFormBody({ serviceId, initial }: { serviceId: string; initial: PlansForm }) {
  const { t } = useTranslation('plans');
  const save = useSaveServicePlans(serviceId);
  const [generalError, setGeneralError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const form = useForm<PlansForm, unknown, z.output<typeof plansFormSchema>>({
    resolver: plansResolver,
    defaultValues: initial,
  });
  const blocks = useFieldArray({ control: form.control, name: 'blocks' });
  const steps = useFieldArray({ control: form.control, name: 'steps' });

  const submit = form.handleSubmit(async () => {
    setGeneralError(null);
    setSaved(false);
    // As typed (the API reads them with the same schemas); an empty list is no plan of that kind.
    const values = form.getValues();
    try {
      await save.mutateAsync({
        workout: values.blocks.length > 0 ? { blocks: values.blocks } : null,
        recovery: values.steps.length > 0 ? { steps: values.steps } : null,
      });
      setSaved(true);
    } catch (error) {
      setGeneralError(applyServerErrors(error, form.setError, planField));
    }
  });

  const blockOptions = WORKOUT_BLOCK_TYPES.map((type) => ({
    value: type,
    label: t(`blockTypes.${valueKey(type)}`),
  }));
  const modalityOptions = RECOVERY_MODALITIES.map((modality) => ({
    value: modality,
    label: t(`modalities.${valueKey(modality)}`),
  }));
  const intensityOptions = INTENSITY_LEVELS.map((level) => ({
    value: level,
    label: t(`intensities.${valueKey(level)}`),
  }));
  const recoveryMinutes = RECOVERY_DURATIONS.map((duration) => ({
    value: String(duration.minutes),
    label: duration.label,
  }));

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      onInput={plansResolver.preload}
      aria-label={t('formLabel')}
    >
      <FormAlert>{generalError}</FormAlert>
      {saved && <FormAlert severity="success">{t('saved')}</FormAlert>}

      <Typography variant="h6" component="h3" gutterBottom>
        {t('workout')}
      </Typography>
      {blocks.fields.length === 0 && <Typography color="text.secondary">{t('noWorkout')}</Typography>}
      {blocks.fields.map((block, index) => (
        <Paper key={block.id} variant="outlined" sx={{ p: 2, mb: 2 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <FormSelectField
              control={form.control}
              name={`blocks.${index}.type`}
              required
              label={t('blockNumber', { number: index + 1 })}
              options={blockOptions}
            />
            <IconButton
              aria-label={t('removeBlock', { number: index + 1 })}
              onClick={() => blocks.remove(index)}
            >
              <DeleteOutlined />
            </IconButton>
          </Stack>
          <ExerciseRows control={form.control} blockIndex={index} />
        </Paper>
      ))}
      <Button
        startIcon={<Add />}
        onClick={() => blocks.append({ ...NEW_BLOCK, exercises: [{ ...NEW_EXERCISE }] })}
        disabled={blocks.fields.length >= PLAN_LIMITS.blocks}
        sx={{ mb: 3 }}
      >
        {t('addBlock')}
      </Button>

      <Typography variant="h6" component="h3" gutterBottom>
        {t('recovery')}
      </Typography>
      {steps.fields.length === 0 && <Typography color="text.secondary">{t('noRecovery')}</Typography>}
      {steps.fields.map((step, index) => {
        const position = t('stepNumber', { number: index + 1 });
        return (
          <Stack
            key={step.id}
            direction={{ xs: 'column', md: 'row' }}
            spacing={1}
            sx={{ alignItems: 'center' }}
          >
            <FormSelectField
              control={form.control}
              name={`steps.${index}.modality`}
              required
              label={`${t('fields.modality')} (${position})`}
              options={modalityOptions}
            />
            <FormSelectField
              control={form.control}
              name={`steps.${index}.intensity`}
              required
              label={`${t('fields.intensity')} (${position})`}
              options={intensityOptions}
            />
            <FormSelectField
              control={form.control}
              name={`steps.${index}.durationMinutes`}
              required
              label={`${t('fields.duration')} (${position})`}
              options={recoveryMinutes}
              numeric
            />
            <IconButton
              aria-label={t('removeStep', { number: index + 1 })}
              onClick={() => steps.remove(index)}
            >
              <DeleteOutlined />
            </IconButton>
          </Stack>
        );
      })}
      <Button
        startIcon={<Add />}
        onClick={() => steps.append({ ...NEW_STEP })}
        disabled={steps.fields.length >= PLAN_LIMITS.recoverySteps}
      >
        {t('addStep')}
      </Button>

      <Box sx={{ mt: 3 }}>
        <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
          {t('save')}
        </Button>
      </Box>
    </Box>
  );
}

/** The session's expert (or staff) writes the workout and recovery plans here. */
export function PlansEditor({ serviceId }: { serviceId: string }) {
  const { t } = useTranslation('plans');
  const plans = useServicePlans('team', serviceId);
  if (plans.status !== 'success') return <QueryState query={plans} loading={t('loading')} compact />;
  return <PlansFormBody serviceId={serviceId} initial={toForm(plans.data)} />;
}
