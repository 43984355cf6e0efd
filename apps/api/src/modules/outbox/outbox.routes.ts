import { PAGE_SIZES } from '@bmp/shared';
import { count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { outboxEmails } from '../../db/schema/index.ts';
import { HttpProblem, problemSchema } from '../../lib/problem.ts';
import { authOf } from '../auth/access.ts';

const DEFAULT_PAGE_SIZE = 20;

// Not strict: a list will grow q and sort, and a cache-busting parameter must not break it.
const outboxQuerySchema = z.object({
  page: z.coerce.number({ error: 'Enter a page number.' }).int('Enter a page number.').min(1).default(1),
  pageSize: z.coerce
    .number()
    .pipe(z.literal(PAGE_SIZES, { error: `Choose a page size of ${PAGE_SIZES.join(', ')}.` }))
    .default(DEFAULT_PAGE_SIZE)
    .describe(`Rows per page: ${PAGE_SIZES.join(', ')}.`),
});

const outboxEmailSchema = z
  .object({
    id: z.string(),
    toEmail: z.string(),
    subject: z.string(),
    textBody: z.string(),
    kind: z.string(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'OutboxEmail' });

const outboxPageSchema = z
  .object({
    items: z.array(outboxEmailSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'OutboxPage' });

// A link's secret part: `token=...` in a query, or the token in an iCal feed address.
const SECRET_IN_LINK = /([?&]token=)[^\s&]+|(\/api\/calendar\/feed\/)[^\s/?]+/g;

/**
 * An email's text with every link secret replaced, for anyone but its recipient: staff reading the
 * demo outbox must not be able to use another person's reset, confirmation or invitation link.
 */
export function maskLinkSecrets(text: string): string {
  return text.replace(SECRET_IN_LINK, (_match, query?: string, feed?: string) => `${query ?? feed}[hidden]`);
}

/** One page of a business's outbox, newest first. Tenant-scoped: businessId comes first, always. */
export async function listOutboxEmails(
  db: Database,
  businessId: string,
  { page, pageSize }: { page: number; pageSize: number },
) {
  return outboxPage(db, eq(outboxEmails.businessId, businessId), { page, pageSize });
}

/** One page of the emails sent to one address (in any business), newest first. */
export async function listEmailsTo(
  db: Database,
  toEmail: string,
  { page, pageSize }: { page: number; pageSize: number },
) {
  return outboxPage(db, sql`lower(${outboxEmails.toEmail}) = ${toEmail.toLowerCase()}`, { page, pageSize });
}

async function outboxPage(
  db: Database,
  where: SQL | undefined,
  { page, pageSize }: { page: number; pageSize: number },
) {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: outboxEmails.id,
        toEmail: outboxEmails.toEmail,
        subject: outboxEmails.subject,
        textBody: outboxEmails.textBody,
        kind: outboxEmails.kind,
        createdAt: outboxEmails.createdAt,
      })
      .from(outboxEmails)
      .where(where)
      .orderBy(desc(outboxEmails.createdAt), desc(outboxEmails.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ value: count() }).from(outboxEmails).where(where),
  ]);
  return {
    items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    total: total?.value ?? 0,
  };
}

/** GET /api/outbox: the emails kept in the outbox, for staff in demo mode. */
export function outboxRoutes(db: Database, demoMode: boolean): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/outbox',
      {
        // Staff only (principal and admin): the outbox holds reset and sign-in links of everyone in
        // the business, so an expert (who also holds `manage service`) must not read it.
        config: { access: { action: 'admin', subject: 'service' } },
        schema: {
          tags: ['outbox'],
          summary: "The business's outgoing emails, newest first (demo mode only)",
          querystring: outboxQuerySchema,
          response: {
            200: outboxPageSchema,
            400: problemSchema,
            401: problemSchema,
            403: problemSchema,
            404: problemSchema,
          },
        },
      },
      async (request) => {
        if (!demoMode) throw new HttpProblem(404, 'Not Found', 'The outbox is only readable in demo mode.');
        const auth = authOf(request);
        const { page, pageSize } = request.query;
        const { items, total } = await listOutboxEmails(db, auth.businessId, { page, pageSize });
        const viewer = auth.email.toLowerCase();
        const visible = items.map((item) =>
          item.toEmail.toLowerCase() === viewer
            ? item
            : { ...item, textBody: maskLinkSecrets(item.textBody) },
        );
        return { items: visible, total, page, pageSize };
      },
    );

    app.get(
      '/api/outbox/mine',
      {
        // Anyone signed in, including a member still onboarding: only what was sent to their address.
        config: { access: 'signedIn' },
        schema: {
          tags: ['outbox'],
          summary: 'The emails sent to the signed-in person, newest first (demo mode only)',
          querystring: outboxQuerySchema,
          response: {
            200: outboxPageSchema,
            400: problemSchema,
            401: problemSchema,
            404: problemSchema,
          },
        },
      },
      async (request) => {
        if (!demoMode) throw new HttpProblem(404, 'Not Found', 'The outbox is only readable in demo mode.');
        const auth = authOf(request);
        const { page, pageSize } = request.query;
        const { items, total } = await listEmailsTo(db, auth.email, { page, pageSize });
        return { items, total, page, pageSize };
      },
    );
  };
}
