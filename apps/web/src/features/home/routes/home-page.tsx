import { LANDING_DEFAULTS, SERVICE_CATEGORIES } from '@bmp/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '../../../config/paths.ts';
import { supportedLocale } from '../../../i18n/locales.ts';
import { useLandingPage } from '../api/landing.ts';
import { FrontSection } from '../components/FrontSection.tsx';
import { LandingHero, LandingSections } from '../components/LandingSections.tsx';

const STEPS = ['join', 'credits', 'book', 'show'] as const;

/** Sign in and sign up, at the top of the page and again at its end. */
function WayIn() {
  const { t } = useTranslation('public');
  return (
    <>
      <Button component={RouterLink} to={PATHS.login} variant="contained" size="large">
        {t('home.signIn')}
      </Button>
      <Button component={RouterLink} to={PATHS.register} variant="outlined" size="large">
        {t('home.signUp')}
      </Button>
    </>
  );
}

/**
 * /home: the platform for visitors: the operator's landing content (hero, features, testimonials,
 * questions) in the page's language, what can be booked, how booking works, and the way in.
 */
export function HomePage() {
  const { t, i18n } = useTranslation('public');
  const locale = supportedLocale(i18n.resolvedLanguage ?? i18n.language) ?? 'en';
  const landing = useLandingPage(locale);
  // The prerendered /home hydrates with the English content already cached (prerender/mount-app.ts).
  // Elsewhere, until it arrives, the built-in content holds its place unseen; if it cannot be loaded,
  // the built-in content is shown.
  const placeholder = landing.isPending;
  const content = landing.data?.content ?? LANDING_DEFAULTS[locale];
  return (
    <>
      <LandingHero hero={content.hero} placeholder={placeholder}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <WayIn />
          <Button component={RouterLink} to="#services" size="large">
            {t('home.seeServices')}
          </Button>
          <Button component={RouterLink} to="#how-it-works" size="large">
            {t('home.howItWorksLink')}
          </Button>
        </Stack>
      </LandingHero>
      <FrontSection id="services" title={t('home.servicesTitle')} intro={t('home.servicesIntro')}>
        <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {SERVICE_CATEGORIES.map((category) => (
            <Grid key={category} size={{ xs: 12, sm: 6, md: 4, lg: 3 }} component="li">
              <Card sx={{ height: '100%' }}>
                <CardContent>
                  <Typography variant="h6" component="h3" gutterBottom>
                    {t(`common:categories.${category}`)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t(`home.categories.${category}`)}
                  </Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      </FrontSection>
      <FrontSection id="how-it-works" title={t('home.howTitle')} tinted>
        <Grid container spacing={3} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {STEPS.map((step, index) => (
            <Grid key={step} size={{ xs: 12, sm: 6, md: 3 }} component="li">
              <Box
                aria-hidden
                sx={{
                  width: 40,
                  height: 40,
                  borderRadius: '50%',
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                  display: 'grid',
                  placeItems: 'center',
                  fontWeight: 700,
                  mb: 1.5,
                }}
              >
                {index + 1}
              </Box>
              <Typography variant="h6" component="h3" gutterBottom>
                {t(`home.steps.${step}.title`)}
              </Typography>
              <Typography color="text.secondary">{t(`home.steps.${step}.text`)}</Typography>
            </Grid>
          ))}
        </Grid>
      </FrontSection>
      <LandingSections content={content} language={locale} placeholder={placeholder} />
      <FrontSection id="get-started" title={t('home.ctaTitle')} intro={t('home.ctaText')}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <WayIn />
          <Link component={RouterLink} to={PATHS.business}>
            {t('home.forOwners')}
          </Link>
        </Stack>
      </FrontSection>
    </>
  );
}
