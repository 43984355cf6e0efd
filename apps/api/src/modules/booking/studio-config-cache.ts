import type { Database } from '../../db/client.ts';

// What booking reads about a studio before every booking (the offering, its experts, locations,
// business hours, expert hours and exceptions) changes rarely, so each process keeps it per studio
// for one `businesses.config_version` (decision 0020). Triggers move that version on any change to
// those tables (migration 0011), and the session lookup reads it with the signed-in person at no
// extra cost, so a request never uses reads older than the version it saw. Reads inside a caller's
// transaction (the seed) carry no version and are never cached: they may not be committed.

/** Distinct reads kept per studio (offerings x dates, say) before its entries start over. */
const MAX_ENTRIES_PER_STUDIO = 2_000;
/** Studios kept per process; the least recently used goes first. */
const MAX_STUDIOS = 1_000;

type StudioEntries = { version: number; entries: Map<string, Promise<unknown>> };

/** Runs `load`, or answers what it answered before for this key, studio and configuration version. */
export type StudioMemo = <T>(key: string, load: () => Promise<T>) => Promise<T>;

/** Reads afresh every time (no version, or inside a transaction). */
export const noMemo: StudioMemo = (_key, load) => load();
const caches = new WeakMap<Database, Map<string, StudioEntries>>();

/**
 * The memo for one studio at the configuration version a request saw. Answers must be treated as
 * read-only: they are shared by every request of that version.
 */
export function studioMemo(db: Database, businessId: string, version: number | undefined): StudioMemo {
  if (version === undefined) return noMemo;
  let studios = caches.get(db);
  if (!studios) {
    studios = new Map();
    caches.set(db, studios);
  }
  const known = studios.get(businessId);
  // A request that saw an older version than the cache holds reads afresh, without caching.
  if (known && known.version > version) return noMemo;
  let studio = known;
  if (!studio || studio.version < version) {
    studio = { version, entries: new Map() };
  }
  // Re-inserting keeps the Map in least-recently-used order.
  studios.delete(businessId);
  studios.set(businessId, studio);
  if (studios.size > MAX_STUDIOS) {
    const oldest = studios.keys().next().value;
    if (oldest !== undefined) studios.delete(oldest);
  }
  const { entries } = studio;
  return <T>(key: string, load: () => Promise<T>): Promise<T> => {
    const hit = entries.get(key);
    if (hit) return hit as Promise<T>;
    if (entries.size >= MAX_ENTRIES_PER_STUDIO) entries.clear();
    const loading = load();
    entries.set(key, loading);
    // A failed read is not remembered.
    loading.catch(() => entries.delete(key));
    return loading;
  };
}
