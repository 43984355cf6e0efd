import type { reviewInputSchema } from '@bmp/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Rating from '@mui/material/Rating';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { FormTextArea } from '../../../components/FormFields.tsx';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { useReviewService } from '../api/booking.ts';

const reviewResolver = lazyZodResolver((shared) => shared.reviewInputSchema);

/** The customer's one review of a completed session: 1 to 5 stars and a few words. */
export function ReviewForm({ serviceId }: { serviceId: string }) {
  const { t } = useTranslation('booking');
  const legendId = useId();
  const review = useReviewService(serviceId);
  const [generalError, setGeneralError] = useState<string | null>(null);
  const form = useForm<z.input<typeof reviewInputSchema>, unknown, z.output<typeof reviewInputSchema>>({
    resolver: reviewResolver,
    defaultValues: { text: '' },
  });
  const submit = form.handleSubmit(async (values) => {
    setGeneralError(null);
    try {
      await review.mutateAsync(values);
    } catch (error) {
      setGeneralError(applyServerErrors(error, form.setError, ['stars', 'text']));
    }
  });
  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      onInput={reviewResolver.preload}
      sx={{ maxWidth: 640 }}
    >
      <FormAlert>{generalError}</FormAlert>
      <Controller
        control={form.control}
        name="stars"
        render={({ field, fieldState }) => (
          <FormControl component="fieldset" error={fieldState.invalid} margin="normal">
            <FormLabel component="legend" id={legendId}>
              {t('review.stars')}
            </FormLabel>
            <Rating
              name={field.name}
              value={typeof field.value === 'number' ? field.value : null}
              onChange={(_event, value) => {
                reviewResolver.preload();
                field.onChange(value ?? undefined);
              }}
              getLabelText={(value) => t('review.starLabel', { count: value })}
              size="large"
            />
            {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
          </FormControl>
        )}
      />
      <FormTextArea control={form.control} name="text" label={t('review.text')} rows={3} />
      <Button type="submit" variant="contained" disabled={form.formState.isSubmitting} sx={{ mt: 1 }}>
        {t('review.submit')}
      </Button>
    </Box>
  );
}
