import Autocomplete, { type AutocompleteRenderInputParams } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { Ref } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';

type PickProps<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  label: string;
  options: readonly string[];
  /** Marks the field (an asterisk) when the schema wants at least one value. */
  required?: boolean;
};

/** The typed-into input of both fields below: labelled, its error in place of the helper text. */
const inputOf =
  (label: string, ref: Ref<HTMLInputElement>, message: string | undefined, required?: boolean) =>
  (params: AutocompleteRenderInputParams) => (
    <TextField
      {...params}
      margin="normal"
      label={label}
      required={required}
      inputRef={ref}
      {...(message ? { error: true, helperText: message } : {})}
    />
  );

/**
 * Several values picked from a long list by typing, shown as chips (the studio's lists, a trainer's
 * specialities and languages). Beside MultiSelectField, which suits a short list of check boxes.
 */
export function TagsField<T extends FieldValues>({ control, name, label, options, required }: PickProps<T>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <Autocomplete
      multiple
      options={[...options]}
      value={(field.value ?? []) as string[]}
      onChange={(_event, value) => field.onChange(value)}
      onBlur={field.onBlur}
      renderInput={inputOf(label, field.ref, fieldState.error?.message, required)}
    />
  );
}

/** One value picked from a long list by typing (a studio's time zone); it cannot be emptied. */
export function PickField<T extends FieldValues>({ control, name, label, options }: PickProps<T>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <Autocomplete
      options={[...options]}
      value={field.value as string}
      disableClearable
      onChange={(_event, value) => field.onChange(value)}
      onBlur={field.onBlur}
      renderInput={inputOf(label, field.ref, fieldState.error?.message)}
    />
  );
}
