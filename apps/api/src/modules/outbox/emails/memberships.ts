import type { EmailLanguage } from '../email-html.ts';
import type { OutgoingEmail } from '../outbox.ts';
import { formatMoney, LOCALES } from './format.ts';

// Emails about a member's membership (decisions/0055-memberships.md), in the member's language: a
// renewal's card was declined (and when it is tried again), the membership went past due, a freeze and a
// cancellation confirmed with their dates and amounts. Each links to the membership's page.

export type MembershipEmailKind =
  | 'membership.paymentFailed'
  | 'membership.pastDue'
  | 'membership.frozen'
  | 'membership.canceled';

export type MembershipEmail = {
  kind: MembershipEmailKind;
  businessId: string;
  membershipId: string;
  to: string;
  studioName: string;
  plan: string;
  amountCents: number;
  /** Studio days ('YYYY-MM-DD'): the next try (failed), the freeze (frozen), the end (canceled). */
  firstDay: string | null;
  lastDay: string | null;
  link: string;
};

type Texts = { subject: string; line: string; action: string };

function texts(language: EmailLanguage, email: MembershipEmail): Texts {
  const { plan, studioName } = email;
  // The days are studio calendar days ('YYYY-MM-DD'): written in the reader's language, never shifted.
  const day = (value: string | null) =>
    value
      ? new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'medium', timeZone: 'UTC' }).format(
          new Date(`${value}T12:00:00Z`),
        )
      : null;
  const firstDay = day(email.firstDay);
  const lastDay = day(email.lastDay);
  const amount = formatMoney(language, email.amountCents);
  const all: Record<EmailLanguage, Record<MembershipEmailKind, Texts>> = {
    en: {
      'membership.paymentFailed': {
        subject: `Payment declined: ${plan}`,
        line: `Your card was declined for ${plan} (${amount}). We will try again on ${firstDay}. Update your card to pay now and keep your membership running.`,
        action: 'Update your card',
      },
      'membership.pastDue': {
        subject: `Your membership is past due: ${plan}`,
        line: `We could not collect ${amount} for ${plan} after several tries, so your membership is past due. Update your card, or pay at ${studioName}, to bring it back.`,
        action: 'Update your card',
      },
      'membership.frozen': {
        subject: `Freeze confirmed: ${plan}`,
        line: `Your ${plan} membership is frozen from ${firstDay} to ${lastDay}. Your next charge and your commitment move on by the same days.${email.amountCents > 0 ? ` A fee of ${amount} is added to your next charge.` : ''}`,
        action: 'Your membership',
      },
      'membership.canceled': {
        subject: `Cancellation confirmed: ${plan}`,
        line: `Your ${plan} membership is canceled. It runs until ${lastDay}; ${firstDay ? `the last charge is ${amount} on ${firstDay}.` : 'nothing more will be charged.'}`,
        action: 'Your membership',
      },
    },
    fr: {
      'membership.paymentFailed': {
        subject: `Paiement refusé : ${plan}`,
        line: `Votre carte a été refusée pour ${plan} (${amount}). Nous réessaierons le ${firstDay}. Mettez votre carte à jour pour payer maintenant et garder votre abonnement.`,
        action: 'Mettre à jour votre carte',
      },
      'membership.pastDue': {
        subject: `Votre abonnement est en retard de paiement : ${plan}`,
        line: `Nous n’avons pas pu encaisser ${amount} pour ${plan} après plusieurs essais : votre abonnement est en retard de paiement. Mettez votre carte à jour, ou payez chez ${studioName}, pour le rétablir.`,
        action: 'Mettre à jour votre carte',
      },
      'membership.frozen': {
        subject: `Gel confirmé : ${plan}`,
        line: `Votre abonnement ${plan} est gelé du ${firstDay} au ${lastDay}. Votre prochain prélèvement et votre engagement sont décalés d’autant.${email.amountCents > 0 ? ` Des frais de ${amount} s’ajoutent à votre prochain prélèvement.` : ''}`,
        action: 'Votre abonnement',
      },
      'membership.canceled': {
        subject: `Résiliation confirmée : ${plan}`,
        line: `Votre abonnement ${plan} est résilié. Il court jusqu’au ${lastDay} ; ${firstDay ? `le dernier prélèvement est de ${amount} le ${firstDay}.` : 'plus rien ne sera prélevé.'}`,
        action: 'Votre abonnement',
      },
    },
    ar: {
      'membership.paymentFailed': {
        subject: `رُفض الدفع: ${plan}`,
        line: `رُفضت بطاقتك لاشتراك ${plan} (${amount}). سنحاول مرة أخرى في ${firstDay}. حدّث بطاقتك للدفع الآن والإبقاء على اشتراكك.`,
        action: 'حدّث بطاقتك',
      },
      'membership.pastDue': {
        subject: `اشتراكك متأخر الدفع: ${plan}`,
        line: `لم نتمكن من تحصيل ${amount} لاشتراك ${plan} بعد عدة محاولات، لذا أصبح اشتراكك متأخر الدفع. حدّث بطاقتك أو ادفع لدى ${studioName} لاستعادته.`,
        action: 'حدّث بطاقتك',
      },
      'membership.frozen': {
        subject: `تم تأكيد التجميد: ${plan}`,
        line: `اشتراكك ${plan} مجمّد من ${firstDay} إلى ${lastDay}. يتأخر موعد الدفع التالي والتزامك بالمدة نفسها.${email.amountCents > 0 ? ` تُضاف رسوم قدرها ${amount} إلى دفعتك التالية.` : ''}`,
        action: 'اشتراكك',
      },
      'membership.canceled': {
        subject: `تم تأكيد الإلغاء: ${plan}`,
        line: `أُلغي اشتراكك ${plan}. يبقى سارياً حتى ${lastDay}؛ ${firstDay ? `آخر دفعة ${amount} في ${firstDay}.` : 'لن يُحصَّل أي مبلغ آخر.'}`,
        action: 'اشتراكك',
      },
    },
  };
  return all[language][email.kind];
}

/** The outbox email about a membership; the member's language picks the text. */
export function membershipEmail(email: MembershipEmail): OutgoingEmail {
  return {
    to: email.to,
    kind: email.kind,
    category: 'account',
    businessId: email.businessId,
    membershipId: email.membershipId,
    render: (language) => {
      const { subject, line, action } = texts(language, email);
      return { subject, text: `${line}\n\n${action}: ${email.link}\n\n${email.studioName}` };
    },
  };
}
