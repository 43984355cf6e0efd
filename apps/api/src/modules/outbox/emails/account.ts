import type { EmailLanguage } from '../email-html.ts';
import type { EmailContent } from '../outbox.ts';

// Account emails (always sent, whatever the person's email choices): confirm an address, reset a
// password, change the address. The links come from the public origin (never request headers). They
// name no product: the layout names the studio the person belongs to (decision 0047).

export function verifyEmailTexts(name: string, link: string): (language: EmailLanguage) => EmailContent {
  return (language) =>
    ({
      en: {
        subject: 'Confirm your email address',
        text: `Hello ${name},\n\nConfirm your email address by opening this link:\n${link}\n\nThe link works once and expires in 48 hours.`,
      },
      fr: {
        subject: 'Confirmez votre adresse e-mail',
        text: `Bonjour ${name},\n\nConfirmez votre adresse e-mail en ouvrant ce lien :\n${link}\n\nLe lien fonctionne une seule fois et expire dans 48 heures.`,
      },
      ar: {
        subject: 'أكّد عنوان بريدك الإلكتروني',
        text: `مرحبًا ${name}،\n\nأكّد عنوان بريدك الإلكتروني بفتح هذا الرابط:\n${link}\n\nيعمل الرابط مرة واحدة وتنتهي صلاحيته بعد 48 ساعة.`,
      },
    })[language];
}

export function resetPasswordTexts(name: string, link: string): (language: EmailLanguage) => EmailContent {
  return (language) =>
    ({
      en: {
        subject: 'Reset your password',
        text:
          `Hello ${name},\n\nSomeone asked to reset the password of your account. ` +
          `To choose a new password, open this link:\n${link}\n\n` +
          'The link works once and expires in 1 hour. If you did not ask for it, ignore this email: your password stays as it is.',
      },
      fr: {
        subject: 'Réinitialisez votre mot de passe',
        text:
          `Bonjour ${name},\n\nQuelqu’un a demandé à réinitialiser le mot de passe de votre compte. ` +
          `Pour choisir un nouveau mot de passe, ouvrez ce lien :\n${link}\n\n` +
          'Le lien fonctionne une seule fois et expire dans 1 heure. Si vous n’avez rien demandé, ignorez cet e-mail : votre mot de passe reste inchangé.',
      },
      ar: {
        subject: 'أعد تعيين كلمة المرور',
        text:
          `مرحبًا ${name}،\n\nطلب أحدهم إعادة تعيين كلمة مرور حسابك. ` +
          `لاختيار كلمة مرور جديدة، افتح هذا الرابط:\n${link}\n\n` +
          'يعمل الرابط مرة واحدة وتنتهي صلاحيته بعد ساعة واحدة. إن لم تطلب ذلك فتجاهل هذه الرسالة: تبقى كلمة مرورك كما هي.',
      },
    })[language];
}

export function changeEmailTexts(name: string, link: string): (language: EmailLanguage) => EmailContent {
  return (language) =>
    ({
      en: {
        subject: 'Confirm your new email address',
        text:
          `Hello ${name},\n\nTo use this address for your account, open this link:\n` +
          `${link}\n\nThe link works once and expires in 24 hours. ` +
          'Until then you keep signing in with your current address.',
      },
      fr: {
        subject: 'Confirmez votre nouvelle adresse e-mail',
        text:
          `Bonjour ${name},\n\nPour utiliser cette adresse avec votre compte, ouvrez ce lien :\n` +
          `${link}\n\nLe lien fonctionne une seule fois et expire dans 24 heures. ` +
          'D’ici là, vous vous connectez toujours avec votre adresse actuelle.',
      },
      ar: {
        subject: 'أكّد عنوان بريدك الإلكتروني الجديد',
        text:
          `مرحبًا ${name}،\n\nلاستخدام هذا العنوان لحسابك، افتح هذا الرابط:\n` +
          `${link}\n\nيعمل الرابط مرة واحدة وتنتهي صلاحيته بعد 24 ساعة. ` +
          'وحتى ذلك الحين تواصل تسجيل الدخول بعنوانك الحالي.',
      },
    })[language];
}

export function changeEmailNoticeTexts(
  name: string,
  newEmail: string,
): (language: EmailLanguage) => EmailContent {
  return (language) =>
    ({
      en: {
        subject: 'Your email address is about to change',
        text:
          `Hello ${name},\n\nSomeone signed in to your account asked to change its ` +
          `email address to ${newEmail}. Nothing changes until the link sent to that address is opened.\n\n` +
          'If this was not you, change your password now.',
      },
      fr: {
        subject: 'Votre adresse e-mail va changer',
        text:
          `Bonjour ${name},\n\nQuelqu’un connecté à votre compte a demandé à remplacer son ` +
          `adresse e-mail par ${newEmail}. Rien ne change tant que le lien envoyé à cette adresse n’est pas ouvert.\n\n` +
          'Si ce n’était pas vous, changez votre mot de passe maintenant.',
      },
      ar: {
        subject: 'عنوان بريدك الإلكتروني على وشك التغيير',
        text:
          `مرحبًا ${name}،\n\nطلب شخص مسجّل الدخول إلى حسابك تغيير ` +
          `عنوان بريده الإلكتروني إلى ${newEmail}. لن يتغير شيء حتى يُفتح الرابط المرسل إلى ذلك العنوان.\n\n` +
          'إن لم تكن أنت، فغيّر كلمة مرورك الآن.',
      },
    })[language];
}
