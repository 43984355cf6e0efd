import type { EmailContent, EmailLanguage } from '../outbox/index.ts';

const ROLE_NAMES: Record<EmailLanguage, Record<string, string>> = {
  en: { principal: 'an owner', admin: 'staff (admin)', expert: 'an expert (trainer)' },
  fr: { principal: 'propriétaire', admin: 'membre du personnel (admin)', expert: 'expert (coach)' },
  ar: { principal: 'مالكًا', admin: 'موظفًا (مسؤول)', expert: 'خبيرًا (مدرّبًا)' },
};

/** The invitation to join a studio's team: its link works once and for 7 days. */
export function invitationTexts(
  businessName: string,
  inviterName: string,
  role: string,
  link: string,
): (language: EmailLanguage) => EmailContent {
  return (language) => {
    const roleName = ROLE_NAMES[language][role] ?? role;
    return {
      en: {
        subject: `Join the team of ${businessName}`,
        text: `Hello,\n\n${inviterName} invites you to join ${businessName} as ${roleName}. To accept, open this link:\n${link}\n\nThe link works once and expires in 7 days.`,
      },
      fr: {
        subject: `Rejoignez l’équipe de ${businessName}`,
        text: `Bonjour,\n\n${inviterName} vous invite à rejoindre ${businessName} en tant que ${roleName}. Pour accepter, ouvrez ce lien :\n${link}\n\nLe lien fonctionne une seule fois et expire dans 7 jours.`,
      },
      ar: {
        subject: `انضم إلى فريق ${businessName}`,
        text: `مرحبًا،\n\nيدعوك ${inviterName} للانضمام إلى ${businessName} بصفتك ${roleName}. للقبول افتح هذا الرابط:\n${link}\n\nيعمل الرابط مرة واحدة وتنتهي صلاحيته بعد 7 أيام.`,
      },
    }[language];
  };
}
