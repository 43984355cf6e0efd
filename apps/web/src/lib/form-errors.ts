import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-client.ts';

export const GENERIC_ERROR_MESSAGE = 'Something went wrong. Please try again.';

/**
 * Puts a failed request's per-field messages on the form's own fields and returns the message for the
 * form's general alert: the problem's detail, plus any field message the form has no field for.
 * Returns null when every message found a field and there is no detail. A detail that only repeats a
 * field's message (the API names the one field at fault and says the same in `detail`) is not said
 * twice: the field shows it, the alert keeps only what no field of the form shows. `aliases` names the
 * form field for a request field the form does not have as such (a location's `code`, made from the
 * city the person typed, lands on `city`). A form whose fields are lists (a plan's blocks and steps)
 * passes `fields` as a function from the request field's dotted path to the form's, or undefined.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[] | ((field: string) => Path<T> | undefined),
  aliases: Readonly<Record<string, Path<T>>> = {},
): string | null {
  if (!isApiError(error)) return GENERIC_ERROR_MESSAGE;
  const leftover: string[] = [];
  let placed = 0;
  for (const [field, messages] of Object.entries(error.problem.errors ?? {})) {
    const text = messages.join(' ');
    const known = Object.hasOwn(aliases, field)
      ? aliases[field]
      : typeof fields === 'function'
        ? fields(field)
        : fields.find((name) => name === field);
    if (known) {
      setError(known, { type: 'server', message: text }, { shouldFocus: placed === 0 });
      placed += 1;
    } else {
      leftover.push(text);
    }
  }
  const { detail, errors = {} } = error.problem;
  const detailIsAFieldMessage =
    detail !== undefined && Object.values(errors).some((messages) => messages.includes(detail));
  if (detailIsAFieldMessage) return leftover.length > 0 ? leftover.join(' ') : null;
  const general = [detail ?? (placed === 0 ? error.problem.title : undefined), ...leftover]
    .filter(Boolean)
    .join(' ');
  return general || null;
}

/** The message to show for a failed request that has no form fields. */
export function errorMessage(error: unknown): string {
  return isApiError(error) ? (error.problem.detail ?? error.problem.title) : GENERIC_ERROR_MESSAGE;
}
