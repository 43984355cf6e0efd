/**
 * Read by screen readers, not drawn: for `style` or `sx`. In px: a bare 1 in sx means 100 %, which
 * made the page scroll sideways (and, right to left, open scrolled to the wrong side). Kept in the
 * app-common chunk (vite.config.ts): on its own it would be one more request on every page.
 */
export const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
