import { PAPER_SCAN_TYPES, type PaperContractInput, type paperContractSchema } from '@bmp/shared';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DialogForm } from '../../../components/DialogForm.tsx';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { FormSelectField, FormTextArea } from '../../../components/FormFields.tsx';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { readAsBase64 } from '../../../lib/read-file.ts';
import { useSnackbar } from '../../../lib/use-snackbar.ts';
import { type ContractTemplate, useRecordPaperWaiver } from '../api/contracts.ts';

const paperResolver = lazyZodResolver((schemas) => schemas.paperContractSchema);

const FIELDS = ['templateId', 'signedOn', 'scan', 'scan.data', 'scan.contentType'] as const;

/**
 * Records a waiver signed on paper: which waiver, the day it was signed, and the scan (PDF, JPEG or
 * PNG of at most 700 KB), kept with the record as a signed contract of its own.
 */
export function WaiverPaperDialog({
  personId,
  dependantId,
  name,
  templates,
  defaultTemplateId,
  onClose,
}: {
  personId: string;
  dependantId: string | null;
  name: string;
  /** The studio's published waiver templates. */
  templates: ContractTemplate[];
  defaultTemplateId: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('contracts');
  const snackbar = useSnackbar();
  const record = useRecordPaperWaiver();
  const scanId = useId();
  const [fileName, setFileName] = useState<string | null>(null);
  const [generalError, setGeneralError] = useState<string | null>(null);
  const form = useForm<PaperContractInput, unknown, z.output<typeof paperContractSchema>>({
    resolver: paperResolver,
    defaultValues: {
      templateId: defaultTemplateId ?? templates[0]?.id,
      personId,
      dependantId,
      signedOn: '',
      scan: { data: '' },
    },
  });
  const scanErrors = form.formState.errors.scan;
  const scanError = scanErrors?.contentType?.message ?? scanErrors?.data?.message ?? scanErrors?.message;

  const onSubmit = form.handleSubmit(async (values) => {
    setGeneralError(null);
    try {
      await record.mutateAsync(values);
      snackbar.saved(t('waiver.paperRecorded', { name }));
      onClose();
    } catch (error) {
      setGeneralError(applyServerErrors(error, form.setError, FIELDS));
    }
  });

  return (
    <DialogForm
      title={t('waiver.paperTitle', { name })}
      submitLabel={t('waiver.paperSubmit')}
      closeLabel={t('actions.cancel')}
      submitting={form.formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
      onInput={paperResolver.preload}
    >
      <FormAlert>{generalError}</FormAlert>
      <FormSelectField
        control={form.control}
        name="templateId"
        label={t('waiver.template')}
        required
        emptyValue={undefined}
        options={templates.map((template) => ({ value: template.id, label: template.name }))}
      />
      <FormTextArea
        control={form.control}
        name="signedOn"
        type="date"
        label={t('waiver.signedOn')}
        required
      />
      <Controller
        control={form.control}
        name="scan"
        render={({ field }) => (
          <FormControl margin="normal" error={Boolean(scanError)} required fullWidth>
            <FormLabel htmlFor={scanId}>{t('waiver.scan')}</FormLabel>
            <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: 1 }}>
              <Button component="label" variant="outlined" htmlFor={scanId}>
                {t('waiver.chooseScan')}
                <input
                  id={scanId}
                  name={field.name}
                  ref={field.ref}
                  type="file"
                  accept={PAPER_SCAN_TYPES.join(',')}
                  hidden
                  aria-describedby={`${scanId}-help`}
                  onChange={async (event) => {
                    const file = event.target.files?.[0];
                    if (!file) return;
                    setFileName(file.name);
                    // The schema says what is wrong with it (its type, its size).
                    field.onChange({ contentType: file.type, data: await readAsBase64(file) });
                    if (form.formState.isSubmitted) void form.trigger('scan');
                  }}
                />
              </Button>
              {fileName && <Typography variant="body2">{fileName}</Typography>}
            </Stack>
            <FormHelperText id={`${scanId}-help`}>{scanError ?? t('waiver.scanHelp')}</FormHelperText>
          </FormControl>
        )}
      />
    </DialogForm>
  );
}
