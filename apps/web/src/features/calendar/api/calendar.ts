import type { OfferingPlace, ServiceCategory, ServiceStatus, ServiceType } from '@bmp/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, apiPost } from '../../../lib/api-client.ts';

// The calendar's endpoints (apps/api/src/modules/calendar): the week of sessions and the iCal feed.

export type CalendarEntry = {
  id: string;
  startsAt: string;
  endsAt: string;
  status: ServiceStatus;
  offeringName: string;
  serviceType: ServiceType;
  category: ServiceCategory;
  place: OfferingPlace;
  location: string | null;
  expert: { id: string; name: string };
  customer: { id: string; name: string };
  /** A private session, or a group class occurrence (its `customer.name` is "seats taken/capacity"). */
  kind?: 'class';
  groupId?: string;
};

export type CalendarAnswer = {
  from: string;
  to: string;
  timeZone: string;
  items: CalendarEntry[];
  /** Group class occurrences (kind 'class'), shown beside the sessions. */
  classes: CalendarEntry[];
  truncated: boolean;
};

export type FeedStatus = { active: boolean; createdAt: string | null; lastUsedAt: string | null };
export type CreatedFeed = { url: string; createdAt: string; replaced: boolean };

export const calendarKeys = {
  all: ['calendar'] as const,
  week: (params: string) => ['calendar', 'week', params] as const,
  feed: ['calendar', 'feed'] as const,
};

/** The sessions of days from..to (GET /api/calendar; an expert gets their own). */
export function useCalendar(range: { from: string; to: string; expertId?: string; locationId?: string }) {
  const params = new URLSearchParams({ from: range.from, to: range.to });
  if (range.expertId) params.set('expertId', range.expertId);
  if (range.locationId) params.set('locationId', range.locationId);
  const query = params.toString();
  return useQuery({
    queryKey: calendarKeys.week(query),
    queryFn: () => apiFetch<CalendarAnswer>(`/api/calendar?${query}`),
    placeholderData: keepPreviousData,
  });
}

/** Whether the signed-in person has a live feed. */
export function useFeedStatus() {
  return useQuery({
    queryKey: calendarKeys.feed,
    queryFn: () => apiFetch<FeedStatus>('/api/me/calendar-feed'),
  });
}

/** Makes a new feed address (the old one stops working); the answer is the only time it is shown. */
export function useCreateFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost<CreatedFeed>('/api/me/calendar-feed'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarKeys.feed }),
  });
}

/** Turns the feed off. */
export function useRevokeFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<FeedStatus>('/api/me/calendar-feed', { method: 'DELETE' }),
    onSuccess: (status) => queryClient.setQueryData(calendarKeys.feed, status),
  });
}
