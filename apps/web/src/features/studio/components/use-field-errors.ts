import { useCallback, useState } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/form-errors.ts';

/**
 * The server's per-field messages (`hours.0.close`, `timeZone`, ...) for a form kept in plain state:
 * the server validates with the shared schemas and names the field, so each message lands on it.
 */
export function useFieldErrors() {
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const fail = useCallback((error: unknown) => {
    const fields = isApiError(error) ? (error.problem.errors ?? {}) : {};
    setErrors(fields);
    setGeneral(errorMessage(error));
  }, []);
  const clear = useCallback(() => {
    setErrors({});
    setGeneral(null);
  }, []);
  const of = useCallback((field: string) => errors[field]?.join(' '), [errors]);
  return { errors, general, fail, clear, of };
}
