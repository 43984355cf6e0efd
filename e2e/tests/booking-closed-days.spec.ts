import { expect, test } from './fixtures.ts';
import { CSRF, signUpBusinessViaApi } from './support/auth.ts';
import { choose, createOffering } from './support/booking.ts';
import { addExpert } from './support/team.ts';

// The booking date list greys out the days that cannot be booked (decision 0050): the studio's
// closed day and the expert's days off are not offered (to then say "No free times"), and each says
// why, in the option's own text, so a screen reader hears it too. A studio of the test's own: closed on
// Sundays, with an expert who works Monday to Friday and takes one weekday off.

test('staff booking for a customer see closed days and the expert’s days off greyed out, with why', async ({
  page,
  newRequest,
  consoleErrors,
}) => {
  await signUpBusinessViaApi(page);
  const session = (await (await page.request.get('/api/auth/session')).json()) as {
    userData: { businessSlug: string; businessTimeZone: string };
  };
  const { businessSlug, businessTimeZone: timeZone } = session.userData;

  // The studio closes on Sundays (the last day of the profile's week).
  await page.goto('/admin/business');
  await expect(page.getByRole('heading', { level: 1, name: 'Business profile' })).toBeVisible();
  await page.getByLabel('Closed', { exact: true }).last().check();
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByRole('status').getByText('Profile saved.')).toBeVisible();

  // An expert of its own works Monday to Friday and takes the first weekday of next week off.
  const expertName = `Dana Days ${Date.now().toString(36)}`;
  const expertId = await addExpert(page.request, await newRequest(), expertName);
  const hours = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '07:00', end: '19:00' }));
  const put = await page.request.put(`/api/experts/${expertId}/weekly-hours`, {
    data: { hours },
    headers: CSRF,
  });
  expect(put.status(), await put.text()).toBe(200);

  const today = new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
  const window = Array.from({ length: 31 }, (_, i) =>
    new Date(Date.parse(`${today}T12:00:00Z`) + (i + 2) * 86_400_000).toISOString().slice(0, 10),
  );
  const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay(); // 0 = Sunday
  const timeOff = window.find((date) => weekday(date) >= 1 && weekday(date) <= 5 && date > (window[6] ?? ''));
  if (!timeOff) throw new Error('No weekday in the booking window');
  const off = await page.request.post(`/api/experts/${expertId}/exceptions`, {
    data: { kind: 'time_off', startsOn: timeOff, endsOn: timeOff, note: 'Moving house' },
    headers: CSRF,
  });
  expect(off.status(), await off.text()).toBe(201);

  const offering = await createOffering(page.request, {
    name: `Assessment ${Date.now().toString(36)}`,
    expertIds: [expertId],
  });

  // A customer of the studio's own, to book for.
  const member = await newRequest();
  const email = `days-${Date.now().toString(36)}@e2e.test`;
  const signup = await member.post('/api/auth/signup', {
    data: { businessSlug, fullName: 'Cleo Customer', email, password: 'Strong-Member-Passphrase-1' },
    headers: CSRF,
  });
  expect(signup.status(), await signup.text()).toBe(201);
  const customers = (await (
    await page.request.get(`/api/customers?q=${encodeURIComponent(email)}`)
  ).json()) as {
    items: { id: string }[];
  };
  const customerId = customers.items[0]?.id;
  if (!customerId) throw new Error('The new customer is not listed');

  await page.goto(`/admin/services/new/${customerId}`);
  await choose(page, 'Service', offering.name);
  await choose(page, 'Expert', expertName);
  await page.getByRole('combobox', { name: 'Date' }).click();
  const options = page.getByRole('option');
  await expect(options).toHaveCount(31);

  const dayName = (date: string) =>
    new Intl.DateTimeFormat('en-US', {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${date}T12:00:00Z`));
  for (const [index, date] of window.entries()) {
    const option = options.nth(index);
    const why =
      weekday(date) === 0
        ? 'Studio closed'
        : weekday(date) === 6 || date === timeOff
          ? 'Expert’s day off'
          : null;
    if (why) {
      await expect(option, date).toHaveAccessibleName(`${dayName(date)} – ${why}`);
      await expect(option, date).toHaveAttribute('aria-disabled', 'true');
    } else {
      await expect(option, date).toHaveAccessibleName(dayName(date));
      await expect(option, date).not.toHaveAttribute('aria-disabled', 'true');
    }
  }
  // An open day offers its free times.
  const open = window.findIndex((date) => weekday(date) >= 1 && weekday(date) <= 5 && date !== timeOff);
  await options.nth(open).click();
  await expect(page.getByRole('radiogroup', { name: 'Time' }).getByRole('radio').first()).toBeVisible();
  await expect(page.getByText('No free times on this date.')).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});
