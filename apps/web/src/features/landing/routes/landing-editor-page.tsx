import { LANDING_LOCALES, type LandingContent, type LandingLocale } from '@bmp/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/QueryState.tsx';
import { LANGUAGE_NAMES } from '../../../i18n/locales.ts';
import { useEditableLanding, useRestoreLanding } from '../api/landing-editor.ts';
import { LandingEditorForm } from '../components/LandingEditorForm.tsx';

// /front-pages/landing-page: the platform operator edits /home's content in each language
// (docs/decisions/0062-platform-operator.md). Every language's form stays mounted, so switching tabs
// keeps what was typed in another until it is saved.

/** One language's panel: its form once the content it starts from has come. */
function LanguagePanel({ locale, open }: { locale: LandingLocale; open: boolean }) {
  const { t } = useTranslation('landing');
  const landing = useEditableLanding(locale);
  const restore = useRestoreLanding(locale);
  // Bumped when the language is put back on the built-in content: the form starts afresh from it.
  const [restored, setRestored] = useState(0);
  return (
    <Box
      role="tabpanel"
      id={`landing-panel-${locale}`}
      aria-labelledby={`landing-tab-${locale}`}
      hidden={!open}
      sx={{ pt: 2 }}
    >
      <QueryState query={landing} loading={t('loading')}>
        {landing.data && (
          <>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              sx={{ mb: 1, gap: 1, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
            >
              <Typography color="text.secondary">
                {landing.data.edited ? t('editedNote') : t('defaultsNote')}
              </Typography>
              {landing.data.edited ? (
                <Button
                  size="small"
                  color="warning"
                  disabled={restore.isPending}
                  onClick={() => {
                    if (window.confirm(t('restoreConfirm', { language: LANGUAGE_NAMES[locale] }))) {
                      restore.mutate(undefined, { onSuccess: () => setRestored((count) => count + 1) });
                    }
                  }}
                >
                  {t('restore')}
                </Button>
              ) : null}
            </Stack>
            <LandingEditorForm
              key={restored}
              locale={locale}
              // The API's view of the content is the schema's output: what the form edits.
              content={landing.data.content as LandingContent}
              showPreview={open}
            />
          </>
        )}
      </QueryState>
    </Box>
  );
}

export function LandingEditorPage() {
  const { t } = useTranslation('landing');
  const [open, setOpen] = useState<LandingLocale>('en');
  return (
    <>
      <Typography variant="h5" component="h1" gutterBottom>
        {t('title')}
      </Typography>
      <Typography color="text.secondary">{t('intro')}</Typography>
      <Tabs
        value={open}
        onChange={(_event, locale: LandingLocale) => setOpen(locale)}
        aria-label={t('languages')}
        variant="fullWidth"
        sx={{ mt: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {LANDING_LOCALES.map((locale) => (
          <Tab
            key={locale}
            value={locale}
            label={LANGUAGE_NAMES[locale]}
            lang={locale}
            id={`landing-tab-${locale}`}
            aria-controls={`landing-panel-${locale}`}
          />
        ))}
      </Tabs>
      {LANDING_LOCALES.map((locale) => (
        <LanguagePanel key={locale} locale={locale} open={open === locale} />
      ))}
    </>
  );
}
