import type { EmailLanguage } from '../email-html.ts';
import type { OutgoingEmail } from '../outbox.ts';
import { formatWhen } from './format.ts';

// Emails about a member's place in a group class (decision 0031), in the recipient's language and the
// studio's time zone. The delivery wraps Arabic right-to-left (email-html.ts).

export type GroupNoticeKind = 'group.promoted' | 'group.skipped' | 'group.seat_open' | 'group.canceled';

export type GroupNotice = {
  kind: GroupNoticeKind;
  businessId: string;
  studioName: string;
  timeZone: string;
  to: string;
  membershipId: string;
  groupName: string;
  startsAt: Date;
};

type Texts = { subject: string; line: string };

function texts(language: EmailLanguage, notice: GroupNotice): Texts {
  const name = notice.groupName;
  const when = `${formatWhen(language, notice.startsAt, notice.timeZone)} (${notice.timeZone})`;
  const all: Record<EmailLanguage, Record<GroupNoticeKind, Texts>> = {
    en: {
      'group.promoted': {
        subject: `You have a seat in ${name}`,
        line: `A seat freed up and it is yours: ${name} on ${when}. Your credits are held for it.`,
      },
      'group.skipped': {
        subject: `We could not give you a seat in ${name}`,
        line: `A seat freed up in ${name} on ${when}, but you did not have enough credits, so it went to the next person. Buy credits to stay in line.`,
      },
      'group.seat_open': {
        subject: `A seat is open in ${name}`,
        line: `A seat is open in ${name} on ${when}. The first person on the waitlist to claim it gets it.`,
      },
      'group.canceled': {
        subject: `${name} is cancelled`,
        line: `${name} on ${when} is cancelled. Any credits held for it are back in your balance.`,
      },
    },
    fr: {
      'group.promoted': {
        subject: `Vous avez une place dans ${name}`,
        line: `Une place s’est libérée et elle est à vous : ${name} le ${when}. Vos crédits sont réservés pour ce cours.`,
      },
      'group.skipped': {
        subject: `Nous n’avons pas pu vous donner une place dans ${name}`,
        line: `Une place s’est libérée dans ${name} le ${when}, mais vous n’aviez pas assez de crédits : elle est allée à la personne suivante. Achetez des crédits pour garder votre rang.`,
      },
      'group.seat_open': {
        subject: `Une place est libre dans ${name}`,
        line: `Une place est libre dans ${name} le ${when}. La première personne de la liste d’attente qui la prend l’obtient.`,
      },
      'group.canceled': {
        subject: `${name} est annulé`,
        line: `${name} du ${when} est annulé. Les crédits réservés pour ce cours sont de retour sur votre solde.`,
      },
    },
    ar: {
      'group.promoted': {
        subject: `لديك مقعد في ${name}`,
        line: `تحرّر مقعد وأصبح لك: ${name} في ${when}. رصيدك محجوز لهذا الصف.`,
      },
      'group.skipped': {
        subject: `لم نتمكن من منحك مقعدًا في ${name}`,
        line: `تحرّر مقعد في ${name} في ${when}، لكن رصيدك لم يكن كافيًا، فذهب المقعد إلى الشخص التالي. اشترِ رصيدًا لتبقى في قائمة الانتظار.`,
      },
      'group.seat_open': {
        subject: `مقعد متاح في ${name}`,
        line: `يوجد مقعد متاح في ${name} في ${when}. أول من يطلبه من قائمة الانتظار يحصل عليه.`,
      },
      'group.canceled': {
        subject: `أُلغي ${name}`,
        line: `أُلغي ${name} في ${when}. أُعيد إلى رصيدك كل رصيد كان محجوزًا له.`,
      },
    },
  };
  return all[language][notice.kind];
}

/** The outbox email of a change to a member's place in a class; the recipient's language picks the text. */
export function groupNoticeEmail(notice: GroupNotice): OutgoingEmail {
  return {
    to: notice.to,
    kind: notice.kind,
    category: 'session',
    businessId: notice.businessId,
    membershipId: notice.membershipId,
    render: (language) => {
      const { subject, line } = texts(language, notice);
      return { subject, text: `${line}\n\n${notice.studioName}` };
    },
  };
}
