import { randomBytes } from 'node:crypto';
import { APP_TITLE } from '@bmp/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf, buildStudio, type Person, type Studio } from '../../../test/factories.ts';
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '../../../test/support/app.ts';
import { testDatabaseKinds } from '../../../test/support/databases.ts';
import { deliverDueEmails } from '../outbox/index.ts';
import type { MailMessage } from '../outbox/mailer.ts';

// The studio's own brand (docs/decisions/0047-studio-brand.md): its owner chooses its primary
// colour, checked for WCAG AA; its people's shell reads it; its emails carry its name and logo.

const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.from('brand')]);

describe.each(testDatabaseKinds())('the studio brand on %s', (kind) => {
  let t: TestApp;
  let studio: Studio;
  let other: Studio;
  const api = apiOf(() => t.app);
  const setColor = (person: Person, brandColor: unknown) =>
    api.put(person.cookie, '/api/business/brand-color', { brandColor });
  const profileOf = async (person: Person) => (await api.get(person.cookie, '/api/business/profile')).json();

  beforeAll(async () => {
    t = await buildTestApp(kind);
    studio = await buildStudio(t.database.db, { customers: 2 });
    other = await buildStudio(t.database.db, { customers: 1 });
  });
  afterAll(() => t.close());

  it('lets the owner set the colour (stored lower-case) and clear it, and gives it to the shell of its people', async () => {
    const member = studio.customers[0] as Person;
    expect((await api.get(member.cookie, '/api/me/shell-pictures')).json().brandColor).toBeNull();
    const set = await setColor(studio.principal, '#0B5A3E');
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().brandColor).toBe('#0b5a3e');
    expect((await profileOf(studio.admin)).brandColor).toBe('#0b5a3e');
    expect((await api.get(member.cookie, '/api/me/shell-pictures')).json().brandColor).toBe('#0b5a3e');
    const cleared = await setColor(studio.principal, null);
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().brandColor).toBeNull();
    expect((await api.get(member.cookie, '/api/me/shell-pictures')).json().brandColor).toBeNull();
  });

  it('refuses a malformed colour and one without AA contrast on the field, and changes nothing', async () => {
    expect((await setColor(studio.principal, '#1f4e8c')).statusCode).toBe(200);
    for (const bad of ['blue', '#12345', '#12345g', '1f4e8c', 42]) {
      const refused = await setColor(studio.principal, bad);
      expect(refused.statusCode, String(bad)).toBe(400);
      expect(refused.json().errors.brandColor).toEqual([
        'Enter a colour as # and six hexadecimal digits, for example #1f5fa8.',
      ]);
    }
    // Yellow under white text: about 1.4:1. SPEC.md's own blue (#4472c4) reaches 4.5:1 on the page background; #6a8fd0 only 3.1:1.
    for (const pale of ['#ffd400', '#6a8fd0']) {
      const refused = await setColor(studio.principal, pale);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors.brandColor).toEqual([
        'Choose a darker colour: white text on it and it on white need a contrast of at least 4.5:1.',
      ]);
    }
    expect((await profileOf(studio.principal)).brandColor).toBe('#1f4e8c');
  });

  it('is the owner’s alone: an admin, a member and another studio’s owner cannot change it', async () => {
    expect((await setColor(studio.principal, '#5b2a86')).statusCode).toBe(200);
    expect((await setColor(studio.admin, '#0b5a3e')).statusCode).toBe(403);
    expect((await setColor(studio.customers[0] as Person, '#0b5a3e')).statusCode).toBe(403);
    // Another studio's owner sets their own studio's colour, never this one's.
    expect((await setColor(other.principal, '#0b5a3e')).statusCode).toBe(200);
    expect((await profileOf(studio.principal)).brandColor).toBe('#5b2a86');
    expect((await profileOf(other.principal)).brandColor).toBe('#0b5a3e');
    const signedOut = await t.app.inject({
      method: 'PUT',
      url: '/api/business/brand-color',
      headers: { 'x-requested-with': 'test' },
      payload: { brandColor: '#0b5a3e' },
    });
    expect(signedOut.statusCode).toBe(401);
  });

  it('sends emails under the studio’s name and logo, never the product’s name', async () => {
    const sent: MailMessage[] = [];
    const deliver = () =>
      deliverDueEmails(t.database.db, {
        mailer: { send: async (message) => void sent.push(message), close: () => undefined },
        fromAddress: 'studio@mail.test',
        publicOrigin: TEST_PUBLIC_URL,
        linkSecret: randomBytes(32),
      });
    await deliver();
    sent.length = 0;
    const logo = await api.put(studio.principal.cookie, '/api/business/logo', {
      contentType: 'image/png',
      data: PNG.toString('base64'),
    });
    expect(logo.statusCode).toBe(204);
    const { logoVersion } = await profileOf(studio.principal);
    const reader = studio.customers[1] as Person;
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: reader.email },
    });
    expect(asked.statusCode).toBe(202);
    await deliver();
    const message = sent.find((mail) => mail.to === reader.email);
    expect(message).toBeDefined();
    const logoUrl = `${TEST_PUBLIC_URL}/api/public/studios/${studio.slug}/logo?v=${logoVersion}`;
    expect(message?.from.name).toBe(studio.name);
    expect(message?.html).toContain(`<img src="${logoUrl}"`);
    expect(message?.html).toContain(`<strong style="font-size:18px;">${studio.name}</strong>`);
    expect(message?.text).toContain(studio.name);
    for (const part of [message?.subject, message?.text, message?.html])
      expect(part).not.toContain(APP_TITLE);
    // The logo address works without signing in, as a mail app fetches it.
    const fetched = await t.app.inject({ method: 'GET', url: logoUrl.slice(TEST_PUBLIC_URL.length) });
    expect(fetched.statusCode).toBe(200);
  });
});
