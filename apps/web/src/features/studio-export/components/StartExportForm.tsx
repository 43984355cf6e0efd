import type { studioExportRequestSchema } from '@bmp/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { FormSwitchField } from '../../../components/FormFields.tsx';
import { FormTextField } from '../../../components/FormTextField.tsx';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { useSnackbar } from '../../../lib/use-snackbar.ts';
import { useStartStudioExport } from '../api/studio-export.ts';

const exportResolver = lazyZodResolver((shared) => shared.studioExportRequestSchema);

type ExportInput = z.input<typeof studioExportRequestSchema>;

/**
 * Starts an export. Full bank numbers are a choice that asks the owner to sign in again: their
 * password, and their two-step code when two-step sign-in is on. The server names the field at fault.
 */
export function StartExportForm({ twoStep, busy }: { twoStep: boolean; busy: boolean }) {
  const { t } = useTranslation('studioExport');
  const start = useStartStudioExport();
  const snackbar = useSnackbar();
  const [generalError, setGeneralError] = useState<string | null>(null);
  const form = useForm<ExportInput, unknown, z.output<typeof studioExportRequestSchema>>({
    resolver: exportResolver,
    defaultValues: { includeBankNumbers: false, password: undefined, code: undefined },
  });
  const includeBankNumbers = useWatch({ control: form.control, name: 'includeBankNumbers' });

  const onSubmit = form.handleSubmit(async (values) => {
    setGeneralError(null);
    try {
      await start.mutateAsync(
        values.includeBankNumbers
          ? { includeBankNumbers: true, password: values.password, code: values.code }
          : { includeBankNumbers: false },
      );
      form.reset({ includeBankNumbers: false, password: undefined, code: undefined });
      snackbar.saved(t('started'));
    } catch (error) {
      setGeneralError(applyServerErrors(error, form.setError, ['includeBankNumbers', 'password', 'code']));
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} onInput={exportResolver.preload} sx={{ mt: 2 }}>
      <FormAlert>{generalError}</FormAlert>
      <FormSwitchField control={form.control} name="includeBankNumbers" label={t('includeBankNumbers')} />
      <Typography variant="body2" color="text.secondary">
        {t('bankNumbersHelp')}
      </Typography>
      {includeBankNumbers && (
        <>
          <FormTextField
            control={form.control}
            name="password"
            type="password"
            label={t('password')}
            autoComplete="current-password"
            emptyAsUndefined
          />
          {twoStep && (
            <FormTextField
              control={form.control}
              name="code"
              label={t('code')}
              autoComplete="one-time-code"
              inputMode="numeric"
              emptyAsUndefined
            />
          )}
        </>
      )}
      <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={busy || form.formState.isSubmitting}>
        {t('start')}
      </Button>
      {busy && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('oneAtATime')}
        </Typography>
      )}
    </Box>
  );
}
