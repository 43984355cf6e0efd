import { OVERLAY_NAV_BREAKPOINT } from '@bmp/shared';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import MenuIcon from '@mui/icons-material/Menu';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Slide from '@mui/material/Slide';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { SkipLink } from '../../components/SkipLink.tsx';
import { useSession } from '../../features/auth/hooks/use-session.ts';
import { EmailLanguageSync } from '../../features/email/components/EmailLanguageSync.tsx';
import { LiveEventsProvider } from '../../features/live/index.ts';
import { useShellPictures } from '../../features/studio/api/studio-api.ts';
import { StudioBrand } from '../../features/studio/components/StudioLogo.tsx';
import { useCurrentYear } from '../../lib/current-year.ts';
import { useSettings } from '../settings/use-settings.ts';
import { HorizontalNav } from './HorizontalNav.tsx';
import { LanguageMenu } from './LanguageMenu.tsx';
import { VerticalMenu } from './NavigationMenu.tsx';
import { NotificationsMenu } from './NotificationsMenu.tsx';
import { ThemeToggle } from './ThemeToggle.tsx';
import { UserMenu } from './UserMenu.tsx';

// The settings drawer (its radios and switches) loads when first opened, not with every page.
const Customizer = lazy(() => import('./Customizer.tsx').then((module) => ({ default: module.Customizer })));

const NAV_WIDTH = 260;
const NAV_COLLAPSED_WIDTH = 72;
const NAVBAR_HEIGHT = 64;
const MAIN_ID = 'main-content';
const NAV_ID = 'main-navigation';
/** Boxed content width (the template's 1440 px). */
const BOXED_WIDTH = 1440;

/** The signed-in app: navbar, navigation (vertical or horizontal), the page and a footer. */
export function DefaultLayout() {
  return <AppFrame fixedHeight={false} />;
}

/** The default layout at exactly the window's height, for the map pages. */
export function FixedLayout() {
  return <AppFrame fixedHeight />;
}

function AppFrame({ fixedHeight }: { fixedHeight: boolean }) {
  const { t } = useTranslation('shell');
  const year = useCurrentYear();
  const { settings } = useSettings();
  // SPEC.md section 9: below the medium breakpoint plus 16 px the navigation is an overlay drawer.
  const wide = useMediaQuery(`(min-width:${OVERLAY_NAV_BREAKPOINT}px)`, { noSsr: true });
  const [collapsed, setCollapsed] = useState(false);
  const [overlayOpen, setOverlayOpen] = useState(false);
  const [customizerOpen, setCustomizerOpen] = useState(false);
  const [customizerOpened, setCustomizerOpened] = useState(false);
  const openCustomizer = () => {
    setCustomizerOpened(true);
    setCustomizerOpen(true);
  };
  const horizontal = settings.navigation === 'horizontal' && wide;
  const persistentNav = wide && !horizontal;
  const navWidth = collapsed ? NAV_COLLAPSED_WIDTH : NAV_WIDTH;
  // "Hidden" navbar: it slides away while scrolling down and comes back on the way up, so the menus
  // stay one scroll away instead of being gone.
  const scrolledDown = useScrollTrigger({ threshold: NAVBAR_HEIGHT });
  const navbarHidden = settings.navbar === 'hidden' && scrolledDown && !fixedHeight;

  const navbar = (
    <Slide appear={false} direction="down" in={!navbarHidden}>
      <AppBar
        position={fixedHeight ? 'static' : 'sticky'}
        sx={{ top: 0, zIndex: (theme) => theme.zIndex.appBar, bgcolor: 'background.paper' }}
        data-testid="navbar"
      >
        <Toolbar sx={{ gap: 1, minHeight: { xs: NAVBAR_HEIGHT } }}>
          {!wide && (
            <IconButton
              color="inherit"
              edge="start"
              aria-label={t('openMenu')}
              aria-controls={NAV_ID}
              aria-expanded={overlayOpen}
              onClick={() => setOverlayOpen(true)}
            >
              <MenuIcon />
            </IconButton>
          )}
          {/* Beside a vertical menu, whose header names the studio, the app bar shows only its logo. */}
          <StudioBrand showName={horizontal} logoOnly={persistentNav} />
          <Box sx={{ flexGrow: 1 }} />
          <LanguageMenu />
          <ThemeToggle />
          <NotificationsMenu />
          <SignedInEmailLanguage />
          <StudioColorSync />
          <Tooltip title={t('customizer.title')}>
            <IconButton
              color="inherit"
              aria-label={t('customizer.open')}
              aria-haspopup="dialog"
              onClick={openCustomizer}
            >
              <SettingsOutlined />
            </IconButton>
          </Tooltip>
          <SignedInName />
          <UserMenu onOpenSettings={openCustomizer} />
        </Toolbar>
      </AppBar>
    </Slide>
  );

  const navHeader = (showTitle: boolean, onCollapse?: () => void) => (
    <Toolbar sx={{ gap: 1, px: 2, justifyContent: showTitle ? 'space-between' : 'center' }}>
      <StudioBrand showName={showTitle} />
      {onCollapse && (
        <IconButton
          size="small"
          aria-label={t(collapsed ? 'expandMenu' : 'collapseMenu')}
          aria-expanded={!collapsed}
          aria-controls={NAV_ID}
          onClick={onCollapse}
          sx={{ transform: collapsed ? 'scaleX(-1)' : undefined }}
        >
          <ChevronLeft />
        </IconButton>
      )}
    </Toolbar>
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', height: fixedHeight ? '100vh' : undefined }}>
      <SkipLink target={MAIN_ID} />
      {/* The tab's live stream (decision 0060), held while a signed-in layout is shown. */}
      <LiveEventsProvider />
      {persistentNav && (
        <Drawer
          variant="permanent"
          sx={{
            width: navWidth,
            flexShrink: 0,
            transition: (theme) => theme.transitions.create('width'),
            '& .MuiDrawer-paper': {
              width: navWidth,
              boxSizing: 'border-box',
              overflowX: 'hidden',
              transition: (theme) => theme.transitions.create('width'),
            },
          }}
        >
          <Box component="nav" id={NAV_ID} aria-label={t('mainNavigation')} sx={{ overflowY: 'auto' }}>
            {navHeader(!collapsed, () => setCollapsed((value) => !value))}
            <VerticalMenu collapsed={collapsed} />
          </Box>
        </Drawer>
      )}
      {!wide && (
        <Drawer
          variant="temporary"
          open={overlayOpen}
          onClose={() => setOverlayOpen(false)}
          slotProps={{ paper: { sx: { width: NAV_WIDTH } } }}
          data-testid="overlay-navigation"
        >
          <Box component="nav" id={NAV_ID} aria-label={t('mainNavigation')}>
            {navHeader(true)}
            <VerticalMenu onNavigate={() => setOverlayOpen(false)} />
          </Box>
        </Drawer>
      )}
      <Box
        sx={{
          flexGrow: 1,
          minWidth: 0,
          display: 'flex',
          flexDirection: 'column',
          overflow: fixedHeight ? 'hidden' : undefined,
        }}
      >
        {navbar}
        {horizontal && <HorizontalNav top={navbarHidden || fixedHeight ? 0 : NAVBAR_HEIGHT} />}
        <Box
          component="main"
          id={MAIN_ID}
          tabIndex={-1}
          data-content-width={settings.contentWidth}
          sx={{
            flexGrow: 1,
            // The footer starts below the first screen: a page whose data is still loading is short,
            // and a footer in view would jump down when the data arrives (a layout shift).
            minHeight: fixedHeight ? 0 : `calc(100vh - ${NAVBAR_HEIGHT}px)`,
            width: '100%',
            maxWidth: settings.contentWidth === 'boxed' ? BOXED_WIDTH : undefined,
            mx: 'auto',
            p: { xs: 2, md: 3 },
            outline: 'none',
            overflow: fixedHeight ? 'auto' : undefined,
          }}
        >
          <Outlet />
        </Box>
        {!fixedHeight && (
          <Box component="footer" sx={{ px: 3, py: 2 }}>
            <Typography variant="body2" color="text.secondary">
              <StudioCopyright year={year} />
            </Typography>
          </Box>
        )}
      </Box>
      {customizerOpened && (
        <Suspense fallback={null}>
          <Customizer open={customizerOpen} onClose={() => setCustomizerOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
}

/** Keeps the signed-in person's email language the app's (features/email/components/EmailLanguageSync). */
function SignedInEmailLanguage() {
  const { userData } = useSession();
  return userData ? <EmailLanguageSync userId={userData.id} /> : null;
}

/** The studio's name in the footer, where the product's was (docs/decisions/0047-studio-brand.md). */
function StudioCopyright({ year }: { year: number }) {
  const { t } = useTranslation('shell');
  const { userData } = useSession();
  return userData ? t('studioCopyright', { year, name: userData.businessName }) : null;
}

/**
 * Gives the theme the studio's own colour as the shell reads it (its people's default primary colour;
 * their own customizer choice still wins, SettingsProvider).
 */
function StudioColorSync() {
  const { userData } = useSession();
  const pictures = useShellPictures(Boolean(userData));
  const { setStudioColor } = useSettings();
  const businessId = userData?.businessId;
  const brandColor = pictures.data?.brandColor;
  useEffect(() => {
    if (businessId && brandColor !== undefined) setStudioColor(businessId, brandColor);
  }, [businessId, brandColor, setStudioColor]);
  return null;
}

function SignedInName() {
  const { userData } = useSession();
  if (!userData) return null;
  return (
    <Typography component="span" noWrap sx={{ display: { xs: 'none', sm: 'block' }, mx: 1, maxWidth: 200 }}>
      {userData.fullName}
    </Typography>
  );
}
