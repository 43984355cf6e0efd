import { ACCESS } from '@bmp/shared';
import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { QueryState } from '../../../components/QueryState.tsx';
import { href, PATHS } from '../../../config/paths.ts';
import { useCan } from '../../auth/index.ts';
import { useCustomer } from '../../money/index.ts';
import { useOfferings } from '../api/booking.ts';
import { BookingForm } from '../components/BookingForm.tsx';

/**
 * /admin/services/new/:id: staff or an expert book a session for customer :id; `?offeringId=&expertId=
 * &date=&startsAt=` choose those at first.
 */
export function AdminBookPage() {
  const { t } = useTranslation('booking');
  const navigate = useNavigate();
  const { id = '' } = useParams();
  // From the nearest experts (/admin/services/distance): the service, expert, date and start to offer.
  const [search] = useSearchParams();
  const isStaff = useCan(ACCESS.staff);
  const customer = useCustomer(id, { enabled: isStaff });
  const offerings = useOfferings({ active: true });
  return (
    <>
      <PageHeading title={t('admin.bookTitle')}>
        {customer.data ? t('admin.bookFor', { name: customer.data.fullName }) : t('admin.bookIntro')}
      </PageHeading>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <QueryState query={offerings} compact />
        {/* The customer only names the heading: nothing to wait for, but a failure is said. */}
        <QueryState query={customer} loading={false} compact />
        {offerings.isSuccess && (
          <BookingForm
            area="team"
            customerId={id}
            offerings={offerings.data.items}
            initialOfferingId={search.get('offeringId') ?? undefined}
            initialExpertId={search.get('expertId') ?? undefined}
            initialDate={search.get('date') ?? undefined}
            initialStartsAt={search.get('startsAt') ?? undefined}
            onBooked={(service) => navigate(href(PATHS.adminServiceDetails, { id: service.id }))}
          />
        )}
      </Paper>
    </>
  );
}
