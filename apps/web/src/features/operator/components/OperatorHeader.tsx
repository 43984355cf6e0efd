import AppBar from '@mui/material/AppBar';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { PATHS } from '../../../config/paths.ts';
import { useLogout } from '../../auth/index.ts';

/**
 * The bar above the operator's pages (the console and the landing content): they have no studio, so
 * none of the studio layout's menus, only their two pages, `children` (language, theme) and signing out.
 */
export function OperatorHeader({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('operator');
  const logout = useLogout();
  return (
    <AppBar
      component="header"
      position="static"
      color="inherit"
      elevation={0}
      // The page's paper, not the grey of color="default": the primary-coloured links keep AA contrast.
      sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
    >
      <Toolbar sx={{ gap: 2, flexWrap: 'wrap' }}>
        <Typography component="p" variant="h6" sx={{ flexGrow: 1 }}>
          {t('header.title')}
        </Typography>
        <Stack component="nav" aria-label={t('header.nav')} direction="row" spacing={1}>
          <Button component={NavLink} to={PATHS.operatorConsole} end>
            {t('header.console')}
          </Button>
          <Button component={NavLink} to={PATHS.landingEditor}>
            {t('header.landing')}
          </Button>
        </Stack>
        {children}
        <Button variant="outlined" onClick={() => logout.mutate()} disabled={logout.isPending}>
          {t('header.signOut')}
        </Button>
      </Toolbar>
    </AppBar>
  );
}
