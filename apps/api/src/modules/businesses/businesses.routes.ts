import { businessSignupSchema, DEFAULT_BUSINESS_HOURS, DEFAULT_LOCATION, WEEKDAYS } from '@bmp/shared';
import { like } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { constraintOf, sqlStateOf } from '../../db/raw.ts';
import { businesses, businessHours, locations } from '../../db/schema/index.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { HttpProblem, problemSchema } from '../../lib/problem.ts';
import { recordAudit } from '../audit/audit.ts';
import {
  assertEmailFree,
  createAccount,
  insertAccount,
  takeSignupAttempt,
  welcomeNewAccount,
} from '../auth/accounts.ts';
import { authSessionSchema } from '../auth/auth.schemas.ts';

/** 'Sunrise Yoga & Barre' -> 'sunrise-yoga-barre'. */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return slug || 'studio';
}

async function uniqueSlug(db: Database, name: string): Promise<string> {
  const base = slugify(name);
  const taken = new Set(
    (
      await db
        .select({ slug: businesses.slug })
        .from(businesses)
        .where(like(businesses.slug, `${base}%`))
    ).map((row) => row.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

// Two studios with one name signing up at the same moment can both pick the same free slug; the
// unique index lets one in and the other picks again.
const SLUG_ATTEMPTS = 5;

/** The business, its default location and hours, and its owner, in one transaction. */
async function createBusiness(
  db: Database,
  input: z.output<typeof businessSignupSchema>,
  passwordHash: string,
) {
  for (let attempt = 1; ; attempt++) {
    const slug = await uniqueSlug(db, input.businessName);
    try {
      return await db.transaction(async (tx) => {
        const [business] = await tx
          .insert(businesses)
          .values({ name: input.businessName, slug })
          .returning({ id: businesses.id });
        if (!business) throw new Error('business insert returned nothing');
        await tx.insert(locations).values({ businessId: business.id, ...DEFAULT_LOCATION, isDefault: true });
        await tx.insert(businessHours).values(
          DEFAULT_BUSINESS_HOURS.map((entry) => ({
            businessId: business.id,
            weekday: WEEKDAYS.indexOf(entry.day) + 1,
            opensAt: entry.open,
            closesAt: entry.close,
            closed: entry.closed,
          })),
        );
        return insertAccount(tx, {
          businessId: business.id,
          email: input.email,
          fullName: input.fullName,
          passwordHash,
          role: 'principal',
          onboarded: true,
        });
      });
    } catch (error) {
      const slugTaken = sqlStateOf(error) === '23505' && constraintOf(error) === 'businesses_slug_unique';
      if (!slugTaken) throw error;
      if (attempt >= SLUG_ATTEMPTS) {
        throw new HttpProblem(
          409,
          'Conflict',
          'Another studio with this name was created at the same moment.',
          {
            businessName: ['Another studio with this name was created at the same moment. Try again.'],
          },
        );
      }
    }
  }
}

/** POST /api/businesses/signup: a studio owner creates a business and becomes its principal. */
export function businessRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/businesses/signup',
      {
        config: { access: 'public' },
        schema: {
          tags: ['businesses'],
          summary: 'Create a business and its principal (the owner), signed in',
          body: businessSignupSchema,
          response: { 201: authSessionSchema, 400: problemSchema, 409: problemSchema, 429: problemSchema },
        },
      },
      async (request, reply) => {
        const input = request.body;
        await takeSignupAttempt(db, request, reply, app.signupsPerHour);
        const emailTaken = 'An account with this email already exists. Sign in first, then add a business.';
        await assertEmailFree(db, input.email, emailTaken);
        const passwordHash = await hashPassword(input.password);
        const created = await createAccount(() => createBusiness(db, input, passwordHash), emailTaken);
        const session = await welcomeNewAccount(db, request, reply, created);
        await recordAudit(db, request, {
          action: 'business.signup',
          outcome: 'success',
          actorUserId: created.user.id,
          businessId: created.businessId,
          targetType: 'business',
          targetId: created.businessId,
        });
        reply.code(201);
        return session;
      },
    );
  };
}
