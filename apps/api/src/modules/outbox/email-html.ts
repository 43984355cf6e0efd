// The HTML side of every email: escaping, a tagged template that escapes what it interpolates, and
// the layout each message is wrapped in when it is sent (studio name, language, direction, footer).
// Every interpolated value is escaped: names, offering names and notes are typed by people, and an
// email client renders what it gets.

import { EMAIL_LANGUAGES } from '@bmp/shared';

export { EMAIL_LANGUAGES };
export type EmailLanguage = (typeof EMAIL_LANGUAGES)[number];

export function isEmailLanguage(value: unknown): value is EmailLanguage {
  return typeof value === 'string' && (EMAIL_LANGUAGES as readonly string[]).includes(value);
}

/** Markup already escaped (the output of `html` or `linkify`): interpolated as is. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

type HtmlValue = string | number | SafeHtml | null | undefined | readonly HtmlValue[];

function render(value: HtmlValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeHtml(String(value));
}

/** html`<p>${name}</p>`: every value escaped, nested html`` kept. */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, index) => {
    out += render(value) + (strings[index + 1] ?? '');
  });
  return new SafeHtml(out);
}

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;

/** Text with its web addresses as links, everything escaped. */
export function linkify(text: string): SafeHtml {
  let out = '';
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = match[0];
    out += escapeHtml(text.slice(last, match.index));
    out += `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
    last = (match.index ?? 0) + url.length;
  }
  return new SafeHtml(out + escapeHtml(text.slice(last)));
}

/** Plain text as HTML paragraphs (blank lines between them, line breaks kept, links clickable). */
export function paragraphs(text: string): SafeHtml {
  const blocks = text.split(/\n{2,}/).filter((block) => block.trim() !== '');
  return new SafeHtml(
    blocks
      .map(
        (block) =>
          `<p>${block
            .split('\n')
            .map((line) => linkify(line).value)
            .join('<br>')}</p>`,
      )
      .join('\n'),
  );
}

/** The sentences of the footer, per language. */
const FOOTER: Record<
  EmailLanguage,
  { sentBy: (studio: string) => string; unsubscribe: string; choices: string; automatic: string }
> = {
  en: {
    sentBy: (studio) => `Sent by ${studio}.`,
    unsubscribe: 'Stop these reminders',
    choices: 'Choose which emails you get',
    automatic: 'This email was sent automatically; replies are not read.',
  },
  fr: {
    sentBy: (studio) => `Envoyé par ${studio}.`,
    unsubscribe: 'Ne plus recevoir ces rappels',
    choices: 'Choisir les e-mails que vous recevez',
    automatic: 'Cet e-mail a été envoyé automatiquement ; les réponses ne sont pas lues.',
  },
  ar: {
    sentBy: (studio) => `أُرسلت من ${studio}.`,
    unsubscribe: 'إيقاف هذه التذكيرات',
    choices: 'اختر الرسائل التي تصلك',
    automatic: 'أُرسلت هذه الرسالة تلقائيًا؛ لا تُقرأ الردود عليها.',
  },
};

export type Layout = {
  language: EmailLanguage;
  subject: string;
  /** The studio the email is about; the product's name for account emails without one. */
  studioName: string;
  /** Absolute address of the studio's logo, when it has one. */
  logoUrl?: string | null;
  body: SafeHtml;
  /** One-click unsubscribe page (reminders). */
  unsubscribeUrl?: string | null;
  /** The member's email choices page (session and reminder emails). */
  choicesUrl?: string | null;
};

/** The whole HTML document of an email. Arabic is right-to-left (dir="rtl" lang="ar"). */
export function layoutHtml(layout: Layout): string {
  const footer = FOOTER[layout.language];
  const dir = layout.language === 'ar' ? 'rtl' : 'ltr';
  const align = dir === 'rtl' ? 'right' : 'left';
  const links = [
    layout.choicesUrl ? html`<a href="${layout.choicesUrl}">${footer.choices}</a>` : null,
    layout.unsubscribeUrl ? html`<a href="${layout.unsubscribeUrl}">${footer.unsubscribe}</a>` : null,
  ].filter((link): link is SafeHtml => link !== null);
  return html`<!doctype html>
<html lang="${layout.language}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${layout.subject}</title>
</head>
<body style="margin:0;padding:0;background:#f4f5f7;">
<div dir="${dir}" style="max-width:560px;margin:0 auto;padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2933;text-align:${align};">
<div style="padding-bottom:16px;border-bottom:1px solid #d9dde3;">
${layout.logoUrl ? html`<img src="${layout.logoUrl}" alt="" height="40" style="height:40px;vertical-align:middle;"> ` : ''}<strong style="font-size:18px;">${layout.studioName}</strong>
</div>
<div style="padding:16px 0;">
${layout.body}
</div>
<div style="padding-top:16px;border-top:1px solid #d9dde3;font-size:12px;color:#52606d;">
<p>${footer.sentBy(layout.studioName)} ${footer.automatic}</p>
${links.length > 0 ? html`<p>${links.map((link, i) => (i === 0 ? link : html` · ${link}`))}</p>` : ''}
</div>
</div>
</body>
</html>
`.value;
}

/** The plain-text footer, matching the HTML one. */
export function layoutTextFooter(
  layout: Pick<Layout, 'language' | 'studioName' | 'unsubscribeUrl' | 'choicesUrl'>,
): string {
  const footer = FOOTER[layout.language];
  const lines = ['', '--', `${footer.sentBy(layout.studioName)} ${footer.automatic}`];
  if (layout.choicesUrl) lines.push(`${footer.choices}: ${layout.choicesUrl}`);
  if (layout.unsubscribeUrl) lines.push(`${footer.unsubscribe}: ${layout.unsubscribeUrl}`);
  return lines.join('\n');
}
