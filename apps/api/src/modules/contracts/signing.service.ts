import {
  type Contract,
  type ContractToSign,
  type contractSignSchema,
  ESIGN_CONSENT_TEXTS,
  ESIGN_CONSENT_VERSION,
  esignConsentText,
  type Locale,
} from '@bmp/shared';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import * as clock from '../../lib/clock.ts';
import { fieldProblem, HttpProblem, notFound } from '../../lib/problem.ts';
import { hashToken } from '../../lib/tokens.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { notify } from '../notifications/index.ts';
import { contractEmail, enqueueEmail } from '../outbox/index.ts';
import { sha256Hex } from './chain.ts';
import { type Actor, eventBy, type Origin, toContract } from './contracts.common.ts';
import {
  appendEvent,
  type ContractListRow,
  findContract,
  findContractFiles,
  findLink,
  findPerson,
  findStudioFacts,
  listEvents,
  listOwnContracts,
  listOwners,
  updateContract,
} from './contracts.repository.ts';
import { appPathOf, type ContractDeps, downloadPdf } from './contracts.service.ts';
import { buildContractPdf, type ContractPdfSignature, SignatureImageError } from './pdf/index.ts';
import { checkedSignature } from './signature-image.ts';

// Signing (decision 0053): the signer reads the frozen text, consents to sign electronically (ESIGN
// §101(c)), types their name and, if they like, draws a signature. The contract's row is locked for
// the whole step, so of twenty requests at once exactly one signs. At the last signature the PDF is
// built once and stored; what is downloaded later is exactly that file.

/** How the signer reached the contract: signed in, or through the emailed link (no password). */
export type SignerAccess = { kind: 'member'; viewer: Viewer } | { kind: 'link'; token: string };

type Reached = { businessId: string; contractId: string; via: 'app' | 'link'; viewer: Viewer | null };

const OPEN = ['sent', 'viewed'] as const;

async function reach(db: Database, access: SignerAccess, contractId?: string): Promise<Reached> {
  if (access.kind === 'member') {
    if (!contractId) throw notFound('contract');
    return { businessId: access.viewer.businessId, contractId, via: 'app', viewer: access.viewer };
  }
  const link = await findLink(db, hashToken(access.token));
  if (!link) {
    throw new HttpProblem(
      404,
      'Not Found',
      'This signing link is not valid or has expired. Ask the studio for a new one.',
    );
  }
  return { businessId: link.businessId, contractId: link.contractId, via: 'link', viewer: null };
}

/** Whether the caller may see this contract as its signer (or, for the owner, as countersigner). */
function mayRead(reached: Reached, contract: ContractListRow): boolean {
  if (reached.via === 'link') return true;
  const viewer = reached.viewer as Viewer;
  if (contract.status === 'draft') return false;
  // The owner reads what waits for a countersignature, and what they countersigned.
  return (
    contract.personId === viewer.membershipId ||
    (viewer.role === 'principal' &&
      (contract.status === 'countersign' || contract.countersignedById === viewer.membershipId))
  );
}

async function signerActor(db: Database, contract: ContractListRow, origin: Origin): Promise<Actor> {
  const person = await findPerson(db, contract.businessId, contract.personId);
  return { id: contract.personId, name: contract.personName, role: person?.role ?? 'customer', ...origin };
}

function signAsOf(reached: Reached, contract: ContractListRow): ContractToSign['signAs'] {
  if ((OPEN as readonly string[]).includes(contract.status)) {
    const isSigner = reached.via === 'link' || reached.viewer?.membershipId === contract.personId;
    if (isSigner) return contract.dependantName ? 'guardian' : 'signer';
  }
  if (contract.status === 'countersign' && reached.via === 'app' && reached.viewer?.role === 'principal') {
    return 'countersigner';
  }
  return null;
}

/** The contracts a signed-in person signs (and, for the owner, those waiting for a countersignature). */
export async function ownContracts(db: Database, viewer: Viewer): Promise<{ items: Contract[] }> {
  const rows = await listOwnContracts(
    db,
    viewer.businessId,
    viewer.membershipId,
    viewer.role === 'principal',
  );
  return { items: rows.map(toContract) };
}

/** The contract to read and sign; the signer's first look is the "viewed" event. */
export async function contractToSign(
  deps: ContractDeps,
  access: SignerAccess,
  origin: Origin,
  contractId?: string,
): Promise<ContractToSign> {
  const { db } = deps;
  const reached = await reach(db, access, contractId);
  const contract = await db.transaction(async (tx) => {
    const row = await findContract(tx, reached.businessId, reached.contractId, { lock: true });
    if (!row || !mayRead(reached, row)) throw notFound('contract');
    const isSigner = reached.via === 'link' || reached.viewer?.membershipId === row.personId;
    if (row.status === 'sent' && isSigner) {
      const at = clock.now();
      await updateContract(tx, row.businessId, row.id, { status: 'viewed', viewedAt: at });
      const actor = await signerActor(tx, row, origin);
      await appendEvent(
        tx,
        row.businessId,
        row.id,
        eventBy(actor, 'viewed', row.documentSha256, at, { detail: { via: reached.via } }),
      );
      return { ...row, status: 'viewed' as const, viewedAt: at };
    }
    return row;
  });
  const studio = await findStudioFacts(db, reached.businessId);
  const consent = ESIGN_CONSENT_TEXTS[contract.language];
  return {
    contract: toContract(contract),
    studioName: studio.name,
    consent: { version: ESIGN_CONSENT_VERSION, ...consent },
    signAs: signAsOf(reached, contract),
  };
}

/** Why a contract cannot be signed now, as the 409 says it; null when it can. */
function refusal(contract: ContractListRow): string | null {
  switch (contract.status) {
    case 'signed':
    case 'countersign':
      return 'This contract is already signed.';
    case 'voided':
      return 'This contract was voided by the studio and can no longer be signed.';
    case 'declined':
      return 'This contract was declined. Ask the studio to issue it again.';
    case 'expired':
      return 'This contract has expired. Ask the studio for a new one.';
    case 'draft':
      return 'This contract has not been sent yet.';
    case 'excused':
      return 'The studio excused this waiver: there is nothing to sign.';
    default:
      return contract.expiresAt && contract.expiresAt <= clock.now()
        ? 'This contract has expired. Ask the studio for a new one.'
        : null;
  }
}

/** The signer's consent to sign electronically, as its own event with the consent text's hash. */
async function recordConsent(
  db: Database,
  contract: ContractListRow,
  actor: Actor,
  at: Date,
): Promise<string> {
  const consentSha256 = sha256Hex(esignConsentText(contract.language));
  await appendEvent(
    db,
    contract.businessId,
    contract.id,
    eventBy(actor, 'consented', contract.documentSha256, at, {
      consentSha256,
      detail: { consentVersion: ESIGN_CONSENT_VERSION },
    }),
  );
  return consentSha256;
}

function checkConsent(input: z.output<typeof contractSignSchema>) {
  if (input.consentVersion !== ESIGN_CONSENT_VERSION) {
    throw fieldProblem(
      409,
      'consent',
      'The consent text has changed since you opened the page. Read it again.',
    );
  }
}

export async function signContract(
  deps: ContractDeps,
  access: SignerAccess,
  origin: Origin,
  input: z.output<typeof contractSignSchema>,
  contractId?: string,
): Promise<Contract> {
  const { db } = deps;
  checkConsent(input);
  const signature = checkedSignature(input.signaturePng);
  const reached = await reach(db, access, contractId);
  const signed = await db.transaction(async (tx) => {
    const contract = await findContract(tx, reached.businessId, reached.contractId, { lock: true });
    const isSigner =
      contract && (reached.via === 'link' || reached.viewer?.membershipId === contract.personId);
    if (!contract || !isSigner) throw notFound('contract');
    const refused = refusal(contract);
    if (refused) throw new HttpProblem(409, 'Conflict', refused);
    const actor = await signerActor(tx, contract, origin);
    const at = clock.now();
    const consentSha256 = await recordConsent(tx, contract, actor, at);
    await updateContract(tx, contract.businessId, contract.id, {
      signedAt: at,
      signedName: input.typedName,
      signaturePng: signature,
      status: contract.needsCountersign ? 'countersign' : 'signed',
    });
    await appendEvent(
      tx,
      contract.businessId,
      contract.id,
      eventBy(actor, 'signed', contract.documentSha256, at, {
        consentSha256,
        detail: {
          typedName: input.typedName,
          drawn: signature ? 'yes' : 'no',
          as: contract.dependantName ? 'guardian' : 'signer',
          via: reached.via,
        },
      }),
    );
    if (contract.needsCountersign) {
      await askOwnersToCountersign(tx, deps, contract);
    } else {
      await seal(tx, deps, contract.businessId, contract.id);
    }
    return contract;
  });
  return toContract((await findContract(db, signed.businessId, signed.id)) as ContractListRow);
}

/** The owner's countersignature of a contractor agreement the team member signed; then it is sealed. */
export async function countersignContract(
  deps: ContractDeps,
  viewer: Viewer,
  origin: Origin,
  id: string,
  input: z.output<typeof contractSignSchema>,
): Promise<Contract> {
  const { db } = deps;
  checkConsent(input);
  const signature = checkedSignature(input.signaturePng);
  await db.transaction(async (tx) => {
    const contract = await findContract(tx, viewer.businessId, id, { lock: true });
    if (!contract) throw notFound('contract');
    if (contract.status !== 'countersign') {
      throw new HttpProblem(
        409,
        'Conflict',
        contract.status === 'signed'
          ? 'This contract is already countersigned.'
          : 'This contract is not waiting for a countersignature.',
      );
    }
    const actor: Actor = {
      id: viewer.membershipId,
      name: viewer.person?.name ?? input.typedName,
      role: viewer.role,
      ...origin,
    };
    const at = clock.now();
    const consentSha256 = await recordConsent(tx, contract, actor, at);
    await updateContract(tx, viewer.businessId, id, {
      countersignedAt: at,
      countersignedName: input.typedName,
      countersignedById: viewer.membershipId,
      countersignaturePng: signature,
      status: 'signed',
    });
    await appendEvent(
      tx,
      viewer.businessId,
      id,
      eventBy(actor, 'countersigned', contract.documentSha256, at, {
        consentSha256,
        detail: { typedName: input.typedName, drawn: signature ? 'yes' : 'no' },
      }),
    );
    await seal(tx, deps, viewer.businessId, id);
  });
  return toContract((await findContract(db, viewer.businessId, id)) as ContractListRow);
}

export async function declineContract(
  deps: ContractDeps,
  access: SignerAccess,
  origin: Origin,
  reason: string,
  contractId?: string,
): Promise<Contract> {
  const { db } = deps;
  const reached = await reach(db, access, contractId);
  await db.transaction(async (tx) => {
    const contract = await findContract(tx, reached.businessId, reached.contractId, { lock: true });
    const isSigner =
      contract && (reached.via === 'link' || reached.viewer?.membershipId === contract.personId);
    if (!contract || !isSigner) throw notFound('contract');
    const refused = refusal(contract);
    if (refused) throw new HttpProblem(409, 'Conflict', refused);
    const actor = await signerActor(tx, contract, origin);
    const at = clock.now();
    await updateContract(tx, contract.businessId, contract.id, {
      status: 'declined',
      declinedAt: at,
      declineReason: reason || null,
    });
    await appendEvent(
      tx,
      contract.businessId,
      contract.id,
      eventBy(actor, 'declined', contract.documentSha256, at, { detail: reason ? { reason } : {} }),
    );
  });
  return toContract((await findContract(db, reached.businessId, reached.contractId)) as ContractListRow);
}

/** The sealed PDF for its signer (signed in, or through the link). */
export async function signerPdf(
  deps: ContractDeps,
  access: SignerAccess,
  origin: Origin,
  contractId?: string,
) {
  const reached = await reach(deps.db, access, contractId);
  const contract = await findContract(deps.db, reached.businessId, reached.contractId);
  if (!contract || !mayRead(reached, contract)) throw notFound('contract');
  const actor = await signerActor(deps.db, contract, origin);
  const reader: Actor =
    reached.viewer && reached.viewer.membershipId !== contract.personId
      ? {
          id: reached.viewer.membershipId,
          name: reached.viewer.person?.name ?? '',
          role: reached.viewer.role,
          ...origin,
        }
      : actor;
  return downloadPdf(deps.db, reached.businessId, reached.contractId, reader, (row) => mayRead(reached, row));
}

/** The PDF's line for a guardian's signature, in the contract's language. */
const ON_BEHALF_OF: Record<Locale, (name: string) => string> = {
  en: (name) => `Signed by the guardian for ${name} (dependant)`,
  fr: (name) => `Signé par le tuteur pour ${name} (personne à charge)`,
  ar: (name) => `وقّعه وليّ الأمر نيابةً عن ${name} (تابع)`,
};

async function askOwnersToCountersign(db: Database, deps: ContractDeps, contract: ContractListRow) {
  const [owners, studio] = await Promise.all([
    listOwners(db, contract.businessId),
    findStudioFacts(db, contract.businessId),
  ]);
  for (const owner of owners) {
    const link = `/admin/business/contract/sign?contract=${contract.id}`;
    await notify(db, {
      businessId: contract.businessId,
      membershipId: owner.id,
      kind: 'contract.countersign',
      data: { contractId: contract.id, title: contract.title, actorName: contract.personName },
      link,
    });
    await enqueueEmail(
      db,
      contractEmail({
        kind: 'contract.countersign',
        businessId: contract.businessId,
        membershipId: owner.id,
        to: owner.email,
        studioName: studio.name,
        timeZone: studio.timeZone,
        title: contract.title,
        personName: contract.personName,
        expiresAt: null,
        link: `${deps.origin}${link}`,
      }),
    );
  }
}

/**
 * Builds the PDF once, from the frozen text, the signatures and the events up to now, and stores it
 * with its hash (the row's guard refuses to change either afterwards). The signer gets a copy's link.
 */
async function seal(db: Database, deps: ContractDeps, businessId: string, id: string) {
  const contract = (await findContract(db, businessId, id)) as ContractListRow;
  const [files, events, studio, person] = await Promise.all([
    findContractFiles(db, businessId, id),
    listEvents(db, businessId, id),
    findStudioFacts(db, businessId),
    findPerson(db, businessId, contract.personId),
  ]);
  const signatures: ContractPdfSignature[] = [
    {
      role: contract.dependantName ? 'guardian' : 'signer',
      typedName: contract.signedName ?? contract.personName,
      signaturePng: files?.signaturePng ?? null,
      signedAt: contract.signedAt ?? clock.now(),
    },
  ];
  if (contract.countersignedAt) {
    signatures.push({
      role: 'countersigner',
      typedName: contract.countersignedName ?? '',
      signaturePng: files?.countersignaturePng ?? null,
      signedAt: contract.countersignedAt,
    });
  }
  // The signature image passed pngjs's check; a PNG pdf-lib still cannot embed is refused on its field
  // (the whole signing step rolls back).
  const build = async () => {
    try {
      return await buildContractPdf({
        contractId: contract.id,
        language: contract.language,
        studioName: studio.name,
        title: contract.title,
        bodyMarkdown: contract.body,
        documentSha256: contract.documentSha256,
        consentSha256: sha256Hex(esignConsentText(contract.language)),
        signatures,
        events: events.map((event) => ({
          type: event.type,
          actorName: event.actorName,
          actorRole: event.actorRole,
          at: event.at,
          ip: event.ip,
          userAgent: event.userAgent,
          hash: event.hash,
        })),
        onBehalfOf: contract.dependantName ? ON_BEHALF_OF[contract.language](contract.dependantName) : null,
      });
    } catch (error) {
      if (error instanceof SignatureImageError) {
        throw fieldProblem(400, 'signaturePng', 'The signature could not be read. Draw it again.');
      }
      throw error;
    }
  };
  const pdf = Buffer.from(await build());
  await updateContract(db, businessId, id, { pdf, pdfSha256: sha256Hex(pdf) });
  await enqueueEmail(
    db,
    contractEmail({
      kind: 'contract.signed',
      businessId,
      membershipId: contract.personId,
      to: contract.personEmail,
      studioName: studio.name,
      timeZone: studio.timeZone,
      title: contract.title,
      personName: contract.personName,
      expiresAt: null,
      link: `${deps.origin}${appPathOf(contract.id, person?.role ?? 'customer')}`,
    }),
  );
}
