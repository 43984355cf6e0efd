import type { ContractKind } from '@bmp/shared';
import { ESIGN_CONSENT_VERSION } from '@bmp/shared';
import type { Viewer } from '../../lib/viewer.ts';
import type { Actor } from './contracts.common.ts';
import { type ContractDeps, issueContract } from './contracts.service.ts';
import { contractToSign, signContract } from './signing.service.ts';
import { createTemplate } from './templates.service.ts';
import { recordPaperWaiver } from './waivers.service.ts';

// The demo studio's contracts, made through the module's own services so the seeded record is the
// same as one a studio makes by hand (hash chain, frozen text, sealed PDF). seed/demo-contracts-seed.ts
// calls it once.

type DemoText = { name: string; kind: ContractKind; bodies: { en: string; fr: string; ar: string } };

const DEMO_ORIGIN = { ip: '127.0.0.1', userAgent: 'Demo seed' };

const actorOf = (viewer: Viewer): Actor => ({
  id: viewer.membershipId,
  name: viewer.person?.name ?? '',
  role: viewer.role,
  ...DEMO_ORIGIN,
});

export async function seedDemoContractRecords(
  deps: ContractDeps,
  people: { owner: Viewer; member: Viewer; expert: Viewer; paperSigner: string },
  texts: DemoText[],
  signaturePng: string,
  now: Date,
): Promise<void> {
  const { owner, member, expert } = people;
  const templates = new Map<ContractKind, string>();
  for (const text of texts) {
    const template = await createTemplate(deps.db, owner, text);
    templates.set(text.kind, template.id);
  }
  const templateOf = (kind: ContractKind) => {
    const id = templates.get(kind);
    if (!id) throw new Error(`demo ${kind} template missing`);
    return id;
  };
  const issue = (kind: ContractKind, personId: string) =>
    issueContract(deps, owner, actorOf(owner), {
      templateId: templateOf(kind),
      personId,
      dependantId: null,
      expiresInDays: 14,
      send: true,
    });
  const sign = async (signer: Viewer, contractId: string, drawn: boolean) => {
    const access = { kind: 'member' as const, viewer: signer };
    await contractToSign(deps, access, DEMO_ORIGIN, contractId);
    await signContract(
      deps,
      access,
      DEMO_ORIGIN,
      {
        consent: true,
        consentVersion: ESIGN_CONSENT_VERSION,
        typedName: signer.person?.name ?? '',
        signaturePng: drawn ? signaturePng : null,
      },
      contractId,
    );
  };

  // Maya's waiver, signed with a drawn signature: a sealed PDF to download.
  const waiver = await issue('waiver', member.membershipId);
  await sign(member, waiver.id, true);
  // Her membership agreement waits for her signature.
  await issue('membership_agreement', member.membershipId);
  // Erin's contractor agreement: she signed by typed name; it waits for the owner's countersignature.
  const agreement = await issue('contractor_agreement', expert.membershipId);
  await sign(expert, agreement.id, false);
  // A class regular signed the waiver on paper at the front desk last month.
  const signedOn = new Date(now.getTime() - 30 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  await recordPaperWaiver(deps.db, owner, actorOf(owner), {
    templateId: templateOf('waiver'),
    personId: people.paperSigner,
    dependantId: null,
    signedOn,
    scan: { contentType: 'image/png', data: signaturePng },
  });
}
