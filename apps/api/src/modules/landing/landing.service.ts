import { LANDING_DEFAULTS, type LandingContent, type LandingLocale, type LandingPage } from '@bmp/shared';
import type { Database } from '../../db/client.ts';
import {
  deleteLanding,
  findLanding,
  isLandingEdited,
  type StoredLanding,
  saveLanding,
} from './landing.repository.ts';

function pageOf(locale: LandingLocale, stored: StoredLanding | undefined): LandingPage {
  return stored
    ? {
        locale,
        content: stored.content as LandingContent,
        edited: true,
        updatedAt: stored.updatedAt.toISOString(),
      }
    : { locale, content: LANDING_DEFAULTS[locale], edited: false, updatedAt: null };
}

/** One language's landing page: the operator's content, or the built-in one while it is not edited. */
export async function landingPage(db: Database, locale: LandingLocale): Promise<LandingPage> {
  return pageOf(locale, await findLanding(db, locale));
}

/** Saves the operator's content of one language (already checked by the shared schema). */
export async function saveLandingPage(
  db: Database,
  locale: LandingLocale,
  content: LandingContent,
  operatorUserId: string,
): Promise<LandingPage> {
  return pageOf(locale, await saveLanding(db, locale, content, operatorUserId));
}

/**
 * Puts one language back on the built-in content (for English, /home is sent prerendered again);
 * answers whether there was edited content to drop.
 */
export async function restoreLandingDefaults(
  db: Database,
  locale: LandingLocale,
): Promise<{ page: LandingPage; dropped: boolean }> {
  const dropped = await deleteLanding(db, locale);
  return { page: pageOf(locale, undefined), dropped };
}

/**
 * Whether /home may be sent as the build's prerendered HTML: only while English shows the defaults it
 * was rendered with (docs/decisions/0032-prerendered-public-pages.md). Asked on every request, not
 * cached, because another API process may have saved it.
 */
export async function prerenderedHomeIsCurrent(db: Database): Promise<boolean> {
  return !(await isLandingEdited(db, 'en'));
}
