import { z } from 'zod';
import { SPORT_ACTIVITIES } from './constants/sports';
import * as workouts from './constants/workouts';

// A session's workout plan and recovery plan (PRODUCT.md "Workout plan", "Recovery
// plan"): written by the session's expert, shown to the member. Every value comes from SPEC.md's pick
// lists, so the API refuses anything a form could not have offered.

export const PLAN_LIMITS = { blocks: 10, exercisesPerBlock: 20, recoverySteps: 10 } as const;

const ACTIVITY_IDS = new Set<string>(SPORT_ACTIVITIES.map((activity) => activity.id));
const DURATION_SECONDS = new Set(workouts.WORKOUT_DURATIONS.map((duration) => duration.seconds));
const WEIGHTS = new Set(workouts.WORKOUT_WEIGHTS);
const REPS = new Set<number>(workouts.WORKOUT_REPS);
const RECOVERY_MINUTES = new Set(workouts.RECOVERY_DURATIONS.map((duration) => duration.minutes));

const pick = (allowed: Set<number>, message: string) =>
  z.number({ error: message }).refine((value) => allowed.has(value), message);

export const workoutExerciseSchema = z
  .strictObject({
    activity: z
      .string({ error: 'Choose an activity.' })
      .refine((id) => ACTIVITY_IDS.has(id), 'Choose an activity from the list.'),
    reps: pick(REPS, 'Choose 3, 6, 8, 10, 15 or 20 reps.').nullable().default(null),
    durationSeconds: pick(DURATION_SECONDS, 'Choose a duration from the list (10 sec to 20 min).')
      .nullable()
      .default(null),
    weightLbs: pick(WEIGHTS, 'Choose a weight from 5 to 100 lbs, in steps of 5.').nullable().default(null),
  })
  // An exercise is done for a number of reps or for a time; one of the two says how much.
  .refine((exercise) => exercise.reps !== null || exercise.durationSeconds !== null, {
    path: ['reps'],
    message: 'Give the reps or a duration.',
  });
export type WorkoutExercise = z.output<typeof workoutExerciseSchema>;

export const workoutBlockSchema = z.strictObject({
  type: z.enum(workouts.WORKOUT_BLOCK_TYPES, { error: 'Choose a block type.' }),
  exercises: z
    .array(workoutExerciseSchema, { error: 'List the exercises.' })
    .min(1, 'Add at least one exercise.')
    .max(PLAN_LIMITS.exercisesPerBlock, `Use at most ${PLAN_LIMITS.exercisesPerBlock} exercises in a block.`),
});
export type WorkoutBlock = z.output<typeof workoutBlockSchema>;

/** Ordered blocks (Warm Up, Trainer Session, ...); the order is the order of the session. */
export const workoutPlanSchema = z.strictObject({
  blocks: z
    .array(workoutBlockSchema, { error: 'List the blocks.' })
    .min(1, 'Add at least one block.')
    .max(PLAN_LIMITS.blocks, `Use at most ${PLAN_LIMITS.blocks} blocks.`),
});
export type WorkoutPlan = z.output<typeof workoutPlanSchema>;

export const recoveryStepSchema = z.strictObject({
  modality: z.enum(workouts.RECOVERY_MODALITIES, { error: 'Choose a modality.' }),
  intensity: z.enum(workouts.INTENSITY_LEVELS, { error: 'Choose an intensity.' }),
  durationMinutes: pick(RECOVERY_MINUTES, 'Choose a duration from the list (1 min to 1 hour).'),
});
export type RecoveryStep = z.output<typeof recoveryStepSchema>;

/** One or more recovery steps (e.g. compression, then sauna), in order. */
export const recoveryPlanSchema = z.strictObject({
  steps: z
    .array(recoveryStepSchema, { error: 'List the steps.' })
    .min(1, 'Add at least one step.')
    .max(PLAN_LIMITS.recoverySteps, `Use at most ${PLAN_LIMITS.recoverySteps} steps.`),
});
export type RecoveryPlan = z.output<typeof recoveryPlanSchema>;

/** What the expert saves: either plan may be absent (null removes it). */
export const servicePlansInputSchema = z.strictObject({
  workout: workoutPlanSchema.nullable(),
  recovery: recoveryPlanSchema.nullable(),
});
export type ServicePlansInput = z.input<typeof servicePlansInputSchema>;

export const servicePlansSchema = z.object({
  serviceId: z.string(),
  workout: workoutPlanSchema.nullable(),
  recovery: recoveryPlanSchema.nullable(),
  /** Null until someone first saves a plan. */
  updatedAt: z.string().nullable(),
  updatedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type ServicePlans = z.output<typeof servicePlansSchema>;
