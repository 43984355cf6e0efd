import { expect, test } from './fixtures.ts';
import { DEMO_ACCOUNTS, signInViaApi } from './support/auth.ts';

// The shared list table (components/data-table/DataTable.tsx) on the staff's customer list.

// The row's navigation waits on the details page's code; a search sent on blur is cancelled by it, and
// the search must not be sent again when its typing pause runs out (that would cancel the row's).
test('a row clicked while the search still waits on its typing pause opens that row', async ({
  page,
  consoleErrors,
}) => {
  await signInViaApi(page, DEMO_ACCOUNTS.admin.email);
  await page.goto('/admin/customers/list?q=maya');
  const search = page.getByRole('searchbox', { name: 'Search' });
  await expect(page.getByRole('link', { name: 'Maya Member' })).toBeVisible();
  // The details page's code arrives slowly, so its navigation is still under way when the search's
  // 300 ms pause runs out: the search must not cancel it.
  await page.route('**/assets/customer-details-page-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  await search.fill('maya member');
  await page.getByRole('link', { name: 'Maya Member' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Maya Member' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/customers\/details\/[0-9a-f-]+$/);
  expect(consoleErrors).toEqual([]);
});
