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
import { FrontSection } from '../components/FrontSection.tsx';

const FEATURES = ['bookings', 'credits', 'team', 'inHome'] as const;
const START_STEPS = ['create', 'setup', 'invite'] as const;

/** /business: what the platform does for a studio, and the way to sign one up. */
export function BusinessPage() {
  const { t } = useTranslation('public');
  return (
    <>
      <FrontSection tinted>
        <Typography variant="h3" component="h1" gutterBottom sx={{ fontSize: { xs: '2rem', md: '2.75rem' } }}>
          {t('business.title')}
        </Typography>
        <Typography
          variant="h6"
          component="p"
          color="text.secondary"
          sx={{ maxWidth: 760, fontWeight: 400, mb: 4 }}
        >
          {t('business.intro')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button component={RouterLink} to={PATHS.businessSignup} variant="contained" size="large">
            {t('business.create')}
          </Button>
          <Button component={RouterLink} to={PATHS.pricing} variant="outlined" size="large">
            {t('business.seePricing')}
          </Button>
        </Stack>
      </FrontSection>
      <FrontSection>
        <Grid container spacing={3}>
          {FEATURES.map((feature) => (
            <Grid key={feature} size={{ xs: 12, sm: 6 }}>
              <Card sx={{ height: '100%' }}>
                <CardContent>
                  <Typography variant="h6" component="h2" gutterBottom>
                    {t(`business.features.${feature}.title`)}
                  </Typography>
                  <Typography color="text.secondary">{t(`business.features.${feature}.text`)}</Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      </FrontSection>
      <FrontSection id="start" title={t('business.startTitle')} tinted>
        <Stack component="ol" spacing={1.5} sx={{ m: 0, paddingInlineStart: 3, mb: 4 }}>
          {START_STEPS.map((step) => (
            <Typography key={step} component="li">
              {t(`business.start.${step}`)}
            </Typography>
          ))}
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Button component={RouterLink} to={PATHS.businessSignup} variant="contained" size="large">
            {t('business.create')}
          </Button>
          <Link component={RouterLink} to={PATHS.login}>
            {t('business.signIn')}
          </Link>
        </Stack>
      </FrontSection>
    </>
  );
}
