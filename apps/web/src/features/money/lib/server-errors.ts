import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../../../lib/api-client.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';

/**
 * lib/form-errors.ts's applyServerErrors, without repeating a field's message in the form's alert:
 * the money API names the one field at fault and puts the same message in `detail`. The alert keeps
 * only what no field of the form shows.
 */
export function applyMoneyErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): string | null {
  const general = applyServerErrors(error, setError, fields);
  if (!isApiError(error)) return general;
  const { detail, errors = {} } = error.problem;
  const entries = Object.entries(errors);
  if (!detail || !entries.some(([, messages]) => messages.includes(detail))) return general;
  const leftover = entries
    .filter(([field]) => !fields.some((name) => name === field))
    .map(([, messages]) => messages.join(' '));
  return leftover.length > 0 ? leftover.join(' ') : null;
}

/** Cents as the text a person would type back into an amount field: 65000 → "650.00". */
export function centsToAmountText(cents: number): string {
  return (cents / 100).toFixed(2);
}
