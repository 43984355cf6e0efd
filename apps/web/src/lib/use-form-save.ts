import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { applyServerErrors } from './form-errors.ts';

/**
 * The submit of a form that saves in place: it clears the last outcome, runs `save`, then says it is
 * `saved`; or puts the server's errors on `fields` (a function when they change with the form) and any
 * other in `generalError`, for the form's alert.
 */
export function useFormSave<T extends FieldValues, Out>(
  form: UseFormReturn<T, unknown, Out>,
  save: (values: Out) => Promise<unknown>,
  fields: readonly Path<T>[] | (() => readonly Path<T>[]),
) {
  const [generalError, setGeneralError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const onSubmit = form.handleSubmit(async (values) => {
    setGeneralError(null);
    setSaved(false);
    try {
      await save(values);
      setSaved(true);
    } catch (error) {
      const named = typeof fields === 'function' ? fields() : fields;
      setGeneralError(applyServerErrors(error, form.setError, named));
    }
  });
  return { onSubmit, generalError, saved };
}
