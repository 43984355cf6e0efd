import { ACCESS } from '@bmp/shared';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { href, PATHS } from '../../../config/paths.ts';
import { useCan } from '../../auth/index.ts';
import { TripCard, TripSharing } from '../../tracking/index.ts';
import { type BookingArea, bookingKeys, type Service } from '../api/booking.ts';

/**
 * An in-home session on its way (decision 0060): its expert shares their position from here while it is
 * Tracking (only they may mark it Arrived); the member, and staff, see the expert approach. The expert
 * who shared from this page keeps its panel once Arrived, to read that sharing stopped: the arrival's
 * live event may refetch the session before the last point's answer says so.
 */
export function TripPanel({ area, service }: { area: BookingArea; service: Service }) {
  const queryClient = useQueryClient();
  const sharing =
    area === 'team' &&
    service.place === 'home' &&
    service.status === 'Tracking' &&
    service.allowedTransitions.includes('Arrived');
  const [sharedHere, setSharedHere] = useState(false);
  useEffect(() => {
    if (sharing) setSharedHere(true);
  }, [sharing]);
  if (service.place !== 'home') return null;
  const refresh = () => void queryClient.invalidateQueries({ queryKey: bookingKeys.service(service.id) });
  const arrived = service.status === 'Arrived';
  if (sharing || (sharedHere && arrived))
    return <TripSharing serviceId={service.id} arrived={arrived} onArrived={refresh} onEnded={refresh} />;
  if (service.status === 'Tracking' || arrived) return <TripCard area={area} serviceId={service.id} />;
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
