import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { CSRF } from './auth.ts';

// Memberships through the member's own API (docs/decisions/0055-memberships.md), for the tests that
// start from a running membership: the plan chosen, its agreement signed, the first period paid at the
// studio. The pages that do the same are walked in memberships.spec.ts.

type Plan = { id: string; name: string; agreementTemplateId: string | null };
type Subscription = { id: string; status: string; contractId: string | null };

/** The id of the plan on sale named `name`, as the member signed in on `request` sees it. */
export async function planIdByName(request: APIRequestContext, name: string): Promise<string> {
  const answer = await request.get('/api/me/membership-plans');
  expect(answer.status(), await answer.text()).toBe(200);
  const { items } = (await answer.json()) as { items: Plan[] };
  const plan = items.find((item) => item.name === name);
  if (!plan) throw new Error(`No plan on sale named ${name}`);
  return plan.id;
}

/** As the member: signs the contract `contractId` with her typed name and the current consent. */
export async function signContractViaApi(request: APIRequestContext, contractId: string, typedName: string) {
  const opened = await request.get(`/api/me/contracts/${contractId}`);
  expect(opened.status(), await opened.text()).toBe(200);
  const { consent } = (await opened.json()) as { consent: { version: string } };
  const signed = await request.post(`/api/me/contracts/${contractId}/sign`, {
    headers: CSRF,
    data: { consent: true, consentVersion: consent.version, typedName },
  });
  expect(signed.status(), await signed.text()).toBe(200);
}

/**
 * As the member signed in on `request`: chooses the plan `planName`, signs its agreement when it has
 * one, and pays at the studio, so the membership is active with its first invoice owed; returns its id.
 */
export async function activeMembershipViaApi(
  request: APIRequestContext,
  planName: string,
  fullName: string,
): Promise<string> {
  const { id, subscription } = await startMembershipViaApi(request, planName, fullName, 'studio');
  expect(subscription.status).toBe('active');
  return id;
}

/**
 * As `startMembershipViaApi` by card: the membership waits for its card, to be saved on the provider's
 * hosted page at `checkoutUrl` (see `saveCardOnHostedPage`).
 */
export async function cardMembershipViaApi(request: APIRequestContext, planName: string, fullName: string) {
  const { id, checkoutUrl } = await startMembershipViaApi(request, planName, fullName, 'card');
  expect(checkoutUrl).toBeTruthy();
  return { id, checkoutUrl: checkoutUrl as string };
}

async function startMembershipViaApi(
  request: APIRequestContext,
  planName: string,
  fullName: string,
  paymentMethod: 'studio' | 'card',
) {
  const created = await request.post('/api/me/subscriptions', {
    headers: CSRF,
    data: { planId: await planIdByName(request, planName), paymentMethod },
  });
  expect(created.status(), await created.text()).toBe(201);
  const sub = (await created.json()) as Subscription;
  if (sub.contractId) await signContractViaApi(request, sub.contractId, fullName);
  const started = await request.post(`/api/me/subscriptions/${sub.id}/start`, { headers: CSRF });
  expect(started.status(), await started.text()).toBe(200);
  const answer = (await started.json()) as { subscription: Subscription; checkoutUrl: string | null };
  return { id: sub.id, ...answer };
}

/** On the card provider's hosted page (the local double): saves `cardNumber`, back to the membership. */
export async function saveCardOnHostedPage(page: Page, cardNumber: string) {
  await expect(page.getByLabel('Card number')).toBeVisible();
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page).toHaveURL(/\/members\/memberships\/[0-9a-f-]{36}\?card=saved$/);
}

/** The member's own view of a membership (GET /api/me/subscriptions/:id). */
export async function myMembership(request: APIRequestContext, id: string) {
  const answer = await request.get(`/api/me/subscriptions/${id}`);
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as {
    status: string;
    endsOn: string | null;
    cancelRequestedAt: string | null;
    freezes: { startsOn: string; endsOn: string; state: string }[];
    invoices: { amountCents: number; status: string }[];
  };
}
