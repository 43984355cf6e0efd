import { LOCALES } from '@bmp/shared';
import Translate from '@mui/icons-material/Translate';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from '../../components/LanguageSwitcher.tsx';
import { useSettings } from '../settings/use-settings.ts';

/** The navbar's language menu: each language named in its own language. */
export function LanguageMenu() {
  const { t } = useTranslation();
  const { settings, updateSettings } = useSettings();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Tooltip title={t('language')}>
        <IconButton
          color="inherit"
          aria-label={t('language')}
          aria-haspopup="menu"
          aria-controls={anchor ? 'language-menu' : undefined}
          aria-expanded={anchor ? true : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <Translate />
        </IconButton>
      </Tooltip>
      <Menu id="language-menu" anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {LOCALES.map((locale) => (
          <MenuItem
            key={locale}
            lang={locale}
            selected={settings.language === locale}
            aria-current={settings.language === locale ? 'true' : undefined}
            onClick={() => {
              setAnchor(null);
              void updateSettings({ language: locale });
            }}
          >
            {LANGUAGE_NAMES[locale]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
