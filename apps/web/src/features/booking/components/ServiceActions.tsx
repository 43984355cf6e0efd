import { nextStatuses, type Service, type ServiceStatus } from '@bmp/shared';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { href, PATHS } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { type BookingArea, useTransitionService } from '../api/booking.ts';

// The dialogs' code (slot picker, reasons) loads when one opens, not with every page that lists sessions.
const CancelDialog = lazy(() => import('./TransitionDialogs.tsx').then((m) => ({ default: m.CancelDialog })));
const RescheduleDialog = lazy(() =>
  import('./TransitionDialogs.tsx').then((m) => ({ default: m.RescheduleDialog })),
);

/**
 * The steps the signed-in person may take on a session now: what the server says they may
 * (`allowedTransitions`), among the steps the lifecycle allows from its status at all.
 */
export function allowedSteps(service: Service): ServiceStatus[] {
  const possible = nextStatuses(service.status);
  return service.allowedTransitions.filter((status) => possible.includes(status));
}

/** The buttons of a session's page: confirm, start the trip, arrive, complete, reschedule, cancel. */
export function ServiceActions({ area, service }: { area: BookingArea; service: Service }) {
  const { t } = useTranslation('booking');
  const steps = allowedSteps(service);
  const transition = useTransitionService(area, service.id);
  const [dialog, setDialog] = useState<'cancel' | 'reschedule' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const step = async (to: ServiceStatus) => {
    setError(null);
    try {
      await transition.mutateAsync({ to });
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };
  if (steps.length === 0) return null;
  return (
    <>
      <FormAlert>{error}</FormAlert>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', my: 2 }}>
        {steps.includes('Confirmed') && (
          <Button
            variant="contained"
            color="success"
            onClick={() => step('Confirmed')}
            disabled={transition.isPending}
          >
            {t('actions.confirm')}
          </Button>
        )}
        {steps.includes('Tracking') && (
          <Button variant="outlined" onClick={() => step('Tracking')} disabled={transition.isPending}>
            {t('actions.startTrip')}
          </Button>
        )}
        {steps.includes('Arrived') && (
          <Button variant="outlined" onClick={() => step('Arrived')} disabled={transition.isPending}>
            {t('actions.arrived')}
          </Button>
        )}
        {steps.includes('Completed') && area === 'team' && (
          <Button
            variant="contained"
            component={RouterLink}
            to={href(PATHS.adminServiceComplete, { id: service.id })}
          >
            {t('actions.complete')}
          </Button>
        )}
        {steps.includes('Rescheduled') && (
          <Button variant="outlined" color="warning" onClick={() => setDialog('reschedule')}>
            {t('actions.reschedule')}
          </Button>
        )}
        {steps.includes('Canceled') && (
          <Button variant="outlined" color="error" onClick={() => setDialog('cancel')}>
            {t('actions.cancel')}
          </Button>
        )}
      </Stack>
      <Suspense fallback={null}>
        {dialog === 'cancel' && (
          <CancelDialog area={area} service={service} onClose={() => setDialog(null)} />
        )}
        {dialog === 'reschedule' && (
          <RescheduleDialog area={area} service={service} onClose={() => setDialog(null)} />
        )}
      </Suspense>
    </>
  );
}
