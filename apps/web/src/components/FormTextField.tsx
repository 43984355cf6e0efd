import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { type ReactNode, useId, useState } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

type FormTextFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  label: string;
  type?: 'text' | 'email' | 'password' | 'tel';
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  helperText?: ReactNode;
  required?: boolean;
  autoFocus?: boolean;
  disabled?: boolean;
  /** Store an empty field as undefined, so an optional schema field accepts it. */
  emptyAsUndefined?: boolean;
  /** Values offered as the person types (the browser's own list); any other text is kept as typed. */
  suggestions?: readonly string[];
};

/**
 * A labelled MUI text field bound to react-hook-form. Its error replaces the helper text and is tied
 * to the input (aria-describedby, aria-invalid), so screen readers announce it. Password fields get a
 * Show/Hide button.
 */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  label,
  type = 'text',
  helperText,
  emptyAsUndefined = false,
  inputMode,
  suggestions,
  ...rest
}: FormTextFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const { t } = useTranslation();
  const [revealed, setRevealed] = useState(false);
  const id = useId();
  const isPassword = type === 'password';
  const helperId = `${id}-helper`;
  const listId = suggestions?.length ? `${id}-suggestions` : undefined;
  const message = fieldState.error?.message ?? helperText;
  // FormControl + OutlinedInput rather than TextField: TextField also pulls in Select, Menu and Popover,
  // which the sign-in pages never use (docs/decisions/0010-app-shell-and-i18n.md, bundle budget).
  return (
    <FormControl
      fullWidth
      margin="normal"
      error={fieldState.invalid}
      required={rest.required}
      disabled={rest.disabled}
    >
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        type={isPassword && revealed ? 'text' : type}
        name={field.name}
        value={field.value ?? ''}
        onChange={(event) =>
          field.onChange(emptyAsUndefined && event.target.value === '' ? undefined : event.target.value)
        }
        onBlur={field.onBlur}
        inputRef={field.ref}
        autoComplete={rest.autoComplete}
        autoFocus={rest.autoFocus}
        inputProps={{ inputMode, list: listId, 'aria-describedby': message ? helperId : undefined }}
        endAdornment={
          isPassword ? (
            <InputAdornment position="end">
              <Button
                size="small"
                onClick={() => setRevealed((shown) => !shown)}
                aria-controls={id}
                aria-pressed={revealed}
              >
                {revealed ? t('form.hide') : t('form.show')}
              </Button>
            </InputAdornment>
          ) : undefined
        }
      />
      {listId && (
        <datalist id={listId}>
          {suggestions?.map((suggestion) => (
            <option key={suggestion} value={suggestion} />
          ))}
        </datalist>
      )}
      {message && <FormHelperText id={helperId}>{message}</FormHelperText>}
    </FormControl>
  );
}
