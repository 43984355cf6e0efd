import Check from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '../../../config/paths.ts';
import { useFormat } from '../../../i18n/use-format.ts';
import { FrontSection } from '../components/FrontSection.tsx';

/** The plans, monthly price in cents (null: quoted). */
const PLANS = [
  { id: 'starter', monthlyCents: 4900, popular: false },
  { id: 'studio', monthlyCents: 12900, popular: true },
  { id: 'network', monthlyCents: null, popular: false },
] as const;

const FAQ = ['trial', 'change', 'members'] as const;

/** /pricing: the studio plans, in the visitor's language and number format. */
export function PricingPage() {
  const { t } = useTranslation('public');
  const format = useFormat();
  return (
    <>
      <FrontSection tinted>
        <Typography variant="h3" component="h1" gutterBottom sx={{ fontSize: { xs: '2rem', md: '2.75rem' } }}>
          {t('pricing.title')}
        </Typography>
        <Typography variant="h6" component="p" color="text.secondary" sx={{ maxWidth: 760, fontWeight: 400 }}>
          {t('pricing.intro')}
        </Typography>
      </FrontSection>
      <FrontSection>
        <Grid container spacing={3} sx={{ alignItems: 'stretch' }}>
          {PLANS.map((plan) => {
            const name = t(`pricing.plans.${plan.id}.name`);
            const features = t(`pricing.plans.${plan.id}.features`, { returnObjects: true }) as string[];
            return (
              <Grid key={plan.id} size={{ xs: 12, md: 4 }}>
                <Card
                  component="section"
                  aria-labelledby={`plan-${plan.id}`}
                  sx={{
                    height: '100%',
                    borderColor: plan.popular ? 'primary.main' : undefined,
                    borderWidth: plan.popular ? 2 : undefined,
                  }}
                >
                  <CardContent sx={{ display: 'flex', flexDirection: 'column', height: '100%', gap: 2 }}>
                    <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
                      <Typography id={`plan-${plan.id}`} variant="h5" component="h2">
                        {name}
                      </Typography>
                      {plan.popular && <Chip label={t('pricing.popular')} color="primary" size="small" />}
                    </Stack>
                    <Typography color="text.secondary">
                      {t(`pricing.plans.${plan.id}.description`)}
                    </Typography>
                    <Box>
                      <Typography variant="h3" component="p">
                        {plan.monthlyCents === null ? t('pricing.custom') : format.money(plan.monthlyCents)}
                      </Typography>
                      {plan.monthlyCents !== null && (
                        <Typography variant="body2" color="text.secondary">
                          {t('pricing.perMonth')}
                        </Typography>
                      )}
                    </Box>
                    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0, flexGrow: 1 }}>
                      {features.map((feature) => (
                        <Stack
                          key={feature}
                          component="li"
                          direction="row"
                          spacing={1}
                          sx={{ alignItems: 'center' }}
                        >
                          <Check fontSize="small" color="primary" aria-hidden />
                          <Typography>{feature}</Typography>
                        </Stack>
                      ))}
                    </Stack>
                    <Button
                      component={RouterLink}
                      to={plan.monthlyCents === null ? PATHS.help : PATHS.businessSignup}
                      variant={plan.popular ? 'contained' : 'outlined'}
                      size="large"
                    >
                      {plan.monthlyCents === null
                        ? t('pricing.contact')
                        : t('pricing.choose', { plan: name })}
                    </Button>
                  </CardContent>
                </Card>
              </Grid>
            );
          })}
        </Grid>
      </FrontSection>
      <FrontSection id="faq" title={t('pricing.faqTitle')} tinted>
        <Stack component="dl" spacing={3} sx={{ m: 0 }}>
          {FAQ.map((question) => (
            <Box key={question}>
              <Typography component="dt" variant="h6">
                {t(`pricing.faq.${question}.q`)}
              </Typography>
              <Typography component="dd" color="text.secondary" sx={{ m: 0 }}>
                {t(`pricing.faq.${question}.a`)}
              </Typography>
            </Box>
          ))}
        </Stack>
      </FrontSection>
    </>
  );
}
