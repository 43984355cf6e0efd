import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Outlet, Link as RouterLink, NavLink as RouterNavLink } from 'react-router';
import { Logo } from '../../components/Logo.tsx';
import { SkipLink } from '../../components/SkipLink.tsx';
import { PATHS } from '../../config/paths.ts';
import { useSession } from '../../features/auth/hooks/use-session.ts';
import { OperatorHeader } from '../../features/operator/index.ts';
import { useCurrentYear } from '../../lib/current-year.ts';
import { useCurrentRoute } from '../use-current-route.ts';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import { ThemeToggle } from './ThemeToggle.tsx';

const MAIN_ID = 'main-content';

/**
 * Public and sign-in pages. Front pages (home, for studios, pricing, help) get a header with the
 * public links and a footer; sign-in and status pages one centred card. Both offer language and theme.
 */
export function BlankLayout() {
  const route = useCurrentRoute();
  if (route?.operator) return <OperatorFrame />;
  // A studio's public page is the studio's, not the platform's: no product name or platform links.
  return route?.front ? <FrontFrame platform={route.key !== 'studioPublic'} /> : <CardFrame />;
}

/** The platform operator's pages: no studio, so none of its menus; the operator's bar and the page. */
function OperatorFrame() {
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <SkipLink target={MAIN_ID} />
      <OperatorHeader>
        <LanguageSwitcher />
        <ThemeToggle />
      </OperatorHeader>
      <Container component="main" id={MAIN_ID} tabIndex={-1} maxWidth="xl" sx={{ py: 4, outline: 'none' }}>
        <Outlet />
      </Container>
    </Box>
  );
}

function CardFrame() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <SkipLink target={MAIN_ID} />
      <Box
        component="header"
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, px: 2, py: 1 }}
      >
        <Logo to={PATHS.root} />
        <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
          <LanguageSwitcher />
          <ThemeToggle />
        </Stack>
      </Box>
      <Box
        component="main"
        id={MAIN_ID}
        tabIndex={-1}
        sx={{
          flexGrow: 1,
          display: 'flex',
          // Top-aligned, not centred: what arrives after first paint (the demo accounts, a server
          // message) then grows the card downwards instead of moving the form (a layout shift).
          alignItems: 'flex-start',
          justifyContent: 'center',
          p: { xs: 1, sm: 3 },
          pt: { xs: 1, sm: 6 },
          outline: 'none',
        }}
      >
        <Card sx={{ width: '100%', maxWidth: 480 }}>
          <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
            <Outlet />
          </CardContent>
        </Card>
      </Box>
    </Box>
  );
}

function FrontFrame({ platform }: { platform: boolean }) {
  const { t } = useTranslation();
  const year = useCurrentYear();
  const { isSignedIn } = useSession();
  const links = [
    { to: PATHS.home, label: t('front.home') },
    { to: PATHS.business, label: t('front.forStudios') },
    { to: PATHS.pricing, label: t('front.pricing') },
    { to: PATHS.help, label: t('front.help') },
  ];
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <SkipLink target={MAIN_ID} />
      <Box component="header" sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
        <Container
          maxWidth="lg"
          sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: { xs: 1, md: 3 }, py: 1.5 }}
        >
          {platform && <Logo to={PATHS.root} />}
          {platform ? (
            <Stack
              component="nav"
              aria-label={t('front.navigation')}
              direction="row"
              sx={{ gap: { xs: 1.5, sm: 2.5 }, flexWrap: 'wrap', flexGrow: 1 }}
            >
              {links.map((link) => (
                <Link
                  key={link.to}
                  component={RouterNavLink}
                  to={link.to}
                  end={link.to !== PATHS.help}
                  color="text.primary"
                  underline="hover"
                  sx={{ '&.active': { color: 'primary.main', textDecoration: 'underline', fontWeight: 600 } }}
                >
                  {link.label}
                </Link>
              ))}
            </Stack>
          ) : (
            <Box sx={{ flexGrow: 1 }} />
          )}
          <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
            <LanguageSwitcher />
            <ThemeToggle />
            <Button
              component={RouterLink}
              to={isSignedIn ? PATHS.root : PATHS.login}
              variant="contained"
              sx={{ marginInlineStart: 1 }}
            >
              {isSignedIn ? t('front.openApp') : t('front.signIn')}
            </Button>
          </Stack>
        </Container>
      </Box>
      <Box component="main" id={MAIN_ID} tabIndex={-1} sx={{ flexGrow: 1, outline: 'none' }}>
        <Outlet />
      </Box>
      <Box
        component="footer"
        sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', py: 3 }}
      >
        <Container
          maxWidth="lg"
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 2,
            justifyContent: 'space-between',
            alignItems: 'center',
          }}
        >
          <Typography variant="body2" color="text.secondary">
            {platform && t('front.copyright', { year })}
          </Typography>
          <Stack
            component="nav"
            aria-label={t('front.footerNavigation')}
            direction="row"
            sx={{ gap: 2, flexWrap: 'wrap' }}
          >
            <Link component={RouterNavLink} to={PATHS.help} variant="body2" color="text.secondary">
              {t('front.help')}
            </Link>
            <Link
              component={RouterNavLink}
              to="/members/policies/privacy"
              variant="body2"
              color="text.secondary"
            >
              {t('front.privacy')}
            </Link>
            <Link
              component={RouterNavLink}
              to="/members/policies/terms"
              variant="body2"
              color="text.secondary"
            >
              {t('front.terms')}
            </Link>
          </Stack>
        </Container>
      </Box>
    </Box>
  );
}
