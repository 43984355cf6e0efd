import { expect, test } from './fixtures.ts';

test('the web app loads at / with the front page of the studio, and the API reaches its database', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Business Management Platform' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Training', exact: true })).toBeVisible();
  const health = await page.request.get('/api/health');
  // PostgreSQL when reachable (required in the test command on CI), else the embedded database
  // (scripts/e2e-server.mjs, docs/decisions/0045-browser-tests-on-postgresql.md).
  const expected =
    process.env.E2E_DATABASE === 'pglite'
      ? ['pglite']
      : process.env.BMP_REQUIRE_POSTGRES === 'true'
        ? ['postgres']
        : ['pglite', 'postgres'];
  const body = (await health.json()) as { status: string; database: string };
  expect(body.status).toBe('ok');
  expect(expected).toContain(body.database);
  expect(consoleErrors).toEqual([]);
});

test('a deep link is served the app shell by the server', async ({ page, consoleErrors }) => {
  const response = await page.goto('/pages/misc/not-found/some/where');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('the API docs page renders under the strict CSP', async ({ page, consoleErrors }) => {
  await page.goto('/api/docs');
  // Swagger UI parses the whole document (over 250 operations) before it draws anything: on a busy
  // 2-core machine that took more than the default 5 s, and 15 s with a test run beside it.
  await expect(page.getByText('Business Management Platform API')).toBeVisible({ timeout: 45_000 });
  await expect(page.getByText('/api/health', { exact: true })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
