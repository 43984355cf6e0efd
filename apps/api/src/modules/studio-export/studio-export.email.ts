import type { EmailLanguage, OutgoingEmail } from '../outbox/index.ts';

// The email telling the owner their studio's export is ready (decisions/0064-studio-export.md), in
// their language. It links to the export page (a signed-in owner's download), never to the file.

export type StudioExportEmail = {
  businessId: string;
  membershipId: string;
  to: string;
  studioName: string;
  /** The export page: /admin/business/data. */
  link: string;
  /** How long the archive is kept. */
  days: number;
};

type Texts = { subject: string; line: string; action: string };

function texts(language: EmailLanguage, { studioName, days }: StudioExportEmail): Texts {
  const all: Record<EmailLanguage, Texts> = {
    en: {
      subject: `${studioName}: your data export is ready`,
      line: `The export of everything ${studioName} holds is ready. Download it within ${days} days; after that it is deleted and you can start a new one.`,
      action: 'Download the export',
    },
    fr: {
      subject: `${studioName} : votre export de données est prêt`,
      line: `L’export de toutes les données de ${studioName} est prêt. Téléchargez-le dans les ${days} jours ; il est ensuite supprimé et vous pouvez en lancer un autre.`,
      action: 'Télécharger l’export',
    },
    ar: {
      subject: `${studioName}: تصدير بياناتك جاهز`,
      line: `تصدير كل بيانات ${studioName} جاهز. نزّله خلال ${days} أيام؛ بعد ذلك يُحذف ويمكنك بدء تصدير جديد.`,
      action: 'تنزيل التصدير',
    },
  };
  return all[language];
}

/** The outbox email of a finished export; the recipient's language picks the text. */
export function studioExportEmail(email: StudioExportEmail): OutgoingEmail {
  return {
    to: email.to,
    kind: 'studio_export.ready',
    category: 'account',
    businessId: email.businessId,
    membershipId: email.membershipId,
    render: (language) => {
      const { subject, line, action } = texts(language, email);
      return { subject, text: `${line}\n\n${action}: ${email.link}\n\n${email.studioName}` };
    },
  };
}
