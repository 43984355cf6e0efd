// The words the contract PDF adds around the signed text, in the document's language.
export type PdfLanguage = 'en' | 'fr' | 'ar';

export type PdfLabels = {
  /** A label before its value: "Name: ", and in French "Nom : " (a no-break space before the colon). */
  labelled: (label: string) => string;
  bodyPage: (page: number, pages: number) => string;
  signatures: string;
  roles: Record<'signer' | 'guardian' | 'countersigner', string>;
  name: string;
  typedOnly: string;
  signedAt: string;
  certificate: string;
  certificatePage: (page: number, pages: number) => string;
  contract: string;
  studio: string;
  document: string;
  documentHash: string;
  documentHashNote: string;
  consentHash: string;
  lastEventHash: string;
  events: string;
  columns: { event: string; by: string; time: string; ip: string; device: string; hash: string };
  eventTypes: Record<string, string>;
  actorRoles: Record<string, string>;
  closing: string;
};

const en: PdfLabels = {
  labelled: (label) => `${label}: `,
  bodyPage: (page, pages) => `Page ${page} of ${pages}`,
  signatures: 'Signatures',
  roles: { signer: 'Signer', guardian: 'Parent or guardian', countersigner: 'Countersigned for the studio' },
  name: 'Name',
  typedOnly: 'No drawn signature: the typed name is the signature.',
  signedAt: 'Signed at',
  certificate: 'Signing certificate',
  certificatePage: (page, pages) => `Signing certificate, page ${page} of ${pages}`,
  contract: 'Contract',
  studio: 'Studio',
  document: 'Document',
  documentHash: 'Document SHA-256',
  documentHashNote: 'The SHA-256 of the signed text (Markdown, UTF-8), as shown on the pages before.',
  consentHash: 'Consent SHA-256',
  lastEventHash: 'Last event hash',
  events: 'Events',
  columns: { event: 'Event', by: 'By', time: 'Time (UTC)', ip: 'IP address', device: 'Device', hash: 'Hash' },
  eventTypes: {
    issued: 'Issued',
    emailed: 'Emailed',
    reminded: 'Reminded',
    viewed: 'Viewed',
    consented: 'Consented',
    signed: 'Signed',
    countersigned: 'Countersigned',
    declined: 'Declined',
    voided: 'Voided',
    expired: 'Expired',
    downloaded: 'Downloaded',
    paper_recorded: 'Paper copy recorded',
    excused: 'Excused',
  },
  actorRoles: {
    principal: 'owner',
    admin: 'staff',
    expert: 'trainer',
    customer: 'member',
    link: 'by emailed link',
    system: 'system',
  },
  closing:
    'This certificate lists the events up to signing. Later events, such as downloads or voiding, are kept in the studio’s record, not in this file.',
};

const fr: PdfLabels = {
  labelled: (label) => `${label}\u00a0: `,
  bodyPage: (page, pages) => `Page ${page} sur ${pages}`,
  signatures: 'Signatures',
  roles: { signer: 'Signataire', guardian: 'Parent ou tuteur', countersigner: 'Contresigné pour le studio' },
  name: 'Nom',
  typedOnly: 'Pas de signature tracée\u00a0: le nom saisi tient lieu de signature.',
  signedAt: 'Signé le',
  certificate: 'Certificat de signature',
  certificatePage: (page, pages) => `Certificat de signature, page ${page} sur ${pages}`,
  contract: 'Contrat',
  studio: 'Studio',
  document: 'Document',
  documentHash: 'SHA-256 du document',
  documentHashNote:
    'Le SHA-256 du texte signé (Markdown, UTF-8), tel qu’il figure dans les pages précédentes.',
  consentHash: 'SHA-256 du consentement',
  lastEventHash: 'Empreinte du dernier événement',
  events: 'Événements',
  columns: {
    event: 'Événement',
    by: 'Par',
    time: 'Heure (UTC)',
    ip: 'Adresse IP',
    device: 'Appareil',
    hash: 'Empreinte',
  },
  eventTypes: {
    issued: 'Émis',
    emailed: 'Envoyé par e-mail',
    reminded: 'Relancé',
    viewed: 'Consulté',
    consented: 'Consentement donné',
    signed: 'Signé',
    countersigned: 'Contresigné',
    declined: 'Refusé',
    voided: 'Annulé',
    expired: 'Expiré',
    downloaded: 'Téléchargé',
    paper_recorded: 'Copie papier enregistrée',
    excused: 'Dispensé',
  },
  actorRoles: {
    principal: 'propriétaire',
    admin: 'équipe',
    expert: 'coach',
    customer: 'membre',
    link: 'par lien envoyé par e-mail',
    system: 'système',
  },
  closing:
    'Ce certificat liste les événements jusqu’à la signature. Les événements suivants, comme les téléchargements ou l’annulation, sont conservés dans le registre du studio, pas dans ce fichier.',
};

const ar: PdfLabels = {
  labelled: (label) => `${label}: `,
  bodyPage: (page, pages) => `الصفحة ${page} من ${pages}`,
  signatures: 'التوقيعات',
  roles: { signer: 'الموقِّع', guardian: 'الوالد أو الوصي', countersigner: 'توقيع مقابل عن الاستوديو' },
  name: 'الاسم',
  typedOnly: 'لا يوجد توقيع مرسوم: الاسم المكتوب هو التوقيع.',
  signedAt: 'وُقِّع في',
  certificate: 'شهادة التوقيع',
  certificatePage: (page, pages) => `شهادة التوقيع، الصفحة ${page} من ${pages}`,
  contract: 'العقد',
  studio: 'الاستوديو',
  document: 'المستند',
  documentHash: 'بصمة SHA-256 للمستند',
  documentHashNote: 'بصمة SHA-256 للنص الموقَّع (Markdown، UTF-8) كما يظهر في الصفحات السابقة.',
  consentHash: 'بصمة SHA-256 للموافقة',
  lastEventHash: 'بصمة آخر حدث',
  events: 'الأحداث',
  columns: {
    event: 'الحدث',
    by: 'بواسطة',
    time: 'الوقت (UTC)',
    ip: 'عنوان IP',
    device: 'الجهاز',
    hash: 'البصمة',
  },
  eventTypes: {
    issued: 'أُصدر',
    emailed: 'أُرسل بالبريد',
    reminded: 'تذكير',
    viewed: 'عُرض',
    consented: 'الموافقة',
    signed: 'وُقِّع',
    countersigned: 'وُقِّع مقابلًا',
    declined: 'رُفض',
    voided: 'أُلغي',
    expired: 'انتهت صلاحيته',
    downloaded: 'نُزِّل',
    paper_recorded: 'سُجِّلت نسخة ورقية',
    excused: 'أُعفي',
  },
  actorRoles: {
    principal: 'المالك',
    admin: 'الموظفون',
    expert: 'المدرب',
    customer: 'العضو',
    link: 'عبر رابط البريد',
    system: 'النظام',
  },
  closing:
    'تسرد هذه الشهادة الأحداث حتى التوقيع. أما الأحداث اللاحقة، مثل التنزيل أو الإلغاء، فتُحفظ في سجل الاستوديو وليس في هذا الملف.',
};

export const PDF_LABELS: Record<PdfLanguage, PdfLabels> = { en, fr, ar };
