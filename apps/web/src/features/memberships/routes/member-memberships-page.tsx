import type { MembershipPlan, Subscription } from '@bmp/shared';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { QueryState } from '../../../components/QueryState.tsx';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { useFormat } from '../../../i18n/use-format.ts';
import { useRouteTitle } from '../../../lib/use-route-title.ts';
import { useMyPlans, useMySubscriptions } from '../api/memberships.ts';
import { ChoosePlanDialog } from '../components/ChoosePlanDialog.tsx';
import { SubscriptionStatusChip } from '../components/SubscriptionStatusChip.tsx';
import { addDays } from '../lib/history.ts';
import { commitmentText, dayText, includesLines, noticeText, pricePerPeriod } from '../lib/terms.ts';
import { memberMembershipPath } from '../paths.ts';

/**
 * /members/memberships (decision 0055): the member's own memberships, and the plans on sale to choose
 * from, each with its price per period, what it includes, its commitment, sign-up fee and notice.
 */
export function MemberMembershipsPage() {
  const { t } = useTranslation('memberships');
  const title = useRouteTitle();
  const navigate = useNavigate();
  const plans = useMyPlans();
  const mine = useMySubscriptions();
  const [choosing, setChoosing] = useState<MembershipPlan | null>(null);
  const own = mine.data?.items ?? [];

  return (
    <Stack spacing={3}>
      <PageHeading title={title}>{t('member.intro')}</PageHeading>
      <SectionCard id="my-memberships" title={t('member.mine')}>
        <QueryState query={mine} compact isEmpty={own.length === 0} empty={t('member.noneYet')}>
          <Stack spacing={2} sx={{ mt: 2 }}>
            {own.map((sub) => (
              <OwnMembership key={sub.id} sub={sub} />
            ))}
          </Stack>
        </QueryState>
      </SectionCard>
      <Stack component="section" aria-labelledby="membership-plans" spacing={2}>
        <Typography id="membership-plans" variant="h6" component="h2">
          {t('member.plans')}
        </Typography>
        <QueryState query={plans} isEmpty={plans.data?.items.length === 0} empty={t('member.noPlans')}>
          <Grid container spacing={3}>
            {plans.data?.items.map((plan) => (
              <Grid key={plan.id} size={{ xs: 12, sm: 6, lg: 4 }}>
                <PlanCard plan={plan} onChoose={() => setChoosing(plan)} />
              </Grid>
            ))}
          </Grid>
        </QueryState>
      </Stack>
      {choosing && plans.data && (
        <ChoosePlanDialog
          plan={choosing}
          cardPayments={plans.data.cardPayments}
          onClose={() => setChoosing(null)}
          onChosen={(sub) => navigate(memberMembershipPath(sub.id))}
        />
      )}
    </Stack>
  );
}

/** One of the member's memberships: plan, status, what comes next, and the way to its page. */
function OwnMembership({ sub }: { sub: Subscription }) {
  const { t } = useTranslation('memberships');
  const format = useFormat();
  const next =
    sub.status === 'pending'
      ? t('member.pendingNext')
      : sub.endsOn
        ? t('list.lastDay', { date: dayText(format, addDays(sub.endsOn, -1)) })
        : sub.nextChargeOn && sub.nextChargeCents !== null
          ? t('facts.chargeOn', {
              amount: format.money(sub.nextChargeCents),
              date: dayText(format, sub.nextChargeOn),
            })
          : null;
  return (
    // Not a landmark of its own: the plan's card below already is one under the same name.
    <Card variant="outlined" data-membership={sub.terms.name}>
      <CardContent>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {sub.terms.name}
          </Typography>
          <SubscriptionStatusChip status={sub.status} />
        </Stack>
        <Typography color="text.secondary">
          {pricePerPeriod(t, format, sub.terms.priceCents, sub.terms.period)}
          {next && ` · ${next}`}
        </Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button
          variant={sub.status === 'pending' ? 'contained' : 'outlined'}
          component={RouterLink}
          to={memberMembershipPath(sub.id)}
          aria-label={t(sub.status === 'pending' ? 'member.continueOf' : 'member.openOf', {
            plan: sub.terms.name,
          })}
        >
          {sub.status === 'pending' ? t('member.continue') : t('member.open')}
        </Button>
      </CardActions>
    </Card>
  );
}

/** A plan on sale, as a card: price per period, what it includes, commitment, sign-up fee, notice. */
function PlanCard({ plan, onChoose }: { plan: MembershipPlan; onChoose: () => void }) {
  const { t } = useTranslation('memberships');
  const format = useFormat();
  const titleId = useId();
  return (
    <Card
      component="section"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
      data-plan={plan.name}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography id={titleId} variant="h6" component="h3">
          {plan.name}
        </Typography>
        <Typography variant="h5" component="p" color="primary" sx={{ my: 1 }}>
          {pricePerPeriod(t, format, plan.priceCents, plan.period)}
        </Typography>
        {plan.description && <Typography color="text.secondary">{plan.description}</Typography>}
        <Typography variant="subtitle2" component="p" sx={{ mt: 1 }}>
          {t('member.includes')}
        </Typography>
        <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
          {includesLines(t, plan).map((line) => (
            <li key={line}>{line}</li>
          ))}
          {plan.rolloverMax > 0 && <li>{t('terms.rollover', { count: plan.rolloverMax })}</li>}
        </ul>
        <Typography variant="body2" sx={{ mt: 1 }}>
          {commitmentText(t, plan)}
        </Typography>
        <Typography variant="body2">
          {plan.signupFeeCents > 0
            ? t('terms.signupFee', { fee: format.money(plan.signupFeeCents) })
            : t('terms.noSignupFee')}
        </Typography>
        <Typography variant="body2">{noticeText(t, plan.cancelNoticeDays)}</Typography>
      </CardContent>
      <CardActions sx={{ p: 2 }}>
        <Button variant="contained" onClick={onChoose} aria-label={t('member.chooseOf', { plan: plan.name })}>
          {t('member.choose')}
        </Button>
      </CardActions>
    </Card>
  );
}
