import { LANDING_LIMITS, type LandingContent, type LandingLocale } from '@bmp/shared';
import Add from '@mui/icons-material/Add';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, Suspense } from 'react';
import { type Control, type Path, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { FormTextArea } from '../../../components/FormFields.tsx';
import { FormTextField } from '../../../components/FormTextField.tsx';
import { LANGUAGE_NAMES } from '../../../i18n/locales.ts';
import type { landingContentSchema } from '../../../lib/form-schemas.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { useFormSave } from '../../../lib/use-form-save.ts';
import { type LandingContentView, LandingHero, LandingSections } from '../../home/index.ts';
import { useSaveLanding } from '../api/landing-editor.ts';

// One language's landing content as the operator edits it: the hero, and the features, questions and
// testimonials as lists (add, remove, move), beside a live preview drawn by /home's own sections in
// that language's direction. The server's messages land on the field they name (`faq.2.answer`).

export type LandingForm = z.input<typeof landingContentSchema>;

const landingResolver = lazyZodResolver((shared) => shared.landingContentSchema);

const NEW_FEATURE = { title: '', text: '' };
const NEW_QUESTION = { question: '', answer: '' };
const NEW_TESTIMONIAL = { quote: '', author: '' };

/** Every field of the form as it is now, where a server message may land. */
export function landingFieldPaths(values: LandingForm): Path<LandingForm>[] {
  return [
    'hero.title',
    'hero.tagline',
    ...values.features.flatMap((_, i) => [`features.${i}.title`, `features.${i}.text`] as const),
    ...values.faq.flatMap((_, i) => [`faq.${i}.question`, `faq.${i}.answer`] as const),
    ...values.testimonials.flatMap(
      (_, i) => [`testimonials.${i}.quote`, `testimonials.${i}.author`] as const,
    ),
  ];
}

/** One entry of a list: its fields, and the buttons that move it up, down or out. */
function ListEntry({
  label,
  index,
  count,
  onMove,
  onRemove,
  children,
}: {
  label: string;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('landing');
  return (
    <Paper variant="outlined" component="li" sx={{ p: 1.5, mb: 1.5 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="subtitle2" component="p">
          {label}
        </Typography>
        <Box>
          <IconButton
            size="small"
            aria-label={t('moveUp', { item: label })}
            disabled={index === 0}
            onClick={() => onMove(index, index - 1)}
          >
            <ArrowUpward fontSize="small" />
          </IconButton>
          <IconButton
            size="small"
            aria-label={t('moveDown', { item: label })}
            disabled={index === count - 1}
            onClick={() => onMove(index, index + 1)}
          >
            <ArrowDownward fontSize="small" />
          </IconButton>
          <IconButton size="small" aria-label={t('remove', { item: label })} onClick={() => onRemove(index)}>
            <DeleteOutlined fontSize="small" />
          </IconButton>
        </Box>
      </Stack>
      {children}
    </Paper>
  );
}

/** A list's heading, its entries, and the button that adds one (until the list is full). */
function ListSection({
  title,
  addLabel,
  count,
  max,
  onAdd,
  children,
}: {
  title: string;
  addLabel: string;
  count: number;
  max: number;
  onAdd: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('landing');
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 3 }}>
      <Typography component="legend" variant="h6" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {count === 0 && <Typography color="text.secondary">{t('emptyList')}</Typography>}
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {children}
      </Box>
      <Button startIcon={<Add />} onClick={onAdd} disabled={count >= max}>
        {count >= max ? t('listFull', { max }) : addLabel}
      </Button>
    </Box>
  );
}

/** The content as typed, drawn by /home's sections in the language's own direction. */
function LandingPreview({ control, locale }: { control: Control<LandingForm>; locale: LandingLocale }) {
  const { t } = useTranslation('landing');
  const values = useWatch({ control }) as LandingContentView;
  return (
    <Box
      component="section"
      aria-label={t('previewLabel', { language: LANGUAGE_NAMES[locale] })}
      data-testid="landing-preview"
      lang={locale}
      dir={locale === 'ar' ? 'rtl' : 'ltr'}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden', mt: 1 }}
    >
      {/* The preview's section headings come in its language, which may load first. */}
      <Suspense fallback={<Box sx={{ minHeight: 240 }} />}>
        <LandingHero hero={values.hero} heading="h2" narrow />
        <LandingSections content={values} language={locale} narrow />
      </Suspense>
    </Box>
  );
}

/** The editor of one language, filled with what is shown now (the operator's content or the defaults). */
export function LandingEditorForm({
  locale,
  content,
  showPreview,
}: {
  locale: LandingLocale;
  content: LandingContent;
  /** Only the open language draws its preview (the sections' ids are the page's). */
  showPreview: boolean;
}) {
  const { t } = useTranslation('landing');
  const language = LANGUAGE_NAMES[locale];
  const save = useSaveLanding(locale);
  const form = useForm<LandingForm, unknown, LandingContent>({
    resolver: landingResolver,
    defaultValues: content,
  });
  const { control } = form;
  const features = useFieldArray({ control, name: 'features' });
  const faq = useFieldArray({ control, name: 'faq' });
  const testimonials = useFieldArray({ control, name: 'testimonials' });
  const { onSubmit, generalError, saved } = useFormSave(
    form,
    async (values) => {
      const page = await save.mutateAsync(values);
      // What was saved, trimmed as the server keeps it.
      form.reset(page.content);
    },
    () => landingFieldPaths(form.getValues()),
    t('saved', { language }),
  );

  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      onInput={landingResolver.preload}
      aria-label={language}
      // Each text runs in its own direction (Arabic right to left) under the page's labels.
      sx={{ '& input, & textarea': { unicodeBidi: 'plaintext' } }}
    >
      <FormAlert>{generalError}</FormAlert>
      {saved && <FormAlert severity="success">{t('saved', { language })}</FormAlert>}

      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend" variant="h6">
          {t('hero')}
        </Typography>
        <FormTextField control={control} name="hero.title" label={t('heroTitle')} required />
        <FormTextArea control={control} name="hero.tagline" label={t('heroTagline')} rows={2} required />
      </Box>

      <ListSection
        title={t('features')}
        addLabel={t('addFeature')}
        count={features.fields.length}
        max={LANDING_LIMITS.features}
        onAdd={() => features.append({ ...NEW_FEATURE })}
      >
        {features.fields.map((entry, index) => {
          const label = t('feature', { number: index + 1 });
          return (
            <ListEntry
              key={entry.id}
              label={label}
              index={index}
              count={features.fields.length}
              onMove={features.move}
              onRemove={features.remove}
            >
              <FormTextField
                control={control}
                name={`features.${index}.title`}
                label={`${t('featureTitle')} (${label})`}
                required
              />
              <FormTextArea
                control={control}
                name={`features.${index}.text`}
                label={`${t('featureText')} (${label})`}
                helperText={t('markdownHelp')}
                rows={3}
                required
              />
            </ListEntry>
          );
        })}
      </ListSection>

      <ListSection
        title={t('faq')}
        addLabel={t('addQuestion')}
        count={faq.fields.length}
        max={LANDING_LIMITS.faq}
        onAdd={() => faq.append({ ...NEW_QUESTION })}
      >
        {faq.fields.map((entry, index) => {
          const label = t('question', { number: index + 1 });
          return (
            <ListEntry
              key={entry.id}
              label={label}
              index={index}
              count={faq.fields.length}
              onMove={faq.move}
              onRemove={faq.remove}
            >
              <FormTextField
                control={control}
                name={`faq.${index}.question`}
                label={`${t('questionText')} (${label})`}
                required
              />
              <FormTextArea
                control={control}
                name={`faq.${index}.answer`}
                label={`${t('answer')} (${label})`}
                helperText={t('markdownHelp')}
                rows={3}
                required
              />
            </ListEntry>
          );
        })}
      </ListSection>

      <ListSection
        title={t('testimonials')}
        addLabel={t('addTestimonial')}
        count={testimonials.fields.length}
        max={LANDING_LIMITS.testimonials}
        onAdd={() => testimonials.append({ ...NEW_TESTIMONIAL })}
      >
        {testimonials.fields.map((entry, index) => {
          const label = t('testimonial', { number: index + 1 });
          return (
            <ListEntry
              key={entry.id}
              label={label}
              index={index}
              count={testimonials.fields.length}
              onMove={testimonials.move}
              onRemove={testimonials.remove}
            >
              <FormTextArea
                control={control}
                name={`testimonials.${index}.quote`}
                label={`${t('quote')} (${label})`}
                rows={2}
                required
              />
              <FormTextField
                control={control}
                name={`testimonials.${index}.author`}
                label={`${t('author')} (${label})`}
                required
              />
            </ListEntry>
          );
        })}
      </ListSection>

      <Button type="submit" variant="contained" disabled={form.formState.isSubmitting} sx={{ mt: 2 }}>
        {t('save', { language })}
      </Button>

      {showPreview && (
        <Box sx={{ mt: 4 }}>
          <Typography variant="h6" component="h2">
            {t('preview')}
          </Typography>
          <LandingPreview control={control} locale={locale} />
        </Box>
      )}
    </Box>
  );
}
