import type { Subscription } from '@bmp/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { QueryState } from '../../../components/QueryState.tsx';
import { href, PATHS } from '../../../config/paths.ts';
import { useFormat } from '../../../i18n/use-format.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { applyServerErrors, errorMessage } from '../../../lib/form-errors.ts';
import { useRouteTitle } from '../../../lib/use-route-title.ts';
import { useSnackbar } from '../../../lib/use-snackbar.ts';
import { useStartMine, useSubscription, useUpdateCard } from '../api/memberships.ts';
import { CancelDialog } from '../components/CancelDialog.tsx';
import { ChangePlanDialog } from '../components/ChangePlanDialog.tsx';
import { FreezeDialog } from '../components/FreezeDialog.tsx';
import {
  FreezesTable,
  HistoryTable,
  InvoicesTable,
  MembershipFacts,
  MembershipSection,
} from '../components/MembershipDetails.tsx';
import { addDays } from '../lib/history.ts';
import { dayText } from '../lib/terms.ts';

const CLOSED_AGREEMENT = ['declined', 'voided', 'expired'];

/**
 * /members/memberships/:id (decision 0055): a pending membership's steps (sign the agreement, then pay),
 * or a running one: its status, period, next charge, commitment, card, invoices with their receipts,
 * history, and the member's freeze and cancel, each showing what it does before it is confirmed.
 * The card page returns here with ?card=saved or ?card=canceled.
 */
export function MemberMembershipPage() {
  const { t } = useTranslation('memberships');
  const { id = '' } = useParams();
  const title = useRouteTitle();
  const sub = useSubscription('me', id);
  const [params] = useSearchParams();
  const card = params.get('card');

  return (
    <Stack spacing={3}>
      {!sub.data && <PageHeading title={title} />}
      {card === 'saved' && (
        <Alert severity="success" role="status">
          {t('member.cardSaved')}
        </Alert>
      )}
      {card === 'canceled' && <Alert severity="info">{t('member.cardCanceled')}</Alert>}
      {isApiError(sub.error, 404) || isApiError(sub.error, 400) ? (
        <>
          <Alert severity="warning">{t('detail.notFound')}</Alert>
          <Button component={RouterLink} to={PATHS.memberMemberships} sx={{ alignSelf: 'flex-start' }}>
            {t('member.backToList')}
          </Button>
        </>
      ) : sub.data ? (
        <OwnMembership sub={sub.data} />
      ) : (
        <QueryState query={sub} />
      )}
    </Stack>
  );
}

type Open = 'freeze' | 'cancel' | 'change' | null;

function OwnMembership({ sub }: { sub: Subscription }) {
  const { t } = useTranslation('memberships');
  const format = useFormat();
  const snackbar = useSnackbar();
  const updateCard = useUpdateCard();
  const [open, setOpen] = useState<Open>(null);
  const [leaving, setLeaving] = useState(false);
  const [cardError, setCardError] = useState<string | null>(null);
  const canFreeze =
    ['active', 'frozen'].includes(sub.status) && !sub.cancelRequestedAt && sub.terms.freezesPerYear > 0;
  const canCancel =
    ['active', 'frozen', 'past_due', 'pending'].includes(sub.status) && !sub.cancelRequestedAt;
  // Paid at the studio, the difference is settled in cash: the front desk changes the plan.
  const canChangePlan = sub.status === 'active' && !sub.cancelRequestedAt;
  const owed = sub.invoices.filter((invoice) => invoice.status === 'past_due' || invoice.status === 'open');
  const owedCents = owed.reduce((sum, invoice) => sum + invoice.amountCents, 0);

  const toCardPage = async () => {
    setCardError(null);
    try {
      const { checkoutUrl } = await updateCard.mutateAsync(sub.id);
      setLeaving(true);
      window.location.assign(checkoutUrl);
    } catch (error) {
      setCardError(errorMessage(error));
    }
  };

  return (
    <>
      <PageHeading title={sub.terms.name}>{t('member.pageIntro')}</PageHeading>
      {sub.status === 'past_due' && (
        <Alert severity="error" data-testid="past-due">
          <Typography sx={{ fontWeight: 600 }}>
            {t('member.pastDue', { amount: format.money(owedCents) })}
          </Typography>
          <Typography>
            {sub.paymentMethod === 'card' ? t('member.pastDueCard') : t('member.pastDueStudio')}
          </Typography>
        </Alert>
      )}
      {sub.cancelRequestedAt && sub.endsOn && sub.status !== 'canceled' && (
        <Alert severity="warning">
          {t('member.canceling', { date: dayText(format, addDays(sub.endsOn, -1)) })}
        </Alert>
      )}
      {sub.status === 'pending' ? (
        <PendingSteps sub={sub} />
      ) : (
        <Card variant="outlined">
          <CardContent>
            <MembershipSection
              title={t('detail.summary')}
              actions={
                <>
                  {sub.paymentMethod === 'card' && ['active', 'frozen', 'past_due'].includes(sub.status) && (
                    <Button
                      variant={sub.status === 'past_due' ? 'contained' : 'outlined'}
                      disabled={updateCard.isPending || leaving}
                      onClick={() => void toCardPage()}
                    >
                      {t('member.updateCard')}
                    </Button>
                  )}
                  {canFreeze && (
                    <Button variant="outlined" onClick={() => setOpen('freeze')}>
                      {t('freeze.button')}
                    </Button>
                  )}
                  {canChangePlan && sub.paymentMethod === 'card' && (
                    <Button variant="outlined" onClick={() => setOpen('change')}>
                      {t('change.button')}
                    </Button>
                  )}
                  {canCancel && (
                    <Button variant="outlined" color="error" onClick={() => setOpen('cancel')}>
                      {t('cancel.memberButton')}
                    </Button>
                  )}
                </>
              }
            >
              <FormAlert>{cardError}</FormAlert>
              {canChangePlan && sub.paymentMethod === 'studio' && (
                <Typography color="text.secondary" sx={{ mb: 1 }}>
                  {t('change.atDesk')}
                </Typography>
              )}
              {leaving && <FormAlert severity="info">{t('member.toCardPage')}</FormAlert>}
              <MembershipFacts sub={sub} />
            </MembershipSection>
          </CardContent>
        </Card>
      )}

      {sub.invoices.length > 0 && (
        <MembershipSection title={t('invoices.title')}>
          <Card variant="outlined">
            <InvoicesTable sub={sub} receipts />
          </Card>
        </MembershipSection>
      )}
      {sub.freezes.length > 0 && (
        <MembershipSection title={t('freezes.title')}>
          <Card variant="outlined">
            <FreezesTable sub={sub} />
          </Card>
        </MembershipSection>
      )}
      <MembershipSection title={t('history.title')}>
        <Card variant="outlined">
          <HistoryTable sub={sub} />
        </Card>
      </MembershipSection>
      {sub.status === 'pending' && canCancel && (
        <Button color="error" onClick={() => setOpen('cancel')} sx={{ alignSelf: 'flex-start' }}>
          {t('cancel.pendingButton')}
        </Button>
      )}

      {open === 'freeze' && (
        <FreezeDialog
          who="me"
          sub={sub}
          onClose={() => setOpen(null)}
          onFrozen={(done) => {
            setOpen(null);
            snackbar.saved(
              t('freeze.done', { start: dayText(format, done.startsOn), end: dayText(format, done.endsOn) }),
            );
          }}
        />
      )}
      {open === 'change' && (
        <ChangePlanDialog
          who="me"
          sub={sub}
          onClose={() => setOpen(null)}
          onChanged={(done) => {
            setOpen(null);
            snackbar.saved(t('change.done', { plan: done.toPlan }));
          }}
        />
      )}
      {open === 'cancel' && (
        <CancelDialog
          who="me"
          sub={sub}
          onClose={() => setOpen(null)}
          onCanceled={(done, how) => {
            setOpen(null);
            snackbar.saved(
              how === 'later'
                ? t('cancel.done', { date: dayText(format, done.lastDay) })
                : t('cancel.donePending'),
            );
          }}
        />
      )}
    </>
  );
}

/**
 * A pending membership's two steps: sign the agreement (when the plan has one), then pay. Paying at
 * the studio starts it at once, its first invoice owed at the desk; by card, the card page saves a
 * card and the first charge is made on it. Paying before signing is refused on `agreement`, which
 * shows at the first step.
 */
function PendingSteps({ sub }: { sub: Subscription }) {
  const { t } = useTranslation('memberships');
  const format = useFormat();
  const snackbar = useSnackbar();
  const start = useStartMine();
  const [leaving, setLeaving] = useState(false);
  const agreementId = useId();
  const form = useForm<{ agreement?: string }>();
  const agreementError = form.formState.errors.agreement?.message;
  const [generalError, setGeneralError] = useState<string | null>(null);
  const signed = !sub.contractId || sub.agreementStatus === 'signed';
  const firstCents = sub.terms.priceCents + sub.terms.signupFeeCents;

  const onSubmit = form.handleSubmit(async () => {
    setGeneralError(null);
    form.clearErrors();
    try {
      const { checkoutUrl } = await start.mutateAsync(sub.id);
      if (checkoutUrl) {
        setLeaving(true);
        window.location.assign(checkoutUrl);
        return;
      }
      snackbar.saved(t('steps.started'));
    } catch (error) {
      setGeneralError(applyServerErrors(error, form.setError, ['agreement']));
    }
  });

  return (
    <Card variant="outlined" component="section" aria-labelledby="membership-steps">
      <CardContent>
        <Typography id="membership-steps" variant="h6" component="h2">
          {t('steps.title')}
        </Typography>
        <Typography color="text.secondary">{t('steps.intro')}</Typography>
        <Stack component="ol" spacing={3} sx={{ pl: 0, listStyle: 'none', mt: 2 }}>
          {sub.contractId && (
            <Stack component="li" spacing={1} data-testid="step-agreement">
              <Typography
                id={`${agreementId}-title`}
                variant="subtitle1"
                component="h3"
                sx={{ fontWeight: 600 }}
              >
                {t('steps.signTitle')}
              </Typography>
              <Typography>
                {sub.agreementStatus === 'signed'
                  ? t('steps.signed')
                  : CLOSED_AGREEMENT.includes(sub.agreementStatus ?? '')
                    ? t('steps.agreementClosed')
                    : t('steps.signText')}
              </Typography>
              {sub.agreementStatus !== 'signed' && !CLOSED_AGREEMENT.includes(sub.agreementStatus ?? '') && (
                <Button
                  variant="contained"
                  component={RouterLink}
                  to={href(PATHS.memberContract, { id: sub.contractId })}
                  sx={{ alignSelf: 'flex-start' }}
                >
                  {t('steps.signButton')}
                </Button>
              )}
              {agreementError && (
                <Alert severity="error" role="alert" id={`${agreementId}-error`}>
                  {agreementError}
                </Alert>
              )}
            </Stack>
          )}
          <Stack component="li" spacing={1} data-testid="step-pay">
            <Typography id={`${agreementId}-pay`} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {sub.contractId ? t('steps.payTitleSecond') : t('steps.payTitle')}
            </Typography>
            <Typography>
              {sub.paymentMethod === 'card'
                ? t('steps.payCard', { amount: format.money(firstCents) })
                : t('steps.payStudio', { amount: format.money(firstCents) })}
            </Typography>
            {!signed && <Typography color="text.secondary">{t('steps.signFirst')}</Typography>}
            <Stack
              component="form"
              noValidate
              onSubmit={onSubmit}
              aria-label={t('steps.payForm')}
              spacing={1}
            >
              <FormAlert>{generalError}</FormAlert>
              {leaving && <FormAlert severity="info">{t('member.toCardPage')}</FormAlert>}
              <Button
                type="submit"
                variant="contained"
                disabled={!signed || form.formState.isSubmitting || leaving}
                aria-describedby={agreementError ? `${agreementId}-error` : undefined}
                sx={{ alignSelf: 'flex-start' }}
              >
                {sub.paymentMethod === 'card' ? t('steps.payByCard') : t('steps.startAtStudio')}
              </Button>
            </Stack>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
