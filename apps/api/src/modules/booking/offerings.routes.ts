import {
  ACCESS,
  bookableOfferingsSchema,
  type Offering,
  offeringInputSchema,
  offeringListQuerySchema,
  offeringPageSchema,
  offeringResponseSchema as offeringResponse,
} from '@bmp/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { recordAudit } from '../../lib/audit.ts';
import { uniqueRefusal } from '../../lib/db-errors.ts';
import { fieldProblem, notFound, problems } from '../../lib/problem.ts';
import { viewerOf } from '../../lib/viewer.ts';
import { expertCards, listActiveExperts, type Person } from './booking-context.repository.ts';
import {
  countActiveLocations,
  findOffering,
  insertOffering,
  listOfferingExperts,
  listOfferingLocations,
  listOfferings,
  type OfferingRow,
  type OfferingValues,
  updateOffering,
} from './offerings.repository.ts';

// The catalog (/admin/business/services): staff create, edit, deactivate and reactivate offerings;
// experts read them; members see the active ones to book.

const idParams = z.strictObject({ id: z.uuid('Not an offering id.') });

const ref = (person: Person) => ({ id: person.id, name: person.name });

/** Offerings as answered, with their listed experts and who delivers them now. */
export async function toOfferings(
  db: Database,
  businessId: string,
  rows: OfferingRow[],
): Promise<Offering[]> {
  const ids = rows.map((row) => row.id);
  const [listed, everyone, places] = await Promise.all([
    listOfferingExperts(db, businessId, ids),
    listActiveExperts(db, businessId),
    listOfferingLocations(db, businessId, ids),
  ]);
  // Every expert any of these offerings shows, once, with their card (photo, bio, lists).
  const shown = new Map<string, Person>(everyone.map((person) => [person.id, person]));
  for (const people of listed.values()) for (const person of people) shown.set(person.id, person);
  const cards = new Map(
    (await expertCards(db, businessId, [...shown.values()])).map((card) => [card.id, card]),
  );
  const card = (person: Person) =>
    cards.get(person.id) ?? { ...ref(person), photoPath: null, bio: '', specialities: [], languages: [] };
  return rows.map((row) => {
    const experts = listed.get(row.id) ?? [];
    return {
      id: row.id,
      name: row.name,
      description: row.description,
      serviceType: row.serviceType,
      category: row.category,
      place: row.place,
      durationMinutes: row.durationMinutes,
      creditKind: row.creditKind,
      creditsNeeded: row.creditsNeeded,
      priceCents: row.priceCents,
      participantsMin: row.participantsMin,
      participantsMax: row.participantsMax,
      travelBufferMinutes: row.travelBufferMinutes,
      experts: experts.map(ref),
      deliveredBy: (experts.length > 0 ? experts.filter((expert) => expert.active) : everyone).map(card),
      locations: places.get(row.id) ?? [],
      active: row.active,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

async function oneOffering(db: Database, businessId: string, row: OfferingRow): Promise<Offering> {
  const [offering] = await toOfferings(db, businessId, [row]);
  if (!offering) throw new Error('offering mapping lost a row');
  return offering;
}

export function offeringRoutes(db: Database): FastifyPluginAsyncZod {
  async function valuesOf(businessId: string, input: z.output<typeof offeringInputSchema>) {
    const experts = await listActiveExperts(db, businessId, input.expertIds);
    if (experts.length !== input.expertIds.length) {
      throw fieldProblem(422, 'expertIds', 'Choose active experts of this studio.');
    }
    if ((await countActiveLocations(db, businessId, input.locationIds)) !== input.locationIds.length) {
      throw fieldProblem(422, 'locationIds', 'Choose active locations of this studio.');
    }
    const values: OfferingValues = {
      name: input.name,
      description: input.description,
      serviceType: input.serviceType,
      category: input.category,
      place: input.place,
      durationMinutes: input.durationMinutes,
      creditKind: input.creditKind,
      creditsNeeded: input.creditsNeeded,
      priceCents: input.price,
      participantsMin: input.participantsMin,
      participantsMax: input.participantsMax,
      travelBufferMinutes: input.travelBufferMinutes,
      active: input.active,
    };
    return values;
  }

  /** Saves under the studio's unique offering names: a name already taken answers 409 on the field. */
  async function withUniqueName<T>(save: Promise<T>): Promise<T> {
    try {
      return await save;
    } catch (error) {
      if (uniqueRefusal(error, 'offerings_business_name')) {
        throw fieldProblem(409, 'name', 'An offering with this name already exists.');
      }
      throw error;
    }
  }

  /** Audits a change to the offering, then answers it as the catalog shows it. */
  async function changed(request: FastifyRequest, businessId: string, action: string, row: OfferingRow) {
    await recordAudit(db, request, { action, outcome: 'success', targetType: 'offering', targetId: row.id });
    return oneOffering(db, businessId, row);
  }

  return async (app) => {
    app.get(
      '/api/offerings',
      {
        config: { access: ACCESS.teamRead },
        schema: {
          tags: ['booking'],
          summary: 'The catalog: offerings, active or not',
          querystring: offeringListQuerySchema,
          response: { 200: offeringPageSchema },
        },
      },
      async (request) => {
        const { businessId } = viewerOf(request);
        const { page, pageSize, q, serviceType, category, active, locationId } = request.query;
        const { items, total } = await listOfferings(db, businessId, {
          ...(active === undefined ? {} : { active }),
          ...(q ? { q } : {}),
          ...(serviceType ? { serviceType } : {}),
          ...(category ? { category } : {}),
          ...(locationId ? { locationId } : {}),
          limit: pageSize,
          offset: (page - 1) * pageSize,
        });
        return { items: await toOfferings(db, businessId, items), total, page, pageSize };
      },
    );

    app.get(
      '/api/offerings/:id',
      {
        config: { access: ACCESS.teamRead },
        schema: {
          tags: ['booking'],
          summary: 'One offering',
          params: idParams,
          response: { 200: offeringResponse, ...problems(404) },
        },
      },
      async (request) => {
        const { businessId } = viewerOf(request);
        const row = await findOffering(db, businessId, request.params.id);
        if (!row) throw notFound('offering');
        return oneOffering(db, businessId, row);
      },
    );

    app.post(
      '/api/offerings',
      {
        config: { access: ACCESS.staff },
        schema: {
          tags: ['booking'],
          summary: 'Add an offering',
          body: offeringInputSchema,
          response: { 201: offeringResponse, ...problems(400, 409, 422) },
        },
      },
      async (request, reply) => {
        const { businessId } = viewerOf(request);
        const values = await valuesOf(businessId, request.body);
        const row = await withUniqueName(
          insertOffering(db, businessId, values, request.body.expertIds, request.body.locationIds),
        );
        reply.code(201);
        return changed(request, businessId, 'offering.create', row);
      },
    );

    app.put(
      '/api/offerings/:id',
      {
        config: { access: ACCESS.staff },
        schema: {
          tags: ['booking'],
          summary: 'Replace an offering (sessions already booked keep what they were booked with)',
          params: idParams,
          body: offeringInputSchema,
          response: { 200: offeringResponse, ...problems(400, 404, 409, 422) },
        },
      },
      async (request) => {
        const { businessId } = viewerOf(request);
        if (!(await findOffering(db, businessId, request.params.id))) throw notFound('offering');
        const values = await valuesOf(businessId, request.body);
        const row = await withUniqueName(
          updateOffering(
            db,
            businessId,
            request.params.id,
            values,
            request.body.expertIds,
            request.body.locationIds,
          ),
        );
        if (!row) throw notFound('offering');
        return changed(request, businessId, 'offering.update', row);
      },
    );

    for (const [path, active] of [
      ['deactivate', false],
      ['activate', true],
    ] as const) {
      app.post(
        `/api/offerings/:id/${path}`,
        {
          config: { access: ACCESS.staff },
          schema: {
            tags: ['booking'],
            summary: active
              ? 'Put an offering back on the booking page'
              : 'Take an offering off the booking page (booked sessions stay)',
            params: idParams,
            response: { 200: offeringResponse, ...problems(404) },
          },
        },
        async (request) => {
          const { businessId } = viewerOf(request);
          const row = await updateOffering(db, businessId, request.params.id, { active });
          if (!row) throw notFound('offering');
          return changed(request, businessId, active ? 'offering.activate' : 'offering.deactivate', row);
        },
      );
    }

    app.get(
      '/api/me/offerings',
      {
        config: { access: ACCESS.member },
        schema: {
          tags: ['booking'],
          summary: 'What a member can book: the active offerings and who delivers them',
          response: { 200: bookableOfferingsSchema },
        },
      },
      async (request) => {
        const { businessId } = viewerOf(request);
        const { items } = await listOfferings(db, businessId, { active: true, limit: 500, offset: 0 });
        return { items: await toOfferings(db, businessId, items) };
      },
    );
  };
}
