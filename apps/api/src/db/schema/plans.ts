import type { RecoveryPlan, WorkoutPlan } from '@bmp/shared';
import { foreignKey, jsonb, pgTable, uuid } from 'drizzle-orm/pg-core';
import { services } from './booking.ts';
import { businessRef } from './businesses.ts';
import { updatedAt } from './columns.ts';
import { memberships } from './people.ts';

/**
 * A session's workout and recovery plans. One row per session, replaced as a whole
 * when the expert saves: a plan is a small document edited in one form, validated by the shared zod
 * schemas before it is written, so it is stored as JSON rather than as rows per block and exercise.
 */
export const servicePlans = pgTable(
  'service_plans',
  {
    serviceId: uuid('service_id').primaryKey(),
    businessId: businessRef(),
    workout: jsonb('workout').$type<WorkoutPlan>(),
    recovery: jsonb('recovery').$type<RecoveryPlan>(),
    updatedByMembershipId: uuid('updated_by_membership_id'),
    updatedAt: updatedAt(),
  },
  (t) => [
    // With the business in the key, a plan can only point at a session of its own business.
    foreignKey({
      columns: [t.businessId, t.serviceId],
      foreignColumns: [services.businessId, services.id],
      name: 'service_plans_service_fk',
    }),
    foreignKey({
      columns: [t.businessId, t.updatedByMembershipId],
      foreignColumns: [memberships.businessId, memberships.id],
      name: 'service_plans_updated_by_fk',
    }),
  ],
);
