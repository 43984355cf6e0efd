import { type creditPackInputSchema, type creditPackListQuerySchema, formatUsd } from '@bmp/shared';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { fieldProblem, HttpProblem } from '../../lib/problem.ts';
import {
  type CreditPackRow,
  findBusinessMoneySettings,
  findCreditPack,
  insertCreditPack,
  listCreditPacks,
  type NewCreditPack,
  updateCreditPack,
} from './purchases.repository.ts';

// The catalog of credit packs and prepaid packages: the studio's minimum amount, a missing pack's 404.

type PackInput = z.output<ReturnType<typeof creditPackInputSchema>>;

const noSuchPack = () => new HttpProblem(404, 'Not Found', 'No such pack.');

/** The pack as saved; any positive amount passes the schema, the studio's own minimum is checked here. */
async function packValues(db: Database, businessId: string, input: PackInput): Promise<NewCreditPack> {
  const settings = await findBusinessMoneySettings(db, businessId);
  const minCents = settings?.minAmountCents ?? 1;
  if (input.price < minCents) {
    throw fieldProblem(400, 'price', `Amount must be at least ${formatUsd(minCents)}.`);
  }
  return {
    type: input.type,
    name: input.name,
    description: input.description,
    priceCents: input.price,
    grants: input.grants,
    expiryDays: input.expiryDays,
    active: input.active,
  };
}

/** A page of the packs, active or not. */
export async function listPackPage(
  db: Database,
  businessId: string,
  query: z.output<typeof creditPackListQuerySchema>,
) {
  const { page, pageSize, q, active } = query;
  const { items, total } = await listCreditPacks(db, businessId, {
    ...(active === undefined ? {} : { active }),
    ...(q ? { q } : {}),
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  return { items, total, page, pageSize };
}

/** The packs on sale; a studio sells a handful, so one page of the largest size holds them all. */
/**
 * The shop: packs on sale, and whether a pay-at-studio purchase's credits come at once (the studio
 * lets members book before paying: decision 0046), so checkout can say when they arrive.
 */
export async function listShop(
  db: Database,
  businessId: string,
): Promise<{ items: CreditPackRow[]; bookBeforePaying: boolean }> {
  const { items } = await listCreditPacks(db, businessId, { active: true, limit: 100, offset: 0 });
  const settings = await findBusinessMoneySettings(db, businessId);
  return { items, bookBeforePaying: settings?.bookBeforePaying ?? true };
}

export async function getCreditPack(
  db: Database,
  businessId: string,
  packId: string,
): Promise<CreditPackRow> {
  const row = await findCreditPack(db, businessId, packId);
  if (!row) throw noSuchPack();
  return row;
}

export async function createCreditPack(db: Database, businessId: string, input: PackInput) {
  return insertCreditPack(db, businessId, await packValues(db, businessId, input));
}

/** Replaces a pack (404 when there is none); what was already bought keeps its own copy. */
export async function replaceCreditPack(
  db: Database,
  businessId: string,
  packId: string,
  input: PackInput,
): Promise<CreditPackRow> {
  const existing = await findCreditPack(db, businessId, packId);
  if (!existing) throw noSuchPack();
  const row = await updateCreditPack(db, businessId, packId, await packValues(db, businessId, input));
  if (!row) throw noSuchPack();
  return row;
}
