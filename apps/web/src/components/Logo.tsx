import { APP_TITLE } from '@bmp/shared';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

/** The mark alone (decorative: the title next to it names the product). */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
      sx={{ width: size, height: size, flexShrink: 0, color: 'primary.main' }}
    >
      <rect width="32" height="32" rx="7" fill="currentColor" />
      <path d="M8 11h4v10H8zm12 0h4v10h-4zM12 14.5h8v3h-8z" fill="#fff" />
    </Box>
  );
}

/** Logo and title, linking to `to`; `showTitle` false keeps the mark only (collapsed menu). */
export function Logo({ to = '/', showTitle = true }: { to?: string; showTitle?: boolean }) {
  return (
    <Box
      component={RouterLink}
      to={to}
      aria-label={showTitle ? undefined : APP_TITLE}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1.25,
        color: 'text.primary',
        textDecoration: 'none',
        minWidth: 0,
        borderRadius: 1,
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <LogoMark />
      {showTitle && (
        <Typography component="span" sx={{ fontWeight: 700, fontSize: '1rem', lineHeight: 1.2 }}>
          {APP_TITLE}
        </Typography>
      )}
    </Box>
  );
}
