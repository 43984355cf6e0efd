import { APP_TITLE } from '@bmp/shared';
import LinearProgress from '@mui/material/LinearProgress';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { ScrollToTop } from '../components/ScrollToTop.tsx';
import { useSession } from '../features/auth/hooks/use-session.ts';
import { StudioTimeZoneProvider } from '../i18n/studio-time-zone.ts';
import { anchorScrollTop, scrollBehavior } from '../lib/scrolling.ts';
import { useCurrentRoute } from './use-current-route.ts';

/** The root of every page: document title, scrolling on navigation, and a bar while a page loads. */
export function AppRoot() {
  const route = useCurrentRoute();
  const location = useLocation();
  const navigation = useNavigation();
  const { t } = useTranslation();
  const { userData } = useSession();

  const title = route ? t(`routes:${route.key}.title`) : '';
  // Signed-in pages carry the studio's name; the platform's own pages the product's (decision 0047).
  const site = route?.layout !== 'blank' && userData?.businessName ? userData.businessName : APP_TITLE;
  useEffect(() => {
    document.title = documentTitle(title, site);
  }, [title, site]);

  // SPEC.md: scroll smoothly to a hash anchor, 60 px below the top; otherwise to the top. Not on the
  // first page shown: the browser placed it already (the top, or where a reload was), and a
  // prerendered page may have been scrolled before the app had started.
  const firstPage = useRef(true);
  useEffect(() => {
    const { hash } = location;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) {
      const top = anchorScrollTop(target.getBoundingClientRect().top, window.scrollY);
      window.scrollTo({ top, behavior: scrollBehavior() });
    } else if (!firstPage.current) {
      window.scrollTo({ top: 0 });
    }
    firstPage.current = false;
  }, [location]);

  // Every date and time below is the signed-in studio's (useFormat(), decision 0050).
  return (
    <StudioTimeZoneProvider value={userData?.businessTimeZone}>
      {navigation.state === 'loading' && (
        <LinearProgress
          aria-label={t('loadingPage')}
          sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: (theme) => theme.zIndex.tooltip }}
        />
      )}
      <Outlet />
      <ScrollToTop />
    </StudioTimeZoneProvider>
  );
}

/** The browser tab's title for a page titled `pageTitle` (none: the site's name alone). */
export function documentTitle(pageTitle: string, site: string = APP_TITLE): string {
  return pageTitle ? `${pageTitle} | ${site}` : site;
}

/** Shown while the first page's code loads (the texts are ready before anything renders). */
export function AppLoading() {
  const { t } = useTranslation();
  return <LinearProgress aria-label={t('loadingPage')} />;
}
