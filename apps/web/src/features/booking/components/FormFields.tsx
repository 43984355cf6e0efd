import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';

// Labelled fields bound to react-hook-form for the booking forms; the error replaces the helper text
// and is tied to the field (MUI's TextField sets aria-describedby and aria-invalid).

type BaseProps<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  label: string;
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
};

export type SelectOption = { value: string; label: string };

/**
 * A select whose empty choice (value '') is stored as `emptyValue` (null by default) and whose
 * numeric options are stored as numbers when `numeric`.
 */
export function FormSelectField<T extends FieldValues>({
  control,
  name,
  label,
  helperText,
  options,
  numeric = false,
  emptyValue = null,
  ...rest
}: BaseProps<T> & { options: SelectOption[]; numeric?: boolean; emptyValue?: null | undefined }) {
  const { field, fieldState } = useController({ control, name });
  const value = field.value === null || field.value === undefined ? '' : String(field.value);
  return (
    <TextField
      select
      fullWidth
      margin="normal"
      label={label}
      name={field.name}
      value={options.some((option) => option.value === value) ? value : ''}
      onChange={(event) => {
        const next = event.target.value;
        field.onChange(next === '' ? emptyValue : numeric ? Number(next) : next);
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.invalid}
      helperText={fieldState.error?.message ?? helperText}
      required={rest.required}
      disabled={rest.disabled}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A whole-number field; an empty field is stored as undefined so the schema says what is missing. */
export function FormNumberField<T extends FieldValues>({
  control,
  name,
  label,
  helperText,
  ...rest
}: BaseProps<T>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      fullWidth
      margin="normal"
      label={label}
      name={field.name}
      value={field.value ?? ''}
      onChange={(event) => {
        const text = event.target.value.trim();
        field.onChange(text === '' ? undefined : /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text);
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.invalid}
      helperText={fieldState.error?.message ?? helperText}
      required={rest.required}
      disabled={rest.disabled}
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
    />
  );
}

/** A text field (one line or several); `emptyAsNull` stores an empty field as null. */
export function FormTextArea<T extends FieldValues>({
  control,
  name,
  label,
  helperText,
  rows,
  emptyAsNull = false,
  type = 'text',
  ...rest
}: BaseProps<T> & { rows?: number; emptyAsNull?: boolean; type?: 'text' | 'date' | 'time' }) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      fullWidth
      margin="normal"
      type={type}
      label={label}
      name={field.name}
      value={field.value ?? ''}
      onChange={(event) =>
        field.onChange(emptyAsNull && event.target.value === '' ? null : event.target.value)
      }
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.invalid}
      helperText={fieldState.error?.message ?? helperText}
      required={rest.required}
      disabled={rest.disabled}
      multiline={rows !== undefined}
      minRows={rows}
      slotProps={type === 'text' ? undefined : { inputLabel: { shrink: true } }}
    />
  );
}
