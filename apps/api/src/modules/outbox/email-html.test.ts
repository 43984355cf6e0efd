import { describe, expect, it } from 'vitest';
import { unsubscribeTokenFor } from './delivery.ts';
import { escapeHtml, html, layoutHtml, layoutTextFooter, paragraphs } from './email-html.ts';
import { sessionNoticeTexts } from './emails/sessions.ts';
import { classifySendError } from './mailer.ts';

describe('email HTML', () => {
  it('escapes every interpolated value, keeps nested markup and turns addresses into links', () => {
    const name = '<img src=x onerror=alert(1)> & "Bob"';
    expect(html`<p>${name}</p>`.value).toBe(
      '<p>&lt;img src=x onerror=alert(1)&gt; &amp; &quot;Bob&quot;</p>',
    );
    expect(html`<div>${html`<b>${'<i>'}</b>`}</div>`.value).toBe('<div><b>&lt;i&gt;</b></div>');
    expect(escapeHtml("it's")).toBe('it&#39;s');
    expect(paragraphs('Hi <you>,\n\nOpen https://app.test/a?token=x&y=1 now.\nBye').value).toBe(
      '<p>Hi &lt;you&gt;,</p>\n<p>Open <a href="https://app.test/a?token=x&amp;y=1">https://app.test/a?token=x&amp;y=1</a> now.<br>Bye</p>',
    );
  });

  it('writes Arabic right to left, with the studio name escaped, and a footer in the same language', () => {
    const document = layoutHtml({
      language: 'ar',
      subject: 'تذكير',
      studioName: 'Studio <One>',
      body: paragraphs('مرحبًا'),
      unsubscribeUrl: 'https://app.test/email/unsubscribe?token=abc',
      choicesUrl: 'https://app.test/members/settings/account',
    });
    expect(document).toContain('<html lang="ar" dir="rtl">');
    expect(document).toContain('text-align:right');
    expect(document).toContain('Studio &lt;One&gt;');
    expect(document).not.toContain('Studio <One>');
    expect(document).toContain('إيقاف هذه التذكيرات');
    const footer = layoutTextFooter({
      language: 'fr',
      studioName: 'Studio',
      choicesUrl: null,
      unsubscribeUrl: 'u',
    });
    expect(footer).toContain('Ne plus recevoir ces rappels: u');
  });

  it('writes session news in the reader’s language and the studio’s time zone', () => {
    const notice = {
      kind: 'Confirmed' as const,
      businessId: 'b',
      studioName: 'Demo',
      timeZone: 'America/Los_Angeles',
      to: 'a@b.test',
      offeringName: 'Yoga',
      startsAt: new Date('2026-12-01T17:00:00Z'),
      who: 'Erin',
    };
    expect(sessionNoticeTexts(notice)('en').subject).toBe('Confirmed: Yoga on Dec 1, 2026');
    expect(sessionNoticeTexts(notice)('fr').text).toContain(
      'Erin a confirmé votre séance Yoga du mardi 1 décembre 2026 à 09:00',
    );
    expect(sessionNoticeTexts(notice)('ar').subject).toContain('تم التأكيد: Yoga');
  });

  it('sorts send failures: 5xx and unusable addresses are permanent, the rest temporary', () => {
    expect(classifySendError({ responseCode: 550, response: '550 No such user' })).toEqual({
      permanent: true,
      reason: '550 No such user',
    });
    expect(classifySendError({ responseCode: 451, response: '451 Later' }).permanent).toBe(false);
    expect(classifySendError({ code: 'ECONNECTION', message: 'connect ECONNREFUSED' }).permanent).toBe(false);
    expect(classifySendError({ code: 'EAUTH', responseCode: 535, response: '535 Bad login' }).permanent).toBe(
      false,
    );
    expect(classifySendError({ code: 'EENVELOPE', message: 'No recipients defined' }).permanent).toBe(true);
  });

  it('derives one unsubscribe token per email and secret, URL-safe and 256 bits long', () => {
    const secret = Buffer.alloc(32, 1);
    const token = unsubscribeTokenFor(secret, 'email-1');
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(unsubscribeTokenFor(secret, 'email-1')).toBe(token);
    expect(unsubscribeTokenFor(secret, 'email-2')).not.toBe(token);
    expect(unsubscribeTokenFor(Buffer.alloc(32, 2), 'email-1')).not.toBe(token);
  });
});
