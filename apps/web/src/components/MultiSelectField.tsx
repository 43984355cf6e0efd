import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import type { SelectOption } from './FormFields.tsx';

// Beside FormFields.tsx rather than in it: vite.config.ts puts src/components/Form* in the sign-in
// chunk, and the sign-in pages need no multiple choice.

/** Several choices from a list, each with a check box; the closed field lists the chosen labels. */
export function MultiSelectField<T extends FieldValues>({
  control,
  name,
  label,
  helperText,
  options,
  required,
}: {
  control: Control<T>;
  name: Path<T>;
  label: string;
  helperText?: ReactNode;
  options: SelectOption[];
  /** Marks the field (an asterisk) when the schema wants at least one choice. */
  required?: boolean;
}) {
  const { field, fieldState } = useController({ control, name });
  const chosen: string[] = field.value ?? [];
  return (
    <TextField
      select
      fullWidth
      margin="normal"
      label={label}
      required={required}
      value={chosen}
      onChange={(event) => {
        const value = event.target.value as unknown;
        field.onChange(typeof value === 'string' ? value.split(',') : value);
      }}
      inputRef={field.ref}
      error={fieldState.invalid}
      helperText={fieldState.error?.message ?? helperText}
      slotProps={{
        select: {
          multiple: true,
          renderValue: (selected) =>
            (selected as string[])
              .map((value) => options.find((option) => option.value === value)?.label ?? value)
              .join(', '),
        },
      }}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          <Checkbox checked={chosen.includes(option.value)} />
          <ListItemText primary={option.label} />
        </MenuItem>
      ))}
    </TextField>
  );
}
