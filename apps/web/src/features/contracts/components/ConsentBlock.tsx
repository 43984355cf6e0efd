import type { Locale } from '@bmp/shared';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';

export type ConsentText = { title: string; paragraphs: string[]; agree: string };

/**
 * The consent to sign electronically (ESIGN), as the API sent it (in the contract's language), and the box that agrees to it: a
 * react-hook-form field whose error is tied to the box (aria-describedby, aria-invalid), so it is read
 * out when the form refuses to sign without it.
 */
export function ConsentBlock<T extends FieldValues>({
  control,
  name,
  consent,
  language,
}: {
  control: Control<T>;
  name: Path<T>;
  consent: ConsentText;
  /** The consent is in the contract's language (the text agreed to is the one recorded). */
  language: Locale;
}) {
  const { field, fieldState } = useController({ control, name });
  const id = useId();
  const titleId = `${id}-title`;
  const errorId = `${id}-error`;
  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      lang={language}
      dir={language === 'ar' ? 'rtl' : 'ltr'}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}
    >
      <Typography id={titleId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {consent.title}
      </Typography>
      {consent.paragraphs.map((paragraph) => (
        <Typography key={paragraph} variant="body2" sx={{ my: 1, lineHeight: 1.6 }}>
          {paragraph}
        </Typography>
      ))}
      <FormControl error={fieldState.invalid} required>
        <FormControlLabel
          control={
            <Checkbox
              name={field.name}
              checked={field.value === true}
              onChange={(event) => field.onChange(event.target.checked)}
              onBlur={field.onBlur}
              slotProps={{
                input: {
                  ref: field.ref,
                  'aria-describedby': fieldState.error ? errorId : undefined,
                  'aria-invalid': fieldState.invalid || undefined,
                  'aria-required': true,
                } as object,
              }}
            />
          }
          label={consent.agree}
        />
        {fieldState.error?.message && (
          <FormHelperText id={errorId}>{fieldState.error.message}</FormHelperText>
        )}
      </FormControl>
    </Box>
  );
}
