import type { EmailLanguage } from '../email-html.ts';
import type { EmailContent } from '../outbox.ts';
import { formatMoney, formatWhen } from './format.ts';

// The email of a staff alert (decision 0052), for the staff who turned alert emails on: in the
// recipient's language, times in the studio's zone. The same values fill the bell's notification.

/** What needs staff, and the values each kind carries (stored as the notification's data). */
export type StaffAlertData = {
  /** A member asked for a session: staff (or its expert) confirm it. */
  'staff.bookingRequest': {
    serviceId: string;
    actorName: string;
    offeringName: string;
    /** ISO instant. */
    startsAt: string;
    expertName: string;
  };
  /** A member got a seat in a class from its waitlist (promoted, or claimed inside the cutoff). */
  'staff.waitlistJoin': { seatId: string; actorName: string; groupName: string; startsAt: string };
  /** Someone wrote through the support page. */
  'staff.supportMessage': { actorName: string; fromEmail: string; subject: string; message: string };
  /** A member bought a pack to pay at the studio: money to collect at the desk. */
  'staff.payAtStudioPurchase': {
    purchaseId: string;
    actorName: string;
    packName: string;
    amountCents: number;
  };
  /** A membership's payment failed for good (decisions/0055-memberships.md): take it, or waive it. */
  'staff.membershipPastDue': {
    subscriptionId: string;
    actorName: string;
    packName: string;
    amountCents: number;
  };
};

export type StaffAlertKind = keyof StaffAlertData;

export const STAFF_ALERT_KINDS = [
  'staff.bookingRequest',
  'staff.waitlistJoin',
  'staff.supportMessage',
  'staff.payAtStudioPurchase',
  'staff.membershipPastDue',
] as const satisfies readonly StaffAlertKind[];

export type StaffAlertContent = {
  [K in StaffAlertKind]: { kind: K; data: StaffAlertData[K] };
}[StaffAlertKind];

type Lines = { subject: string; body: string };

function lines(language: EmailLanguage, alert: StaffAlertContent, timeZone: string): Lines {
  const when = (iso: string) => `${formatWhen(language, new Date(iso), timeZone)} (${timeZone})`;
  switch (alert.kind) {
    case 'staff.bookingRequest': {
      const { actorName: who, offeringName: what, expertName: expert } = alert.data;
      const at = when(alert.data.startsAt);
      return {
        en: {
          subject: `Booking request: ${who}, ${what}`,
          body: `${who} asked for ${what} with ${expert} on ${at}. It waits for a confirmation.`,
        },
        fr: {
          subject: `Demande de réservation : ${who}, ${what}`,
          body: `${who} a demandé ${what} avec ${expert} le ${at}. La séance attend une confirmation.`,
        },
        ar: {
          subject: `طلب حجز: ${who}، ${what}`,
          body: `طلب ${who} ${what} مع ${expert} في ${at}. الطلب بانتظار التأكيد.`,
        },
      }[language];
    }
    case 'staff.waitlistJoin': {
      const { actorName: who, groupName: what } = alert.data;
      const at = when(alert.data.startsAt);
      return {
        en: {
          subject: `From the waitlist: ${who} joined ${what}`,
          body: `${who} got a seat in ${what} on ${at} from the waitlist.`,
        },
        fr: {
          subject: `Depuis la liste d’attente : ${who} a rejoint ${what}`,
          body: `${who} a obtenu une place dans ${what} le ${at} depuis la liste d’attente.`,
        },
        ar: {
          subject: `من قائمة الانتظار: انضم ${who} إلى ${what}`,
          body: `حصل ${who} على مقعد في ${what} في ${at} من قائمة الانتظار.`,
        },
      }[language];
    }
    case 'staff.supportMessage': {
      const { actorName: who, fromEmail: from, subject, message } = alert.data;
      return {
        en: {
          subject: `Support request: ${subject}`,
          body: `${who} <${from}> wrote through the support page:\n\n${message}\n\nReply to ${from}.`,
        },
        fr: {
          subject: `Demande d’aide : ${subject}`,
          body: `${who} <${from}> a écrit depuis la page d’aide :\n\n${message}\n\nRépondez à ${from}.`,
        },
        ar: {
          subject: `طلب دعم: ${subject}`,
          body: `كتب ${who} <${from}> عبر صفحة الدعم:\n\n${message}\n\nالرد إلى ${from}.`,
        },
      }[language];
    }
    case 'staff.payAtStudioPurchase': {
      const { actorName: who, packName: what } = alert.data;
      const amount = formatMoney(language, alert.data.amountCents);
      return {
        en: {
          subject: `To collect at the studio: ${who}, ${amount}`,
          body: `${who} bought ${what} and will pay ${amount} at the studio.`,
        },
        fr: {
          subject: `À encaisser au studio : ${who}, ${amount}`,
          body: `${who} a acheté ${what} et paiera ${amount} au studio.`,
        },
        ar: {
          subject: `للتحصيل في الاستوديو: ${who}، ${amount}`,
          body: `اشترى ${who} ${what} وسيدفع ${amount} في الاستوديو.`,
        },
      }[language];
    }
    case 'staff.membershipPastDue': {
      const { actorName: who, packName: plan } = alert.data;
      const amount = formatMoney(language, alert.data.amountCents);
      return {
        en: {
          subject: `Past due: ${who}, ${plan}`,
          body: `${who}'s ${plan} membership is past due: ${amount} could not be collected. Take the payment, charge the card again, or waive it on the membership's page.`,
        },
        fr: {
          subject: `En retard de paiement : ${who}, ${plan}`,
          body: `L’abonnement ${plan} de ${who} est en retard de paiement : ${amount} n’a pas pu être encaissé. Encaissez-le, relancez la carte ou annulez la dette sur la page de l’abonnement.`,
        },
        ar: {
          subject: `متأخر الدفع: ${who}، ${plan}`,
          body: `اشتراك ${who} في ${plan} متأخر الدفع: تعذّر تحصيل ${amount}. حصّل المبلغ أو أعد محاولة البطاقة أو أعفِ منه في صفحة الاشتراك.`,
        },
      }[language];
    }
  }
}

const WHY: Record<EmailLanguage, string> = {
  en: 'You get these emails because you turned on alert emails in your account settings.',
  fr: 'Vous recevez ces emails car vous avez activé les alertes par email dans les réglages de votre compte.',
  ar: 'تصلك هذه الرسائل لأنك فعّلت التنبيهات بالبريد الإلكتروني في إعدادات حسابك.',
};

/** The alert's email in one language; the studio's name closes it, as in the other emails. */
export function staffAlertEmailTexts(
  alert: StaffAlertContent,
  studio: { name: string; timeZone: string },
): (language: EmailLanguage) => EmailContent {
  return (language) => {
    const { subject, body } = lines(language, alert, studio.timeZone);
    return { subject, text: `${body}\n\n${WHY[language]}\n\n${studio.name}` };
  };
}
