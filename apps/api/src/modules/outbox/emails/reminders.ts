import type { EmailLanguage } from '../email-html.ts';
import type { OutgoingEmail } from '../outbox.ts';
import { formatDay, formatTime } from './format.ts';

// The reminder before a session (modules/booking/reminders.ts queues it). Reminders can be turned off
// (memberships.email_reminders); each one carries a one-click List-Unsubscribe link (delivery.ts).

export type ReminderInput = {
  businessId: string;
  studioName: string;
  timeZone: string;
  to: string;
  membershipId: string;
  language?: EmailLanguage | null;
  name: string;
  otherName: string;
  offeringName: string;
  startsAt: Date;
  minutes: number;
  /** Where: at an address (home), by video, or at a location (studio). */
  place: 'home' | 'virtual' | 'studio';
  address: string | null;
  location: string | null;
  /** Whether the reader is the customer (their address) or the expert (the customer's). */
  reader: 'customer' | 'expert';
};

function where(language: EmailLanguage, input: ReminderInput): string {
  const own = input.reader === 'customer';
  const words = {
    en: { at: 'at', video: 'by video', yours: 'your address', theirs: "the customer's address" },
    fr: { at: 'à', video: 'en visio', yours: 'votre adresse', theirs: 'l’adresse du client' },
    ar: { at: 'في', video: 'عبر الفيديو', yours: 'عنوانك', theirs: 'عنوان العميل' },
  }[language];
  if (input.place === 'home') return `${words.at} ${input.address ?? (own ? words.yours : words.theirs)}`;
  if (input.place === 'virtual') return words.video;
  return `${words.at} ${input.location ?? input.studioName}`;
}

export function reminderEmail(input: ReminderInput): OutgoingEmail {
  return {
    to: input.to,
    kind: 'service.reminder',
    category: 'reminder',
    businessId: input.businessId,
    membershipId: input.membershipId,
    language: input.language ?? null,
    render: (language) => {
      const date = formatDay(language, input.startsAt, input.timeZone);
      const time = formatTime(language, input.startsAt, input.timeZone);
      const place = where(language, input);
      const { offeringName: offering, otherName: other, minutes, name, studioName } = input;
      const texts = {
        en: {
          subject: `Reminder: ${offering} at ${time}`,
          body: `Hi ${name},\n\nYour ${offering} with ${other} starts in ${minutes} minutes, on ${date} at ${time} ${place}.`,
        },
        fr: {
          subject: `Rappel : ${offering} à ${time}`,
          body: `Bonjour ${name},\n\nVotre séance ${offering} avec ${other} commence dans ${minutes} minutes, le ${date} à ${time}, ${place}.`,
        },
        ar: {
          subject: `تذكير: ${offering} الساعة ${time}`,
          body: `مرحبًا ${name}،\n\nتبدأ جلستك ${offering} مع ${other} بعد ${minutes} دقيقة، في ${date} الساعة ${time}، ${place}.`,
        },
      }[language];
      return { subject: texts.subject, text: `${texts.body}\n\n${studioName}` };
    },
  };
}
