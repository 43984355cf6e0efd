import type { EmailLanguage } from '../email-html.ts';
import type { OutgoingEmail } from '../outbox.ts';
import { formatDay } from './format.ts';

// Emails about a contract to sign (decision 0053), in the recipient's language: the contract sent,
// a reminder while it waits, a signed copy, and the owner's countersignature to give. Each carries a
// link: the emailed signing link (no password) or the page in the app.

export type ContractEmailKind =
  | 'contract.sent'
  | 'contract.reminder'
  | 'contract.signed'
  | 'contract.countersign';

export type ContractEmail = {
  kind: ContractEmailKind;
  businessId: string;
  membershipId: string;
  to: string;
  studioName: string;
  timeZone: string;
  title: string;
  /** Who the contract is with (the countersign email names the signer). */
  personName: string;
  /** The last day to sign (sent, reminder). */
  expiresAt: Date | null;
  link: string;
};

type Texts = { subject: string; line: string; action: string };

function texts(language: EmailLanguage, email: ContractEmail): Texts {
  const { title, studioName, personName } = email;
  const until = email.expiresAt ? formatDay(language, email.expiresAt, email.timeZone) : '';
  const all: Record<EmailLanguage, Record<ContractEmailKind, Texts>> = {
    en: {
      'contract.sent': {
        subject: `Please sign: ${title}`,
        line: `${studioName} asks you to sign “${title}”. You can read it and sign online until ${until}.`,
        action: 'Read and sign',
      },
      'contract.reminder': {
        subject: `Reminder: ${title} is waiting for your signature`,
        line: `“${title}” from ${studioName} is still waiting for your signature. You can sign it until ${until}.`,
        action: 'Read and sign',
      },
      'contract.signed': {
        subject: `Signed: ${title}`,
        line: `You signed “${title}” with ${studioName}. Your signed copy (PDF) is ready to download at any time.`,
        action: 'Your signed copy',
      },
      'contract.countersign': {
        subject: `Countersign: ${title} (${personName})`,
        line: `${personName} signed “${title}”. It is waiting for the studio’s countersignature.`,
        action: 'Countersign',
      },
    },
    fr: {
      'contract.sent': {
        subject: `À signer : ${title}`,
        line: `${studioName} vous demande de signer « ${title} ». Vous pouvez le lire et le signer en ligne jusqu’au ${until}.`,
        action: 'Lire et signer',
      },
      'contract.reminder': {
        subject: `Rappel : ${title} attend votre signature`,
        line: `« ${title} » de ${studioName} attend toujours votre signature. Vous pouvez le signer jusqu’au ${until}.`,
        action: 'Lire et signer',
      },
      'contract.signed': {
        subject: `Signé : ${title}`,
        line: `Vous avez signé « ${title} » avec ${studioName}. Votre copie signée (PDF) est téléchargeable à tout moment.`,
        action: 'Votre copie signée',
      },
      'contract.countersign': {
        subject: `À contresigner : ${title} (${personName})`,
        line: `${personName} a signé « ${title} ». Le contrat attend la contre-signature du studio.`,
        action: 'Contresigner',
      },
    },
    ar: {
      'contract.sent': {
        subject: `للتوقيع: ${title}`,
        line: `يطلب منك ${studioName} توقيع «${title}». يمكنك قراءته وتوقيعه عبر الإنترنت حتى ${until}.`,
        action: 'اقرأ ووقّع',
      },
      'contract.reminder': {
        subject: `تذكير: ${title} بانتظار توقيعك`,
        line: `ما زال «${title}» من ${studioName} بانتظار توقيعك. يمكنك توقيعه حتى ${until}.`,
        action: 'اقرأ ووقّع',
      },
      'contract.signed': {
        subject: `تم التوقيع: ${title}`,
        line: `وقّعت «${title}» مع ${studioName}. نسختك الموقّعة (PDF) جاهزة للتنزيل في أي وقت.`,
        action: 'نسختك الموقّعة',
      },
      'contract.countersign': {
        subject: `للتوقيع المقابل: ${title} (${personName})`,
        line: `وقّع ${personName} «${title}». العقد بانتظار التوقيع المقابل من الاستوديو.`,
        action: 'وقّع توقيعاً مقابلاً',
      },
    },
  };
  return all[language][email.kind];
}

/** The outbox email about a contract; the recipient's language picks the text. */
export function contractEmail(email: ContractEmail): OutgoingEmail {
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
