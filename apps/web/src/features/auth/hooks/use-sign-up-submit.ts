import type { AuthSession } from '@bmp/shared';
import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { PATHS } from '../../../config/paths.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { useCompleteSignIn } from './use-complete-sign-in.ts';

/**
 * The submit of a sign-up form: `signUp` makes the account, whose session signs in and opens `/`
 * (which sends each on: a new member to onboarding). The server's errors on `fields` land on those
 * fields; any other is `generalError`, for the form's alert.
 */
export function useSignUpSubmit<T extends FieldValues, Out>(
  form: UseFormReturn<T, unknown, Out>,
  signUp: (values: Out) => Promise<AuthSession>,
  fields: readonly Path<T>[],
) {
  const completeSignIn = useCompleteSignIn();
  const [generalError, setGeneralError] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(async (values) => {
    setGeneralError(null);
    try {
      await completeSignIn(await signUp(values), PATHS.root);
    } catch (error) {
      setGeneralError(applyServerErrors(error, form.setError, fields));
    }
  });
  return { onSubmit, generalError };
}
