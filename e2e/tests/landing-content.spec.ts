import { expect, test } from './fixtures.ts';
import { CSRF, fieldLabel } from './support/auth.ts';
import { signInAsOperator } from './support/operator.ts';

// The platform operator edits /home's landing content (docs/decisions/0062-platform-operator.md):
// French only, with text of this run's own, put back as it was at the end, so the English /home that
// other tests (and the prerendered page) rely on is never touched.

const PREFIX = 'Business Management Platform-';

test('the operator changes the French hero and adds a question; French visitors see them, and HTML is refused', async ({
  page,
  browser,
  consoleErrors,
}) => {
  const before = await (await page.request.get('/api/public/landing/fr')).json();
  const run = Date.now().toString(36);
  const title = `Des studios qui tournent seuls ${run}`;
  const question = `Y a-t-il un essai gratuit ${run} ?`;

  await signInAsOperator(page);

  try {
    await page.getByRole('link', { name: 'Landing page' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Landing page' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Studios' })).toHaveAttribute('href', '/operator');
    await page.getByRole('tab', { name: 'Français' }).click();
    const form = page.getByRole('form', { name: 'Français' });
    await form.getByLabel(fieldLabel('Headline')).fill(title);
    const entries = before.content.faq.length;
    await form.getByRole('button', { name: 'Add a question' }).click();
    const added = `Question ${entries + 1}`;
    await form.getByLabel(fieldLabel(`Question (${added})`)).fill(question);
    await form.getByLabel(fieldLabel(`Answer (${added})`)).fill('Oui, **14 jours**, sans engagement.');

    const preview = page.getByRole('region', { name: 'Preview in Français' });
    await expect(preview.getByRole('heading', { level: 2, name: title })).toBeVisible();
    await expect(preview.getByText(question)).toBeVisible();

    await form.getByRole('button', { name: 'Save Français' }).click();
    await expect(form.getByText('Saved: /home shows the new Français content.')).toBeVisible();

    // A visitor who chose French, in a browser of their own.
    const visitorContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const visitor = await visitorContext.newPage();
    await visitor.addInitScript((prefix) => localStorage.setItem(`${prefix}language`, 'fr'), PREFIX);
    await visitor.goto('/home');
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const faq = visitor.getByRole('region', { name: 'Questions fréquentes' });
    await faq.getByText(question).click();
    await expect(faq.getByText('14 jours')).toBeVisible();
    await visitorContext.close();

    // HTML is refused on its field, and nothing is saved.
    const text = form.getByLabel(fieldLabel('Text (Feature 1)'));
    await text.fill('<script>alert(1)</script>');
    await form.getByRole('button', { name: 'Save Français' }).click();
    await expect(form.getByText('HTML is not allowed here: use Markdown.')).toBeVisible();
    const after = await (await page.request.get('/api/public/landing/fr')).json();
    expect(JSON.stringify(after.content)).not.toContain('<script>');
    expect(after.content.hero.title).toBe(title);

    // Put back on the built-in content: the form shows it again, and so does /home.
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Restore the built-in content' }).click();
    await expect(form.getByLabel(fieldLabel('Headline'))).toHaveValue(before.content.hero.title);
    await expect
      .poll(async () => (await (await page.request.get('/api/public/landing/fr')).json()).edited)
      .toBe(false);
  } finally {
    // Whatever happened above, French shows the built-in content for the tests after this one.
    const restored = await page.request.delete('/api/operator/landing/fr', { headers: CSRF });
    expect(restored.status(), await restored.text()).toBe(200);
  }
  expect(consoleErrors).toEqual([]);
});
