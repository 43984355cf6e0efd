import { SPORT_ACTIVITIES, WORKOUT_DURATIONS } from '@bmp/shared';

// Labels for plan values. Block types, modalities and intensities are translated (plans.json);
// sport activities keep SPEC.md's English titles in every language for now.

const ACTIVITY_TITLES = new Map<string, string>(
  SPORT_ACTIVITIES.map((activity) => [activity.id, activity.title]),
);
const DURATION_LABELS = new Map<number, string>(
  WORKOUT_DURATIONS.map((duration) => [duration.seconds, duration.label]),
);

export const activityTitle = (id: string) => ACTIVITY_TITLES.get(id) ?? id;
export const workoutDurationLabel = (seconds: number) => DURATION_LABELS.get(seconds) ?? `${seconds} sec`;

/** Translation key of a SPEC.md list value: 'Warm Up' -> 'warmUp'. */
export function valueKey(value: string): string {
  const words = value.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return words
    .map((word, index) =>
      index === 0 ? word.toLowerCase() : word[0]?.toUpperCase() + word.slice(1).toLowerCase(),
    )
    .join('');
}
