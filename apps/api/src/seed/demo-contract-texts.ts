import type { ContractKind } from '@bmp/shared';

// The demo studio's three contract templates, in English, French and Arabic (PRODUCT.md "Contract";
// docs/decisions/0053-contracts.md). Placeholders come from the fixed list only (the API refuses any
// other). Bold around a placeholder stays next to a space or punctuation, never glued to a word: Markdown
// does not open `**` between a letter and a brace, which matters in Arabic where "and" (و) is a prefix.
// Quotes and apostrophes are plain ASCII: the schema flattens smart punctuation, and the seed stores
// the text exactly as a studio's own would be stored.

export type DemoContractText = {
  name: string;
  kind: ContractKind;
  bodies: { en: string; fr: string; ar: string };
};

const WAIVER_EN = `This waiver is issued on {{today}} by **{{studio.name}}** ({{studio.location}}) to **{{participant.fullName}}** ("the participant"). Please read it carefully before you sign: it affects your legal rights.

## Assumption of risk

Fitness classes, personal training and the use of the studio's equipment involve physical exertion and carry risks, including muscle strains, sprains, falls, fractures and, in rare cases, heart problems or other serious injury. The participant takes part voluntarily, understands these risks and accepts them. The participant will follow the instructors' directions, work within their own limits, and stop and tell an instructor at once if they feel pain, dizziness or shortness of breath.

## Health declaration

The participant confirms that:

- they have told {{studio.name}} about every injury, illness, medical condition, pregnancy or medication that could affect their safe participation;
- where a doctor has advised them to limit exercise, they have the doctor's approval to take part;
- they will tell the studio promptly if their health changes.

## Release of claims

To the fullest extent permitted by law, the participant releases {{studio.name}}, its owners, employees, instructors and contractors from all claims for injury, loss or damage arising from classes, sessions, or the use of the premises and equipment, **except** where caused by gross negligence or wilful misconduct. Nothing in this waiver limits a right that the law does not allow to be waived.

## Emergency medical care

If the participant is injured or falls ill at the studio and cannot decide for themselves, the participant authorizes the studio's staff to give first aid, call emergency services and arrange medical treatment. The cost of that care is the participant's responsibility.

## Photos and video (optional)

The studio sometimes takes photos or short videos in classes for its website and social media. The participant agrees to appear in them. **This consent is optional:** to refuse or withdraw it, tell the front desk or write to the studio at any time; it does not affect bookings or membership.

## Signing for a minor

If you sign for a minor, you confirm that you are the parent or legal guardian of {{participant.fullName}}, born on {{participant.dateOfBirth}}; that you have read this waiver and accept it on the minor's behalf and your own; and that the health declaration above is true for the minor. You will make sure the minor follows the instructors' directions.

## Signature

By signing, **{{member.fullName}}** confirms having read and understood this waiver and signs it freely.`;

const WAIVER_FR = `La présente décharge est émise le {{today}} par **{{studio.name}}** ({{studio.location}}) à l'intention de **{{participant.fullName}}** (« le participant »). Veuillez la lire attentivement avant de signer : elle a des effets sur vos droits.

## Acceptation des risques

Les cours de fitness, l'entraînement personnel et l'utilisation des équipements du studio impliquent un effort physique et comportent des risques, notamment des élongations, des entorses, des chutes, des fractures et, dans de rares cas, des problèmes cardiaques ou d'autres blessures graves. Le participant y prend part volontairement, comprend ces risques et les accepte. Il suit les consignes des instructeurs, respecte ses propres limites, et s'arrête et prévient immédiatement un instructeur s'il ressent une douleur, un vertige ou un essoufflement.

## Déclaration de santé

Le participant confirme :

- avoir informé {{studio.name}} de toute blessure, maladie, affection médicale, grossesse ou de tout traitement susceptible d'affecter la sécurité de sa pratique ;
- lorsqu'un médecin lui a conseillé de limiter l'exercice, avoir obtenu l'accord de ce médecin pour participer ;
- qu'il informera rapidement le studio de tout changement de son état de santé.

## Renonciation à tout recours

Dans toute la mesure permise par la loi, le participant dégage {{studio.name}}, ses propriétaires, salariés, instructeurs et prestataires de toute réclamation pour blessure, perte ou dommage résultant des cours, des séances ou de l'utilisation des locaux et des équipements, **sauf** en cas de faute lourde ou intentionnelle. Rien dans la présente décharge ne limite un droit auquel la loi ne permet pas de renoncer.

## Soins médicaux d'urgence

Si le participant se blesse ou tombe malade au studio et n'est pas en mesure de décider par lui-même, il autorise le personnel du studio à lui donner les premiers secours, à appeler les services d'urgence et à organiser sa prise en charge médicale. Les frais de ces soins sont à la charge du participant.

## Photos et vidéos (facultatif)

Le studio prend parfois des photos ou de courtes vidéos pendant les cours pour son site web et ses réseaux sociaux. Le participant accepte d'y figurer. **Ce consentement est facultatif :** pour le refuser ou le retirer, il suffit de le dire à l'accueil ou d'écrire au studio à tout moment ; cela n'a aucun effet sur les réservations ni sur l'abonnement.

## Signature pour un mineur

Si vous signez pour un mineur, vous confirmez être le parent ou le tuteur légal de {{participant.fullName}}, né(e) le {{participant.dateOfBirth}} ; avoir lu la présente décharge et l'accepter au nom du mineur et en votre nom propre ; et que la déclaration de santé ci-dessus est exacte pour le mineur. Vous veillez à ce que le mineur suive les consignes des instructeurs.

## Signature

En signant, **{{member.fullName}}** confirme avoir lu et compris la présente décharge et la signer librement.`;

const WAIVER_AR = `صدر هذا الإقرار بتاريخ {{today}} عن **{{studio.name}}** ({{studio.location}}) إلى **{{participant.fullName}}** («المشارك»). يُرجى قراءته بعناية قبل التوقيع، فهو يمسّ حقوقك القانونية.

## تحمّل المخاطر

تنطوي حصص اللياقة البدنية والتدريب الشخصي واستخدام معدات الاستوديو على مجهود بدني وعلى مخاطر، منها شدّ العضلات والالتواءات والسقوط والكسور، وفي حالات نادرة مشكلات في القلب أو إصابات خطيرة أخرى. يشارك المشارك طوعًا، ويدرك هذه المخاطر ويقبلها. ويلتزم باتباع توجيهات المدربين، والعمل في حدود قدراته، والتوقف وإبلاغ المدرب فورًا إذا شعر بألم أو دوار أو ضيق في التنفس.

## الإقرار الصحي

يؤكد المشارك ما يلي:

- أنه أبلغ {{studio.name}} بكل إصابة أو مرض أو حالة صحية أو حمل أو دواء قد يؤثر في سلامة مشاركته؛
- أنه حصل على موافقة الطبيب على المشاركة إذا كان الطبيب قد نصحه بالحدّ من ممارسة التمارين؛
- أنه سيُبلغ الاستوديو دون تأخير بأي تغيّر يطرأ على حالته الصحية.

## الإبراء من المطالبات

إلى أقصى حدّ يسمح به القانون، يُبرئ المشارك {{studio.name}} ومالكيه وموظفيه ومدربيه والمتعاقدين معه من جميع المطالبات المتعلقة بأي إصابة أو خسارة أو ضرر ناتج عن الحصص أو الجلسات أو استخدام المرافق والمعدات، **باستثناء** ما ينتج عن إهمال جسيم أو سوء سلوك متعمّد. ولا يحدّ أي بند في هذا الإقرار من حق لا يجيز القانون التنازل عنه.

## الرعاية الطبية الطارئة

إذا أُصيب المشارك أو مرض في الاستوديو ولم يكن قادرًا على اتخاذ القرار بنفسه، فإنه يأذن لموظفي الاستوديو بتقديم الإسعافات الأولية والاتصال بخدمات الطوارئ وترتيب العلاج الطبي. ويتحمّل المشارك تكاليف هذه الرعاية.

## الصور ومقاطع الفيديو (اختياري)

يلتقط الاستوديو أحيانًا صورًا أو مقاطع فيديو قصيرة أثناء الحصص لموقعه الإلكتروني وحساباته على وسائل التواصل الاجتماعي. ويوافق المشارك على الظهور فيها. **هذه الموافقة اختيارية:** لرفضها أو سحبها، يكفي إبلاغ مكتب الاستقبال أو مراسلة الاستوديو في أي وقت، ولا يؤثر ذلك في الحجوزات أو الاشتراك.

## التوقيع عن قاصر

إذا كنت توقّع عن قاصر، فإنك تؤكد أنك الوالد أو الوصي القانوني على {{participant.fullName}}، المولود بتاريخ {{participant.dateOfBirth}}؛ وأنك قرأت هذا الإقرار وتقبله نيابةً عن القاصر وبالأصالة عن نفسك؛ وأن الإقرار الصحي أعلاه صحيح بالنسبة إلى القاصر. وتتعهد بالحرص على أن يتبع القاصر توجيهات المدربين.

## التوقيع

بالتوقيع، يؤكد **{{member.fullName}}** أنه قرأ هذا الإقرار وفهمه ويوقّعه بمحض إرادته.`;

const MEMBERSHIP_EN = `This agreement is made on {{today}} between **{{studio.name}}** ({{studio.location}}) and **{{member.fullName}}** ({{member.email}}, {{member.phone}}), "the member".

## Plan and price

- **Plan:** {{membership.plan}}
- **Price per period:** {{membership.price}}
- **Billing period:** {{membership.period}}

The price is charged at the start of each period to the payment method on file. The studio may change the price for future periods with at least 30 days' written notice; the member may cancel before the new price applies.

## What is included

- the classes and sessions that the {{membership.plan}} plan covers, booked in the studio's app or at the front desk;
- use of the changing rooms, showers and day lockers;
- member prices on workshops and products, where the studio offers them.

Personal training, workshops and retail purchases are not included unless the plan says so.

## Automatic renewal

The membership **renews automatically** at the end of each period for another period of the same length, at the price then in force, until the member or the studio cancels it.

## Freezing the membership

The member may freeze the membership for up to 3 months in any 12 months, at least one week at a time, by asking before the next billing date. Nothing is charged during a freeze, and the renewal date moves back by its length. Longer freezes for medical reasons are possible with a doctor's note.

## Cancellation

The member may cancel at any time with **30 days' written notice**, in the app, by email or at the front desk. The membership stays active until the notice ends, and the period in which it ends is charged in full. Partial periods are not refunded unless the law requires it.

## Failed payments

If a payment fails, the studio tells the member and tries again within 7 days. New bookings may be paused until the amount is paid. If it is still unpaid 14 days after the due date, the studio may suspend the membership until the balance is settled.

## Studio rules

- Book classes in advance and cancel at least {{studio.cancellationHours}} hours before they start; a late cancellation or a no-show counts as attended.
- Arrive on time and follow the instructors' directions.
- Respect other members and staff, and wipe down equipment after use.
- The membership is personal: it cannot be shared or transferred.

The studio may end the membership for serious or repeated breaches of these rules, refunding any prepaid period not yet used.`;

const MEMBERSHIP_FR = `Le présent contrat est conclu le {{today}} entre **{{studio.name}}** ({{studio.location}}) et **{{member.fullName}}** ({{member.email}}, {{member.phone}}), « le membre ».

## Formule et prix

- **Formule :** {{membership.plan}}
- **Prix par période :** {{membership.price}}
- **Période de facturation :** {{membership.period}}

Le prix est prélevé au début de chaque période sur le moyen de paiement enregistré. Le studio peut modifier le prix des périodes à venir avec un préavis écrit d'au moins 30 jours ; le membre peut résilier avant que le nouveau prix ne s'applique.

## Ce qui est inclus

- les cours et séances couverts par la formule {{membership.plan}}, réservés dans l'application du studio ou à l'accueil ;
- l'accès aux vestiaires, aux douches et aux casiers à la journée ;
- les tarifs membres sur les ateliers et les produits, lorsque le studio en propose.

L'entraînement personnel, les ateliers et les achats en boutique ne sont pas inclus, sauf si la formule le prévoit.

## Renouvellement automatique

L'abonnement **se renouvelle automatiquement** à la fin de chaque période pour une période de même durée, au prix alors en vigueur, jusqu'à sa résiliation par le membre ou par le studio.

## Suspension de l'abonnement

Le membre peut suspendre son abonnement jusqu'à 3 mois par période de 12 mois, par tranches d'au moins une semaine, en le demandant avant la prochaine date de facturation. Rien n'est facturé pendant la suspension, et la date de renouvellement est reportée d'autant. Des suspensions plus longues pour raison médicale sont possibles sur présentation d'un certificat médical.

## Résiliation

Le membre peut résilier à tout moment avec un **préavis écrit de 30 jours**, dans l'application, par e-mail ou à l'accueil. L'abonnement reste actif jusqu'à la fin du préavis, et la période au cours de laquelle il prend fin est facturée en entier. Les périodes entamées ne sont pas remboursées, sauf si la loi l'exige.

## Paiements refusés

Si un paiement échoue, le studio en informe le membre et présente à nouveau le paiement dans un délai de 7 jours. Les nouvelles réservations peuvent être suspendues jusqu'au règlement. Si la somme reste impayée 14 jours après l'échéance, le studio peut suspendre l'abonnement jusqu'au règlement du solde.

## Règlement du studio

- Réservez les cours à l'avance et annulez au moins {{studio.cancellationHours}} heures avant leur début ; une annulation tardive ou une absence compte comme un cours suivi.
- Arrivez à l'heure et suivez les consignes des instructeurs.
- Respectez les autres membres et le personnel, et nettoyez le matériel après usage.
- L'abonnement est personnel : il ne peut être ni partagé ni cédé.

Le studio peut mettre fin à l'abonnement en cas de manquements graves ou répétés à ce règlement, en remboursant toute période prépayée non encore utilisée.`;

const MEMBERSHIP_AR = `أُبرمت هذه الاتفاقية بتاريخ {{today}} بين الاستوديو **{{studio.name}}** ({{studio.location}}) والعضو **{{member.fullName}}** ({{member.email}}، {{member.phone}})، ويُشار إليه فيما يلي بـ«العضو».

## الخطة والسعر

- **الخطة:** {{membership.plan}}
- **السعر لكل فترة:** {{membership.price}}
- **فترة الفوترة:** {{membership.period}}

يُحصَّل السعر في بداية كل فترة من وسيلة الدفع المسجّلة. ويجوز للاستوديو تغيير سعر الفترات القادمة بإشعار كتابي قبل 30 يومًا على الأقل، ويحق للعضو الإلغاء قبل سريان السعر الجديد.

## ما يشمله الاشتراك

- الحصص والجلسات التي تشملها خطة {{membership.plan}}، وتُحجز عبر تطبيق الاستوديو أو لدى مكتب الاستقبال؛
- استخدام غرف تبديل الملابس والحمّامات والخزائن اليومية؛
- أسعار الأعضاء على ورش العمل والمنتجات، حيثما يوفرها الاستوديو.

لا يشمل الاشتراك التدريب الشخصي وورش العمل ومشتريات المتجر ما لم تنصّ الخطة على ذلك.

## التجديد التلقائي

**يتجدد الاشتراك تلقائيًا** في نهاية كل فترة لفترة أخرى بالمدة نفسها، وبالسعر المعمول به حينها، إلى أن يلغيه العضو أو الاستوديو.

## تجميد الاشتراك

يجوز للعضو تجميد اشتراكه لمدة أقصاها 3 أشهر خلال أي 12 شهرًا، على ألا تقل مدة كل تجميد عن أسبوع واحد، بشرط أن يطلب ذلك قبل تاريخ الفوترة التالي. لا يُحصَّل أي مبلغ أثناء التجميد، ويُؤجَّل تاريخ التجديد بقدر مدته. ويمكن التجميد لمدة أطول لأسباب طبية بتقديم تقرير طبي.

## الإلغاء

يجوز للعضو الإلغاء في أي وقت بشرط تقديم **إشعار كتابي قبل 30 يومًا**، عبر التطبيق أو البريد الإلكتروني أو لدى مكتب الاستقبال. يبقى الاشتراك ساريًا حتى انتهاء مدة الإشعار، وتُحصَّل قيمة الفترة التي تنتهي فيها كاملةً. ولا تُسترد قيمة الفترات الجزئية ما لم يقتضِ القانون ذلك.

## تعذّر الدفع

إذا تعذّر تحصيل دفعة، يُبلغ الاستوديو العضو ويعيد المحاولة خلال 7 أيام. ويجوز إيقاف الحجوزات الجديدة مؤقتًا حتى سداد المبلغ. وإذا ظل المبلغ غير مسدَّد بعد 14 يومًا من تاريخ الاستحقاق، يجوز للاستوديو تعليق الاشتراك حتى تسوية الرصيد.

## قواعد الاستوديو

- احجز الحصص مسبقًا، وألغِ الحجز قبل {{studio.cancellationHours}} ساعة على الأقل من موعد بدايتها؛ ويُحتسب الإلغاء المتأخر أو عدم الحضور حضورًا للحصة.
- احضر في الموعد واتبع توجيهات المدربين.
- احترم الأعضاء الآخرين والموظفين، وامسح المعدات بعد استخدامها.
- الاشتراك شخصي: لا يجوز مشاركته مع الغير أو التنازل عنه.

يجوز للاستوديو إنهاء الاشتراك في حال المخالفة الجسيمة أو المتكررة لهذه القواعد، مع ردّ قيمة أي فترة مدفوعة مسبقًا لم تُستخدم بعد.`;

const CONTRACTOR_EN = `This agreement is made on {{today}} between **{{studio.name}}** ({{studio.location}}), "the studio", and **{{member.fullName}}** ({{member.email}}), "the trainer".

## Services

The trainer will teach the group classes and give the personal training sessions they accept in the studio's schedule, prepare them with care, and keep attendance up to date in the studio's system.

## Independent status

The trainer is an **independent contractor**, not an employee, partner or agent of the studio. Within the studio's safety standards and class descriptions, the trainer decides how to teach. The trainer is responsible for their own taxes, social contributions and business registration, and may work for others, subject to the non-solicitation clause below.

## Pay

The studio pays the trainer **per session taught**, at the rate set for the trainer in the studio's pay rates on the day of the session. Sessions taught in a calendar month are paid by the 10th of the following month, with a statement listing them. A change to the pay rates applies only to sessions scheduled after the trainer has been told of it.

## Schedule

The trainer keeps their availability up to date in the studio's system. The studio offers sessions within that availability, and the trainer may accept or decline them. Once a session is accepted, the trainer gives at least 48 hours' notice if they cannot teach it and helps find a substitute where possible.

## Insurance and certifications

At their own cost, the trainer keeps valid professional liability insurance, a recognized certification for each discipline they teach, and a current first aid and CPR certificate. The trainer provides copies on request and tells the studio at once if any of them lapses; until it is renewed, the trainer does not teach.

## Confidentiality of client data

The trainer will see clients' personal data, including their **health answers** (injuries, conditions, pregnancy) from waivers and forms. The trainer uses this data only to teach safely, does not copy, export or share it, discusses it only with studio staff who need it, and reports any suspected leak at once. This duty continues after the agreement ends.

## Non-solicitation

For 6 months after this agreement ends, the trainer will not actively approach clients they met through the studio to offer them private sessions elsewhere. Clients remain free to follow the trainer on their own initiative, and the trainer remains free to advertise publicly.

## Termination

Either party may end this agreement at any time with **14 days' written notice**. Either party may end it at once for a serious breach, such as a breach of confidentiality, lapsed insurance or conduct that puts clients at risk. Sessions already taught are paid in the next pay run.`;

const CONTRACTOR_FR = `Le présent contrat est conclu le {{today}} entre **{{studio.name}}** ({{studio.location}}), « le studio », et **{{member.fullName}}** ({{member.email}}), « le coach ».

## Prestations

Le coach assure les cours collectifs et les séances d'entraînement personnel qu'il accepte dans le planning du studio, les prépare avec soin et tient les présences à jour dans le système du studio.

## Statut indépendant

Le coach est un **prestataire indépendant** et non un salarié, un associé ou un mandataire du studio. Dans le respect des règles de sécurité et des descriptions de cours du studio, il décide de la manière d'enseigner. Il est responsable de ses propres impôts, cotisations sociales et immatriculation, et peut travailler pour d'autres, sous réserve de la clause de non-sollicitation ci-dessous.

## Rémunération

Le studio rémunère le coach **par séance donnée**, au tarif fixé pour lui dans la grille de rémunération du studio au jour de la séance. Les séances données au cours d'un mois civil sont payées au plus tard le 10 du mois suivant, avec un relevé qui les détaille. Une modification de la grille ne s'applique qu'aux séances programmées après que le coach en a été informé.

## Planning

Le coach tient ses disponibilités à jour dans le système du studio. Le studio propose des séances dans ces disponibilités, et le coach peut les accepter ou les refuser. Une fois une séance acceptée, le coach prévient au moins 48 heures à l'avance s'il ne peut pas l'assurer et aide, si possible, à trouver un remplaçant.

## Assurance et certifications

À ses frais, le coach maintient une assurance responsabilité civile professionnelle valide, une certification reconnue pour chaque discipline qu'il enseigne et un certificat de premiers secours et de réanimation à jour. Il en fournit une copie sur demande et prévient immédiatement le studio si l'un d'eux expire ; tant qu'il n'est pas renouvelé, le coach n'enseigne pas.

## Confidentialité des données des clients

Le coach a accès aux données personnelles des clients, y compris leurs **réponses sur leur santé** (blessures, affections, grossesse) issues des décharges et des formulaires. Il n'utilise ces données que pour enseigner en toute sécurité, ne les copie, ne les exporte ni ne les partage, n'en parle qu'avec le personnel du studio qui en a besoin et signale immédiatement toute fuite présumée. Cette obligation subsiste après la fin du contrat.

## Non-sollicitation

Pendant 6 mois après la fin du contrat, le coach ne démarche pas activement les clients rencontrés par l'intermédiaire du studio pour leur proposer des séances privées ailleurs. Les clients restent libres de suivre le coach de leur propre initiative, et le coach reste libre de promouvoir publiquement ses services.

## Résiliation

Chaque partie peut mettre fin au présent contrat à tout moment avec un **préavis écrit de 14 jours**. Chaque partie peut y mettre fin immédiatement en cas de manquement grave, tel qu'une violation de la confidentialité, une assurance expirée ou un comportement qui met les clients en danger. Les séances déjà données sont payées lors de la paie suivante.`;

const CONTRACTOR_AR = `أُبرمت هذه الاتفاقية بتاريخ {{today}} بين **{{studio.name}}** ({{studio.location}})، ويُشار إليه فيما يلي بـ«الاستوديو»، والمدرّب **{{member.fullName}}** ({{member.email}})، ويُشار إليه فيما يلي بـ«المدرّب».

## الخدمات

يقدّم المدرّب الحصص الجماعية وجلسات التدريب الشخصي التي يقبلها في جدول الاستوديو، ويُعدّها بعناية، ويحدّث سجل الحضور في نظام الاستوديو.

## الصفة المستقلة

المدرّب **متعاقد مستقل**، وليس موظفًا لدى الاستوديو ولا شريكًا له ولا وكيلًا عنه. ويقرّر المدرّب طريقة التدريس في إطار معايير السلامة وأوصاف الحصص المعتمدة في الاستوديو. وهو مسؤول عن ضرائبه واشتراكاته الاجتماعية وتسجيل نشاطه، ويجوز له العمل لدى جهات أخرى، مع مراعاة بند عدم الاستقطاب أدناه.

## الأجر

يدفع الاستوديو للمدرّب **أجرًا عن كل جلسة يقدّمها**، وفق الأجر المحدد له في جدول أجور الاستوديو في يوم الجلسة. وتُدفع أجور الجلسات المقدَّمة خلال شهر ميلادي في موعد أقصاه اليوم العاشر من الشهر التالي، مع كشف يبيّنها. ولا يسري أي تعديل على جدول الأجور إلا على الجلسات المجدولة بعد إبلاغ المدرّب به.

## الجدول الزمني

يحدّث المدرّب أوقات توفّره في نظام الاستوديو. ويعرض الاستوديو الجلسات ضمن هذه الأوقات، وللمدرّب أن يقبلها أو يرفضها. وبعد قبول الجلسة، يُخطر المدرّب الاستوديو قبل 48 ساعة على الأقل إذا تعذّر عليه تقديمها، ويساعد قدر الإمكان في إيجاد بديل.

## التأمين والشهادات

يحتفظ المدرّب على نفقته الخاصة بتأمين ساري المفعول ضد المسؤولية المهنية، وبشهادة معترف بها في كل تخصص يدرّسه، وبشهادة سارية في الإسعافات الأولية والإنعاش القلبي الرئوي. ويقدّم نسخًا منها عند الطلب، ويُبلغ الاستوديو فورًا إذا انتهت صلاحية أيٍّ منها، ولا يدرّس حتى يجدّدها.

## سرية بيانات العملاء

يطّلع المدرّب على البيانات الشخصية للعملاء، بما فيها **إجاباتهم الصحية** (الإصابات والحالات الصحية والحمل) الواردة في الإقرارات والاستمارات. ولا يستخدم هذه البيانات إلا للتدريس بأمان، ولا ينسخها ولا يصدّرها ولا يشاركها، ولا يناقشها إلا مع موظفي الاستوديو الذين يحتاجون إليها، ويُبلغ فورًا عن أي تسريب مشتبه به. ويظل هذا الالتزام قائمًا بعد انتهاء الاتفاقية.

## عدم الاستقطاب

خلال 6 أشهر من انتهاء هذه الاتفاقية، لا يتواصل المدرّب بمبادرة منه مع العملاء الذين تعرّف إليهم عن طريق الاستوديو ليعرض عليهم جلسات خاصة في مكان آخر. ويبقى العملاء أحرارًا في متابعة المدرّب بمبادرة منهم، ويبقى المدرّب حرًّا في الإعلان عن خدماته علنًا.

## إنهاء الاتفاقية

يجوز لأي من الطرفين إنهاء هذه الاتفاقية في أي وقت بموجب **إشعار كتابي قبل 14 يومًا**. ويجوز لأي منهما إنهاؤها فورًا في حال الإخلال الجسيم، كخرق السرية أو انتهاء التأمين أو أي سلوك يعرّض العملاء للخطر. وتُدفع أجور الجلسات المقدَّمة بالفعل في دفعة الأجور التالية.`;

export const DEMO_CONTRACT_TEXTS: DemoContractText[] = [
  {
    name: 'Liability Waiver and Release',
    kind: 'waiver',
    bodies: { en: WAIVER_EN, fr: WAIVER_FR, ar: WAIVER_AR },
  },
  {
    name: 'Membership Agreement',
    kind: 'membership_agreement',
    bodies: { en: MEMBERSHIP_EN, fr: MEMBERSHIP_FR, ar: MEMBERSHIP_AR },
  },
  {
    name: 'Independent Contractor Agreement',
    kind: 'contractor_agreement',
    bodies: { en: CONTRACTOR_EN, fr: CONTRACTOR_FR, ar: CONTRACTOR_AR },
  },
];
