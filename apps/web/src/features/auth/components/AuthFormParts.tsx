import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/FormTextField.tsx';

/** The email field of the sign-in, sign-up and account forms (`name` "email"); always required. */
export function EmailField<T extends FieldValues & { email: string }>({
  control,
  autoComplete = 'email',
  autoFocus,
}: {
  control: Control<T>;
  /** 'username' on sign-in, so password managers pair it with the saved password. */
  autoComplete?: 'email' | 'username';
  autoFocus?: boolean;
}) {
  const { t } = useTranslation('auth');
  return (
    <FormTextField
      control={control}
      name={'email' as Path<T>}
      label={t('email')}
      type="email"
      autoComplete={autoComplete}
      autoFocus={autoFocus}
      required
    />
  );
}

/** A password field of the sign-in, sign-up and account forms (with FormTextField's Show/Hide button); always required. */
export function PasswordField<T extends FieldValues>({
  control,
  name,
  label,
  autoComplete,
  helperText,
  autoFocus,
}: {
  control: Control<T>;
  name: Path<T>;
  label: string;
  /** 'new-password' lets the browser offer a strong one; 'current-password' fills the saved one. */
  autoComplete: 'current-password' | 'new-password';
  helperText?: ReactNode;
  autoFocus?: boolean;
}) {
  return (
    <FormTextField
      control={control}
      name={name}
      label={label}
      type="password"
      autoComplete={autoComplete}
      helperText={helperText}
      autoFocus={autoFocus}
      required
    />
  );
}

/** A new password's field, with the password rules under it. */
export function NewPasswordField<T extends FieldValues>({
  control,
  name,
  label,
  autoFocus,
}: {
  control: Control<T>;
  name: Path<T>;
  label: string;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation('auth');
  return (
    <PasswordField
      control={control}
      name={name}
      label={label}
      autoComplete="new-password"
      autoFocus={autoFocus}
      helperText={t('passwordHint')}
    />
  );
}

/**
 * The submit button of an auth form, off while the form is sent: full width on the sign-in pages,
 * `compact` in the account settings.
 */
export function SubmitButton({
  busy,
  compact = false,
  children,
}: {
  busy: boolean;
  compact?: boolean;
  children: ReactNode;
}) {
  return compact ? (
    <Button type="submit" variant="contained" sx={{ mt: 1 }} disabled={busy}>
      {children}
    </Button>
  ) : (
    <Button type="submit" variant="contained" size="large" fullWidth sx={{ mt: 2 }} disabled={busy}>
      {children}
    </Button>
  );
}
