import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, customType, doublePrecision, timestamp, uuid } from 'drizzle-orm/pg-core';

// The columns most tables share, written once. The business reference (`businessRef`) sits beside
// the businesses table in businesses.ts, which would otherwise import this file and be imported by it.

/** A random UUID primary key. */
export const primaryId = () => uuid('id').primaryKey().defaultRandom();

/** A point in time, kept with its zone (every instant is stored as UTC). */
export const instant = (name: string) => timestamp(name, { withTimezone: true });

/** When the row was written. */
export const createdAt = () => instant('created_at').notNull().defaultNow();

/** Bytes (photos, logos), read back as a Buffer on both databases. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** A string of bits (`bit varying`), read and written as its '0'/'1' text. */
export const bits = customType<{ data: string }>({ dataType: () => 'bit varying' });

/** When the row last changed (the repository sets it on every update). */
export const updatedAt = () => instant('updated_at').notNull().defaultNow();

/**
 * A point on the map (live tracking, decision 0060): latitude and longitude in degrees, both or
 * neither; `pointCheck` in the table's constraints keeps them so and in range.
 */
export const pointColumns = (prefix = '') => ({
  latitude: doublePrecision(`${prefix}latitude`),
  longitude: doublePrecision(`${prefix}longitude`),
});

/** Both halves of a point or neither, each in range. */
export const pointCheck = (name: string, latitude: AnyPgColumn, longitude: AnyPgColumn) =>
  check(
    name,
    sql`(${latitude} is null) = (${longitude} is null) and (${latitude} is null or (${latitude} between -90 and 90 and ${longitude} between -180 and 180))`,
  );
