import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LANDING_DEFAULTS, type LandingContentInput, type LandingPage } from '@bmp/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf, buildStudio, type Studio } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/support/app.ts';
import { operatorCookieFor } from '../../../test/support/callers.ts';
import { testDatabaseKinds } from '../../../test/support/databases.ts';
import { auditEvents, landingContent } from '../../db/schema/index.ts';

// The platform's landing content (/home) on both databases: the defaults until the operator saves a
// language, one language's save leaving the others alone, unsafe or too-long text refused on its field
// with nothing saved, an audit event per save, studios kept out, and the prerendered /home sent only
// while English is the default it was rendered with (docs/decisions/0032-prerendered-public-pages.md).

function frenchContent(title: string): LandingContentInput {
  return {
    ...LANDING_DEFAULTS.fr,
    hero: { title, tagline: 'Réservez, payez, entraînez-vous.' },
    faq: [...LANDING_DEFAULTS.fr.faq, { question: 'Y a-t-il un essai ?', answer: 'Oui, **14 jours**.' }],
  };
}

describe.each(testDatabaseKinds())('landing content on %s', (kind) => {
  let t: TestApp;
  let studio: Studio;
  let operator: string;
  const api = apiOf(() => t.app);

  beforeAll(async () => {
    t = await buildTestApp(kind);
    studio = await buildStudio(t.database.db, { experts: 0, customers: 0 });
    operator = await operatorCookieFor(t.database.db);
  });
  afterAll(() => t.close());

  const publicPage = async (locale: string) => {
    const response = await api.get('', `/api/public/landing/${locale}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<LandingPage>();
  };
  const storedLocales = async () =>
    (await t.database.db.select({ locale: landingContent.locale }).from(landingContent)).map(
      (row) => row.locale,
    );

  it('serves the built-in content of a language the operator has not edited', async () => {
    for (const locale of ['en', 'fr', 'ar'] as const) {
      expect(await publicPage(locale)).toEqual({
        locale,
        content: LANDING_DEFAULTS[locale],
        edited: false,
        updatedAt: null,
      });
    }
  });

  it('refuses an unknown language with a clear message', async () => {
    const response = await api.get('', '/api/public/landing/de');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ locale: ['Unknown language: use en, fr or ar.'] });
  });

  it('saves the operator’s French content, which the public reads, leaving English alone, with an audit event', async () => {
    const saved = await api.put(
      operator,
      '/api/operator/landing/fr',
      frenchContent('  Studios sans souci  '),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const page = saved.json<LandingPage>();
    expect(page).toMatchObject({
      locale: 'fr',
      edited: true,
      content: { hero: { title: 'Studios sans souci' } },
    });
    expect(page.updatedAt).not.toBeNull();
    expect(page.content.faq.at(-1)).toEqual({
      question: 'Y a-t-il un essai ?',
      answer: 'Oui, **14 jours**.',
    });

    expect(await publicPage('fr')).toEqual(page);
    expect((await publicPage('en')).edited).toBe(false);
    const operatorView = await api.get(operator, '/api/operator/landing/fr');
    expect(operatorView.json()).toEqual(page);

    const audits = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'operator.landing.update')));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ outcome: 'success', businessId: null, details: { locale: 'fr' } });
    expect(audits[0]?.actorUserId).toEqual(expect.any(String));

    // A second save replaces the first.
    const again = await api.put(operator, '/api/operator/landing/fr', frenchContent('Deuxième titre'));
    expect(again.json<LandingPage>().content.hero.title).toBe('Deuxième titre');
    expect(await storedLocales()).toEqual(['fr']);
  });

  it.each([
    [
      'a too-long headline',
      { hero: { title: 'T'.repeat(121), tagline: 'ok' } },
      'hero.title',
      'Use at most 120 characters.',
    ],
    [
      'HTML in an answer',
      { faq: [{ question: 'Q', answer: 'Hi <script>alert(1)</script>' }] },
      'faq.0.answer',
      'HTML is not allowed here: use Markdown.',
    ],
    [
      'a javascript: link in a feature',
      { features: [{ title: 'F', text: '[click](JavaScript:alert(1))' }] },
      'features.0.text',
      'Only http, https and mailto links are allowed.',
    ],
  ] as const)('refuses %s on its field and changes nothing', async (_name, change, field, message) => {
    const before = await publicPage('ar');
    const response = await api.put(operator, '/api/operator/landing/ar', {
      ...LANDING_DEFAULTS.ar,
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ [field]: [message] });
    expect(await publicPage('ar')).toEqual(before);
    expect(await storedLocales()).not.toContain('ar');
  });

  it('refuses a studio’s owner, and anyone signed out', async () => {
    const asOwner = await api.put(studio.principal.cookie, '/api/operator/landing/en', LANDING_DEFAULTS.en);
    expect(asOwner.statusCode).toBe(403);
    expect((await api.get(studio.principal.cookie, '/api/operator/landing/en')).statusCode).toBe(403);
    expect((await api.put('', '/api/operator/landing/en', LANDING_DEFAULTS.en)).statusCode).toBe(401);
    expect(await storedLocales()).not.toContain('en');
  });
});

describe('the prerendered /home', () => {
  const webDist = mkdtempSync(join(tmpdir(), 'bmp-web-landing-'));
  const shell = '<!doctype html><title>app shell</title><div id="root"></div>';
  const home = '<!doctype html><title>Home</title><div id="root" data-prerendered="/home">home</div>';
  let t: TestApp;

  beforeAll(async () => {
    mkdirSync(join(webDist, 'prerendered'));
    writeFileSync(join(webDist, 'index.html'), shell);
    writeFileSync(join(webDist, 'prerendered', 'home.html'), home);
    writeFileSync(
      join(webDist, 'prerendered', 'pages.json'),
      JSON.stringify([{ path: '/home', file: 'prerendered/home.html' }]),
    );
    t = await buildTestApp('pglite', { webDistDir: webDist });
  });
  afterAll(() => t.close());

  const homeHtml = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/home' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    return response.body;
  };

  it('is sent until the operator edits the English content, then the app shell renders theirs', async () => {
    const operator = await operatorCookieFor(t.database.db);
    const api = apiOf(() => t.app);
    expect(await homeHtml()).toBe(home);
    // Another language's content is not in the prerendered page.
    expect((await api.put(operator, '/api/operator/landing/fr', LANDING_DEFAULTS.fr)).statusCode).toBe(200);
    expect(await homeHtml()).toBe(home);
    expect((await api.put(operator, '/api/operator/landing/en', LANDING_DEFAULTS.en)).statusCode).toBe(200);
    expect(await homeHtml()).toBe(shell);
    // Put back on the built-in content, English is the prerendered page's again.
    const restored = await api.del(operator, '/api/operator/landing/en');
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({ locale: 'en', edited: false, updatedAt: null });
    expect(await homeHtml()).toBe(home);
    const audit = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'operator.landing.restore'));
    expect(audit.map((event) => event.details)).toEqual([{ locale: 'en', dropped: true }]);
    // Restoring a language that shows the built-in content already changes nothing, and says so.
    expect((await api.del(operator, '/api/operator/landing/ar')).json()).toMatchObject({ edited: false });
    // Only the language asked for: French keeps its edits.
    expect((await api.get(operator, '/api/public/landing/fr')).json().edited).toBe(true);
  });
});
