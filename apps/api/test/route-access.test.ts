import { randomBytes, randomUUID } from 'node:crypto';
import { ACCESS } from '@bmp/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { queryRows } from '../src/db/raw.ts';
import { auditEvents, users } from '../src/db/schema/index.ts';
import { createFieldCipher } from '../src/lib/field-encryption.ts';
import type { RouteAccess } from '../src/lib/route-access.ts';
import { seedDemoBooking } from '../src/seed/demo-booking-seed.ts';
import { seedDemoContracts } from '../src/seed/demo-contracts-seed.ts';
import { seedDemoGroups } from '../src/seed/demo-groups-seed.ts';
import { seedDemoMembers } from '../src/seed/demo-members-seed.ts';
import { seedDemoMemberships } from '../src/seed/demo-memberships-seed.ts';
import { seedDemoMoney } from '../src/seed/demo-money-seed.ts';
import { seedDemoPayRates } from '../src/seed/demo-pay-rates-seed.ts';
import { seedDemoPayouts } from '../src/seed/demo-payouts-seed.ts';
import { seedDemoBusiness } from '../src/seed/demo-seed.ts';
import { buildTestApp, type TestApp } from './support/app.ts';
import {
  CALLER_EMAIL,
  CALLERS,
  type Caller,
  expectedAccess,
  seedOtherBusinessOwner,
  sessionCookieFor,
} from './support/callers.ts';
import { answeringUrl } from './support/openapi-operations.ts';

/**
 * Every API route and its permission decision. A new route fails this test until it is added here:
 * adding it is the moment to decide who may call it. (Registration itself already refuses a route
 * without `config.access`.)
 */

const EXPECTED_ACCESS: Record<string, RouteAccess> = {
  'GET /api/health': 'public',
  'GET /api/health/live': 'public',
  // Prometheus' scrape: outside /api/, its own bearer token (METRICS_TOKEN) instead of a session.
  'GET /metrics': 'public',
  'GET /api/openapi.json': 'public',
  'GET /api/public/config': 'public',
  'GET /api/public/landing/:locale': 'public',
  'GET /api/operator/landing/:locale': ACCESS.operator,
  'PUT /api/operator/landing/:locale': ACCESS.operator,
  'DELETE /api/operator/landing/:locale': ACCESS.operator,
  'POST /api/auth/login': 'public',
  'POST /api/auth/login/two-step': 'twoStepPending',
  'POST /api/auth/logout': 'public',
  'GET /api/auth/session': 'signedIn',
  // The platform's operator (decision 0062): `manage all`, which no studio role holds.
  'GET /api/operator/session': ACCESS.operator,
  'GET /api/operator/studios': ACCESS.operator,
  'POST /api/operator/studios/:businessId/suspend': ACCESS.operator,
  'POST /api/operator/studios/:businessId/reactivate': ACCESS.operator,
  'POST /api/auth/signup': 'public',
  'POST /api/businesses/signup': 'public',
  // "Add a business" from the user menu: any signed-in person becomes the owner of a new studio.
  'POST /api/me/businesses': 'signedIn',
  'POST /api/auth/verify-email': 'public',
  'POST /api/auth/verify-email/resend': 'signedIn',
  'POST /api/auth/forgot-password': 'public',
  'POST /api/auth/reset-password': 'public',
  'POST /api/auth/change-password': 'signedIn',
  'POST /api/auth/change-email': 'signedIn',
  'POST /api/auth/two-step/setup': 'signedIn',
  'POST /api/auth/two-step/enable': 'signedIn',
  'POST /api/auth/two-step/disable': 'signedIn',
  'GET /api/me/mail-settings': 'signedIn',
  'GET /api/outbox/mine': 'signedIn',
  'GET /api/outbox/failed': { action: 'admin', subject: 'service' },
  'POST /api/outbox/:id/retry': { action: 'admin', subject: 'service' },
  'GET /api/me/email-preferences': 'signedIn',
  'PUT /api/me/email-preferences': 'signedIn',
  'GET /api/email/unsubscribe': 'public',
  'POST /api/email/unsubscribe': 'public',
  'GET /api/auth/oidc/authorize': 'public',
  'POST /api/auth/oidc/callback': 'public',
  'GET /api/auth/oidc/logout': 'public',
  'GET /api/payees': ACCESS.owner,
  'POST /api/payees': ACCESS.owner,
  'GET /api/payees/:id': ACCESS.owner,
  'PUT /api/payees/:id': ACCESS.owner,
  'POST /api/payees/:id/reveal': ACCESS.owner,
  // API keys (decision 0063): the owner's alone.
  'GET /api/api-keys': ACCESS.owner,
  'POST /api/api-keys': ACCESS.owner,
  'POST /api/api-keys/:id/revoke': ACCESS.owner,
  // Webhooks (decision 0063): the owner's and the admins'.
  'GET /api/webhook-endpoints': ACCESS.staff,
  'POST /api/webhook-endpoints': ACCESS.staff,
  'PUT /api/webhook-endpoints/:id': ACCESS.staff,
  'DELETE /api/webhook-endpoints/:id': ACCESS.staff,
  'GET /api/webhook-endpoints/:id/deliveries': ACCESS.staff,
  'POST /api/webhook-deliveries/:id/redeliver': ACCESS.staff,
  'GET /api/business/bank-account': ACCESS.owner,
  'PUT /api/business/bank-account': ACCESS.owner,
  'POST /api/business/bank-account/reveal': ACCESS.owner,
  // The studio's full export carries everything, bank numbers included: the owner's alone (decision 0064).
  'POST /api/studio-exports': ACCESS.owner,
  'GET /api/studio-exports': ACCESS.owner,
  'GET /api/studio-exports/:id': ACCESS.owner,
  'GET /api/studio-exports/:id/download': ACCESS.owner,
  // The catalog is staff's (/admin/services/prepaid needs the admin action, not an expert's
  // manage); members buy and see only their own purchases and credits; money tools are staff's.
  'GET /api/credit-packs': { action: 'admin', subject: 'service' },
  'POST /api/credit-packs': { action: 'admin', subject: 'service' },
  'GET /api/credit-packs/:id': { action: 'admin', subject: 'service' },
  'PUT /api/credit-packs/:id': { action: 'admin', subject: 'service' },
  'GET /api/shop/credit-packs': { action: 'read', subject: 'customer' },
  'POST /api/purchases': { action: 'read', subject: 'customer' },
  'GET /api/me/purchases': { action: 'read', subject: 'customer' },
  'GET /api/me/purchases/:id': { action: 'read', subject: 'customer' },
  'POST /api/me/purchases/:id/cancel': { action: 'read', subject: 'customer' },
  'GET /api/me/credits': { action: 'read', subject: 'customer' },
  'GET /api/payments': { action: 'admin', subject: 'service' },
  'GET /api/payments.csv': { action: 'admin', subject: 'service' },
  'GET /api/payments/:id': { action: 'admin', subject: 'service' },
  'POST /api/payments': { action: 'admin', subject: 'service' },
  'POST /api/payments/:id/refunds': { action: 'admin', subject: 'service' },
  'GET /api/customers/:customerId/credits': { action: 'admin', subject: 'service' },
  'GET /api/customers/:customerId/purchases': { action: 'admin', subject: 'service' },
  'POST /api/customers/:customerId/credit-adjustments': { action: 'admin', subject: 'service' },
  // Canceling a customer's unpaid purchase and writing off what it owes are money tools too.
  'POST /api/customers/:customerId/purchases/:id/cancel': { action: 'admin', subject: 'service' },
  'POST /api/customers/:customerId/purchases/:id/write-off': { action: 'admin', subject: 'service' },
  // The customers list and details (read-only) are staff's: an expert is not limited to their clients yet.
  'GET /api/customers': { action: 'admin', subject: 'service' },
  'GET /api/customers/:customerId': { action: 'admin', subject: 'service' },
  // The customer import (decision 0065): staff only, the preview too (it says who is already a customer).
  'POST /api/customers/import/preview': ACCESS.staff,
  'POST /api/customers/import': ACCESS.staff,
  // Members: onboarding is any signed-in person, then a check (a finished member hears 409, staff 404);
  // the profile is the member's; staff see profiles; health answers also an expert with a session.
  'GET /api/members/onboarding': 'signedIn',
  'PUT /api/members/onboarding/profile': 'signedIn',
  'PUT /api/members/onboarding/interests': 'signedIn',
  'PUT /api/members/onboarding/medical': 'signedIn',
  'PUT /api/members/onboarding/nutrition': 'signedIn',
  'POST /api/members/onboarding/consent': 'signedIn',
  'GET /api/members/me/profile': { action: 'read', subject: 'customer' },
  'PUT /api/members/me/profile': { action: 'read', subject: 'customer' },
  'PUT /api/members/me/health': { action: 'read', subject: 'customer' },
  'PUT /api/members/me/photo': { action: 'read', subject: 'customer' },
  'DELETE /api/members/me/photo': { action: 'read', subject: 'customer' },
  'GET /api/members/me/photo': { action: 'read', subject: 'customer' },
  'GET /api/members/me/household': { action: 'read', subject: 'customer' },
  'POST /api/members/me/household': { action: 'read', subject: 'customer' },
  'PUT /api/members/me/household/:id': { action: 'read', subject: 'customer' },
  'DELETE /api/members/me/household/:id': { action: 'read', subject: 'customer' },
  'GET /api/customers/:customerId/profile': { action: 'admin', subject: 'service' },
  'GET /api/customers/:customerId/photo': { action: 'admin', subject: 'service' },
  // Staff place a customer's address on the map (decision 0060); the address stays the member's.
  'PUT /api/customers/:customerId/point': { action: 'admin', subject: 'service' },
  'GET /api/customers/:customerId/health': { action: 'read', subject: 'service' },
  // My data: any member of the studio, onboarding or not (the right of access does not wait), then a
  // check in the handler for either member rule (read customer, read onBoard): an expert gets 404.
  'GET /api/members/me/export': 'signedIn',
  // The support page is for visitors (SPEC.md: unauthenticated only); honeypot and per-address limit.
  'GET /api/support/contact': 'public',
  'POST /api/support': 'public',
  // Booking (decision 0013): the catalog is staff's to change and the team's to read; the
  // admin area's session routes need read/manage service (an expert limited to their own sessions
  // in the handler); members use /api/me/..., always as their own membership.
  'GET /api/offerings': { action: 'read', subject: 'service' },
  'GET /api/offerings/:id': { action: 'read', subject: 'service' },
  'POST /api/offerings': { action: 'admin', subject: 'service' },
  'PUT /api/offerings/:id': { action: 'admin', subject: 'service' },
  'POST /api/offerings/:id/deactivate': { action: 'admin', subject: 'service' },
  'POST /api/offerings/:id/activate': { action: 'admin', subject: 'service' },
  'GET /api/me/offerings': { action: 'read', subject: 'customer' },
  'GET /api/experts': { action: 'read', subject: 'service' },
  'GET /api/experts/:expertId/availability': { action: 'read', subject: 'service' },
  'PUT /api/experts/:expertId/weekly-hours': { action: 'manage', subject: 'service' },
  'POST /api/experts/:expertId/exceptions': { action: 'manage', subject: 'service' },
  'DELETE /api/experts/:expertId/exceptions/:exceptionId': { action: 'manage', subject: 'service' },
  'GET /api/availability': { action: 'read', subject: 'service' },
  'GET /api/me/availability': { action: 'read', subject: 'customer' },
  'GET /api/availability/days': { action: 'read', subject: 'service' },
  'GET /api/me/availability/days': { action: 'read', subject: 'customer' },
  'GET /api/services': { action: 'read', subject: 'service' },
  'GET /api/services/:id': { action: 'read', subject: 'service' },
  'POST /api/services': { action: 'manage', subject: 'service' },
  'POST /api/services/:id/transitions': { action: 'manage', subject: 'service' },
  'GET /api/services/:id/history': { action: 'read', subject: 'service' },
  'PUT /api/services/:id/completion-notes': { action: 'manage', subject: 'service' },
  'GET /api/me/services': { action: 'read', subject: 'customer' },
  'GET /api/me/services/:id': { action: 'read', subject: 'customer' },
  'POST /api/me/services': { action: 'read', subject: 'customer' },
  'POST /api/me/services/:id/transitions': { action: 'read', subject: 'customer' },
  'GET /api/me/services/:id/history': { action: 'read', subject: 'customer' },
  'POST /api/me/services/:id/review': { action: 'read', subject: 'customer' },
  // Session plans (decision 0015): the session's expert or staff write them; the member reads.
  'GET /api/services/:id/plans': { action: 'read', subject: 'service' },
  'PUT /api/services/:id/plans': { action: 'manage', subject: 'service' },
  'GET /api/me/services/:id/plans': { action: 'read', subject: 'customer' },
  // The bell (decision 0018): anyone signed in, always on their own membership's notifications.
  'GET /api/me/notifications': 'signedIn',
  'POST /api/me/notifications/:id/read': 'signedIn',
  'POST /api/me/notifications/read-all': 'signedIn',
  // Live events (decision 0060): anyone signed in, only the events their viewer may see.
  'GET /api/live': 'signedIn',
  // Live tracking (decision 0060): the assigned expert sends; staff and experts read trips (their own
  // for an expert); the member their own session's; staff rank and assign; an expert's own distances.
  'POST /api/services/:id/position': { action: 'manage', subject: 'service' },
  'GET /api/services/:id/trip': { action: 'read', subject: 'service' },
  'GET /api/me/services/:id/trip': { action: 'read', subject: 'customer' },
  'GET /api/tracking/trips': { action: 'read', subject: 'service' },
  'GET /api/tracking/distance': { action: 'admin', subject: 'service' },
  'GET /api/tracking/my-clients': { action: 'read', subject: 'service', roles: ['expert'] },
  'POST /api/services/:id/assign': { action: 'admin', subject: 'service' },
  // Dashboards (decision 0030): the studio's for staff, an expert's own, anyone's own member home.
  'GET /api/dashboards/admin': { action: 'admin', subject: 'service' },
  'GET /api/dashboards/admin/lists/:list': { action: 'admin', subject: 'service' },
  'GET /api/dashboards/admin/lists/:list/csv': { action: 'admin', subject: 'service' },
  // The new owner's set-up checklist (decision 0048): staff's, like the rest of the admin dashboard.
  'GET /api/dashboards/admin/setup': { action: 'admin', subject: 'service' },
  'POST /api/dashboards/admin/setup/dismiss': { action: 'admin', subject: 'service' },
  'POST /api/dashboards/admin/setup/signup-link-shared': { action: 'admin', subject: 'service' },
  'GET /api/dashboards/expert': { action: 'read', subject: 'service', roles: ['expert'] },
  'GET /api/dashboards/member': 'signedIn',
  'GET /api/dashboards/provider/clients': { action: 'read', subject: 'service', roles: ['expert'] },
  'GET /api/dashboards/provider/clients/:id': { action: 'manage', subject: 'service' },
  'POST /api/dashboards/provider/clients/:id/notes': { action: 'manage', subject: 'service' },
  // Calendar (decision 0017): the week view is the team's (an expert sees their own sessions);
  // anyone signed in manages their own feed; the feed itself is opened by its secret token.
  'GET /api/calendar': { action: 'read', subject: 'service' },
  'GET /api/me/calendar-feed': 'signedIn',
  'POST /api/me/calendar-feed': 'signedIn',
  'DELETE /api/me/calendar-feed': 'signedIn',
  'GET /api/calendar/feed/:token.ics': 'public',
  // Group classes (decision 0031): staff run groups; experts read them and run their own rosters;
  // members join and leave their own places.
  'GET /api/groups': { action: 'read', subject: 'service' },
  'POST /api/groups': { action: 'admin', subject: 'service' },
  'GET /api/groups/:id': { action: 'read', subject: 'service' },
  'PATCH /api/groups/:id': { action: 'admin', subject: 'service' },
  'GET /api/group-settings': { action: 'admin', subject: 'service' },
  'PUT /api/group-settings': { action: 'admin', subject: 'service' },
  'PATCH /api/group-occurrences/:id': { action: 'admin', subject: 'service' },
  'POST /api/group-occurrences/:id/cancel': { action: 'admin', subject: 'service' },
  'GET /api/group-occurrences/:id/roster': { action: 'manage', subject: 'service' },
  'POST /api/group-occurrences/:id/seats': { action: 'admin', subject: 'service' },
  'POST /api/group-occurrences/:id/attendance/:seatId': { action: 'manage', subject: 'service' },
  'POST /api/group-seats/:id/move': { action: 'admin', subject: 'service' },
  'DELETE /api/group-seats/:id': { action: 'admin', subject: 'service' },
  'GET /api/me/classes': { action: 'read', subject: 'customer' },
  'POST /api/me/classes/:id/join': { action: 'read', subject: 'customer' },
  'DELETE /api/me/class-seats/:id': { action: 'read', subject: 'customer' },
  // Stripe signs its events instead of holding a session; the signature is checked in the handler.
  'POST /api/webhooks/stripe': 'public',
  // The studio's set-up (decision 0029): the profile, locations and team are staff's (an expert holds
  // manage service but not the admin action); ownership moves only by the principal's hand; the
  // location picker is for anyone signed in; the public studio page and invitation links are public.
  'GET /api/business/profile': { action: 'admin', subject: 'service' },
  // The studio's colour is the owner's choice, like its payees (decision 0047).
  'PUT /api/business/brand-color': ACCESS.owner,
  'POST /api/business/profile/hours-check': { action: 'admin', subject: 'service' },
  'PUT /api/business/profile': { action: 'admin', subject: 'service' },
  'PUT /api/business/logo': { action: 'admin', subject: 'service' },
  'DELETE /api/business/logo': { action: 'admin', subject: 'service' },
  'GET /api/public/studios/:slug/logo': 'public',
  'GET /api/public/studios/:slug': 'public',
  'GET /api/locations': 'signedIn',
  'GET /api/business/locations': { action: 'admin', subject: 'service' },
  'POST /api/business/locations': { action: 'admin', subject: 'service' },
  'PATCH /api/business/locations/:id': { action: 'admin', subject: 'service' },
  'POST /api/business/locations/:id/default': { action: 'admin', subject: 'service' },
  'GET /api/business/team': { action: 'admin', subject: 'service' },
  'POST /api/business/team/invitations': { action: 'admin', subject: 'service' },
  'POST /api/business/team/invitations/:id/resend': { action: 'admin', subject: 'service' },
  'POST /api/business/team/invitations/:id/link': { action: 'admin', subject: 'service' },
  'POST /api/business/team/invitations/:id/revoke': { action: 'admin', subject: 'service' },
  'PATCH /api/business/team/:id': { action: 'admin', subject: 'service' },
  'POST /api/business/team/:id/deactivate': { action: 'admin', subject: 'service' },
  // Deactivated first, so the transfer is refused (409) and the demo owner stays the owner.
  'POST /api/business/team/:id/transfer-ownership': ACCESS.owner,
  'POST /api/business/team/:id/reactivate': { action: 'admin', subject: 'service' },
  'GET /api/business/clients': { action: 'manage', subject: 'service' },
  'PUT /api/business/clients/:id/primary-expert': { action: 'admin', subject: 'service' },
  'GET /api/me/staff-profile': { action: 'read', subject: 'service' },
  'PUT /api/me/staff-profile': { action: 'read', subject: 'service' },
  'PUT /api/me/staff-profile/photo': { action: 'read', subject: 'service' },
  'DELETE /api/me/staff-profile/photo': { action: 'read', subject: 'service' },
  'GET /api/team/:id/photo': 'signedIn',
  'GET /api/me/shell-pictures': 'signedIn',
  'GET /api/me/businesses': 'signedIn',
  'POST /api/me/switch-business': 'signedIn',
  'GET /api/public/invitations/:token': 'public',
  'POST /api/public/invitations/:token/accept': 'public',
  // Contracts (decision 0053): the owner writes templates and countersigns; staff issue, void,
  // verify and record waivers; an expert downloads their own contract; anyone signed in signs their
  // own; the emailed link is its own key.
  'GET /api/contract-templates': ACCESS.staff,
  'POST /api/contract-templates': ACCESS.owner,
  'GET /api/contract-templates/:id': ACCESS.staff,
  'PUT /api/contract-templates/:id': ACCESS.owner,
  'POST /api/contract-templates/:id/publish': ACCESS.owner,
  'GET /api/contract-settings': ACCESS.staff,
  'PUT /api/contract-settings': ACCESS.owner,
  'GET /api/contracts': ACCESS.staff,
  'GET /api/contracts.csv': ACCESS.staff,
  'POST /api/contracts': ACCESS.staff,
  'GET /api/contracts/:id': ACCESS.staff,
  'POST /api/contracts/:id/send': ACCESS.staff,
  'POST /api/contracts/:id/void': ACCESS.staff,
  'POST /api/contracts/:id/verify': ACCESS.staff,
  'GET /api/contracts/:id/pdf': ACCESS.teamRead,
  'GET /api/contracts/:id/scan': ACCESS.staff,
  'POST /api/contracts/:id/countersign': ACCESS.owner,
  'GET /api/customers/:customerId/waiver': ACCESS.staff,
  'POST /api/waivers/paper': ACCESS.staff,
  'POST /api/waivers/excuse': ACCESS.staff,
  'GET /api/me/contracts': 'signedIn',
  'GET /api/me/waiver': 'signedIn',
  'POST /api/me/waiver': 'signedIn',
  'GET /api/me/contracts/:id': 'signedIn',
  'POST /api/me/contracts/:id/sign': 'signedIn',
  'POST /api/me/contracts/:id/decline': 'signedIn',
  'GET /api/me/contracts/:id/pdf': 'signedIn',
  'GET /api/membership-plans': ACCESS.staff,
  'POST /api/membership-plans': ACCESS.staff,
  'PUT /api/membership-plans/:id': ACCESS.staff,
  'GET /api/me/membership-plans': ACCESS.member,
  'GET /api/me/subscriptions': ACCESS.member,
  'POST /api/me/subscriptions': ACCESS.member,
  'GET /api/me/subscriptions/:id': ACCESS.member,
  'POST /api/me/subscriptions/:id/start': ACCESS.member,
  'POST /api/me/subscriptions/:id/card': ACCESS.member,
  'GET /api/me/subscriptions/:id/freeze-preview': ACCESS.member,
  'POST /api/me/subscriptions/:id/freeze': ACCESS.member,
  'GET /api/me/subscriptions/:id/cancel-preview': ACCESS.member,
  'POST /api/me/subscriptions/:id/cancel': ACCESS.member,
  'GET /api/me/subscriptions/:id/change-preview': ACCESS.member,
  'POST /api/me/subscriptions/:id/change': ACCESS.member,
  'GET /api/pay-rates': ACCESS.staff,
  'POST /api/pay-rates': ACCESS.owner,
  'PUT /api/pay-rates/:id': ACCESS.owner,
  'DELETE /api/pay-rates/:id': ACCESS.owner,
  'GET /api/earning-lines': ACCESS.staff,
  'POST /api/earning-lines/adjustments': ACCESS.owner,
  'POST /api/group-occurrences/:id/close': ACCESS.teamManage,
  'GET /api/me/earnings': ACCESS.expert,
  'GET /api/me/payout-statements/:id': ACCESS.expert,
  'GET /api/payout-runs': ACCESS.staff,
  'POST /api/payout-runs': ACCESS.owner,
  'GET /api/payout-runs/:id': ACCESS.staff,
  'POST /api/payout-runs/:id/approve': ACCESS.owner,
  'POST /api/payout-runs/:id/pay': ACCESS.owner,
  'POST /api/payout-runs/:id/void': ACCESS.owner,
  'GET /api/payout-runs/:id/nacha': ACCESS.owner,
  'GET /api/payout-runs/:id/csv': ACCESS.staff,
  'GET /api/payout-runs/:id/statements/:payeeId': ACCESS.staff,
  'GET /api/payouts/1099-nec': ACCESS.owner,
  'GET /api/subscriptions': ACCESS.staff,
  'GET /api/subscriptions/:id': ACCESS.staff,
  'GET /api/subscriptions/:id/freeze-preview': ACCESS.staff,
  'POST /api/subscriptions/:id/freeze': ACCESS.staff,
  'GET /api/subscriptions/:id/cancel-preview': ACCESS.staff,
  'POST /api/subscriptions/:id/cancel': ACCESS.staff,
  'GET /api/subscriptions/:id/change-preview': ACCESS.staff,
  'POST /api/subscriptions/:id/change': ACCESS.staff,
  'POST /api/subscriptions/:id/start': ACCESS.staff,
  'POST /api/subscriptions/:id/invoices/:invoiceId/waive': ACCESS.staff,
  'POST /api/subscriptions/:id/invoices/:invoiceId/cash': ACCESS.staff,
  'POST /api/subscriptions/:id/invoices/:invoiceId/retry': ACCESS.staff,
  'GET /api/customers/:customerId/subscriptions': ACCESS.staff,
  'POST /api/customers/:customerId/subscriptions': ACCESS.staff,
  'GET /api/contract-links/:token': 'public',
  'POST /api/contract-links/:token/sign': 'public',
  'POST /api/contract-links/:token/decline': 'public',
  'GET /api/contract-links/:token/pdf': 'public',
};

/**
 * Real ids of the demo studio for each path parameter, so an allowed call reaches the route's own
 * logic: a random id would make "allowed" mean "404 because the record is missing", which proves
 * nothing about the permission.
 */
type FixtureIds = Record<string, string>;

/** A new time off of the demo expert for each call: an allowed DELETE removes the one it was given. */
async function newExceptionId(db: Database, expertId: string): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`insert into expert_availability_exceptions (business_id, expert_id, kind, starts_on, ends_on)
        select business_id, id, 'time_off', '2031-01-01', '2031-01-01' from memberships where id = ${expertId}
        returning id`,
  );
  if (!row) throw new Error('no exception inserted');
  return row.id;
}

/** A new webhook endpoint of the demo studio, off, for each call: an allowed DELETE removes the one it was given. */
async function newWebhookEndpointId(db: Database): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`insert into webhook_endpoints (business_id, url, event_types, secret_encrypted, disabled_at, disabled_reason)
        select id, 'https://hooks.example.com/bmp', '{session.confirmed}', 'v1:none', now(), 'owner'
        from businesses where slug = 'demo-fitness-studio'
        returning id`,
  );
  if (!row) throw new Error('no webhook endpoint inserted');
  return row.id;
}

async function demoIds(db: Database): Promise<FixtureIds> {
  const one = async (query: ReturnType<typeof sql>) => {
    const [row] = await queryRows<{ id: string }>(db, query);
    if (!row) throw new Error(`no fixture row for ${JSON.stringify(query)}`);
    return row.id;
  };
  const demo = sql`(select id from businesses where slug = 'demo-fitness-studio')`;
  const membershipOf = (email: string) =>
    one(sql`select m.id from memberships m join users u on u.id = m.user_id
            where u.email = ${email} and m.business_id = ${demo}`);
  const member = await membershipOf('member@demo.test');
  const expert = await membershipOf('expert@demo.test');
  return {
    customerId: member,
    expertId: expert,
    '/api/payees/:id': await one(sql`select id from payees where business_id = ${demo} limit 1`),
    // A queued export of the demo studio: its state answers, its download is not ready (409).
    '/api/studio-exports/:id': await one(
      sql`insert into studio_exports (business_id, expires_at)
          values (${demo}, '2099-01-01T00:00:00Z'::timestamptz) returning id`,
    ),
    // A delivery to an endpoint that is off: sending it again is refused (409), so nothing is sent.
    '/api/webhook-deliveries/:id': await one(
      sql`insert into webhook_deliveries (business_id, endpoint_id, event_id, event_type, payload, status)
          values (${demo}, ${await newWebhookEndpointId(db)}, 1, 'session.confirmed', '{}', 'failed')
          returning id`,
    ),
    // A revoked key of the demo studio: revoking it again changes nothing.
    '/api/api-keys/:id': await one(
      sql`insert into api_keys (business_id, name, prefix, secret_hash, scopes, revoked_at)
          values (${demo}, 'Route access', 'bmp_000000000000', repeat('0', 64), '{customers:read}', now())
          returning id`,
    ),
    '/api/pay-rates/:id': await one(sql`select id from pay_rates where business_id = ${demo} limit 1`),
    // Last month's run, paid: approving, paying or voiding it again is refused (409), so nothing changes.
    '/api/payout-runs/:id': await one(sql`select id from payout_runs where business_id = ${demo} limit 1`),
    '/api/me/payout-statements/:id': await one(
      sql`select id from payout_runs where business_id = ${demo} limit 1`,
    ),
    payeeId: await one(
      sql`select p.id from payees p join memberships m on m.id = p.membership_id join users u on u.id = m.user_id
          where p.business_id = ${demo} and u.email = 'expert@demo.test'`,
    ),
    '/api/credit-packs/:id': await one(sql`select id from credit_packs where business_id = ${demo} limit 1`),
    '/api/payments/:id': await one(sql`select id from payments where business_id = ${demo} limit 1`),
    '/api/me/purchases/:id': await one(
      sql`select id from purchases where customer_id = ${member} order by created_at limit 1`,
    ),
    // Her first purchase, paid: canceling it is refused (409), so no caller changes it.
    '/api/customers/:customerId/purchases/:id': await one(
      sql`select id from purchases where customer_id = ${member} order by created_at limit 1`,
    ),
    '/api/offerings/:id': await one(sql`select id from offerings where business_id = ${demo} limit 1`),
    '/api/members/me/household/:id': await one(
      sql`select id from household_members where membership_id = ${member} order by created_at limit 1`,
    ),
    '/api/outbox/:id': await one(
      sql`insert into outbox_emails (business_id, to_email, subject, text_body, kind)
          values (${demo}, 'member@demo.test', 'Route access', 'Hello', 'test') returning id`,
    ),
    // The next Evening Boxing class (the demo expert's) and a place in it.
    '/api/groups/:id': await one(
      sql`select id from groups where business_id = ${demo} and kind = 'Group Class'`,
    ),
    '/api/group-occurrences/:id': await one(
      sql`select id from group_occurrences where business_id = ${demo} and seats_taken > 0 limit 1`,
    ),
    '/api/me/classes/:id': await one(
      sql`select id from group_occurrences where business_id = ${demo} and seats_taken > 0 limit 1`,
    ),
    '/api/group-seats/:id': await one(
      sql`select id from group_seats where business_id = ${demo} and status = 'booked' order by position limit 1`,
    ),
    '/api/me/class-seats/:id': await one(
      sql`select id from group_seats where customer_id = ${member} and status = 'booked' limit 1`,
    ),
    seatId: await one(
      sql`select id from group_seats where business_id = ${demo} and status = 'booked' order by position limit 1`,
    ),
    // A session of the member's, run by the demo expert: every demo caller but the other studio's owner
    // has a way to it (staff all, the expert as its expert, the member as its customer).
    slug: 'demo-fitness-studio',
    '/api/business/clients/:id': member,
    '/api/business/locations/:id': await one(
      sql`select id from locations where business_id = ${demo} limit 1`,
    ),
    // A spare expert and an open invitation, so deactivating or revoking them leaves the callers alone.
    '/api/business/team/:id': await one(
      sql`with spare as (insert into users (email, full_name) values ('spare-expert@demo.test', 'Spare Expert') returning id)
          insert into memberships (business_id, user_id, role) select ${demo}, id, 'expert' from spare returning id`,
    ),
    '/api/business/team/invitations/:id': await one(
      sql`insert into team_invitations (business_id, email, role, token_hash, invited_by_id, expires_at)
          values (${demo}, 'route-access-invite@demo.test', 'expert', 'route-access', ${expert}, now() + interval '7 days')
          returning id`,
    ),
    // The demo member's signed waiver (a sealed PDF) and its template.
    '/api/contract-templates/:id': await one(
      sql`select id from contract_templates where business_id = ${demo} and kind = 'waiver'`,
    ),
    '/api/contracts/:id': await one(
      sql`select id from contracts where person_id = ${member} and kind = 'waiver' and status = 'signed'`,
    ),
    '/api/me/contracts/:id': await one(
      sql`select id from contracts where person_id = ${member} and kind = 'waiver' and status = 'signed'`,
    ),
    // member@demo.test's membership, waiting for her agreement: no caller can start it (409), and
    // canceling it as staff or as her ends a membership that never began.
    '/api/me/subscriptions/:id': await one(sql`select id from subscriptions where customer_id = ${member}`),
    '/api/subscriptions/:id': await one(
      sql`select s.id from subscriptions s join memberships m on m.id = s.customer_id join users u on u.id = m.user_id
          where u.email = 'classmember1@demo.test'`,
    ),
    invoiceId: await one(
      sql`select i.id from subscription_invoices i join memberships m on m.business_id = i.business_id
          join subscriptions s on s.id = i.subscription_id and s.customer_id = m.id
          join users u on u.id = m.user_id where u.email = 'classmember1@demo.test'`,
    ),
    '/api/membership-plans/:id': await one(
      sql`select id from membership_plans where business_id = ${demo} order by price_cents limit 1`,
    ),
    session: await one(
      sql`select id from services where customer_id = ${member} and expert_id = ${expert}
          order by starts_at desc limit 1`,
    ),
  };
}

function pathOf(url: string, ids: FixtureIds): string {
  return url.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    if (name !== 'id') return ids[name] ?? randomUUID();
    if (url.startsWith('/api/services/') || url.startsWith('/api/me/services/')) return ids.session ?? '';
    const prefix = url.slice(0, url.indexOf(':id') + 3);
    return ids[prefix] ?? randomUUID();
  });
}

async function call(app: FastifyInstance, method: string, path: string, cookie: string | undefined) {
  return app.inject({
    method: method as 'GET',
    url: path,
    headers: { ...(cookie ? { cookie } : {}), 'x-requested-with': 'route-access-test' },
    ...(method === 'GET' || method === 'HEAD' ? {} : { payload: {} }),
  });
}

/** Every route with a body, query or params schema answers a body it cannot read with this 400. */
function isValidationProblem(body: string): boolean {
  return (JSON.parse(body) as { detail?: string }).detail === 'Some fields need attention.';
}

/** Answers that come from how this test builds the app, not from the caller: said once, with why. */
const THIS_SETUP_ANSWERS: Record<string, number[]> = {
  // The OpenID Connect issuer is an address nothing listens on: sign-in is "not available right now".
  'GET /api/auth/oidc/authorize': [503],
  // Stripe is not configured, so its webhook is not there.
  'POST /api/webhooks/stripe': [404],
  // METRICS_TOKEN is not set, so the metrics are off.
  'GET /metrics': [404],
};

// Where a 404 is the right answer for an allowed caller: the record exists but is not theirs to see.
// Another studio's owner never sees the demo studio's records; the member area answers for the
// caller's own records only, so staff and the expert get 404 on the member's; notification ids and
// feed tokens are per person and the test has none of its own.
function notFoundIsRight(url: string, caller: Caller): boolean {
  if (caller === 'otherBusinessPrincipal') return true;
  // A member's own profile, household and onboarding: staff and experts have none of their own.
  if (url.startsWith('/api/members/') && caller !== 'customer' && caller !== 'onboarding') return true;
  // The demo studio's members have no photo: "No photo." is the route's own answer.
  if (url.endsWith('/photo')) return true;
  // The demo studio has no logo; invitation tokens are secret and the test has none.
  if (url.endsWith('/logo') || url.startsWith('/api/public/invitations/')) return true;
  // The test's id names no client of the caller's (a client page answers 404, decision 0030).
  if (url.startsWith('/api/dashboards/provider/clients/:id')) return true;
  if (url.startsWith('/api/me/') && url.includes(':id') && caller !== 'customer') return true;
  // Signing links are secret and the test has none; the member's waiver was signed online (no paper
  // scan), and it is not the expert's own contract.
  if (url.startsWith('/api/contract-links/') || url === '/api/contracts/:id/scan') return true;
  if (url === '/api/contracts/:id/pdf' && caller === 'expert') return true;
  return url === '/api/me/notifications/:id/read' || url === '/api/calendar/feed/:token.ics';
}

describe('every API route, called by every kind of user', () => {
  let t: TestApp;
  beforeAll(async () => {
    const fieldCipher = createFieldCipher(randomBytes(32));
    t = await buildTestApp('pglite', {
      fieldCipher,
      config: {
        seedDemo: true,
        oidc: {
          issuer: 'http://127.0.0.1:9/none',
          clientId: 'x',
          clientSecret: undefined,
          extraScopes: [],
          name: 'Test',
        },
      },
    });
    await seedDemoBusiness(t.database.db);
    // The whole demo studio (packs, purchases, payments, payees and the bank account, offerings,
    // sessions), so routes with an id are called with a record that exists.
    await seedDemoMoney(t.database.db, fieldCipher);
    await seedDemoBooking(t.database.db);
    await seedDemoMembers(t.database.db, fieldCipher);
    await seedDemoGroups(t.database.db);
    await seedDemoContracts(t.database.db);
    await seedDemoMemberships(t.database.db);
    await seedDemoPayRates(t.database.db);
    await seedDemoPayouts(t.database.db, fieldCipher);
    await seedOtherBusinessOwner(t.database.db);
    await t.app.ready();
    // A membership sold at the desk to a class regular, with its first invoice open, so staff's
    // invoice routes are called with an invoice of the membership they name.
    const principal = await sessionCookieFor(t.database.db, 'principal@demo.test');
    const [regular] = await queryRows<{ id: string }>(
      t.database.db,
      sql`select m.id from memberships m join users u on u.id = m.user_id where u.email = 'classmember1@demo.test'`,
    );
    const [plan] = await queryRows<{ id: string }>(
      t.database.db,
      sql`select id from membership_plans where agreement_template_id is null order by price_cents limit 1`,
    );
    const sold = await t.app.inject({
      method: 'POST',
      url: `/api/customers/${regular?.id}/subscriptions`,
      headers: { cookie: principal, 'x-requested-with': 'test' },
      payload: { planId: plan?.id, paymentMethod: 'studio' },
    });
    if (sold.statusCode !== 201) throw new Error(`selling the fixture membership failed: ${sold.body}`);
  });
  afterAll(() => t.close());

  it('has a permission decision for every route, and only for routes that exist', () => {
    const actual = Object.fromEntries(
      t.app.registeredRoutes
        .filter(
          (route) =>
            (route.url.startsWith('/api') || route.url === '/metrics') &&
            !route.url.startsWith('/api/docs') &&
            route.method !== 'HEAD',
        )
        .map((route) => [`${route.method} ${route.url}`, route.access]),
    );
    expect(actual).toEqual(EXPECTED_ACCESS);
  });

  it('answers each caller as the route declares: 401 signed out, 403 without the rule, else its own answer', async () => {
    const ids = await demoIds(t.database.db);
    const declared = new Map(
      t.app.registeredRoutes.map((route) => [`${route.method} ${route.url}`, route.statuses]),
    );
    const mismatches: string[] = [];
    for (const [key, access] of Object.entries(EXPECTED_ACCESS)) {
      const [method = 'GET', url = '/'] = key.split(' ');
      const statuses = declared.get(key) ?? [];
      for (const caller of CALLERS) {
        const cookie =
          caller === 'anonymous' ? undefined : await sessionCookieFor(t.database.db, CALLER_EMAIL[caller]);
        const exceptionId = url.includes(':exceptionId')
          ? await newExceptionId(t.database.db, ids.expertId ?? '')
          : '';
        const endpoint: FixtureIds = url.startsWith('/api/webhook-endpoints/:id')
          ? { '/api/webhook-endpoints/:id': await newWebhookEndpointId(t.database.db) }
          : {};
        const response = await call(
          t.app,
          method,
          answeringUrl(pathOf(url, { ...ids, exceptionId, ...endpoint })),
          cookie,
        );
        const status = response.statusCode;
        const expected = expectedAccess(access, caller);
        // Allowed means the route's own answer: a success or a 4xx its schema declares (a body of {}
        // is a 400 on most writes), never a server error, a refusal, or a 404 for a record that is
        // there. Every route declares its responses (checked below), so a status it does not declare
        // is a mismatch too.
        const own =
          statuses.length === 0
            ? status >= 200 && status < 400
            : statuses.includes(status) ||
              (status === 400 && isValidationProblem(response.body)) ||
              (status === 404 && notFoundIsRight(url, caller)) ||
              (THIS_SETUP_ANSWERS[key] ?? []).includes(status);
        const ok =
          expected === 'allowed'
            ? ![401, 403, 500].includes(status) &&
              (status !== 404 ||
                notFoundIsRight(url, caller) ||
                (THIS_SETUP_ANSWERS[key] ?? []).includes(404)) &&
              own
            : status === expected;
        if (!ok)
          mismatches.push(
            `${key} as ${caller}: expected ${expected}, got ${status} ${response.body.slice(0, 120)}`,
          );
      }
    }
    expect(mismatches).toEqual([]);
    // Every route by every caller (about 1,500 requests, PDFs among them): 15 s on a loaded 2-core machine.
  }, 90_000);

  it('audits refused requests with who, what and from where', async () => {
    const cookie = await sessionCookieFor(t.database.db, 'member@demo.test');
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/outbox/failed',
      headers: { cookie, 'user-agent': 'route-access-test/1.0', 'x-forwarded-for': '198.51.100.4' },
    });
    expect(refused.statusCode).toBe(403);
    const [member] = await t.database.db.select().from(users).where(eq(users.email, 'member@demo.test'));
    const events = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'access.denied'));
    const event = events.find((e) => e.actorUserId === member?.id && e.ip === '198.51.100.4');
    expect(event).toMatchObject({ outcome: 'denied', userAgent: 'route-access-test/1.0' });
    expect(event?.details).toMatchObject({ method: 'GET', route: '/api/outbox/failed' });
    expect(event?.businessId).not.toBeNull();
  });
});
