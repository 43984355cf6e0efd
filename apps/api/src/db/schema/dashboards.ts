import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, primaryId } from './columns.ts';
import { membershipFk } from './people.ts';

/**
 * An expert's private notes on a client (/admin/provider/patient/:id, decision 0030): written by the
 * expert, read by that expert and the studio's staff, never shown to the client or other experts.
 */
export const expertClientNotes = pgTable(
  'expert_client_notes',
  {
    id: primaryId(),
    businessId: uuid('business_id').notNull(),
    customerId: uuid('customer_id').notNull(),
    authorId: uuid('author_id').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    membershipFk('expert_client_notes_customer_fk', t.businessId, t.customerId).onDelete('cascade'),
    membershipFk('expert_client_notes_author_fk', t.businessId, t.authorId).onDelete('cascade'),
    index('expert_client_notes_customer_idx').on(t.businessId, t.customerId, t.createdAt),
    check('expert_client_notes_text_length', sql`length(btrim(${t.text})) between 1 and 4000`),
  ],
);
