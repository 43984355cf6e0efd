import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './fixtures.ts';
import { DEMO_ACCOUNTS, fieldLabel, signInViaApi, unexpectedErrors } from './support/auth.ts';
import { bookedSession } from './support/booking.ts';

// The studio's integrations (docs/decisions/0063-open-studio.md), end to end: the owner creates an API
// key on the page, reads its secret once and calls the API with it; adds a webhook endpoint pointing at
// a receiver this test runs on 127.0.0.1 (the e2e server allows loopback addresses); a member books a
// session; the server's delivery job (every 5 s) sends the event, signed, and the endpoint's delivery
// log on the page shows it succeeded.

type Received = { headers: IncomingHttpHeaders; body: string };

/** A small HTTP receiver on 127.0.0.1 that answers 200 and records every request. */
async function startReceiver() {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.end('received');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return { url: `http://127.0.0.1:${port}/hooks`, received, close };
}

/** Standard Webhooks' signature: HMAC-SHA256 of `id.timestamp.body` with the secret's key, base64. */
function expectedSignature(secret: string, id: string, timestamp: string, body: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

test('the owner creates an API key and a webhook, and sees a booking delivered to it', async ({
  page,
  request,
  newRequest,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const receiver = await startReceiver();
  try {
    const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    await signInViaApi(page, DEMO_ACCOUNTS.principal.email);
    await page.goto('/admin/business/integrations');
    await expect(page.getByRole('heading', { name: 'Integrations', level: 1 })).toBeVisible();

    // An API key that reads customers: its secret is shown once, and works as a bearer token.
    const keyName = `E2E key ${unique}`;
    await page.getByLabel(fieldLabel('Name')).fill(keyName);
    await page.getByRole('group', { name: 'Customers' }).getByLabel('Read', { exact: true }).check();
    await page.getByRole('button', { name: 'Create key' }).click();
    const secretField = page.getByLabel(`API key “${keyName}”`, { exact: true });
    await expect(secretField).toBeVisible();
    await expect(
      page.getByText('Copy it now: it will not be shown again.', { exact: false }).first(),
    ).toBeVisible();
    const secret = await secretField.inputValue();
    expect(secret).toMatch(/^bmp_/);
    const keys = page.getByRole('table', { name: 'API keys' });
    const keyRow = keys.getByRole('row').filter({ hasText: keyName });
    await expect(keyRow).toContainText('Customers: Read');
    await expect(keyRow).toContainText('Active');

    const outside = await newRequest();
    const customers = await outside.get('/api/customers', { headers: { Authorization: `Bearer ${secret}` } });
    expect(customers.status(), await customers.text()).toBe(200);

    // A webhook endpoint on the test's receiver, for requested and confirmed sessions.
    await page.getByLabel(fieldLabel('Endpoint URL')).fill(receiver.url);
    await page.getByLabel(fieldLabel('Description (optional)')).fill(`E2E ${unique}`);
    await page.getByLabel('Session requested', { exact: true }).check();
    await page.getByLabel('Session confirmed', { exact: true }).check();
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const signingField = page.getByLabel(`Signing secret for ${receiver.url}`, { exact: true });
    await expect(signingField).toBeVisible();
    const signingSecret = await signingField.inputValue();
    expect(signingSecret).toMatch(/^whsec_/);
    const endpointRow = page.getByRole('listitem', { name: receiver.url });
    await expect(endpointRow).toContainText('session.requested, session.confirmed');
    await expect(endpointRow.getByRole('switch', { name: `Send events to ${receiver.url}` })).toBeChecked();

    // The member books a session (through their own API session); the job delivers it to the receiver.
    const { booked } = await bookedSession(request, newRequest, 3);
    const forBooking = () =>
      receiver.received.filter((item) => {
        try {
          const message = JSON.parse(item.body) as { type: string; data: { id: string } };
          return message.type === 'session.requested' && message.data.id === booked.id;
        } catch {
          return false;
        }
      });
    await expect.poll(() => forBooking().length, { timeout: 30_000 }).toBeGreaterThan(0);
    const [delivered] = forBooking();
    if (!delivered) throw new Error('no delivery for the booking');
    const id = String(delivered.headers['webhook-id']);
    const timestamp = String(delivered.headers['webhook-timestamp']);
    expect(id).toMatch(/^msg_/);
    expect(String(delivered.headers['webhook-signature'])).toContain(
      expectedSignature(signingSecret, id, timestamp, delivered.body),
    );

    // The owner opens the endpoint's delivery log: the delivery succeeded, with its attempt's answer.
    await endpointRow.getByRole('button', { name: 'Deliveries' }).click();
    const dialog = page.getByRole('dialog', { name: `Deliveries to ${receiver.url}` });
    await expect(dialog).toBeVisible();
    const succeeded = dialog.locator(`li[data-delivery-id="${id.replace(/^msg_/, '')}"]`);
    await expect(async () => {
      await dialog.getByRole('button', { name: 'Refresh' }).click();
      await expect(succeeded).toHaveAttribute('data-status', 'succeeded', { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(succeeded).toContainText('session.requested');
    await expect(succeeded).toContainText('Succeeded');
    await expect(succeeded).toContainText('HTTP 200');
    await expect(succeeded).toContainText('received');
    await expect(succeeded.getByRole('button', { name: /^Send again/ })).toBeVisible();

    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  } finally {
    // The demo studio is shared by every spec: its later bookings must not queue deliveries to this
    // receiver once it is gone.
    const headers = { 'x-requested-with': 'e2e' };
    const listed = await page.request.get('/api/webhook-endpoints', { headers });
    if (listed.ok()) {
      const { items } = (await listed.json()) as { items: { id: string; url: string }[] };
      for (const endpoint of items.filter((item) => item.url.startsWith(receiver.url))) {
        await page.request.delete(`/api/webhook-endpoints/${endpoint.id}`, { headers });
      }
    }
    await receiver.close();
  }
});
