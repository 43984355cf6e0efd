import type { ApiKeyScope } from '@bmp/shared';

/**
 * Every route an API key may call, and the scope it needs (docs/decisions/0063-open-studio.md). One
 * table, so that what a key reaches is reviewed in one place: a route not listed answers a key 403,
 * whatever its scopes. Team roles, payees and bank numbers, health answers, the audit and the keys and
 * webhooks themselves are never listed. A key acts as the studio's staff within these routes (the
 * services' own row checks still apply: its studio only).
 */
export const API_KEY_ROUTES: Record<string, ApiKeyScope> = {
  // Sessions: the schedule, what can be booked, and booking.
  'GET /api/services': 'sessions:read',
  'GET /api/services/:id': 'sessions:read',
  'GET /api/services/:id/history': 'sessions:read',
  'GET /api/offerings': 'sessions:read',
  'GET /api/offerings/:id': 'sessions:read',
  'GET /api/experts': 'sessions:read',
  'GET /api/availability': 'sessions:read',
  'GET /api/availability/days': 'sessions:read',
  'POST /api/services': 'sessions:write',
  'POST /api/services/:id/transitions': 'sessions:write',
  'POST /api/services/:id/assign': 'sessions:write',
  // Customers: who they are and their credits (never their health answers).
  'GET /api/customers': 'customers:read',
  'GET /api/customers/:customerId': 'customers:read',
  'GET /api/customers/:customerId/credits': 'customers:read',
  'POST /api/customers/:customerId/credit-adjustments': 'customers:write',
  // Purchases: packs sold, payments and refunds.
  'GET /api/credit-packs': 'purchases:read',
  'GET /api/customers/:customerId/purchases': 'purchases:read',
  'GET /api/payments': 'purchases:read',
  'GET /api/payments/:id': 'purchases:read',
  'POST /api/payments': 'purchases:write',
  'POST /api/payments/:id/refunds': 'purchases:write',
  'POST /api/customers/:customerId/purchases/:id/cancel': 'purchases:write',
  // Memberships: plans and members' subscriptions.
  'GET /api/membership-plans': 'memberships:read',
  'GET /api/subscriptions': 'memberships:read',
  'GET /api/subscriptions/:id': 'memberships:read',
  'GET /api/customers/:customerId/subscriptions': 'memberships:read',
  'POST /api/customers/:customerId/subscriptions': 'memberships:write',
  'POST /api/subscriptions/:id/freeze': 'memberships:write',
  'POST /api/subscriptions/:id/cancel': 'memberships:write',
  'POST /api/subscriptions/:id/invoices/:invoiceId/cash': 'memberships:write',
  // Classes: the timetable and rosters.
  'GET /api/groups': 'classes:read',
  'GET /api/groups/:id': 'classes:read',
  'GET /api/group-occurrences/:id/roster': 'classes:read',
  'POST /api/group-occurrences/:id/seats': 'classes:write',
  'DELETE /api/group-seats/:id': 'classes:write',
  // Contracts: agreements, their PDFs and waivers.
  'GET /api/contracts': 'contracts:read',
  'GET /api/contracts/:id': 'contracts:read',
  'GET /api/contracts/:id/pdf': 'contracts:read',
  'GET /api/customers/:customerId/waiver': 'contracts:read',
  'POST /api/contracts': 'contracts:write',
  'POST /api/contracts/:id/send': 'contracts:write',
  'POST /api/contracts/:id/void': 'contracts:write',
};

export function apiScopeOf(method: string, url: string): ApiKeyScope | undefined {
  return API_KEY_ROUTES[`${method} ${url}`];
}
