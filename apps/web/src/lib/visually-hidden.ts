/**
 * Read by screen readers, not drawn: for `style` or `sx`. In px: a bare 1 in sx means 100 %, which
 * made the page scroll sideways (and, right to left, open scrolled to the wrong side). For code loaded
 * later (DataTable); the first loads' DemoAccounts and NotificationsMenu keep their own copy, since
 * a module shared with them would be a request of its own on every page.
 */
export const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
