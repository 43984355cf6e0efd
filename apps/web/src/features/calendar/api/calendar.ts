import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type Schemas } from '../../../lib/api-client.ts';

// The calendar's endpoints (apps/api/src/modules/calendar): the week of sessions and the iCal feed.

export type CalendarAnswer = Schemas['Calendar'];
/** A session, or a group class occurrence (`kind: 'class'`; its `customer.name` is "seats taken/capacity"). */
export type CalendarEntry = CalendarAnswer['items'][number];

export const calendarKeys = {
  all: ['calendar'] as const,
  week: (params: string) => ['calendar', 'week', params] as const,
  feed: ['calendar', 'feed'] as const,
};

/** The sessions of days from..to (GET /api/calendar; an expert gets their own). */
export function useCalendar(range: { from: string; to: string; expertId?: string; locationId?: string }) {
  const query = {
    from: range.from,
    to: range.to,
    ...(range.expertId ? { expertId: range.expertId } : {}),
    ...(range.locationId ? { locationId: range.locationId } : {}),
  };
  return useQuery({
    queryKey: calendarKeys.week(new URLSearchParams(query).toString()),
    queryFn: () => api.GET('/api/calendar', { params: { query } }),
    placeholderData: keepPreviousData,
  });
}

/** Whether the signed-in person has a live feed. */
export function useFeedStatus() {
  return useQuery({
    queryKey: calendarKeys.feed,
    queryFn: () => api.GET('/api/me/calendar-feed'),
  });
}

/** Makes a new feed address (the old one stops working); the answer is the only time it is shown. */
export function useCreateFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.POST('/api/me/calendar-feed'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarKeys.feed }),
  });
}

/** Turns the feed off. */
export function useRevokeFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.DELETE('/api/me/calendar-feed'),
    onSuccess: (status) => queryClient.setQueryData(calendarKeys.feed, status),
  });
}
