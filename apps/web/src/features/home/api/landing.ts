import { LANDING_DEFAULTS, type LandingLocale } from '@bmp/shared';
import type { QueryClient } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { api, type Schemas } from '../../../lib/api-client.ts';

// The platform's landing content (/home) as anyone reads it; the operator edits it (features/landing).

export type LandingPage = Schemas['LandingPage'];
export type LandingContentView = Schemas['LandingContent'];

export const landingKeys = {
  all: ['landing'] as const,
  page: (locale: LandingLocale) => ['landing', locale] as const,
};

export const getLandingPage = (locale: LandingLocale) =>
  api.GET('/api/public/landing/{locale}', { params: { path: { locale } } });

export function useLandingPage(locale: LandingLocale) {
  return useQuery({
    queryKey: landingKeys.page(locale),
    queryFn: () => getLandingPage(locale),
    staleTime: 60_000,
  });
}

/**
 * Puts the built-in English content in the cache, as the build's /home was rendered with it
 * (docs/decisions/0032-prerendered-public-pages.md): the hydrating render then draws the same markup.
 * `confirm` marks it stale, so the page asks the server once in the background.
 */
export function seedDefaultLanding(queryClient: QueryClient, { confirm }: { confirm: boolean }) {
  const page: LandingPage = { locale: 'en', content: LANDING_DEFAULTS.en, edited: false, updatedAt: null };
  queryClient.setQueryData(landingKeys.page('en'), page, confirm ? { updatedAt: 0 } : undefined);
}
