// The consent to do business electronically every signer gives before signing (ESIGN Act, 15 U.S.C.
// §7001(c)): the right to paper, the right to withdraw, the scope, how to get a paper copy, and the
// hardware and software needed. The text is versioned: a changed text gets a new version, and the
// SHA-256 of the exact text a signer agreed to is kept on their "consented" event
// (docs/decisions/0053-contracts.md).

import type { Locale } from '../constants/ui';

export const ESIGN_CONSENT_VERSION = '2026-11-27';

export const ESIGN_CONSENT_TEXTS: Record<Locale, { title: string; paragraphs: string[]; agree: string }> = {
  en: {
    title: 'Consent to sign electronically',
    paragraphs: [
      'Scope: this consent covers this contract and the notices about it (its copy, reminders and voiding). It does not cover any other document.',
      'Paper: you may ask the studio for this contract on paper, at no charge, and sign it there instead. Ask at the front desk or reply to the studio’s email.',
      'Withdrawing: you may withdraw this consent at any time before you sign by declining the contract or telling the studio; withdrawing has no fee, and the studio will then give you the contract on paper. A signature already given stays valid.',
      'Your copy: after signing you can download the signed PDF from this page at any time, or ask the studio for a paper copy free of charge.',
      'What you need: a device with a current web browser (Chrome, Firefox, Safari or Edge), an email address, and software that opens PDF files (built into those browsers).',
    ],
    agree: 'I have read this and agree to sign electronically.',
  },
  fr: {
    title: 'Consentement à la signature électronique',
    paragraphs: [
      'Portée : ce consentement couvre ce contrat et les avis qui le concernent (sa copie, les rappels et son annulation). Il ne couvre aucun autre document.',
      'Papier : vous pouvez demander ce contrat sur papier au studio, sans frais, et le signer ainsi. Demandez-le à l’accueil ou répondez au courriel du studio.',
      'Retrait : vous pouvez retirer ce consentement à tout moment avant de signer, en refusant le contrat ou en prévenant le studio ; le retrait est gratuit et le studio vous remettra alors le contrat sur papier. Une signature déjà donnée reste valable.',
      'Votre copie : après la signature, vous pouvez télécharger le PDF signé depuis cette page à tout moment, ou demander une copie papier gratuite au studio.',
      'Ce qu’il vous faut : un appareil avec un navigateur récent (Chrome, Firefox, Safari ou Edge), une adresse e-mail et un lecteur de fichiers PDF (intégré à ces navigateurs).',
    ],
    agree: 'J’ai lu ce texte et j’accepte de signer électroniquement.',
  },
  ar: {
    title: 'الموافقة على التوقيع الإلكتروني',
    paragraphs: [
      'النطاق: تشمل هذه الموافقة هذا العقد والإشعارات المتعلقة به (نسخته والتذكيرات وإلغاؤه)، ولا تشمل أي مستند آخر.',
      'النسخة الورقية: يحق لك أن تطلب هذا العقد من الاستوديو على الورق دون أي رسوم وأن توقّعه ورقياً بدلاً من ذلك. اطلبه من مكتب الاستقبال أو بالرد على بريد الاستوديو.',
      'الانسحاب: يحق لك سحب هذه الموافقة في أي وقت قبل التوقيع برفض العقد أو بإبلاغ الاستوديو، دون أي رسوم، وسيقدّم لك الاستوديو العقد على الورق. يبقى التوقيع الذي تمّ قبل ذلك صالحاً.',
      'نسختك: بعد التوقيع يمكنك تنزيل ملف PDF الموقّع من هذه الصفحة في أي وقت، أو طلب نسخة ورقية مجانية من الاستوديو.',
      'ما تحتاجه: جهاز عليه متصفح حديث (Chrome أو Firefox أو Safari أو Edge)، وعنوان بريد إلكتروني، وبرنامج يفتح ملفات PDF (مدمج في هذه المتصفحات).',
    ],
    agree: 'قرأت هذا النص وأوافق على التوقيع إلكترونياً.',
  },
};

/** The exact consent text of one language, as hashed on the "consented" event. */
export function esignConsentText(language: Locale): string {
  const text = ESIGN_CONSENT_TEXTS[language];
  return [text.title, ...text.paragraphs, text.agree].join('\n\n');
}
