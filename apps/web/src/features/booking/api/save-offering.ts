import type { OfferingInput } from '@bmp/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, apiPost } from '../../../lib/api-client.ts';
import type { BookableOffering } from './get-offerings.ts';
import { bookingKeys } from './keys.ts';

export const createOffering = (input: OfferingInput) => apiPost<BookableOffering>('/api/offerings', input);

export const updateOffering = (id: string, input: OfferingInput) =>
  apiFetch<BookableOffering>(`/api/offerings/${encodeURIComponent(id)}`, { method: 'PUT', json: input });

export const setOfferingActive = (id: string, active: boolean) =>
  apiPost<BookableOffering>(`/api/offerings/${encodeURIComponent(id)}/${active ? 'activate' : 'deactivate'}`);

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
