import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';

// Labelled fields bound to react-hook-form, beside FormTextField: a choice from a list, a number,
// longer text and an on/off switch; the error replaces the helper text
// and is tied to the field (MUI's TextField sets aria-describedby and aria-invalid).

/** `O`: what the form's resolver turns the values into, when that is not the values themselves. */
type BaseProps<T extends FieldValues, O = T> = {
  control: Control<T, unknown, O>;
  name: Path<T>;
  label: string;
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
};

export type SelectOption = { value: string; label: string };

/** The controller of `name` and the TextField props every field here shares (label, error, state). */
function useBoundField<T extends FieldValues, O = T>({
  control,
  name,
  label,
  helperText,
  required,
  disabled,
}: BaseProps<T, O>) {
  const { field, fieldState } = useController({ control, name });
  const shared = {
    fullWidth: true,
    margin: 'normal' as const,
    label,
    name: field.name,
    onBlur: field.onBlur,
    inputRef: field.ref,
    error: fieldState.invalid,
    helperText: fieldState.error?.message ?? helperText,
    required,
    disabled,
  };
  return { field, shared };
}

/**
 * A select whose empty choice (value '') is stored as `emptyValue` (null by default) and whose
 * numeric options are stored as numbers when `numeric`.
 */
export function FormSelectField<T extends FieldValues>({
  options,
  numeric = false,
  emptyValue = null,
  ...base
}: BaseProps<T> & { options: SelectOption[]; numeric?: boolean; emptyValue?: null | undefined }) {
  const { field, shared } = useBoundField(base);
  const value = field.value === null || field.value === undefined ? '' : String(field.value);
  return (
    <TextField
      select
      {...shared}
      value={options.some((option) => option.value === value) ? value : ''}
      onChange={(event) => {
        const next = event.target.value;
        field.onChange(next === '' ? emptyValue : numeric ? Number(next) : next);
      }}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * A number field. An empty field is stored as `emptyValue`: undefined by default, so the schema says
 * what is missing; null where empty has a meaning (a pack's expiry: "never").
 */
export function FormNumberField<T extends FieldValues>({
  emptyValue = undefined,
  ...base
}: BaseProps<T> & { emptyValue?: null | undefined }) {
  const { field, shared } = useBoundField(base);
  return (
    <TextField
      {...shared}
      value={field.value ?? ''}
      onChange={(event) => {
        const text = event.target.value.trim();
        // Kept as typed when it is not a number, so the schema names the mistake.
        field.onChange(text === '' ? emptyValue : /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text);
      }}
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
    />
  );
}

/** A text field (one line or several); `emptyAsNull` stores an empty field as null. */
export function FormTextArea<T extends FieldValues, O = T>({
  rows,
  emptyAsNull = false,
  type = 'text',
  autoComplete,
  fullWidth = true,
  margin = 'normal',
  sx,
  ...base
}: BaseProps<T, O> & {
  rows?: number;
  emptyAsNull?: boolean;
  type?: 'text' | 'email' | 'tel' | 'password' | 'date' | 'time';
  autoComplete?: string;
  /** False for a field that shares a row with others (its width then comes from `sx`). */
  fullWidth?: boolean;
  margin?: 'normal' | 'none';
  sx?: SxProps<Theme>;
}) {
  const { field, shared } = useBoundField(base);
  return (
    <TextField
      {...shared}
      fullWidth={fullWidth}
      margin={margin}
      sx={sx}
      type={type}
      autoComplete={autoComplete}
      value={field.value ?? ''}
      onChange={(event) =>
        field.onChange(emptyAsNull && event.target.value === '' ? null : event.target.value)
      }
      multiline={rows !== undefined}
      minRows={rows}
      slotProps={type === 'date' || type === 'time' ? { inputLabel: { shrink: true } } : undefined}
    />
  );
}

/** An on/off choice (e.g. a pack on sale). */
export function FormSwitchField<T extends FieldValues>({
  control,
  name,
  label,
}: Pick<BaseProps<T>, 'control' | 'name' | 'label'>) {
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
