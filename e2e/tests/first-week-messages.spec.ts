import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { DEMO_ACCOUNTS, expectPath, signInViaApi, signUpMemberViaApi } from './support/auth.ts';
import { bookedSession, CSRF, confirmAsStaff, studioDate } from './support/booking.ts';
import { acceptAsNewPerson, addExpert, inviteViaApi, TRAINER_PASSWORD } from './support/team.ts';

// Decision 0051: messages that lead somewhere, counts through plurals,
// and the member dashboard's class buttons beside (not over) the class text on a phone.

const PREFIX = 'Business Management Platform-';
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

test.describe('messages that lead somewhere', () => {
  test('the Complete page of a confirmed session that has not started says when it can be completed', async ({
    page,
    request,
    newRequest,
    consoleErrors,
  }) => {
    const { booked } = await bookedSession(request, newRequest, 6);
    await confirmAsStaff(request, booked.id);
    await signInViaApi(page, DEMO_ACCOUNTS.admin.email);
    await page.goto(`/admin/services/complete/${booked.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Complete service' })).toBeVisible();
    await expect(
      page.getByText(/^This session starts .+\. It can be completed once it has started\.$/),
    ).toBeVisible();
    await expect(page.getByText(/must be confirmed/)).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('a member still onboarding who follows a member link is told to finish onboarding, with the way there', async ({
    page,
    consoleErrors,
  }) => {
    // A member of our own, never onboarded (the demo newmember stays as it is for other tests).
    const { email, password } = await signUpMemberViaApi(page.request);
    await signInViaApi(page, email, password);
    for (const path of ['/members/services', '/members/settings/credits']) {
      await page.goto(path);
      await expectPath(page, '/not-authorized');
      await expect(page.getByRole('heading', { level: 1, name: 'Finish onboarding first' })).toBeVisible();
      await expect(page.getByText('ask the owner')).toHaveCount(0);
    }
    await page.getByRole('link', { name: 'Finish onboarding' }).click();
    await expectPath(page, '/members/onboard');

    // An admin page is still simply not theirs.
    await page.goto('/admin/dashboard');
    await expectPath(page, '/not-authorized');
    await expect(page.getByRole('heading', { level: 1, name: 'You are not authorized' })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('the expert reaches their own clients: no staff-only Customers item, and its address leads to My clients', async ({
    page,
    consoleErrors,
  }) => {
    await signInViaApi(page, DEMO_ACCOUNTS.expert.email);
    await page.goto('/admin/expert-dashboard');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'My clients', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Customers', exact: true })).toHaveCount(0);

    await page.goto('/admin/customers/list');
    await expectPath(page, '/admin/provider/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'My clients' })).toBeVisible();
    await expect(page.getByText('Customer records and money are for studio staff')).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('staff opening the member profile get their own profile, with no medical or nutrition form', async ({
    page,
    consoleErrors,
  }) => {
    await signInViaApi(page, DEMO_ACCOUNTS.admin.email);
    await page.goto('/members/settings/profile');
    await expectPath(page, '/admin/account');
    await expect(page.getByRole('heading', { level: 1, name: 'Account security' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /Medical|Nutrition/ })).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('an expert with one client reads "1 person you have trained"', async ({
    page,
    newRequest,
    consoleErrors,
  }) => {
    const admin = await newRequest(DEMO_ACCOUNTS.admin.email);
    const name = `Pia Primary ${unique()}`;
    const expertEmail = `pia-${unique()}@e2e.test`;
    await acceptAsNewPerson(await newRequest(), await inviteViaApi(admin, expertEmail, 'expert'), name);
    const experts = (await (await admin.get('/api/experts')).json()) as {
      items: { id: string; name: string }[];
    };
    const expertId = experts.items.find((item) => item.name === name)?.id;
    // One client: a member of our own whose primary expert she becomes.
    const { email } = await signUpMemberViaApi(await newRequest());
    const clients = (await (
      await admin.get(`/api/business/clients?q=${encodeURIComponent(email)}`)
    ).json()) as { items: { id: string; email: string }[] };
    const client = clients.items.find((item) => item.email === email);
    expect(client).toBeDefined();
    const assigned = await admin.put(`/api/business/clients/${client?.id}/primary-expert`, {
      headers: CSRF,
      data: { expertId },
    });
    expect(assigned.status(), await assigned.text()).toBe(204);

    await signInViaApi(page, expertEmail, TRAINER_PASSWORD);
    await page.goto('/admin/expert-dashboard');
    const card = page.getByRole('main').getByRole('link', { name: /My clients/ });
    await expect(card).toContainText('1');
    await expect(card).toContainText('person you have trained');
    await expect(card).not.toContainText('people');
    expect(consoleErrors).toEqual([]);
  });

  test('the household dialog offers the class’s free seats, not "up to 20"', async ({
    page,
    newRequest,
    consoleErrors,
  }) => {
    const admin = await newRequest(DEMO_ACCOUNTS.admin.email);
    const name = `Six Seats ${unique()}`;
    const teacher = await addExpert(admin, await newRequest(), `Sia Teacher ${unique()}`);
    const created = await admin.post('/api/groups', {
      headers: CSRF,
      data: {
        kind: 'Group Class',
        name,
        expertId: teacher,
        capacity: 6,
        waitlistLimit: 5,
        durationMinutes: 30,
        creditKind: 'group',
        credits: 1,
        schedule: { type: 'dates', sessions: [{ date: studioDate(10), startTime: '10:40' }] },
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const memberEmail = 'classmember5@demo.test';
    const memberApi = await newRequest(memberEmail);
    const household = (await (await memberApi.get('/api/members/me/household')).json()) as {
      items: unknown[];
    };
    if (household.items.length === 0) {
      const added = await memberApi.post('/api/members/me/household', {
        headers: CSRF,
        data: { fullName: `Kin ${unique()}`, relationship: 'child', dateOfBirth: '2015-03-02' },
      });
      expect(added.status(), await added.text()).toBe(201);
    }

    await signInViaApi(page, memberEmail);
    await page.goto('/members/services/new?tab=classes');
    const row = page.getByRole('listitem', { name }).first();
    await expect(row).toContainText('6 seats left');
    await row.getByRole('button', { name: `Join ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Join ${name}` });
    // Six seats: the member's own and five more.
    await expect(dialog).toContainText('Choose up to 5 people from your household.');
    await expect(dialog).not.toContainText('up to 20');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    expect(consoleErrors).toEqual([]);
  });
});

/** Fails with the pairs that overlap: each class button (and status chip) against its class's text. */
async function overlaps(list: Locator): Promise<{ buttons: number; overlapping: string[] }> {
  return list.evaluate((region) => {
    const overlapping: string[] = [];
    let buttons = 0;
    for (const item of region.querySelectorAll('li')) {
      const text = item.querySelector('.MuiListItemText-root');
      if (!text) continue;
      const a = text.getBoundingClientRect();
      for (const control of item.querySelectorAll('button, .MuiChip-root')) {
        if (control.tagName === 'BUTTON') buttons += 1;
        const b = control.getBoundingClientRect();
        const apart = b.right <= a.left || b.left >= a.right || b.bottom <= a.top || b.top >= a.bottom;
        if (!apart) overlapping.push(`${control.textContent} over ${text.textContent?.slice(0, 40)}`);
      }
    }
    return { buttons, overlapping };
  });
}

test.describe('the member dashboard’s classes on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const language of ['en', 'ar'] as const) {
    test(`the class buttons do not cover the class text (${language})`, async ({ page, consoleErrors }) => {
      if (language === 'ar') {
        await page.addInitScript((prefix) => localStorage.setItem(`${prefix}language`, 'ar'), PREFIX);
      }
      await signInViaApi(page, DEMO_ACCOUNTS.member.email);
      await page.goto('/members/dashboard');
      if (language === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      const classes = page.getByRole('region', {
        name: language === 'ar' ? 'الحصص الجماعية' : 'Classes',
        exact: true,
      });
      const list = classes.getByRole('list');
      // The dashboard's first paint on a cold server can take a while; the classes come last.
      await expect(list.getByRole('button').first()).toBeVisible({ timeout: 20_000 });
      const leave = language === 'ar' ? 'انسحب' : 'Leave';
      const join = language === 'ar' ? /^انضم/ : /^Join/;
      await expect(list.getByRole('button', { name: new RegExp(`^${leave}`) }).first()).toBeVisible();
      await expect(list.getByRole('button', { name: join }).first()).toBeVisible();
      const { buttons, overlapping } = await overlaps(list);
      expect(buttons).toBeGreaterThan(1);
      expect(overlapping).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });
  }
});
