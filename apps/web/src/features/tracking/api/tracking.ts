import type { PositionInput } from '@bmp/shared';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiAnswer, api, type Schemas } from '../../../lib/api-client.ts';
import { paramsOf } from '../../../lib/url-params.ts';
import { type LiveEvent, useLiveEvent } from '../../live/index.ts';

// Live tracking's requests (apps/api/src/modules/tracking, decision 0060): a trip, today's trips, the
// experts ranked by distance, an expert's distance to their clients, sending a point, assigning.

/** The member reads their own session's trip; staff and the session's expert the team's. */
export type TripArea = 'member' | 'team';
export type Trip = Schemas['Trip'];
export type TripList = ApiAnswer<'/api/tracking/trips'>;
export type DistanceRanking = Schemas['DistanceRanking'];
export type RankedExpert = DistanceRanking['experts'][number];
export type MyClientDistances = ApiAnswer<'/api/tracking/my-clients'>;
export type PositionReply = ApiAnswer<'/api/services/{id}/position', 'post'>;

export const trackingKeys = {
  all: ['tracking'] as const,
  trips: ['tracking', 'trips'] as const,
  trip: (area: TripArea, id: string) => ['tracking', 'trip', area, id] as const,
  distances: ['tracking', 'distance'] as const,
  distance: (params: string) => ['tracking', 'distance', params] as const,
  myClients: ['tracking', 'my-clients'] as const,
  homeOfferings: ['tracking', 'home-offerings'] as const,
};

type PositionEvent = LiveEvent<'tracking.position'>['data'];

/** A trip with the point a `tracking.position` event carries (the event is the newer word). */
export function withPosition(trip: Trip, event: PositionEvent): Trip {
  if (trip.sessionId !== event.sessionId) return trip;
  const known = trip.position?.recordedAt;
  if (known && known > event.recordedAt) return trip;
  return {
    ...trip,
    status: 'Tracking',
    position: {
      latitude: event.latitude,
      longitude: event.longitude,
      accuracy: event.accuracy,
      recordedAt: event.recordedAt,
    },
    distanceMeters: event.distanceMeters,
    eta: event.eta,
  };
}

export const getTrip = (area: TripArea, id: string) => {
  const params = { path: { id } };
  return area === 'member'
    ? api.GET('/api/me/services/{id}/trip', { params })
    : api.GET('/api/services/{id}/trip', { params });
};

/**
 * One in-home session's trip, kept current by the live stream: a `tracking.position` of this session
 * moves the expert in the cache (no request), a `session.changed` fetches it again (arrival, cancel).
 */
export function useTrip(area: TripArea, id: string, { enabled = true }: { enabled?: boolean } = {}) {
  const queryClient = useQueryClient();
  useLiveEvent('tracking.position', ({ data }) => {
    if (data.sessionId !== id) return;
    queryClient.setQueryData<Trip>(trackingKeys.trip(area, id), (trip) => trip && withPosition(trip, data));
  });
  useLiveEvent('session.changed', ({ data }) => {
    if (data.sessionId === id) void queryClient.invalidateQueries({ queryKey: trackingKeys.trip(area, id) });
  });
  return useQuery({
    queryKey: trackingKeys.trip(area, id),
    queryFn: () => getTrip(area, id),
    enabled: enabled && Boolean(id),
  });
}

export const getTrips = () => api.GET('/api/tracking/trips');

/** Puts a `tracking.position` event's point on its trip in today's list; false when no trip matched. */
export function movePositionInTrips(queryClient: QueryClient, event: PositionEvent): boolean {
  let matched = false;
  queryClient.setQueryData<TripList>(trackingKeys.trips, (list) => {
    if (!list) return list;
    return {
      ...list,
      items: list.items.map((trip) => {
        if (trip.sessionId !== event.sessionId) return trip;
        matched = true;
        return withPosition(trip, event);
      }),
    };
  });
  return matched;
}

/**
 * Today's in-home sessions (staff: every one; an expert: their own), the experts moved in the cache as
 * their points arrive; a session that changed step, or a point of a trip not listed yet, refetches.
 */
export function useTrips() {
  const queryClient = useQueryClient();
  useLiveEvent('tracking.position', ({ data }) => {
    if (!movePositionInTrips(queryClient, data))
      void queryClient.invalidateQueries({ queryKey: trackingKeys.trips });
  });
  useLiveEvent('session.changed', () => {
    void queryClient.invalidateQueries({ queryKey: trackingKeys.trips });
  });
  return useQuery({ queryKey: trackingKeys.trips, queryFn: getTrips });
}

/** Sends one reading of the expert's position (the server answers with the distance, or Arrived). */
export const sendPosition = (id: string, input: PositionInput) =>
  api.POST('/api/services/{id}/position', { params: { path: { id } }, body: input });

export type DistanceFilter = {
  customerId?: string | undefined;
  offeringId?: string | undefined;
  date?: string | undefined;
  serviceId?: string | undefined;
};

export const getDistanceRanking = (filter: DistanceFilter) =>
  api.GET('/api/tracking/distance', {
    params: {
      query: filter.serviceId
        ? { serviceId: filter.serviceId }
        : {
            customerId: filter.customerId,
            ...(filter.offeringId ? { offeringId: filter.offeringId } : {}),
            ...(filter.date ? { date: filter.date } : {}),
          },
    },
  });

/** The experts nearest first to a customer's address (or a requested session's), with that day's free starts. */
export function useDistanceRanking(filter: DistanceFilter) {
  const params = paramsOf({
    serviceId: filter.serviceId,
    customerId: filter.serviceId ? undefined : filter.customerId,
    offeringId: filter.serviceId ? undefined : filter.offeringId,
    date: filter.serviceId ? undefined : filter.date,
  });
  const queryClient = useQueryClient();
  // An expert who starts or ends a trip measures from elsewhere: rank again.
  useLiveEvent('session.changed', () => {
    void queryClient.invalidateQueries({ queryKey: trackingKeys.distances });
  });
  return useQuery({
    queryKey: trackingKeys.distance(params),
    queryFn: () => getDistanceRanking(filter),
    enabled: Boolean(filter.serviceId || filter.customerId),
  });
}

export const getMyClientDistances = () => api.GET('/api/tracking/my-clients');

/** The signed-in expert's distance to their upcoming in-home clients. */
export function useMyClientDistances({ enabled = true }: { enabled?: boolean } = {}) {
  const queryClient = useQueryClient();
  useLiveEvent('session.changed', () => {
    void queryClient.invalidateQueries({ queryKey: trackingKeys.myClients });
  });
  return useQuery({ queryKey: trackingKeys.myClients, queryFn: getMyClientDistances, enabled });
}

export const assignExpert = (serviceId: string, expertId: string) =>
  api.POST('/api/services/{id}/assign', { params: { path: { id: serviceId } }, body: { expertId } });

/** Gives a requested or confirmed in-home session to another expert (staff). */
export function useAssignExpert(serviceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (expertId: string) => assignExpert(serviceId, expertId),
    // The session's own pages hear it on the live stream (session.changed).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trackingKeys.all }),
  });
}

export const getHomeOfferings = () =>
  api
    .GET('/api/offerings', { params: { query: { active: 'true', pageSize: 100 } } })
    .then((page) => page.items.filter((offering) => offering.place === 'home'));

/** The studio's active in-home offerings (the distance page's choice). */
export function useHomeOfferings({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: trackingKeys.homeOfferings, queryFn: getHomeOfferings, enabled });
}
