import { describe, expect, it } from 'vitest';
import { SPORT_ACTIVITIES } from './constants/sports';
import { workoutExerciseSchema } from './plans';

describe('a workout exercise', () => {
  const activity = SPORT_ACTIVITIES[0]?.id;

  it('says how much by reps, by time, or both, and not by neither', () => {
    const exercise = (extra: object) => workoutExerciseSchema.safeParse({ activity, ...extra });
    expect(exercise({ reps: 10 }).success).toBe(true);
    expect(exercise({ durationSeconds: 60 }).success).toBe(true);
    expect(exercise({ reps: 10, durationSeconds: 60 }).success).toBe(true);
    expect(exercise({}).error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['reps', 'Give the reps or a duration.'],
    ]);
  });
});
