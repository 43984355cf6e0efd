import DarkMode from '@mui/icons-material/DarkModeOutlined';
import LightMode from '@mui/icons-material/LightModeOutlined';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../settings/use-settings.ts';

/** Switches between light and dark (the customizer also offers "system"). */
export function ThemeToggle() {
  const { t } = useTranslation();
  const { colorScheme, updateSettings } = useSettings();
  const next = colorScheme === 'dark' ? 'light' : 'dark';
  const label = t(next === 'dark' ? 'switchToDark' : 'switchToLight');
  return (
    // A native title rather than MUI's Tooltip keeps Popper out of the sign-in pages' first load.
    <IconButton
      color="inherit"
      aria-label={label}
      title={label}
      onClick={() => void updateSettings({ theme: next })}
    >
      {colorScheme === 'dark' ? <LightMode /> : <DarkMode />}
    </IconButton>
  );
}
