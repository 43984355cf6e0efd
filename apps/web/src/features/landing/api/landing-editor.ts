import type { LandingContentInput, LandingLocale } from '@bmp/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { landingKeys } from '../../home/index.ts';

// The platform operator's requests for the landing content (docs/decisions/0062-platform-operator.md).

const editorKeys = { page: (locale: LandingLocale) => ['operator', 'landing', locale] as const };

export function useEditableLanding(locale: LandingLocale) {
  return useQuery({
    queryKey: editorKeys.page(locale),
    queryFn: () => api.GET('/api/operator/landing/{locale}', { params: { path: { locale } } }),
  });
}

/** Saves one language; /home's copy of it is refetched, the editor's replaced by the answer. */
export function useSaveLanding(locale: LandingLocale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: LandingContentInput) =>
      api.PUT('/api/operator/landing/{locale}', { params: { path: { locale } }, body: content }),
    onSuccess: async (page) => {
      queryClient.setQueryData(editorKeys.page(locale), page);
      await queryClient.invalidateQueries({ queryKey: landingKeys.page(locale) });
    },
  });
}

/** Drops one language's edits: it shows the built-in content again (English: /home prerendered again). */
export function useRestoreLanding(locale: LandingLocale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.DELETE('/api/operator/landing/{locale}', { params: { path: { locale } } }),
    onSuccess: async (page) => {
      queryClient.setQueryData(editorKeys.page(locale), page);
      await queryClient.invalidateQueries({ queryKey: landingKeys.page(locale) });
    },
  });
}
