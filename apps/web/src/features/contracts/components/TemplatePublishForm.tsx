import type { ContractTemplatePublish, contractTemplatePublishSchema } from '@bmp/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { useSnackbar } from '../../../lib/use-snackbar.ts';
import { type ContractTemplateDetail, usePublishTemplate } from '../api/contracts.ts';

const publishResolver = lazyZodResolver((schemas) => schemas.contractTemplatePublishSchema);

/**
 * Publishes a template's newest version, the one new contracts are then issued from. A waiver may ask
 * everyone who signed an earlier version to sign this one before their next booking or class.
 */
export function TemplatePublishForm({ template }: { template: ContractTemplateDetail }) {
  const { t } = useTranslation('contracts');
  const snackbar = useSnackbar();
  const publish = usePublishTemplate(template.id);
  const helpId = useId();
  const [generalError, setGeneralError] = useState<string | null>(null);
  const version = template.latestVersion;
  const form = useForm<ContractTemplatePublish, unknown, z.output<typeof contractTemplatePublishSchema>>({
    resolver: publishResolver,
    defaultValues: { version, requireResign: false },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setGeneralError(null);
    try {
      await publish.mutateAsync({ ...values, version });
      snackbar.saved(t('templates.published', { version }));
    } catch (error) {
      setGeneralError(applyServerErrors(error, form.setError, ['requireResign']));
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} onInput={publishResolver.preload}>
      <Alert severity="info" sx={{ mb: 1 }}>
        {template.publishedVersion === null
          ? t('templates.draftUnpublished', { version })
          : t('templates.draftPending', { version, published: template.publishedVersion })}
      </Alert>
      <FormAlert>{generalError}</FormAlert>
      {template.kind === 'waiver' && (
        <Controller
          control={form.control}
          name="requireResign"
          render={({ field, fieldState }) => (
            <>
              <FormControlLabel
                control={
                  <Checkbox
                    name={field.name}
                    checked={Boolean(field.value)}
                    onChange={(event) => field.onChange(event.target.checked)}
                    onBlur={field.onBlur}
                    slotProps={{ input: { ref: field.ref, 'aria-describedby': helpId } }}
                  />
                }
                label={t('templates.requireResign')}
              />
              <FormHelperText id={helpId} error={fieldState.invalid} sx={{ mt: 0, mb: 1 }}>
                {fieldState.error?.message ?? t('templates.requireResignHelp')}
              </FormHelperText>
            </>
          )}
        />
      )}
      <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
        {t('templates.publish', { version })}
      </Button>
    </Box>
  );
}
