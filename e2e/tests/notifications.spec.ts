import { expect, test } from './fixtures.ts';
import { DEMO_ACCOUNTS, expectPath, signInViaApi } from './support/auth.ts';
import { CSRF, prepareOffering, studioDate } from './support/booking.ts';

// The navbar bell (decision 0018): a session step written by one person shows in the other's bell,
// in their language, with the unread count on the bell; opening an item marks it read and goes to the
// session; "Mark all as read" clears the count.

type Listed = {
  items: {
    id: string;
    kind: string;
    data: Record<string, unknown>;
    createdAt: string;
    readAt: string | null;
  }[];
};

test('a member books, the expert sees it in the bell, opens it (read) and marks all read', async ({
  page,
  newRequest,
  consoleErrors,
}) => {
  const admin = await newRequest(DEMO_ACCOUNTS.admin.email);
  const member = await newRequest(DEMO_ACCOUNTS.member.email);
  const expert = await newRequest(DEMO_ACCOUNTS.expert.email);
  const { offering } = await prepareOffering(admin);
  const slots = await admin.get(`/api/availability?offeringId=${offering.id}&date=${studioDate(21)}`);
  const [slot] = ((await slots.json()) as { slots: { startsAt: string }[] }).slots;
  if (!slot) throw new Error('No free slot to book');
  const booked = await member.post('/api/me/services', {
    headers: CSRF,
    data: { offeringId: offering.id, startsAt: slot.startsAt },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const serviceId = ((await booked.json()) as { id: string }).id;

  await signInViaApi(page, DEMO_ACCOUNTS.expert.email);
  await page.goto(DEMO_ACCOUNTS.expert.landing);
  // The first page of a run loads the app's chunks: give it longer on a busy machine.
  await expect(page.getByRole('heading', { level: 1, name: DEMO_ACCOUNTS.expert.landingTitle })).toBeVisible({
    timeout: 15_000,
  });

  // The count is on the bell, for the eye (the badge) and for a screen reader (its name).
  const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toBeVisible();
  const unread = Number((await bell.getAttribute('aria-label'))?.match(/\d+/)?.[0]);
  expect(unread).toBeGreaterThan(0);
  await expect(page.getByTestId('notifications-badge')).toContainText(unread > 99 ? '99+' : String(unread));

  await bell.click();
  const dialog = page.getByRole('dialog', { name: 'Notifications' });
  const item = dialog.getByRole('button', { name: new RegExp(`Maya Member requested ${offering.name} on`) });
  await expect(item).toBeVisible();
  await expect(item).toContainText(/ago|now/);
  await expect(item).toHaveAccessibleName(/^Unread: /);
  await item.click();

  await expectPath(page, `/admin/services/details/${serviceId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Service details' })).toBeVisible();
  const mine = async () =>
    ((await (await expert.get('/api/me/notifications?limit=50')).json()) as Listed).items;
  await expect
    .poll(async () => (await mine()).find((entry) => entry.data.serviceId === serviceId)?.readAt ?? null)
    .not.toBeNull();

  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(
    dialog.getByRole('button', { name: new RegExp(`^Maya Member requested ${offering.name} on`) }),
  ).toBeVisible();

  const clickedAt = Date.now();
  await dialog.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(dialog.getByRole('button', { name: 'Mark all as read' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: /^Unread: / })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  // Everything the expert had before the click is read on the server too (other tests may add more).
  await expect
    .poll(async () =>
      (await mine()).filter((entry) => entry.readAt === null && Date.parse(entry.createdAt) < clickedAt),
    )
    .toEqual([]);
  expect(consoleErrors).toEqual([]);
});
