import {
  type AvailabilityExceptionInput,
  type BookServiceInput,
  type CompletionNotesInput,
  type ExpertCard,
  type OfferingInput,
  type ReviewInput,
  SERVICE_TYPES,
  type ServiceType,
  type StaffBookServiceInput,
  type TransitionInput,
  type WeeklyHoursInput,
} from '@bmp/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type paths, type Schemas } from '../../../lib/api-client.ts';
import { idempotencyHeader, newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { definedParams, paramsOf } from '../../../lib/url-params.ts';
import { useLiveInvalidate } from '../../live/index.ts';

// Booking's requests: offerings, free times, sessions and their lifecycle, experts' weekly hours.

/** Members see their own sessions; staff and experts the admin area's (the server scopes both). */
export type BookingArea = 'member' | 'team';

/** An offering as answered, with who delivers it now (its listed experts, or every active expert). */
export type BookableOffering = Schemas['Offering'];
export type Service = Schemas['Service'];

// Query keys of the booking pages, so each mutation invalidates exactly what it changes (STYLE.md 3).
export const bookingKeys = {
  all: ['booking'] as const,
  offerings: ['booking', 'offerings'] as const,
  offeringList: (params: string) => ['booking', 'offerings', params] as const,
  availability: (params: string) => ['booking', 'availability', params] as const,
  services: ['booking', 'services'] as const,
  serviceLists: ['booking', 'services', 'list'] as const,
  serviceList: (params: string) => ['booking', 'services', 'list', params] as const,
  service: (id: string) => ['booking', 'services', id] as const,
  history: (id: string) => ['booking', 'services', id, 'history'] as const,
  expertAvailability: (expertId: string) => ['booking', 'expert-availability', expertId] as const,
};

const oneOf = <T extends string>(list: readonly T[], value: string | undefined): value is T =>
  (list as readonly (string | undefined)[]).includes(value);
// The sessions lists' sorts, typed against the API's query (booking/schemas, which defines them,
// would bring zod onto the member dashboard).
type ServiceSort = NonNullable<NonNullable<paths['/api/services']['get']['parameters']['query']>['sort']>;
const SERVICE_SORTS: readonly ServiceSort[] = [
  'startsAt',
  '-startsAt',
  'createdAt',
  '-createdAt',
  'status',
  '-status',
  'serviceType',
  '-serviceType',
];

// Offerings

export const getOfferings = (query: {
  page?: number;
  pageSize?: number;
  q?: string;
  active?: boolean;
  locationId?: string;
}) =>
  api.GET('/api/offerings', {
    params: {
      query: definedParams({
        ...query,
        active:
          query.active === undefined ? undefined : query.active ? ('true' as const) : ('false' as const),
      }),
    },
  });

/** The catalog for staff and experts (/admin/business/services, filters of the admin lists). */
export function useOfferings(
  filter: { page?: number; pageSize?: number; q?: string; active?: boolean; locationId?: string } = {},
  enabled = true,
) {
  const values = {
    page: filter.page,
    pageSize: filter.pageSize ?? 100,
    q: filter.q?.trim(),
    active: filter.active,
    locationId: filter.locationId,
  };
  return useQuery({
    queryKey: bookingKeys.offeringList(paramsOf(values)),
    queryFn: () => getOfferings(values),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export const getBookableOfferings = () => api.GET('/api/me/offerings').then((page) => page.items);

/** What a member can book: the active offerings. */
export function useBookableOfferings() {
  return useQuery({ queryKey: bookingKeys.offeringList('me'), queryFn: getBookableOfferings });
}

/** The experts who deliver an offering now. */
export function expertsOf(offering: BookableOffering | undefined): ExpertCard[] {
  if (!offering) return [];
  return offering.deliveredBy;
}

export const createOffering = (input: OfferingInput) => api.POST('/api/offerings', { body: input });

export const updateOffering = (id: string, input: OfferingInput) =>
  api.PUT('/api/offerings/{id}', { params: { path: { id } }, body: input });

export const setOfferingActive = (id: string, active: boolean) => {
  const params = { path: { id } };
  return active
    ? api.POST('/api/offerings/{id}/activate', { params })
    : api.POST('/api/offerings/{id}/deactivate', { params });
};

/** Adds (no id) or replaces an offering. */
export function useSaveOffering() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: OfferingInput }) =>
      id ? updateOffering(id, input) : createOffering(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingKeys.offerings }),
  });
}

/** Takes an offering off the booking page, or puts it back. */
export function useSetOfferingActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) => setOfferingActive(id, active),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingKeys.offerings }),
  });
}

// Free times

export type AvailabilityFilter = {
  offeringId: string | undefined;
  date: string | undefined;
  /** Omit for "any available expert". */
  expertId?: string | null | undefined;
  /** Staff booking for a customer: keep the customer's own sessions free too. */
  customerId?: string | undefined;
};

// Members ask their own route, which also keeps their own sessions free.
export const getAvailability = (area: BookingArea, filter: AvailabilityFilter) => {
  const query = {
    offeringId: filter.offeringId ?? '',
    date: filter.date ?? '',
    ...(filter.expertId ? { expertId: filter.expertId } : {}),
  };
  return area === 'member'
    ? api.GET('/api/me/availability', { params: { query } })
    : api.GET('/api/availability', {
        params: { query: { ...query, ...(filter.customerId ? { customerId: filter.customerId } : {}) } },
      });
};

/** The free start times of an offering on one date (in the business's time zone). */
export function useAvailability(area: BookingArea, filter: AvailabilityFilter) {
  const params = paramsOf({
    offeringId: filter.offeringId,
    date: filter.date,
    expertId: filter.expertId,
    customerId: filter.customerId,
  });
  return useQuery({
    queryKey: bookingKeys.availability(`${area}|${params}`),
    queryFn: () => getAvailability(area, filter),
    enabled: Boolean(filter.offeringId && filter.date),
    // Slots go quickly; never offer one from a stale answer for long.
    staleTime: 15_000,
  });
}

/** Each date of the booking window with whether it can be booked (closed, the expert's day off, full). */
export type BookingDaysFilter = Omit<AvailabilityFilter, 'date'>;

export const getBookingDays = (area: BookingArea, filter: BookingDaysFilter) => {
  const query = {
    offeringId: filter.offeringId ?? '',
    ...(filter.expertId ? { expertId: filter.expertId } : {}),
  };
  return area === 'member'
    ? api.GET('/api/me/availability/days', { params: { query } })
    : api.GET('/api/availability/days', {
        params: { query: { ...query, ...(filter.customerId ? { customerId: filter.customerId } : {}) } },
      });
};

export function useBookingDays(area: BookingArea, filter: BookingDaysFilter) {
  const params = paramsOf({
    offeringId: filter.offeringId,
    expertId: filter.expertId,
    customerId: filter.customerId,
  });
  return useQuery({
    queryKey: bookingKeys.availability(`${area}|days|${params}`),
    queryFn: () => getBookingDays(area, filter),
    enabled: Boolean(filter.offeringId),
    staleTime: 15_000,
  });
}

// Sessions

export type ServiceListParams = {
  page?: number;
  pageSize?: number;
  status?: string;
  upcoming?: boolean;
  expertId?: string;
  customerId?: string;
  serviceType?: string;
  from?: string;
  to?: string;
  q?: string;
  sort?: string;
};

/** The API query of a list filter (a type or sort the API does not know is left out). */
function serviceQuery(filter: ServiceListParams) {
  const { upcoming, serviceType, sort, ...rest } = filter;
  return definedParams({
    ...rest,
    upcoming: upcoming === undefined ? undefined : upcoming ? ('true' as const) : ('false' as const),
    serviceType: oneOf<ServiceType>(SERVICE_TYPES, serviceType) ? serviceType : undefined,
    sort: oneOf(SERVICE_SORTS, sort) ? sort : undefined,
  });
}

export const getServices = (area: BookingArea, filter: ServiceListParams) => {
  const { customerId, ...query } = serviceQuery(filter);
  return area === 'member'
    ? api.GET('/api/me/services', { params: { query } })
    : api.GET('/api/services', { params: { query: { ...query, ...(customerId ? { customerId } : {}) } } });
};

/**
 * One page of sessions, filtered (GET /api/services or the member's own). Fetched again when a session
 * the viewer may see changes (the live stream's `session.changed`, decision 0060).
 */
export function useServices(area: BookingArea, filter: ServiceListParams) {
  const params = paramsOf(filter);
  // Staff hear every session's change: a burst makes one refetch a second later.
  useLiveInvalidate('session.changed', bookingKeys.serviceLists, { waitMs: 1_000 });
  return useQuery({
    queryKey: bookingKeys.serviceList(`${area}|${params}`),
    queryFn: () => getServices(area, filter),
    placeholderData: keepPreviousData,
  });
}

export const getService = (area: BookingArea, id: string) => {
  const params = { path: { id } };
  return area === 'member'
    ? api.GET('/api/me/services/{id}', { params })
    : api.GET('/api/services/{id}', { params });
};

/**
 * One session, with the steps the caller may take now. `initial`: the same session from another answer
 * (the member dashboard's), shown at once and fetched again only once it is stale. When the live stream
 * says this session changed (someone else confirmed, moved or canceled it), it and its history are
 * fetched again (decision 0060).
 */
export function useService(area: BookingArea, id: string, initial?: { data: Service; updatedAt: number }) {
  // The session's key is its history's prefix: both are fetched again.
  useLiveInvalidate('session.changed', bookingKeys.service(id), {
    when: ({ data }) => data.sessionId === id,
  });
  return useQuery({
    queryKey: bookingKeys.service(id),
    queryFn: () => getService(area, id),
    initialData: initial?.data,
    initialDataUpdatedAt: initial?.updatedAt,
  });
}

export const getServiceHistory = (area: BookingArea, id: string) => {
  const params = { path: { id } };
  return (
    area === 'member'
      ? api.GET('/api/me/services/{id}/history', { params })
      : api.GET('/api/services/{id}/history', { params })
  ).then((answer) => answer.items);
};

/** Every status change of one session, oldest first. */
export function useServiceHistory(area: BookingArea, id: string) {
  return useQuery({ queryKey: bookingKeys.history(id), queryFn: () => getServiceHistory(area, id) });
}

// A key per attempt: a retried request (a flaky network) never books or holds credits twice.
export const bookService = (area: BookingArea, input: BookServiceInput | StaffBookServiceInput) => {
  const headers = idempotencyHeader(newIdempotencyKey());
  return area === 'member'
    ? api.POST('/api/me/services', { body: input as BookServiceInput, headers })
    : api.POST('/api/services', { body: input as StaffBookServiceInput, headers });
};

/** Books a session: a 201 with the session, or a 409 (slot taken) carrying the nearest free slots. */
export function useBookService(area: BookingArea) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BookServiceInput | StaffBookServiceInput) => bookService(area, input),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingKeys.services }),
        queryClient.invalidateQueries({ queryKey: ['booking', 'availability'] }),
      ]),
  });
}

export const transitionService = (area: BookingArea, id: string, input: TransitionInput) => {
  const params = { path: { id } };
  return area === 'member'
    ? api.POST('/api/me/services/{id}/transitions', { params, body: input })
    : api.POST('/api/services/{id}/transitions', { params, body: input });
};

/** One lifecycle step (confirm, reschedule, cancel, complete); it changes the session, its history and the lists. */
export function useTransitionService(area: BookingArea, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TransitionInput) => transitionService(area, id, input),
    onSuccess: (service) => {
      queryClient.setQueryData(bookingKeys.service(id), service);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingKeys.services }),
        queryClient.invalidateQueries({ queryKey: ['booking', 'availability'] }),
      ]),
  });
}

/** The customer's review: only members review, on their own sessions. */
export const reviewService = (id: string, input: ReviewInput) =>
  api.POST('/api/me/services/{id}/review', { params: { path: { id } }, body: input });

/** The customer's one review of a completed session. */
export function useReviewService(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewInput) => reviewService(id, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookingKeys.service(id) }),
  });
}

export const saveCompletionNotes = (id: string, input: CompletionNotesInput) =>
  api.PUT('/api/services/{id}/completion-notes', { params: { path: { id } }, body: input });

/** Corrects what was done in a completed session. */
export function useSaveCompletionNotes(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CompletionNotesInput) => saveCompletionNotes(id, input),
    onSuccess: (service) => queryClient.setQueryData(bookingKeys.service(id), service),
  });
}

// An expert's weekly hours and dated exceptions

export const getExpertAvailability = (expertId: string) =>
  api.GET('/api/experts/{expertId}/availability', { params: { path: { expertId } } });

/** An expert's weekly hours and dated exceptions (their own, or anyone's for staff). */
export function useExpertAvailability(expertId: string | undefined) {
  return useQuery({
    queryKey: bookingKeys.expertAvailability(expertId ?? ''),
    queryFn: () => getExpertAvailability(expertId ?? ''),
    enabled: Boolean(expertId),
  });
}

export const saveWeeklyHours = (expertId: string, input: WeeklyHoursInput) =>
  api.PUT('/api/experts/{expertId}/weekly-hours', { params: { path: { expertId } }, body: input });

/** Replaces the expert's week; free times change with it. */
export function useSaveWeeklyHours(expertId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WeeklyHoursInput) => saveWeeklyHours(expertId, input),
    onSuccess: (answer) => {
      queryClient.setQueryData(bookingKeys.expertAvailability(expertId), answer);
      return queryClient.invalidateQueries({ queryKey: ['booking', 'availability'] });
    },
  });
}

export const addException = (expertId: string, input: AvailabilityExceptionInput) =>
  api.POST('/api/experts/{expertId}/exceptions', { params: { path: { expertId } }, body: input });

export const deleteException = (expertId: string, exceptionId: string) =>
  api.DELETE('/api/experts/{expertId}/exceptions/{exceptionId}', {
    params: { path: { expertId, exceptionId } },
  });

/** Adds time off or different hours on some dates. */
export function useAddException(expertId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AvailabilityExceptionInput) => addException(expertId, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingKeys.expertAvailability(expertId) }),
        queryClient.invalidateQueries({ queryKey: ['booking', 'availability'] }),
      ]),
  });
}

/** Removes a dated exception. */
export function useDeleteException(expertId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (exceptionId: string) => deleteException(expertId, exceptionId),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingKeys.expertAvailability(expertId) }),
        queryClient.invalidateQueries({ queryKey: ['booking', 'availability'] }),
      ]),
  });
}
