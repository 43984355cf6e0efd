import type { ContractSettingsInput, contractSettingsInputSchema } from '@bmp/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { FormSelectField } from '../../../components/FormFields.tsx';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { useFormSave } from '../../../lib/use-form-save.ts';
import { type ContractTemplate, useSaveContractSettings } from '../api/contracts.ts';

const settingsResolver = lazyZodResolver((schemas) => schemas.contractSettingsInputSchema);

/**
 * The waiver a member signs before their first booking or class (or none): a published waiver
 * template. The owner chooses; admins read which one it is.
 */
export function WaiverSettingForm({
  requiredWaiverTemplateId,
  templates,
  canWrite,
}: {
  requiredWaiverTemplateId: string | null;
  templates: ContractTemplate[];
  canWrite: boolean;
}) {
  const { t } = useTranslation('contracts');
  const save = useSaveContractSettings();
  const form = useForm<ContractSettingsInput, unknown, z.output<typeof contractSettingsInputSchema>>({
    resolver: settingsResolver,
    values: { requiredWaiverTemplateId },
  });
  const { onSubmit, generalError } = useFormSave(
    form,
    (values) => save.mutateAsync(values),
    ['requiredWaiverTemplateId'],
    t('settings.saved'),
  );
  const waivers = templates.filter(
    (template) =>
      template.kind === 'waiver' &&
      (template.publishedVersion !== null || template.id === requiredWaiverTemplateId),
  );
  const required = templates.find((template) => template.id === requiredWaiverTemplateId);

  if (!canWrite) {
    return (
      <Typography data-testid="required-waiver">
        {required ? t('settings.requiredIs', { name: required.name }) : t('settings.noneRequired')}
      </Typography>
    );
  }
  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      onInput={settingsResolver.preload}
      sx={{ maxWidth: 560 }}
    >
      <FormAlert>{generalError}</FormAlert>
      <FormSelectField
        control={form.control}
        name="requiredWaiverTemplateId"
        label={t('settings.label')}
        helperText={waivers.length === 0 ? t('settings.noWaivers') : t('settings.help')}
        options={[
          { value: '', label: t('settings.none') },
          ...waivers.map((template) => ({ value: template.id, label: template.name })),
        ]}
      />
      <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
        {t('settings.save')}
      </Button>
    </Box>
  );
}
