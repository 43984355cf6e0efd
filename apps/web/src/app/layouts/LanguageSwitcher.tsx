import { LOCALES } from '@bmp/shared';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from '../../i18n/locales.ts';
import { useSettings } from '../settings/use-settings.ts';

/** The three languages as buttons, each named in its own language; the current one is pressed. */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const { settings, updateSettings } = useSettings();
  return (
    <Stack role="group" aria-label={t('language')} direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
      {LOCALES.map((locale) => (
        <Button
          key={locale}
          size="small"
          color="inherit"
          lang={locale}
          aria-pressed={settings.language === locale}
          onClick={() => void updateSettings({ language: locale })}
          sx={{
            minWidth: 0,
            fontWeight: settings.language === locale ? 700 : 400,
            textDecoration: settings.language === locale ? 'underline' : 'none',
            textUnderlineOffset: 4,
          }}
        >
          {LANGUAGE_NAMES[locale]}
        </Button>
      ))}
    </Stack>
  );
}
