import { APP_TITLE } from '../constants/ui';
import type { LandingContent, LandingLocale } from './schemas';

// What /home shows until the operator edits a language; the build prerenders /home with the English one
// (docs/decisions/0032-prerendered-public-pages.md), so a change here changes the prerendered page too.

/** The built-in landing content of each language (hero, features, FAQ, testimonials). */
export const LANDING_DEFAULTS: Readonly<Record<LandingLocale, LandingContent>> = {
  en: {
    hero: {
      title: APP_TITLE,
      tagline:
        'Book training, assessment, nutrition, recovery and massage sessions at your studio, with the expert you choose.',
    },
    features: [
      {
        title: 'Sessions and classes',
        text: 'Members book one-to-one sessions with the expert they choose, or join a **group class**, and see free places in real time. A full class keeps a waitlist that moves up by itself.',
      },
      {
        title: 'Credit packs and memberships',
        text: 'Sell credit packs and monthly or yearly memberships, online by card or **paid at the desk**. Freezes, plan changes and refunds are worked out for you.',
      },
      {
        title: 'Trainers who run their day',
        text: "Each expert keeps their weekly hours, their clients' workout and recovery plans, and sees what they earned. Payouts go to the bank in one file.",
      },
      {
        title: 'Your data stays yours',
        text: 'Every member can download their data, every list exports to CSV, and the platform runs on open standards: iCal feeds, OpenAPI, PostgreSQL.',
      },
    ],
    faq: [
      {
        question: 'Who is the platform for?',
        answer:
          'Fitness and wellness studios of any size: personal training, group classes, nutrition, physiotherapy, massage and recovery.',
      },
      {
        question: 'How do members book?',
        answer:
          'They sign up with your studio, buy credits or a membership, then pick a session type, an expert and a free time. Confirmations and reminders arrive by email.',
      },
      {
        question: 'Can members pay at the studio?',
        answer:
          'Yes. When you allow it, a member can book first and pay at the desk; your staff records the cash and the balance is kept up to date.',
      },
      {
        question: 'Which languages are available?',
        answer: 'English, French and Arabic, with the page written right to left in Arabic.',
      },
      {
        question: 'How do I get my studio started?',
        answer:
          'Create a business account, set your hours, services and prices, then invite your team. The set-up checklist on your dashboard shows what is left.',
      },
    ],
    testimonials: [
      {
        quote:
          'Our members book their own sessions at midnight if they like. The front desk finally has time for people who walk in.',
        author: 'Dana, owner of a boutique gym in Los Angeles',
      },
      {
        quote:
          "I see my week, my clients' plans and my earnings in one place. No more spreadsheets on Sunday night.",
        author: 'Erin, personal trainer',
      },
      {
        quote: 'Buying a ten-session pack and booking my massage took two minutes on my phone.',
        author: 'Maya, member',
      },
    ],
  },
  fr: {
    hero: {
      title: 'Plateforme de gestion pour studios',
      tagline:
        "Réservez des séances d'entraînement, de bilan, de nutrition, de récupération et de massage dans votre studio, avec l'expert de votre choix.",
    },
    features: [
      {
        title: 'Séances et cours collectifs',
        text: "Les membres réservent une séance individuelle avec l'expert de leur choix ou rejoignent un **cours collectif**, et voient les places libres en temps réel. Un cours complet a sa liste d'attente, qui avance toute seule.",
      },
      {
        title: 'Packs de crédits et abonnements',
        text: "Vendez des packs de crédits et des abonnements mensuels ou annuels, en ligne par carte ou **payés à l'accueil**. Pauses, changements de formule et remboursements sont calculés pour vous.",
      },
      {
        title: 'Des coachs maîtres de leur journée',
        text: "Chaque expert gère ses horaires, les programmes d'entraînement et de récupération de ses clients, et voit ce qu'il a gagné. Les virements partent à la banque en un seul fichier.",
      },
      {
        title: 'Vos données restent les vôtres',
        text: "Chaque membre peut télécharger ses données, chaque liste s'exporte en CSV, et la plateforme repose sur des standards ouverts : flux iCal, OpenAPI, PostgreSQL.",
      },
    ],
    faq: [
      {
        question: "À qui s'adresse la plateforme ?",
        answer:
          'Aux studios de fitness et de bien-être de toute taille : coaching personnel, cours collectifs, nutrition, kinésithérapie, massage et récupération.',
      },
      {
        question: 'Comment les membres réservent-ils ?',
        answer:
          "Ils s'inscrivent auprès de votre studio, achètent des crédits ou un abonnement, puis choisissent un type de séance, un expert et un créneau libre. Confirmations et rappels arrivent par e-mail.",
      },
      {
        question: 'Les membres peuvent-ils payer au studio ?',
        answer:
          "Oui. Si vous l'autorisez, un membre réserve d'abord et paie à l'accueil ; votre équipe enregistre le paiement en espèces et le solde reste à jour.",
      },
      {
        question: 'Quelles langues sont proposées ?',
        answer: "Le français, l'anglais et l'arabe, avec une page écrite de droite à gauche en arabe.",
      },
      {
        question: 'Comment lancer mon studio ?',
        answer:
          "Créez un compte entreprise, indiquez vos horaires, vos services et vos prix, puis invitez votre équipe. La liste de démarrage de votre tableau de bord montre ce qu'il reste à faire.",
      },
    ],
    testimonials: [
      {
        quote:
          "Nos membres réservent eux-mêmes, même à minuit. L'accueil a enfin du temps pour les personnes qui passent la porte.",
        author: "Dana, gérante d'une salle de sport à Los Angeles",
      },
      {
        quote:
          'Je vois ma semaine, les programmes de mes clients et mes revenus au même endroit. Fini les tableurs le dimanche soir.',
        author: 'Erin, coach personnelle',
      },
      {
        quote:
          "Acheter un pack de dix séances et réserver mon massage m'a pris deux minutes sur mon téléphone.",
        author: 'Maya, membre',
      },
    ],
  },
  ar: {
    hero: {
      title: 'منصة إدارة الاستوديوهات',
      tagline:
        'احجز جلسات التدريب والتقييم والتغذية والاستشفاء والتدليك في الاستوديو الخاص بك، مع المدرب الذي تختاره.',
    },
    features: [
      {
        title: 'جلسات وحصص جماعية',
        text: 'يحجز الأعضاء جلسة فردية مع المدرب الذي يختارونه أو ينضمون إلى **حصة جماعية**، ويرون الأماكن المتاحة لحظة بلحظة. وللحصة الممتلئة قائمة انتظار تتقدّم تلقائيًا.',
      },
      {
        title: 'باقات الرصيد والاشتراكات',
        text: 'بِع باقات الرصيد والاشتراكات الشهرية أو السنوية، عبر الإنترنت بالبطاقة أو **بالدفع في الاستقبال**. ونحسب لك التجميد وتغيير الخطة والاسترداد.',
      },
      {
        title: 'مدربون يديرون يومهم',
        text: 'يحدّد كل مدرب ساعات عمله، ويتابع خطط التمرين والاستشفاء لعملائه، ويرى ما كسبه. وتُرسل المدفوعات إلى البنك في ملف واحد.',
      },
      {
        title: 'بياناتك ملكك',
        text: 'يستطيع كل عضو تنزيل بياناته، وتُصدَّر كل قائمة بصيغة CSV، وتعمل المنصة على معايير مفتوحة: تقويم iCal وOpenAPI وPostgreSQL.',
      },
    ],
    faq: [
      {
        question: 'لمن هذه المنصة؟',
        answer:
          'لاستوديوهات اللياقة والعافية بكل أحجامها: التدريب الشخصي والحصص الجماعية والتغذية والعلاج الطبيعي والتدليك والاستشفاء.',
      },
      {
        question: 'كيف يحجز الأعضاء؟',
        answer:
          'يسجّلون في الاستوديو الخاص بك، ويشترون رصيدًا أو اشتراكًا، ثم يختارون نوع الجلسة والمدرب وموعدًا متاحًا. وتصلهم رسائل التأكيد والتذكير بالبريد الإلكتروني.',
      },
      {
        question: 'هل يمكن للأعضاء الدفع في الاستوديو؟',
        answer:
          'نعم. إذا سمحت بذلك، يحجز العضو أولًا ثم يدفع في الاستقبال، ويسجّل فريقك المبلغ النقدي فيبقى الرصيد محدّثًا.',
      },
      {
        question: 'ما اللغات المتاحة؟',
        answer: 'العربية والإنجليزية والفرنسية، وتُعرض الصفحة من اليمين إلى اليسار بالعربية.',
      },
      {
        question: 'كيف أبدأ مع الاستوديو الخاص بي؟',
        answer:
          'أنشئ حساب نشاط تجاري، وحدّد ساعات العمل والخدمات والأسعار، ثم ادعُ فريقك. وتعرض قائمة الإعداد في لوحة التحكم ما تبقّى.',
      },
    ],
    testimonials: [
      {
        quote:
          'يحجز أعضاؤنا جلساتهم بأنفسهم ولو في منتصف الليل. وأخيرًا صار لدى الاستقبال وقت لمن يدخل من الباب.',
        author: 'دانة، مالكة نادٍ رياضي في لوس أنجلوس',
      },
      {
        quote: 'أرى أسبوعي وخطط عملائي وأرباحي في مكان واحد. لا مزيد من جداول البيانات مساء الأحد.',
        author: 'إيرين، مدربة شخصية',
      },
      {
        quote: 'شراء باقة من عشر جلسات وحجز جلسة التدليك استغرقا دقيقتين على هاتفي.',
        author: 'مايا، عضوة',
      },
    ],
  },
};
