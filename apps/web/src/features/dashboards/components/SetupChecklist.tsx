import type { SetupStep } from '@bmp/shared';
import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../auth/index.ts';
import { useSetupAction, useSetupChecklist } from '../api/dashboards.ts';

/** Where each step is done (the business profile's sections by their heading ids). */
const STEP_PAGES: Record<SetupStep, string> = {
  hours: '/admin/business#profile-form-title',
  location: '/admin/business#locations-title',
  offering: '/admin/business/services',
  creditPack: '/admin/services/prepaid',
  team: '/admin/business/team',
  signupLink: '/admin/business#signup-link-title',
  cardPayments: '/admin/services/prepaid',
};

/**
 * A new studio's set-up checklist on the dashboard (decision 0048): the progress, then each step
 * with a link to the page that does it. It stays until every step is done or the staff dismiss it.
 */
export function SetupChecklist() {
  const { t } = useTranslation('dashboards');
  const checklist = useSetupChecklist();
  const action = useSetupAction();
  const { userData } = useSession();
  const [copied, setCopied] = useState(false);
  const data = checklist.data;
  if (!data || data.finished) return null;
  const signupUrl = `${window.location.origin}/register?business=${encodeURIComponent(userData?.businessSlug ?? '')}`;
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(signupUrl);
      setCopied(true);
    } catch {
      // Not allowed to write the clipboard: the address stays on screen to copy by hand.
      setCopied(false);
    }
    action.mutate('signup-link-shared');
  };
  return (
    <Card component="section" aria-labelledby="setup-checklist-title" sx={{ mb: 3 }}>
      <CardContent>
        <Stack
          direction="row"
          sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}
        >
          <Typography id="setup-checklist-title" variant="h6" component="h2">
            {t('setup.title')}
          </Typography>
          <Button onClick={() => action.mutate('dismiss')} disabled={action.isPending}>
            {t('setup.dismiss')}
          </Button>
        </Stack>
        <Typography id="setup-checklist-progress" color="text.secondary">
          {t('setup.progress', { count: data.total, done: data.done })}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={data.total === 0 ? 0 : (data.done / data.total) * 100}
          aria-labelledby="setup-checklist-progress"
          sx={{ my: 1.5 }}
        />
        <Stack
          component="ul"
          aria-label={t('setup.title')}
          spacing={1}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {data.steps.map(({ step, done, counted }) => (
            <Stack
              component="li"
              key={step}
              direction="row"
              data-testid={`setup-${step}`}
              data-done={done}
              sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
            >
              {done ? (
                <CheckCircle color="success" fontSize="small" titleAccess={t('setup.done')} />
              ) : (
                <RadioButtonUnchecked color="action" fontSize="small" titleAccess={t('setup.toDo')} />
              )}
              <Link component={RouterLink} to={STEP_PAGES[step]}>
                {t(`setup.steps.${step}`)}
              </Link>
              {!counted && (
                <Typography variant="body2" color="text.secondary">
                  {t('setup.cardPaymentsOff')}
                </Typography>
              )}
              {step === 'signupLink' && (
                <>
                  <Button size="small" variant="outlined" onClick={() => void copyLink()}>
                    {t('setup.copyLink')}
                  </Button>
                  <Typography variant="body2" role="status" color="success.main">
                    {copied ? t('setup.copied') : ''}
                  </Typography>
                  {!done && (
                    <Typography variant="body2" dir="ltr" sx={{ overflowWrap: 'anywhere' }}>
                      {signupUrl}
                    </Typography>
                  )}
                </>
              )}
            </Stack>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
