import type { LandingContent, LandingLocale } from '@bmp/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { landingContent } from '../../db/schema/index.ts';
import * as clock from '../../lib/clock.ts';

// The platform's landing content (docs/decisions/0062-platform-operator.md): one row per language the
// operator has edited; a language without one shows the built-in content.

export type StoredLanding = { content: unknown; updatedAt: Date };

/** The edited content of one language, or undefined while it shows the defaults. */
export async function findLanding(db: Database, locale: LandingLocale): Promise<StoredLanding | undefined> {
  const [row] = await db
    .select({ content: landingContent.content, updatedAt: landingContent.updatedAt })
    .from(landingContent)
    .where(eq(landingContent.locale, locale));
  return row;
}

/** Whether the operator has edited a language (one indexed lookup: /home asks it on every request). */
export async function isLandingEdited(db: Database, locale: LandingLocale): Promise<boolean> {
  const [row] = await db
    .select({ locale: landingContent.locale })
    .from(landingContent)
    .where(eq(landingContent.locale, locale));
  return row !== undefined;
}

/** Writes one language's content (created on its first save), answering the row as written. */
export async function saveLanding(
  db: Database,
  locale: LandingLocale,
  content: LandingContent,
  operatorUserId: string,
): Promise<StoredLanding> {
  const values = { content, updatedAt: clock.now(), updatedBy: operatorUserId };
  const [row] = await db
    .insert(landingContent)
    .values({ locale, ...values })
    .onConflictDoUpdate({ target: landingContent.locale, set: values })
    .returning({ content: landingContent.content, updatedAt: landingContent.updatedAt });
  if (!row) throw new Error('landing content upsert returned no row');
  return row;
}

/** Drops one language's edited content, so it shows the built-in content again; false when there was none. */
export async function deleteLanding(db: Database, locale: LandingLocale): Promise<boolean> {
  const rows = await db
    .delete(landingContent)
    .where(eq(landingContent.locale, locale))
    .returning({ locale: landingContent.locale });
  return rows.length > 0;
}
