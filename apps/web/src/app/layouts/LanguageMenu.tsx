import { LOCALES, type Locale } from '@bmp/shared';
import Translate from '@mui/icons-material/Translate';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { SxProps, Theme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from '../../i18n/locales.ts';
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
        {languageMenuItems(settings.language, (locale) => {
          setAnchor(null);
          void updateSettings({ language: locale });
        })}
      </Menu>
    </>
  );
}

/**
 * One item per language, named in its own language, the current one marked: for the navbar's language
 * menu and the user menu. A list, not a component: MUI's Menu moves the focus through its direct items.
 */
export function languageMenuItems(current: string, onPick: (locale: Locale) => void, sx?: SxProps<Theme>) {
  return LOCALES.map((locale) => (
    <MenuItem
      key={locale}
      lang={locale}
      selected={current === locale}
      aria-current={current === locale ? 'true' : undefined}
      onClick={() => onPick(locale)}
      sx={sx}
    >
      {LANGUAGE_NAMES[locale]}
    </MenuItem>
  ));
}
