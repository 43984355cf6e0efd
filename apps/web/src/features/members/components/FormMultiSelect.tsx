import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';

export type MultiOption = { value: string; label: string };

/** Several choices from a long list (sports, goals, languages), typed to filter; stores the values. */
export function FormMultiSelect<T extends FieldValues>({
  control,
  name,
  label,
  options,
  helperText,
  required,
}: {
  control: Control<T>;
  name: Path<T>;
  label: string;
  options: MultiOption[];
  helperText?: string;
  /** Marks the field (an asterisk) when the schema wants at least one choice. */
  required?: boolean;
}) {
  const { field, fieldState } = useController({ control, name });
  const values: string[] = Array.isArray(field.value) ? field.value : [];
  const selected = options.filter((option) => values.includes(option.value));
  return (
    <Autocomplete
      multiple
      options={options}
      value={selected}
      onChange={(_event, next) => field.onChange(next.map((option) => option.value))}
      isOptionEqualToValue={(option, value) => option.value === value.value}
      getOptionLabel={(option) => option.label}
      filterSelectedOptions
      renderValue={(items, getItemProps) =>
        items.map((option, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} label={option.label} size="small" {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          label={label}
          required={required}
          margin="normal"
          error={fieldState.invalid}
          helperText={fieldState.error?.message ?? helperText}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}
