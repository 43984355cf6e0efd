import { ACCESS } from '@bmp/shared';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { href, PATHS } from '../../../config/paths.ts';
import { useCan } from '../../auth/index.ts';
import { TripCard, TripSharing } from '../../tracking/index.ts';
import { type BookingArea, bookingKeys, type Service } from '../api/booking.ts';

/**
 * An in-home session on its way (decision 0060): its expert shares their position from here while it is
 * Tracking (only they may mark it Arrived); the member, and staff, see the expert approach.
 */
export function TripPanel({ area, service }: { area: BookingArea; service: Service }) {
  const queryClient = useQueryClient();
  if (service.place !== 'home') return null;
  const refresh = () => void queryClient.invalidateQueries({ queryKey: bookingKeys.service(service.id) });
  if (area === 'team' && service.status === 'Tracking' && service.allowedTransitions.includes('Arrived'))
    return <TripSharing serviceId={service.id} onArrived={refresh} onEnded={refresh} />;
  if (service.status === 'Tracking' || service.status === 'Arrived')
    return <TripCard area={area} serviceId={service.id} />;
  return null;
}

/** Staff, on a requested or confirmed in-home session: the experts nearest its address. */
export function NearestExpertLink({ service }: { service: Service }) {
  const { t } = useTranslation('tracking');
  const isStaff = useCan(ACCESS.staff);
  if (!isStaff || service.place !== 'home' || !['Requested', 'Confirmed'].includes(service.status))
    return null;
  return (
    <Button
      component={RouterLink}
      to={href(PATHS.adminServicesDistance, undefined, { serviceId: service.id })}
      variant="outlined"
      size="small"
    >
      {t('distance.findNearest')}
    </Button>
  );
}
