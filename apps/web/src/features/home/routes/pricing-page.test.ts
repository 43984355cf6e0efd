import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { APP_ROUTES } from '../../../app/routes.ts';

// The pricing page and the business page sell only what is built (decision 0049): none of their
// texts names a page that is still planned (a placeholder in the route table), or a feature that has
// no page at all yet. When a planned page is built, its name may come back.

const LANGUAGES = ['en', 'fr', 'ar'] as const;
const read = (language: string, namespace: string) =>
  JSON.parse(
    readFileSync(
      fileURLToPath(new URL(`../../../locales/${language}/${namespace}.json`, import.meta.url)),
      'utf8',
    ),
  ) as Record<string, unknown>;

/**
 * Features with no page at all, planned or built (English): payouts to payees, a public API. (Live
 * tracking and the nearest expert have their pages now: /admin/services/track and /distance.)
 */
const NOT_BUILT_EN = ['payout', 'api access'];

const planned = APP_ROUTES.filter((route) => route.view.kind === 'planned');

describe('what the platform sells', () => {
  it('sells contracts now that their pages are built (decision 0053)', () => {
    expect(planned.map((route) => route.key)).not.toContain('adminBusinessContract');
    const publicTexts = read('en', 'public') as { pricing: unknown };
    expect(JSON.stringify(publicTexts.pricing)).toContain('contracts signed online');
  });

  it('no longer counts the landing page as planned: the operator edits it now', () => {
    expect(planned.map((route) => route.key)).not.toContain('frontPagesLandingPage');
  });

  it.each(LANGUAGES)('names no planned page on the pricing or business page (%s)', (language) => {
    const routes = read(language, 'routes') as Record<string, { menu?: string; title?: string }>;
    const publicTexts = read(language, 'public') as { pricing: unknown; business: unknown };
    const selling = JSON.stringify([publicTexts.pricing, publicTexts.business]).toLocaleLowerCase(language);
    const names = planned
      .flatMap((route) => [routes[route.key]?.menu, routes[route.key]?.title])
      .filter((name): name is string => Boolean(name))
      // "Contracts" and "Contract" alike: the singular's stem.
      .map((name) => name.toLocaleLowerCase(language).replace(/s$/, ''));
    // Empty while every page is built; a page planned later is checked here.
    expect(names.filter((name) => selling.includes(name))).toEqual([]);
  });

  it('names no feature that has no page yet (English)', () => {
    const publicTexts = read('en', 'public') as { pricing: unknown; business: unknown };
    const selling = JSON.stringify([publicTexts.pricing, publicTexts.business]).toLowerCase();
    expect(NOT_BUILT_EN.filter((words) => selling.includes(words))).toEqual([]);
  });
});
