import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';

/** "Skip to main content": the first thing a keyboard reaches, visible only when focused. */
export function SkipLink({ target }: { target: string }) {
  const { t } = useTranslation();
  return (
    <Box
      component="a"
      href={`#${target}`}
      onClick={(event) => {
        // Focus the main region without adding a hash (which would trigger the anchor scroll).
        event.preventDefault();
        document.getElementById(target)?.focus();
      }}
      sx={{
        position: 'absolute',
        insetInlineStart: 8,
        top: -64,
        zIndex: 'tooltip',
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        '&:focus': { top: 8 },
      }}
    >
      {t('skipToContent')}
    </Box>
  );
}
