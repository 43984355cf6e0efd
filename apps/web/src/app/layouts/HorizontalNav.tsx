import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { isGroup, type MenuSection } from '../menu.ts';
import { MenuIcon } from './menu-icons.tsx';
import { isCurrent, useMenuSections } from './NavigationMenu.tsx';

// SPEC.md section 9: the horizontal navigation is sticky and its menus open with a slide-y-reverse
// transition (sliding down into place from slightly above).
const slideYReverse = {
  '@keyframes slideYReverse': {
    from: { opacity: 0, transform: 'translateY(-12px)' },
    to: { opacity: 1, transform: 'none' },
  },
  animation: 'slideYReverse 200ms ease-out',
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
};

/** The horizontal navigation bar: lone pages as links, sections as drop-down menus. */
export function HorizontalNav({ top }: { top: number }) {
  const { t } = useTranslation('shell');
  const sections = useMenuSections();
  return (
    <Box
      component="nav"
      id="main-navigation"
      aria-label={t('mainNavigation')}
      sx={{
        position: 'sticky',
        top,
        zIndex: (theme) => theme.zIndex.appBar - 1,
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
        px: 2,
        py: 0.75,
        display: 'flex',
        flexWrap: 'wrap',
        gap: 0.5,
      }}
    >
      {sections.map((section) =>
        isGroup(section) ? (
          <SectionMenu key={section.key} section={section} />
        ) : (
          section.items.map((route) => <TopLink key={route.path} routeKey={route.key} path={route.path} />)
        ),
      )}
    </Box>
  );
}

function TopLink({ routeKey, path }: { routeKey: string; path: string }) {
  const { t } = useTranslation('routes');
  const { pathname } = useLocation();
  const current = pathname === path;
  return (
    <Button
      component={Link}
      to={path}
      color={current ? 'primary' : 'inherit'}
      variant={current ? 'contained' : 'text'}
      startIcon={<MenuIcon name={routeKey} />}
      aria-current={current ? 'page' : undefined}
    >
      {t(`${routeKey}.menu`)}
    </Button>
  );
}

function SectionMenu({ section }: { section: MenuSection }) {
  const { t } = useTranslation(['shell', 'routes']);
  const { pathname } = useLocation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = `menu-${section.key}`;
  const containsCurrent = section.items.some((route) => isCurrent(route, pathname));
  return (
    <>
      <Button
        color={containsCurrent ? 'primary' : 'inherit'}
        variant={containsCurrent ? 'contained' : 'text'}
        startIcon={<MenuIcon name={section.key} />}
        endIcon={<KeyboardArrowDown />}
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t(`menu.${section.key}`)}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        transitionDuration={0}
        slotProps={{ paper: { sx: slideYReverse } }}
      >
        {section.items.map((route) => (
          <MenuItem
            key={route.path}
            component={Link}
            to={route.path}
            selected={isCurrent(route, pathname)}
            aria-current={isCurrent(route, pathname) ? 'page' : undefined}
            onClick={() => setAnchor(null)}
          >
            <ListItemIcon>
              <MenuIcon name={route.key} />
            </ListItemIcon>
            {t(`routes:${route.key}.menu`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
