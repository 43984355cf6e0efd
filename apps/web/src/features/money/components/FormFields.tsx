import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';

// Fields the shared FormTextField does not cover: a choice from a list, a whole number, long text and
// an on/off switch. Like FormTextField, each shows its error (from the schema or the server) in place
// of its helper text, tied to the input for screen readers.

type FieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  label: string;
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
};

export function FormSelectField<T extends FieldValues>({
  control,
  name,
  label,
  helperText,
  options,
  ...rest
}: FieldProps<T> & { options: readonly { value: string; label: string }[] }) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      select
      fullWidth
      margin="normal"
      label={label}
      name={field.name}
      value={field.value ?? ''}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.invalid}
      helperText={fieldState.error?.message ?? helperText}
      {...rest}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A whole number; an empty field is stored as `null` (e.g. "never expires"). */
export function FormNumberField<T extends FieldValues>({
  control,
  name,
  label,
  helperText,
  ...rest
}: FieldProps<T>) {
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
        // Kept as typed when it is not a number, so the schema names the mistake.
        field.onChange(text === '' ? null : /^-?\d+$/.test(text) ? Number(text) : text);
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.invalid}
      helperText={fieldState.error?.message ?? helperText}
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      {...rest}
    />
  );
}

export function FormMultilineField<T extends FieldValues>({
  control,
  name,
  label,
  helperText,
  ...rest
}: FieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      fullWidth
      multiline
      minRows={2}
      margin="normal"
      label={label}
      name={field.name}
      value={field.value ?? ''}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.invalid}
      helperText={fieldState.error?.message ?? helperText}
      {...rest}
    />
  );
}

export function FormSwitchField<T extends FieldValues>({
  control,
  name,
  label,
}: Pick<FieldProps<T>, 'control' | 'name' | 'label'>) {
  const { field } = useController({ control, name });
  return (
    <FormControlLabel
      control={
        <Switch
          name={field.name}
          checked={Boolean(field.value)}
          onChange={(event) => field.onChange(event.target.checked)}
          slotProps={{ input: { ref: field.ref } }}
        />
      }
      label={label}
    />
  );
}
