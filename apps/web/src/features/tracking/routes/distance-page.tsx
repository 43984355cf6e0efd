import { ACCESS } from '@bmp/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { LiveMap } from '../../../components/map/LiveMap.tsx';
import type { MapMarker } from '../../../components/map/map-types.ts';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { QueryState } from '../../../components/QueryState.tsx';
import { StatusChip } from '../../../components/StatusChip.tsx';
import { href, PATHS } from '../../../config/paths.ts';
import { useFormat } from '../../../i18n/use-format.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useCan } from '../../auth/index.ts';
import { todayIn } from '../../calendar/index.ts';
import { CustomerPicker } from '../../money/index.ts';
import {
  type DistanceRanking,
  type MyClientDistances,
  type RankedExpert,
  useAssignExpert,
  useDistanceRanking,
  useHomeOfferings,
  useMyClientDistances,
} from '../api/tracking.ts';
import { distanceText, etaRangeText, isServiceStatus } from '../lib/trip-text.ts';

/** Free starts shown per expert; the rest are on the booking page. */
const SLOTS_SHOWN = 8;

/**
 * /admin/services/distance (decision 0060): staff rank the experts by straight-line distance to a
 * customer's address (or a requested in-home session's), with each one's free starts that day, and book
 * or assign from there; an expert sees how far they are from their own upcoming in-home clients.
 */
export function DistancePage() {
  const isStaff = useCan(ACCESS.staff);
  return isStaff ? <StaffDistance /> : <MyClientsDistance />;
}

function StaffDistance() {
  const { t } = useTranslation('tracking');
  const format = useFormat();
  const [params, setParams] = useSearchParams();
  const serviceId = params.get('serviceId') ?? undefined;
  const customerId = params.get('customerId') ?? undefined;
  const offeringId = params.get('offeringId') ?? undefined;
  const date = params.get('date') || todayIn(format.timeZone);
  const offerings = useHomeOfferings({ enabled: !serviceId });
  const ranking = useDistanceRanking({ serviceId, customerId, offeringId, date });
  const setParam = (name: string, value: string | undefined) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  return (
    <>
      <PageHeading title={t('distance.title')}>
        {serviceId ? t('distance.introSession') : t('distance.introStaff')}
      </PageHeading>
      {serviceId ? (
        <Stack direction="row" sx={{ gap: 1, mb: 2, flexWrap: 'wrap' }}>
          <Button component={RouterLink} to={href(PATHS.adminServiceDetails, { id: serviceId })}>
            {t('distance.backToSession')}
          </Button>
          <Button component={RouterLink} to={PATHS.adminServicesDistance}>
            {t('distance.otherAddress')}
          </Button>
        </Stack>
      ) : (
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          sx={{ gap: 2, mb: 2 }}
          role="group"
          aria-label={t('distance.choose')}
        >
          <CustomerPicker
            label={t('distance.customer')}
            customerId={customerId}
            onChange={(id) => setParam('customerId', id)}
          />
          <TextField
            select
            size="small"
            label={t('distance.offering')}
            value={offerings.data?.some((offering) => offering.id === offeringId) ? offeringId : ''}
            onChange={(event) => setParam('offeringId', event.target.value || undefined)}
            sx={{ minWidth: 240 }}
            helperText={offerings.isError ? errorMessage(offerings.error) : undefined}
            error={offerings.isError}
          >
            <MenuItem value="">{t('distance.anyOffering')}</MenuItem>
            {(offerings.data ?? []).map((offering) => (
              <MenuItem key={offering.id} value={offering.id}>
                {offering.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            type="date"
            size="small"
            label={t('distance.date')}
            value={date}
            onChange={(event) => setParam('date', event.target.value || undefined)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Stack>
      )}
      {serviceId || customerId ? (
        <QueryState query={ranking} loading={t('distance.loading')}>
          {ranking.data && <Ranking ranking={ranking.data} offeringChosen={Boolean(offeringId)} />}
        </QueryState>
      ) : (
        <Typography color="text.secondary">{t('distance.pickCustomer')}</Typography>
      )}
    </>
  );
}

function Ranking({ ranking, offeringChosen }: { ranking: DistanceRanking; offeringChosen: boolean }) {
  const { t } = useTranslation('tracking');
  const listId = useId();
  const { target } = ranking;
  const markers: MapMarker[] = [
    ...(target.point
      ? [{ id: 'client', kind: 'client' as const, label: target.customerName, ...target.point }]
      : []),
    ...ranking.experts.flatMap((expert) =>
      expert.point
        ? [
            {
              id: `expert-${expert.expertId}`,
              kind: expert.from === 'position' ? ('expert' as const) : ('base' as const),
              label: expert.name,
              ...expert.point,
            },
          ]
        : [],
    ),
  ];
  return (
    <Stack spacing={2}>
      <Typography>
        {t('distance.target', {
          name: target.customerName,
          address: target.address ?? t('distance.noAddress'),
        })}
      </Typography>
      {!target.point && (
        <Alert severity="warning" role="note">
          {t('distance.noPoint')}
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 3fr)' },
          alignItems: 'start',
        }}
      >
        <LiveMap markers={markers} label={t('distance.mapLabel')} ariaHidden height={420} />
        <Box component="section" aria-labelledby={listId}>
          <Typography variant="h6" component="h2" id={listId} sx={{ mb: 1 }}>
            {t('distance.ranked')}
          </Typography>
          {ranking.experts.length === 0 ? (
            <Typography color="text.secondary">{t('distance.noExperts')}</Typography>
          ) : (
            <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {ranking.experts.map((expert, index) => (
                <RankedExpertItem
                  key={expert.expertId}
                  rank={index + 1}
                  expert={expert}
                  ranking={ranking}
                  offeringChosen={offeringChosen}
                />
              ))}
            </Stack>
          )}
        </Box>
      </Box>
    </Stack>
  );
}

function RankedExpertItem({
  rank,
  expert,
  ranking,
  offeringChosen,
}: {
  rank: number;
  expert: RankedExpert;
  ranking: DistanceRanking;
  offeringChosen: boolean;
}) {
  const { t } = useTranslation('tracking');
  const format = useFormat();
  const headingId = useId();
  const serviceId = ranking.target.serviceId;
  const eta = expert.eta ? etaRangeText(expert.eta, format.locale) : null;
  const bookHref = (startsAt?: string) =>
    href(
      PATHS.adminServiceNew,
      { id: ranking.target.customerId },
      {
        offeringId: ranking.offering?.id,
        expertId: expert.expertId,
        date: ranking.date,
        startsAt,
      },
    );
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: 2 }}
      data-expert={expert.expertId}
    >
      <Typography variant="subtitle1" component="h3" id={headingId} sx={{ fontWeight: 600 }}>
        {t('distance.rankHeading', { rank: format.number(rank), name: expert.name })}
      </Typography>
      <Typography data-field="distance">
        {expert.distanceMeters === null
          ? t('distance.unknownDistance')
          : t(expert.from === 'position' ? 'distance.fromPosition' : 'distance.fromHome', {
              distance: distanceText(expert.distanceMeters, format.locale),
            })}
        {eta && ` · ${t('trip.about', { range: eta })}`}
      </Typography>
      {ranking.offering || offeringChosen ? (
        <FreeSlots
          slots={expert.freeSlots}
          timeZone={ranking.timeZone}
          bookHref={serviceId ? undefined : bookHref}
        />
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('distance.chooseOfferingForSlots')}
        </Typography>
      )}
      {serviceId ? (
        <AssignButton serviceId={serviceId} expert={expert} headingId={headingId} />
      ) : (
        <Button
          component={RouterLink}
          to={bookHref()}
          size="small"
          variant="outlined"
          sx={{ mt: 1 }}
          aria-describedby={headingId}
        >
          {t('distance.book')}
        </Button>
      )}
    </Paper>
  );
}

function FreeSlots({
  slots,
  timeZone,
  bookHref,
}: {
  slots: string[];
  timeZone: string;
  bookHref: ((startsAt: string) => string) | undefined;
}) {
  const { t } = useTranslation('tracking');
  const format = useFormat();
  if (slots.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {t('distance.noFreeSlots')}
      </Typography>
    );
  const shown = slots.slice(0, SLOTS_SHOWN);
  const time = (slot: string) => format.date(slot, { timeStyle: 'short', timeZone });
  return (
    <Box sx={{ mt: 0.5 }}>
      <Typography variant="body2" color="text.secondary">
        {t('distance.freeSlots', { count: slots.length, formatted: format.number(slots.length) })}
      </Typography>
      <Stack
        component="ul"
        direction="row"
        sx={{ gap: 0.5, flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0 }}
      >
        {shown.map((slot) => (
          <li key={slot}>
            {bookHref ? (
              <Button
                component={RouterLink}
                to={bookHref(slot)}
                size="small"
                aria-label={t('distance.bookAt', { time: time(slot) })}
                sx={{ minWidth: 0 }}
              >
                {time(slot)}
              </Button>
            ) : (
              <Typography variant="body2" component="span" sx={{ px: 0.5 }}>
                {time(slot)}
              </Typography>
            )}
          </li>
        ))}
        {slots.length > shown.length && (
          <li>
            <Typography variant="body2" component="span" color="text.secondary" sx={{ px: 0.5 }}>
              {t('distance.moreSlots', {
                count: slots.length - shown.length,
                formatted: format.number(slots.length - shown.length),
              })}
            </Typography>
          </li>
        )}
      </Stack>
    </Box>
  );
}

function AssignButton({
  serviceId,
  expert,
  headingId,
}: {
  serviceId: string;
  expert: RankedExpert;
  headingId: string;
}) {
  const { t } = useTranslation('tracking');
  const assign = useAssignExpert(serviceId);
  const [error, setError] = useState<string | null>(null);
  const run = async () => {
    setError(null);
    try {
      await assign.mutateAsync(expert.expertId);
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };
  return (
    <Box sx={{ mt: 1 }}>
      <FormAlert>{error}</FormAlert>
      {assign.isSuccess ? (
        <Alert
          severity="success"
          role="status"
          action={
            <Button
              component={RouterLink}
              to={href(PATHS.adminServiceDetails, { id: serviceId })}
              size="small"
            >
              {t('distance.openSession')}
            </Button>
          }
        >
          {t('distance.assigned', { name: expert.name })}
        </Alert>
      ) : (
        <Button
          size="small"
          variant="contained"
          onClick={run}
          disabled={assign.isPending}
          aria-describedby={headingId}
        >
          {t('distance.assign')}
        </Button>
      )}
    </Box>
  );
}

/** An expert's own view: how far they are from each upcoming in-home client. */
function MyClientsDistance() {
  const { t } = useTranslation('tracking');
  const clients = useMyClientDistances();
  return (
    <>
      <PageHeading title={t('distance.title')}>{t('distance.introExpert')}</PageHeading>
      <QueryState query={clients} isEmpty={clients.data?.items.length === 0} empty={t('distance.noClients')}>
        {clients.data && <MyClientsList data={clients.data} />}
      </QueryState>
    </>
  );
}

function MyClientsList({ data }: { data: MyClientDistances }) {
  const { t } = useTranslation('tracking');
  const format = useFormat();
  const listId = useId();
  const markers: MapMarker[] = [
    ...(data.homeBase
      ? [{ id: 'home', kind: 'base' as const, label: t('distance.homeBase'), ...data.homeBase }]
      : []),
    ...data.items.flatMap((item) =>
      item.point
        ? [
            {
              id: `client-${item.sessionId}`,
              kind: 'client' as const,
              label: item.customerName,
              ...item.point,
            },
          ]
        : [],
    ),
  ];
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 3fr)' },
        alignItems: 'start',
      }}
    >
      <LiveMap markers={markers} label={t('distance.myMapLabel')} ariaHidden height={420} />
      <Box component="section" aria-labelledby={listId}>
        <Typography variant="h6" component="h2" id={listId} sx={{ mb: 1 }}>
          {t('distance.myClients')}
        </Typography>
        {!data.homeBase && (
          <Alert severity="info" role="note" sx={{ mb: 1 }}>
            {t('distance.noHomeBase')}
          </Alert>
        )}
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {data.items.map((item) => {
            const eta = item.eta ? etaRangeText(item.eta, format.locale) : null;
            return (
              <Paper component="li" variant="outlined" key={item.sessionId} sx={{ p: 2 }}>
                <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                    {item.customerName}
                  </Typography>
                  {isServiceStatus(item.status) && <StatusChip status={item.status} />}
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  {t('track.session', {
                    offering: item.offeringName,
                    time: format.studioDateTime(item.startsAt, data.timeZone),
                  })}
                </Typography>
                {item.address && <Typography variant="body2">{item.address}</Typography>}
                <Typography>
                  {item.distanceMeters === null
                    ? t('distance.unknownDistance')
                    : t(item.from === 'position' ? 'distance.youFromPosition' : 'distance.youFromHome', {
                        distance: distanceText(item.distanceMeters, format.locale),
                      })}
                  {eta && ` · ${t('trip.about', { range: eta })}`}
                </Typography>
                <Button
                  component={RouterLink}
                  to={href(PATHS.adminServiceDetails, { id: item.sessionId })}
                  size="small"
                  sx={{ mt: 1 }}
                >
                  {t('track.openSession')}
                </Button>
              </Paper>
            );
          })}
        </Stack>
      </Box>
    </Box>
  );
}
