import { LOCALES } from '@bmp/shared';
import Check from '@mui/icons-material/Check';
import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from '../../i18n/locales.ts';
import {
  CONTENT_WIDTHS,
  NAVBAR_TYPES,
  NAVIGATION_LAYOUTS,
  PRIMARY_COLOR_PRESETS,
  type Settings,
  SKINS,
  THEME_SETTINGS,
} from '../settings/settings.ts';
import { useSettings } from '../settings/use-settings.ts';

type ChoiceProps<K extends keyof Settings> = {
  name: K;
  options: readonly Settings[K][];
  label: (option: Settings[K]) => string;
  lang?: (option: Settings[K]) => string;
};

/** One setting as a labelled radio group. */
function Choice<K extends keyof Settings>({ name, options, label, lang }: ChoiceProps<K>) {
  const { t } = useTranslation('shell');
  const { settings, updateSettings } = useSettings();
  const labelId = useId();
  return (
    <FormControl component="fieldset" sx={{ display: 'block' }}>
      <FormLabel id={labelId} component="legend" sx={{ fontWeight: 600, color: 'text.primary', mb: 0.5 }}>
        {t(`customizer.${name}`)}
      </FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        name={name}
        value={settings[name]}
        onChange={(event) => void updateSettings({ [name]: event.target.value } as Partial<Settings>)}
      >
        {options.map((option) => (
          <FormControlLabel
            key={String(option)}
            value={option}
            control={<Radio size="small" />}
            label={label(option)}
            lang={lang?.(option)}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

function PrimaryColorChoice() {
  const { t } = useTranslation('shell');
  const { settings, updateSettings, studioColor } = useSettings();
  const labelId = useId();
  return (
    <Box role="radiogroup" aria-labelledby={labelId}>
      <Typography id={labelId} sx={{ fontWeight: 600, mb: 1 }}>
        {t('customizer.primaryColor')}
      </Typography>
      <Stack direction="row" sx={{ gap: 1.5 }}>
        {PRIMARY_COLOR_PRESETS.map((color, index) => {
          const selected = settings.primaryColor.toLowerCase() === color.toLowerCase();
          // The first swatch is the default: the studio's own colour when it chose one (decision 0047).
          const shown = index === 0 && studioColor ? studioColor : color;
          return (
            <IconButton
              key={color}
              role="radio"
              aria-checked={selected}
              aria-label={
                shown === color
                  ? t('customizer.colorOption', { number: index + 1, color })
                  : t('customizer.studioColorOption', { color: shown })
              }
              onClick={() => void updateSettings({ primaryColor: color })}
              sx={{
                width: 40,
                height: 40,
                bgcolor: shown,
                color: '#fff',
                border: 2,
                borderColor: selected ? 'text.primary' : 'transparent',
                '&:hover': { bgcolor: shown, opacity: 0.9 },
              }}
            >
              {selected && <Check fontSize="small" />}
            </IconButton>
          );
        })}
      </Stack>
    </Box>
  );
}

/** The customizer: a drawer that reads and writes the settings, and nothing else (STYLE.md 13). */
export function Customizer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const { resetSettings } = useSettings();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          sx: { width: { xs: '100%', sm: 380 } },
          role: 'dialog',
          'aria-labelledby': 'customizer-title',
        },
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 3, py: 2 }}>
        <Box>
          <Typography id="customizer-title" variant="h6" component="h2">
            {t('customizer.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('customizer.subtitle')}
          </Typography>
        </Box>
        <IconButton aria-label={t('customizer.close')} onClick={onClose}>
          <Close />
        </IconButton>
      </Stack>
      <Divider />
      <Stack spacing={2.5} sx={{ p: 3 }}>
        <Choice name="theme" options={THEME_SETTINGS} label={(option) => t(`customizer.themes.${option}`)} />
        <Choice name="skin" options={SKINS} label={(option) => t(`customizer.skins.${option}`)} />
        <PrimaryColorChoice />
        <Choice
          name="navigation"
          options={NAVIGATION_LAYOUTS}
          label={(option) => t(`customizer.navigations.${option}`)}
        />
        <Choice name="navbar" options={NAVBAR_TYPES} label={(option) => t(`customizer.navbars.${option}`)} />
        <Choice
          name="contentWidth"
          options={CONTENT_WIDTHS}
          label={(option) => t(`customizer.contentWidths.${option}`)}
        />
        <Choice
          name="language"
          options={LOCALES}
          label={(option) => LANGUAGE_NAMES[option]}
          lang={(option) => option}
        />
        <Button variant="outlined" onClick={() => void resetSettings()}>
          {t('customizer.reset')}
        </Button>
      </Stack>
    </Drawer>
  );
}
