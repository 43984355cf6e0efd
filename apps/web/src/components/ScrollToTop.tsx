import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import Fab from '@mui/material/Fab';
import Zoom from '@mui/material/Zoom';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { scrollBehavior, showsScrollToTop } from '../lib/scrolling.ts';

/** A button that appears after more than 200 px of scroll and brings the page smoothly back to the top. */
export function ScrollToTop() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const onScroll = () => setVisible(showsScrollToTop(window.scrollY));
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  return (
    <Zoom in={visible} unmountOnExit>
      <Fab
        color="primary"
        size="medium"
        aria-label={t('scrollToTop')}
        data-testid="scroll-to-top"
        onClick={() => window.scrollTo({ top: 0, behavior: scrollBehavior() })}
        sx={{ position: 'fixed', bottom: 24, insetInlineEnd: 24, zIndex: (theme) => theme.zIndex.speedDial }}
      >
        <KeyboardArrowUp />
      </Fab>
    </Zoom>
  );
}
