import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';

/**
 * Several values picked from a long list by typing, shown as chips (the studio's lists, a trainer's
 * specialities and languages). Beside MultiSelectField, which suits a short list of check boxes.
 */
export function TagsField<T extends FieldValues>({
  control,
  name,
  label,
  options,
}: {
  control: Control<T>;
  name: Path<T>;
  label: string;
  options: readonly string[];
}) {
  const { field, fieldState } = useController({ control, name });
  const message = fieldState.error?.message;
  return (
    <Autocomplete
      multiple
      options={[...options]}
      value={(field.value ?? []) as string[]}
      onChange={(_event, value) => field.onChange(value)}
      onBlur={field.onBlur}
      renderInput={(params) => (
        <TextField
          {...params}
          margin="normal"
          label={label}
          inputRef={field.ref}
          {...(message ? { error: true, helperText: message } : {})}
        />
      )}
    />
  );
}
