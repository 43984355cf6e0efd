import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerErrors } from './form-errors.ts';
import { useSnackbar } from './use-snackbar.ts';

/**
 * The submit of a form that saves in place: it clears the last outcome, runs `save`, then says it is
 * `saved` (and, given `savedMessage`, says so in the app's snackbar, which outlives a form that is
 * drawn again with what was saved); or puts the server's errors on `fields` (a function when they
 * change with the form) and any other in `generalError`, for the form's alert. A refused save is
 * said in the snackbar too, with why: the server's reason, or the fields marked in red.
 */
export function useFormSave<T extends FieldValues, Out>(
  form: UseFormReturn<T, unknown, Out>,
  save: (values: Out) => Promise<unknown>,
  fields: readonly Path<T>[] | (() => readonly Path<T>[]),
  savedMessage?: string,
) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const [generalError, setGeneralError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const onSubmit = form.handleSubmit(
    async (values) => {
      setGeneralError(null);
      setSaved(false);
      try {
        await save(values);
        setSaved(true);
        if (savedMessage) snackbar.saved(savedMessage);
      } catch (error) {
        const named = typeof fields === 'function' ? fields() : fields;
        const general = applyServerErrors(error, form.setError, named);
        setGeneralError(general);
        snackbar.failed(general ? t('form.notSaved', { reason: general }) : t('form.notSavedFields'));
      }
    },
    () => snackbar.failed(t('form.notSavedFields')),
  );
  return { onSubmit, generalError, saved };
}
