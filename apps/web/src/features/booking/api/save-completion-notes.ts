import type { CompletionNotesInput, Service } from '@bmp/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { bookingKeys } from './keys.ts';
import { servicesPath } from './services-path.ts';

export const saveCompletionNotes = (id: string, input: CompletionNotesInput) =>
  apiFetch<Service>(servicesPath('team', id, 'completion-notes'), { method: 'PUT', json: input });

/** Corrects what was done in a completed session. */
export function useSaveCompletionNotes(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CompletionNotesInput) => saveCompletionNotes(id, input),
    onSuccess: (service) => queryClient.setQueryData(bookingKeys.service(id), service),
  });
}
