import { APP_TITLE, SERVICE_CATEGORIES } from '@bmp/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '../../../config/paths.ts';
import { FrontSection } from '../components/FrontSection.tsx';

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

/** /home: the studio for visitors: what can be booked, how booking works, and the way in. */
export function HomePage() {
  const { t } = useTranslation('public');
  return (
    <>
      <Box
        sx={{ py: { xs: 6, md: 10 }, bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
      >
        <Container maxWidth="lg">
          <Typography variant="h3" component="h1" gutterBottom sx={{ fontSize: { xs: '2rem', md: '3rem' } }}>
            {APP_TITLE}
          </Typography>
          <Typography
            variant="h6"
            component="p"
            color="text.secondary"
            sx={{ maxWidth: 720, fontWeight: 400, mb: 4 }}
          >
            {t('home.tagline')}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <WayIn />
            <Button component={RouterLink} to="#services" size="large">
              {t('home.seeServices')}
            </Button>
            <Button component={RouterLink} to="#how-it-works" size="large">
              {t('home.howItWorksLink')}
            </Button>
          </Stack>
        </Container>
      </Box>
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
