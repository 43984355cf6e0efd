import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { QueryState } from '../../../components/QueryState.tsx';
import { PATHS } from '../../../config/paths.ts';
import { PlansView } from '../../plans/index.ts';
import { useService } from '../api/booking.ts';
import { HistoryList } from '../components/HistoryList.tsx';
import { ReviewForm } from '../components/ReviewForm.tsx';
import { ReviewView } from '../components/ReviewView.tsx';
import { Section } from '../components/Section.tsx';
import { ServiceActions } from '../components/ServiceActions.tsx';
import { ServiceFacts } from '../components/ServiceFacts.tsx';
import { TripPanel } from '../components/TripPanel.tsx';

/** /members/services/details/:id: one of the member's sessions, what they may do with it, its history. */
export function MemberServiceDetailsPage() {
  const { t } = useTranslation('booking');
  const { id = '' } = useParams();
  const location = useLocation();
  const justBooked = (location.state as { booked?: boolean } | null)?.booked === true;
  const service = useService('member', id);
  return (
    <>
      <PageHeading title={t('member.detailsTitle')} />
      <Button component={RouterLink} to={PATHS.memberServices} sx={{ mb: 2 }}>
        {t('member.backToList')}
      </Button>
      <QueryState query={service} compact />
      {service.isSuccess && (
        <Stack spacing={3}>
          {justBooked && (
            <Alert severity="success" role="status">
              {t('member.booked')}
            </Alert>
          )}
          <TripPanel area="member" service={service.data} />
          <Section title={service.data.offering.name}>
            <ServiceFacts service={service.data} />
            <ServiceActions area="member" service={service.data} />
          </Section>
          {(service.data.review || service.data.canReview) && (
            <Section title={t('review.heading')}>
              {service.data.review ? (
                <ReviewView service={service.data} />
              ) : (
                <ReviewForm serviceId={service.data.id} />
              )}
            </Section>
          )}
          <Section title={t('plans:heading')}>
            <PlansView area="member" serviceId={service.data.id} />
          </Section>
          <Section title={t('history.heading')}>
            <HistoryList area="member" serviceId={service.data.id} timeZone={service.data.timeZone} />
          </Section>
        </Stack>
      )}
    </>
  );
}
