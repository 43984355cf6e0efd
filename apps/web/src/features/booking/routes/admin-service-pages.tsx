import type { Service } from '@bmp/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { QueryState } from '../../../components/QueryState.tsx';
import { href, PATHS } from '../../../config/paths.ts';
import { useFormat } from '../../../i18n/use-format.ts';
import { CustomerHealthAnswers } from '../../members/index.ts';
import { PlansEditor, PlansView } from '../../plans/index.ts';
import { useService } from '../api/booking.ts';
import { CompleteForm } from '../components/CompleteForm.tsx';
import { HistoryList } from '../components/HistoryList.tsx';
import { ReviewView } from '../components/ReviewView.tsx';
import { Section } from '../components/Section.tsx';
import { allowedSteps, ServiceActions } from '../components/ServiceActions.tsx';
import { ServiceFacts } from '../components/ServiceFacts.tsx';
import { NearestExpertLink, TripPanel } from '../components/TripPanel.tsx';
import { completeBlocker } from '../lib/complete-blocker.ts';

type View = 'details' | 'confirm' | 'complete' | 'history' | 'review';

const VIEWS: readonly View[] = ['details', 'confirm', 'complete', 'history', 'review'];
const VIEW_PATHS = {
  details: PATHS.adminServiceDetails,
  confirm: PATHS.adminServiceConfirm,
  complete: PATHS.adminServiceComplete,
  history: PATHS.adminServiceHistory,
  review: PATHS.adminServiceReview,
} as const satisfies Record<View, string>;

/** The admin area's pages of one session; each view leads with its own task. */
function AdminServicePage({ view }: { view: View }) {
  const { t } = useTranslation('booking');
  const { id = '' } = useParams();
  const service = useService('team', id);
  return (
    <>
      <PageHeading title={t(`admin.views.${view}`)} />
      <Stack
        direction="row"
        sx={{ gap: 1, flexWrap: 'wrap', mb: 2 }}
        component="nav"
        aria-label={t('admin.sessionPages')}
      >
        <Button component={RouterLink} to={href(PATHS.adminServicesByStatus, { status: 'all' })}>
          {t('admin.backToList')}
        </Button>
        {VIEWS.filter((other) => other !== view).map((other) => (
          <Button key={other} component={RouterLink} to={href(VIEW_PATHS[other], { id })}>
            {t(`admin.views.${other}`)}
          </Button>
        ))}
      </Stack>
      <QueryState query={service} compact />
      {service.isSuccess && (
        <Stack spacing={3}>
          {(view === 'details' || view === 'confirm') && <TripPanel area="team" service={service.data} />}
          {view === 'confirm' && (
            <Section title={t('admin.confirmHeading')}>
              {allowedSteps(service.data).includes('Confirmed') ? (
                <Typography sx={{ mt: 1 }}>{t('admin.confirmText')}</Typography>
              ) : service.data.status === 'Confirmed' ? (
                // Just confirmed (or already): say so and offer what usually comes next, not a refusal.
                <Alert severity="success" sx={{ mt: 1 }} role="status">
                  <Typography>{t('admin.confirmed')}</Typography>
                  <Stack direction="row" sx={{ gap: 1, mt: 1, flexWrap: 'wrap' }}>
                    <Button
                      component={RouterLink}
                      to={href(PATHS.adminServicesByStatus, { status: 'requested' })}
                      variant="outlined"
                      size="small"
                    >
                      {t('admin.nextRequested')}
                    </Button>
                    <Button component={RouterLink} to={href(PATHS.adminServiceDetails, { id })} size="small">
                      {t('admin.openDetails')}
                    </Button>
                  </Stack>
                </Alert>
              ) : (
                <Alert severity="info" sx={{ mt: 1 }}>
                  {t('admin.cannotConfirm', { status: t(`common:status.${service.data.status}`) })}
                </Alert>
              )}
              <ServiceActions area="team" service={service.data} />
              <NearestExpertLink service={service.data} />
            </Section>
          )}
          {view === 'complete' && (
            <Section title={t('admin.completeHeading')}>
              <CompleteBlockerAlert service={service.data} />
              <CompleteForm
                service={service.data}
                canComplete={allowedSteps(service.data).includes('Completed')}
              />
            </Section>
          )}
          {view === 'review' && (
            <Section title={t('review.heading')}>
              <ReviewView service={service.data} />
            </Section>
          )}
          {view === 'history' ? (
            <Section title={t('history.heading')}>
              <HistoryList area="team" serviceId={service.data.id} timeZone={service.data.timeZone} />
            </Section>
          ) : (
            <Section title={service.data.offering.name}>
              <ServiceFacts service={service.data} showCustomer />
              {/* Staff, and the session's expert, may read the customer's health answers (audited). */}
              {view === 'details' && <CustomerHealthAnswers customerId={service.data.customer.id} />}
              {view === 'details' && <ServiceActions area="team" service={service.data} />}
              {view === 'details' && <NearestExpertLink service={service.data} />}
            </Section>
          )}
          {view === 'details' && (
            // The API lets only the session's expert or staff save; a canceled session's plans are frozen.
            <Section title={t('plans:heading')}>
              {service.data.status === 'Canceled' ? (
                <PlansView area="team" serviceId={service.data.id} />
              ) : (
                <PlansEditor serviceId={service.data.id} />
              )}
            </Section>
          )}
        </Stack>
      )}
    </>
  );
}

/** Why the session cannot be completed now: the one thing to wait for or do first. */
function CompleteBlockerAlert({ service }: { service: Service }) {
  const { t } = useTranslation('booking');
  const format = useFormat();
  const blocker = completeBlocker(service, new Date());
  if (!blocker) return null;
  return (
    <Alert severity="info" sx={{ mt: 1 }}>
      {t(`admin.cannotComplete.${blocker}`, {
        status: t(`common:status.${service.status}`),
        time: format.studioDateTime(service.startsAt, service.timeZone),
      })}
    </Alert>
  );
}

/** /admin/services/details/:id */
export const AdminServiceDetailsPage = () => <AdminServicePage view="details" />;
/** /admin/services/confirm/:id */
export const AdminServiceConfirmPage = () => <AdminServicePage view="confirm" />;
/** /admin/services/complete/:id */
export const AdminServiceCompletePage = () => <AdminServicePage view="complete" />;
/** /admin/services/history/:id */
export const AdminServiceHistoryPage = () => <AdminServicePage view="history" />;
/** /admin/services/review/:id */
export const AdminServiceReviewPage = () => <AdminServicePage view="review" />;
