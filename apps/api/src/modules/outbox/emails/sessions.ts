import { writeCalendar } from '../../../lib/ical.ts';
import type { EmailLanguage } from '../email-html.ts';
import type { EmailContent, OutgoingEmail } from '../outbox.ts';
import { formatDay, formatWhen } from './format.ts';

// Emails about a step of a session (decision 0013: who hears of what). The customer's emails about a
// confirmed, moved or canceled session carry the session as an invitation (.ics, the same UID as the
// calendar feed's, decision 0017): METHOD:REQUEST adds or updates it, METHOD:CANCEL removes it.

export type SessionNoticeKind = 'requested' | 'Confirmed' | 'Rescheduled' | 'Canceled' | 'Completed';

export type SessionNotice = {
  kind: SessionNoticeKind;
  businessId: string;
  studioName: string;
  timeZone: string;
  to: string;
  /** The recipient's membership (their email choices); null when unknown. */
  membershipId?: string | null;
  language?: EmailLanguage | null;
  offeringName: string;
  startsAt: Date;
  /** Who acted (or, for a request, the customer who asked). */
  who: string;
  /** With these, the customer's email carries the invitation. */
  calendar?: {
    serviceId: string;
    endsAt: Date;
    location: string | null;
    /** When the session changed: the invitation's revision grows with it. */
    changedAt: Date;
    expert: { name: string; email: string };
    customer: { name: string; email: string };
  };
};

type Texts = { subject: string; line: string };

function texts(language: EmailLanguage, notice: SessionNotice): Texts {
  const offering = notice.offeringName;
  const when = `${formatWhen(language, notice.startsAt, notice.timeZone)} (${notice.timeZone})`;
  const day = formatDay(language, notice.startsAt, notice.timeZone);
  const { who, studioName } = notice;
  const all: Record<EmailLanguage, Record<SessionNoticeKind, Texts>> = {
    en: {
      requested: {
        subject: `New session request: ${offering} on ${day}`,
        line: `${who} requested ${offering} on ${when}. Confirm it in ${studioName}'s admin area.`,
      },
      Confirmed: {
        subject: `Confirmed: ${offering} on ${day}`,
        line: `${who} confirmed your ${offering} on ${when}.`,
      },
      Rescheduled: {
        subject: `Rescheduled: ${offering} now on ${day}`,
        line: `Your ${offering} is now on ${when} (moved by ${who}).`,
      },
      Canceled: {
        subject: `Canceled: ${offering} on ${day}`,
        line: `Your ${offering} on ${when} was canceled by ${who}.`,
      },
      Completed: {
        subject: `Completed: ${offering}`,
        line: `Your ${offering} on ${when} is complete. You can review it on your sessions page.`,
      },
    },
    fr: {
      requested: {
        subject: `Nouvelle demande de séance : ${offering} le ${day}`,
        line: `${who} a demandé la séance ${offering} le ${when}. Confirmez-la dans l’espace d’administration de ${studioName}.`,
      },
      Confirmed: {
        subject: `Confirmée : ${offering} le ${day}`,
        line: `${who} a confirmé votre séance ${offering} du ${when}.`,
      },
      Rescheduled: {
        subject: `Déplacée : ${offering}, désormais le ${day}`,
        line: `Votre séance ${offering} a désormais lieu le ${when} (déplacée par ${who}).`,
      },
      Canceled: {
        subject: `Annulée : ${offering} le ${day}`,
        line: `Votre séance ${offering} du ${when} a été annulée par ${who}.`,
      },
      Completed: {
        subject: `Terminée : ${offering}`,
        line: `Votre séance ${offering} du ${when} est terminée. Vous pouvez la noter sur la page de vos séances.`,
      },
    },
    ar: {
      requested: {
        subject: `طلب جلسة جديد: ${offering} في ${day}`,
        line: `طلب ${who} جلسة ${offering} في ${when}. أكّدها في منطقة الإدارة في ${studioName}.`,
      },
      Confirmed: {
        subject: `تم التأكيد: ${offering} في ${day}`,
        line: `أكّد ${who} جلستك ${offering} في ${when}.`,
      },
      Rescheduled: {
        subject: `تغيّر الموعد: ${offering} أصبحت في ${day}`,
        line: `أصبحت جلستك ${offering} في ${when} (نقلها ${who}).`,
      },
      Canceled: {
        subject: `أُلغيت: ${offering} في ${day}`,
        line: `ألغى ${who} جلستك ${offering} في ${when}.`,
      },
      Completed: {
        subject: `اكتملت: ${offering}`,
        line: `اكتملت جلستك ${offering} في ${when}. يمكنك تقييمها في صفحة جلساتك.`,
      },
    },
  };
  return all[language][notice.kind];
}

/** The texts of a session step in one language (the booking's hot path renders the request with it). */
export function sessionNoticeTexts(notice: SessionNotice): (language: EmailLanguage) => EmailContent {
  return (language) => {
    const { subject, line } = texts(language, notice);
    return { subject, text: `${line}\n\n${notice.studioName}` };
  };
}

// iCalendar's SEQUENCE is a 32-bit integer: seconds since 2026 fit for decades and always grow.
const SEQUENCE_EPOCH = Date.UTC(2026, 0, 1);

/** The session as an emailed invitation: REQUEST (add or update) or CANCEL (remove), same UID as the feed. */
export function sessionInvitation(notice: SessionNotice): string | null {
  const calendar = notice.calendar;
  if (!calendar) return null;
  if (notice.kind !== 'Confirmed' && notice.kind !== 'Rescheduled' && notice.kind !== 'Canceled') return null;
  const canceled = notice.kind === 'Canceled';
  return writeCalendar({
    name: notice.studioName,
    method: canceled ? 'CANCEL' : 'REQUEST',
    events: [
      {
        uid: `${calendar.serviceId}@bmp`,
        start: notice.startsAt,
        end: calendar.endsAt,
        stamp: calendar.changedAt,
        summary: `${notice.offeringName} (${notice.studioName})`,
        location: calendar.location,
        status: canceled ? 'CANCELLED' : 'CONFIRMED',
        sequence: Math.max(0, Math.floor((calendar.changedAt.getTime() - SEQUENCE_EPOCH) / 1000)),
        organizer: calendar.expert,
        attendee: calendar.customer,
      },
    ],
  });
}

/** The outbox email of one session step. */
export function sessionNoticeEmail(notice: SessionNotice): OutgoingEmail {
  return {
    to: notice.to,
    kind: `service.${notice.kind.toLowerCase()}`,
    category: 'session',
    businessId: notice.businessId,
    membershipId: notice.membershipId ?? null,
    language: notice.language ?? null,
    ics: sessionInvitation(notice),
    render: sessionNoticeTexts(notice),
  };
}
