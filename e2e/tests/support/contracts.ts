import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { CSRF } from './auth.ts';

// Contracts through the API and the signing form (docs/decisions/0053-contracts.md), for the contract
// specs: each writes its studio's templates and issues copies this way, then tests the pages.

/** A waiver with a placeholder, bold text and a list, so the rendered copy and its PDF have each. */
export const WAIVER_BODY =
  '# Liability waiver\n\nI, {{member.fullName}}, take part in the sessions of {{studio.name}} **at my own risk**.\n\n- I tell the trainer about any injury.\n- I stop when I feel pain.';

type TemplateData = { name: string; kind: string; bodies: Record<string, string> };

/** As the owner: a published template (by default the liability waiver); returns its id. */
export async function createTemplate(
  owner: APIRequestContext,
  data: Partial<TemplateData> = {},
): Promise<string> {
  const created = await owner.post('/api/contract-templates', {
    headers: CSRF,
    data: { name: 'Liability waiver', kind: 'waiver', bodies: { en: WAIVER_BODY }, ...data },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

/** As the owner: makes `templateId` (by default a new liability waiver) the one every member signs before booking. */
export async function requireWaiver(owner: APIRequestContext, templateId?: string): Promise<string> {
  const id = templateId ?? (await createTemplate(owner));
  const settings = await owner.put('/api/contract-settings', {
    headers: CSRF,
    data: { requiredWaiverTemplateId: id },
  });
  expect(settings.status(), await settings.text()).toBe(200);
  return id;
}

/** As staff: a copy of the template for `personId`, emailed to them unless `send` is false; returns its id. */
export async function issueContract(
  owner: APIRequestContext,
  templateId: string,
  personId: string,
  send = true,
): Promise<string> {
  const issued = await owner.post('/api/contracts', { headers: CSRF, data: { templateId, personId, send } });
  expect(issued.status(), await issued.text()).toBe(201);
  return ((await issued.json()) as { id: string }).id;
}

/** The customer's id in staff's list, found by email (exactly: a search may list more than them). */
export async function customerIdByEmail(staff: APIRequestContext, email: string): Promise<string> {
  const found = await staff.get(`/api/customers?q=${encodeURIComponent(email)}`);
  const { items } = (await found.json()) as { items: { id: string; email: string | null }[] };
  const id = items.find((item) => item.email === email)?.id;
  if (!id) throw new Error(`No customer ${email}`);
  return id;
}

/** Ticks the signing form's consent and types the name (the English texts); signing is left to the test. */
export async function agreeAndTypeName(form: Locator, name: string) {
  await form.getByRole('checkbox', { name: 'I have read this and agree to sign electronically.' }).check();
  await form.getByRole('textbox', { name: /Type your full name/ }).fill(name);
}

/** Draws a zigzag on the signature pad with the mouse (the pad takes no keyboard input). */
export async function drawSignature(page: Page, pad: Locator) {
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error('The signature pad is not on screen');
  await page.mouse.move(box.x + 30, box.y + box.height * 0.6);
  await page.mouse.down();
  for (let step = 1; step <= 12; step++) {
    await page.mouse.move(box.x + 30 + step * 20, box.y + box.height * (0.6 + (step % 2 ? -0.25 : 0.15)), {
      steps: 3,
    });
  }
  await page.mouse.up();
}
