import type { AppAbility } from '@bmp/shared';
import { useAbility } from '@casl/react';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Tooltip from '@mui/material/Tooltip';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSession } from '../../features/auth/hooks/use-session.ts';
import { buildMenu, isGroup, type MenuSection } from '../menu.ts';
import type { NavigationSession } from '../navigation.ts';
import { APP_ROUTES, type AppRoute } from '../routes.ts';
import { MenuIcon } from './menu-icons.tsx';

/** The signed-in person's menu sections (app/menu.ts), recomputed when the session changes. */
export function useMenuSections(): MenuSection[] {
  const { userData } = useSession();
  const ability = useAbility<AppAbility>();
  return useMemo(() => {
    const session: NavigationSession = userData ? { role: userData.role, ability } : null;
    return buildMenu(APP_ROUTES, session);
  }, [userData, ability]);
}

/** True when `pathname` is `route`'s page. */
export function isCurrent(route: AppRoute, pathname: string) {
  return pathname === route.path;
}

type VerticalMenuProps = {
  /** Icons only, labels as tooltips (the collapsed vertical navigation). */
  collapsed?: boolean;
  onNavigate?: () => void;
};

/** The vertical navigation's list: section headings and their pages. */
export function VerticalMenu({ collapsed = false, onNavigate }: VerticalMenuProps) {
  const { t } = useTranslation(['shell', 'routes']);
  const { pathname } = useLocation();
  const sections = useMenuSections();
  const item = (route: AppRoute) => {
    const label = t(`routes:${route.key}.menu`);
    const current = isCurrent(route, pathname);
    const button = (
      <ListItemButton
        key={route.path}
        component={Link}
        to={route.path}
        selected={current}
        aria-current={current ? 'page' : undefined}
        aria-label={collapsed ? label : undefined}
        onClick={onNavigate}
        sx={{ mx: 1, mb: 0.25, minHeight: 40, justifyContent: collapsed ? 'center' : 'flex-start' }}
      >
        <ListItemIcon sx={{ minWidth: collapsed ? 0 : 36, color: current ? 'primary.main' : 'inherit' }}>
          <MenuIcon name={route.key} />
        </ListItemIcon>
        {!collapsed && <ListItemText primary={label} />}
      </ListItemButton>
    );
    return collapsed ? (
      <Tooltip key={route.path} title={label} placement="right">
        {button}
      </Tooltip>
    ) : (
      button
    );
  };
  return (
    <List component="div" disablePadding sx={{ py: 1 }}>
      {sections.map((section) =>
        isGroup(section) ? (
          <List
            key={section.key}
            component="div"
            disablePadding
            aria-label={t(`menu.${section.key}`)}
            subheader={
              collapsed ? undefined : (
                <ListSubheader
                  component="div"
                  disableSticky
                  sx={{
                    bgcolor: 'transparent',
                    lineHeight: '32px',
                    mt: 1,
                    textTransform: 'uppercase',
                    fontSize: 12,
                  }}
                >
                  {t(`menu.${section.key}`)}
                </ListSubheader>
              )
            }
          >
            {section.items.map((route) => item(route))}
          </List>
        ) : (
          section.items.map((route) => item(route))
        ),
      )}
    </List>
  );
}
