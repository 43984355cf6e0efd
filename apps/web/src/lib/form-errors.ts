import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-client.ts';

export const GENERIC_ERROR_MESSAGE = 'Something went wrong. Please try again.';

/**
 * Puts a failed request's per-field messages on the form's own fields and returns the message for the
 * form's general alert: the problem's detail, plus any field message the form has no field for.
 * Returns null when every message found a field and there is no detail.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): string | null {
  if (!isApiError(error)) return GENERIC_ERROR_MESSAGE;
  const leftover: string[] = [];
  let placed = 0;
  for (const [field, messages] of Object.entries(error.problem.errors ?? {})) {
    const text = messages.join(' ');
    const known = fields.find((name) => name === field);
    if (known) {
      setError(known, { type: 'server', message: text }, { shouldFocus: placed === 0 });
      placed += 1;
    } else {
      leftover.push(text);
    }
  }
  const general = [error.problem.detail ?? (placed === 0 ? error.problem.title : undefined), ...leftover]
    .filter(Boolean)
    .join(' ');
  return general || null;
}

/** The message to show for a failed request that has no form fields. */
export function errorMessage(error: unknown): string {
  return isApiError(error) ? (error.problem.detail ?? error.problem.title) : GENERIC_ERROR_MESSAGE;
}
