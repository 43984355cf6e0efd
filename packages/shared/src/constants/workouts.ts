// Workout and recovery plan pick lists (SPEC section 3).

export const WORKOUT_BLOCK_TYPES = [
  'Warm Up',
  'Trainer Session',
  'Personal Workout',
  'Cool Down',
  'Recovery',
] as const;
export type WorkoutBlockType = (typeof WORKOUT_BLOCK_TYPES)[number];

export const WORKOUT_REPS = [3, 6, 8, 10, 15, 20] as const;
export type WorkoutReps = (typeof WORKOUT_REPS)[number];

export type WorkoutDuration = { seconds: number; label: string };

// SPEC gives only the range (10 sec to 20 min); these are the steps a trainer picks between sets.
export const WORKOUT_DURATIONS: readonly WorkoutDuration[] = [
  { seconds: 10, label: '10 sec' },
  { seconds: 15, label: '15 sec' },
  { seconds: 20, label: '20 sec' },
  { seconds: 30, label: '30 sec' },
  { seconds: 45, label: '45 sec' },
  { seconds: 60, label: '1 min' },
  { seconds: 90, label: '1 min 30 sec' },
  { seconds: 120, label: '2 min' },
  { seconds: 180, label: '3 min' },
  { seconds: 240, label: '4 min' },
  { seconds: 300, label: '5 min' },
  { seconds: 360, label: '6 min' },
  { seconds: 480, label: '8 min' },
  { seconds: 600, label: '10 min' },
  { seconds: 720, label: '12 min' },
  { seconds: 900, label: '15 min' },
  { seconds: 1200, label: '20 min' },
];

// Pounds, 5 to 100 in steps of 5.
export const WORKOUT_WEIGHTS: readonly number[] = Array.from({ length: 20 }, (_, i) => (i + 1) * 5);
export const WEIGHT_UNIT = 'lbs';

export const RECOVERY_MODALITIES = [
  'Compression Arms',
  'Compression Hips',
  'Compression Thighs',
  'Compression Calves',
  'Infrared Sauna',
  'Deep Tissue Massage',
  'Sports Massage',
  'Swedish Massage',
] as const;
export type RecoveryModality = (typeof RECOVERY_MODALITIES)[number];

export const INTENSITY_LEVELS = ['Very Low', 'Low', 'Moderate', 'High', 'Very High'] as const;
export type IntensityLevel = (typeof INTENSITY_LEVELS)[number];

export type RecoveryDuration = { minutes: number; label: string };

// SPEC gives only the range (1 min to 1 hour); these match common compression and sauna session lengths.
export const RECOVERY_DURATIONS: readonly RecoveryDuration[] = [
  { minutes: 1, label: '1 min' },
  { minutes: 2, label: '2 min' },
  { minutes: 3, label: '3 min' },
  { minutes: 5, label: '5 min' },
  { minutes: 10, label: '10 min' },
  { minutes: 15, label: '15 min' },
  { minutes: 20, label: '20 min' },
  { minutes: 30, label: '30 min' },
  { minutes: 45, label: '45 min' },
  { minutes: 60, label: '1 hour' },
];
