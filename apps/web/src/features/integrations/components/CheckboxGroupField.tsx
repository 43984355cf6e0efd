import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useId } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';

export type CheckboxGroup = { legend?: string; options: { value: string; label: string }[] };

/**
 * A list of choices bound to one react-hook-form field holding the chosen values: a fieldset with its
 * legend, optionally split in smaller labelled groups (an area's read and write), and the field's error.
 */
export function CheckboxGroupField<T extends FieldValues>({
  control,
  name,
  legend,
  groups,
  helperText,
}: {
  control: Control<T>;
  name: Path<T>;
  legend: string;
  groups: CheckboxGroup[];
  helperText?: string;
}) {
  const { field, fieldState } = useController({ control, name });
  const helperId = useId();
  const chosen: string[] = field.value ?? [];
  const toggle = (value: string, checked: boolean) =>
    field.onChange(checked ? [...chosen, value] : chosen.filter((item) => item !== value));
  const message = fieldState.error?.message ?? helperText;
  let first = true;
  return (
    <FormControl
      component="fieldset"
      error={fieldState.invalid}
      margin="normal"
      fullWidth
      aria-describedby={message ? helperId : undefined}
    >
      <FormLabel component="legend">{legend}</FormLabel>
      {groups.map((group, index) => (
        <FormGroup
          key={group.legend ?? index}
          row
          role={group.legend ? 'group' : undefined}
          aria-label={group.legend}
          sx={{ alignItems: 'center', gap: 1 }}
        >
          {group.legend && (
            <FormLabel component="span" aria-hidden sx={{ minWidth: 140 }}>
              {group.legend}
            </FormLabel>
          )}
          {group.options.map((option) => {
            const ref = first ? field.ref : undefined;
            first = false;
            return (
              <FormControlLabel
                key={option.value}
                label={option.label}
                control={
                  <Checkbox
                    name={field.name}
                    value={option.value}
                    checked={chosen.includes(option.value)}
                    onChange={(event) => toggle(option.value, event.target.checked)}
                    onBlur={field.onBlur}
                    slotProps={{ input: { ref } }}
                  />
                }
              />
            );
          })}
        </FormGroup>
      ))}
      {message && <FormHelperText id={helperId}>{message}</FormHelperText>}
    </FormControl>
  );
}
