import {
  CONTRACT_KINDS,
  CONTRACT_PLACEHOLDERS,
  type ContractTemplateInput,
  type contractTemplateInputSchema,
  LOCALES,
  type Locale,
} from '@bmp/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { type Control, useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DialogForm } from '../../../components/DialogForm.tsx';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { FormSelectField } from '../../../components/FormFields.tsx';
import { FormTextField } from '../../../components/FormTextField.tsx';
import { LANGUAGE_NAMES } from '../../../i18n/locales.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { useSnackbar } from '../../../lib/use-snackbar.ts';
import { type ContractTemplateDetail, useCreateTemplate, useReviseTemplate } from '../api/contracts.ts';

const templateResolver = lazyZodResolver((schemas) => schemas.contractTemplateInputSchema);

type Values = ContractTemplateInput;
type Output = z.output<typeof contractTemplateInputSchema>;

const FIELDS = ['name', 'kind', 'bodies.en', 'bodies.fr', 'bodies.ar'] as const;

/** The i18n key of a placeholder's help: i18next reads dots as nesting, so they become underscores. */
const helpKey = (key: string) => `templates.placeholderHelp.${key.replace(/\./g, '_')}`;

/** A language's Markdown body, written in its own direction (Arabic right to left). */
function BodyField({
  control,
  language,
  hidden,
  inputRef,
}: {
  control: Control<Values, unknown, Output>;
  language: Locale;
  hidden: boolean;
  inputRef: (element: HTMLTextAreaElement | null) => void;
}) {
  const { t } = useTranslation('contracts');
  const { field, fieldState } = useController({ control, name: `bodies.${language}` });
  return (
    <TextField
      fullWidth
      multiline
      minRows={12}
      margin="normal"
      name={field.name}
      label={t('templates.bodyLabel', { language: LANGUAGE_NAMES[language] })}
      required={language === 'en'}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={(element: HTMLTextAreaElement | null) => {
        field.ref(element);
        inputRef(element);
      }}
      error={fieldState.invalid}
      helperText={
        fieldState.error?.message ??
        (language === 'en' ? t('templates.bodyHelpEn') : t('templates.bodyHelpOther'))
      }
      sx={hidden ? { display: 'none' } : undefined}
      slotProps={{
        htmlInput: { dir: language === 'ar' ? 'rtl' : 'ltr', lang: language, spellCheck: true },
      }}
    />
  );
}

/**
 * The owner writes a template, or changes one: name, kind (fixed once made), and the Markdown text in
 * English (required), French and Arabic, a tab each, with the placeholders listed beside it (a click
 * puts one where the cursor is). A new template's first version is published at once; a change is a
 * new version, a draft until the owner publishes it (decision 0053).
 */
export function TemplateFormDialog({
  template,
  onClose,
  onSaved,
}: {
  /** The template to change, or undefined for a new one. */
  template?: ContractTemplateDetail;
  onClose: () => void;
  onSaved: (template: ContractTemplateDetail) => void;
}) {
  const { t } = useTranslation('contracts');
  const snackbar = useSnackbar();
  const create = useCreateTemplate();
  const revise = useReviseTemplate(template?.id ?? '');
  const latest = template?.versions.find((version) => version.version === template.latestVersion);
  const [language, setLanguage] = useState<Locale>('en');
  const [generalError, setGeneralError] = useState<string | null>(null);
  const bodies = useRef<Partial<Record<Locale, HTMLTextAreaElement | null>>>({});
  const tabsId = useId();
  const form = useForm<Values, unknown, Output>({
    resolver: templateResolver,
    defaultValues: {
      name: template?.name ?? '',
      kind: template?.kind ?? 'waiver',
      bodies: { en: latest?.bodies.en ?? '', fr: latest?.bodies.fr ?? '', ar: latest?.bodies.ar ?? '' },
    },
  });
  const bodyErrors = form.formState.errors.bodies;

  // A refused text shows on its own tab: the first language at fault comes forward.
  useEffect(() => {
    const wrong = LOCALES.find((locale) => bodyErrors?.[locale]);
    if (wrong) setLanguage((shown) => (bodyErrors?.[shown] ? shown : wrong));
  }, [bodyErrors]);

  const insert = (key: string) => {
    const name = `bodies.${language}` as const;
    const element = bodies.current[language];
    const text = form.getValues(name) ?? '';
    const token = `{{${key}}}`;
    const start = element?.selectionStart ?? text.length;
    const end = element?.selectionEnd ?? text.length;
    form.setValue(name, text.slice(0, start) + token + text.slice(end), { shouldDirty: true });
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(start + token.length, start + token.length);
    });
  };

  const onSubmit = form.handleSubmit(
    async (values) => {
      setGeneralError(null);
      try {
        const saved = template ? await revise.mutateAsync(values) : await create.mutateAsync(values);
        snackbar.saved(
          template
            ? t('templates.savedDraft', { version: saved.latestVersion })
            : t('templates.savedNew', { name: saved.name }),
        );
        onSaved(saved);
      } catch (error) {
        setGeneralError(applyServerErrors(error, form.setError, FIELDS));
      }
    },
    () => snackbar.failed(t('common:form.notSavedFields')),
  );

  return (
    <DialogForm
      title={template ? t('templates.editTitle', { name: template.name }) : t('templates.newTitle')}
      submitLabel={template ? t('templates.saveVersion') : t('templates.create')}
      closeLabel={t('actions.cancel')}
      submitting={form.formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
      onInput={templateResolver.preload}
      maxWidth="md"
    >
      <FormAlert>{generalError}</FormAlert>
      {template && (
        <Typography color="text.secondary">
          {t('templates.editIntro', { version: template.latestVersion + 1 })}
        </Typography>
      )}
      <FormTextField control={form.control} name="name" label={t('templates.name')} required />
      <FormSelectField
        control={form.control}
        name="kind"
        label={t('templates.kind')}
        required
        disabled={Boolean(template)}
        helperText={template ? t('templates.kindFixed') : t('templates.kindHelp')}
        options={CONTRACT_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
      />
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 3, mt: 1 }}>
        <Box sx={{ flex: 2, minWidth: 0 }}>
          <Tabs
            value={language}
            onChange={(_event, next: Locale) => setLanguage(next)}
            aria-label={t('templates.languages')}
            id={tabsId}
          >
            {LOCALES.map((locale) => (
              <Tab
                key={locale}
                value={locale}
                label={
                  bodyErrors?.[locale]
                    ? t('templates.languageWithError', { language: LANGUAGE_NAMES[locale] })
                    : LANGUAGE_NAMES[locale]
                }
                sx={bodyErrors?.[locale] ? { color: 'error.main' } : undefined}
              />
            ))}
          </Tabs>
          {LOCALES.map((locale) => (
            <BodyField
              key={locale}
              control={form.control}
              language={locale}
              hidden={locale !== language}
              inputRef={(element) => {
                bodies.current[locale] = element;
              }}
            />
          ))}
        </Box>
        <Box component="aside" aria-labelledby={`${tabsId}-placeholders`} sx={{ flex: 1, minWidth: 0 }}>
          <Typography id={`${tabsId}-placeholders`} variant="subtitle1" component="h3">
            {t('templates.placeholders')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('templates.placeholdersIntro')}
          </Typography>
          <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0, gap: 1 }}>
            {CONTRACT_PLACEHOLDERS.map((placeholder) => (
              <li key={placeholder.key}>
                <Button
                  size="small"
                  variant="outlined"
                  onClick={() => insert(placeholder.key)}
                  aria-label={t('templates.insert', { placeholder: `{{${placeholder.key}}}` })}
                  sx={{ textTransform: 'none', fontFamily: 'monospace' }}
                >
                  <bdi>{`{{${placeholder.key}}}`}</bdi>
                </Button>
                <Typography variant="body2" color="text.secondary">
                  {t(helpKey(placeholder.key))}
                </Typography>
              </li>
            ))}
          </Stack>
        </Box>
      </Stack>
    </DialogForm>
  );
}
