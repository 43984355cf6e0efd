import {
  ACCESS,
  contractCsvQuerySchema,
  contractDeclineSchema,
  contractDetailSchema,
  contractIssueSchema,
  contractListQuerySchema,
  contractPageSchema,
  contractReasonSchema,
  contractSchema,
  contractSettingsInputSchema,
  contractSettingsSchema,
  contractSignSchema,
  contractTemplateDetailSchema,
  contractTemplateInputSchema,
  contractTemplateListSchema,
  contractTemplatePublishSchema,
  contractToSignSchema,
  contractVerificationSchema,
  contractVerifySchema,
  paperContractSchema,
  waiverExcuseSchema,
  waiverStatusSchema,
} from '@bmp/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { auditOrigin, recordAudit } from '../../lib/audit.ts';
import { attachmentNamed } from '../../lib/downloads.ts';
import { problems } from '../../lib/problem.ts';
import { type Viewer, viewerOf } from '../../lib/viewer.ts';
import type { Actor } from './contracts.common.ts';
import { csvOfContracts } from './contracts.csv.ts';
import {
  contractDetail,
  contractPage,
  contractsForCsv,
  downloadPdf,
  issueContract,
  paperScanOf,
  sendContract,
  teamMayRead,
  verifyContract,
  voidContract,
} from './contracts.service.ts';
import {
  contractToSign,
  countersignContract,
  declineContract,
  ownContracts,
  signContract,
  signerPdf,
} from './signing.service.ts';
import {
  contractSettingsOf,
  createTemplate,
  publishTemplate,
  reviseTemplate,
  setContractSettings,
  templateDetail,
  templateList,
} from './templates.service.ts';
import {
  customerWaivers,
  excuseWaiver,
  myWaivers,
  recordPaperWaiver,
  waiverToSign,
} from './waivers.service.ts';

// Contracts and e-signatures (decision 0053). Templates are written by the owner; staff issue, void
// and verify; the signer signs in the app or through the emailed link; the record is append-only.

const idParams = z.strictObject({ id: z.uuid('Not a contract id.') });
const templateParams = z.strictObject({ id: z.uuid('Not a template id.') });
const tokenParams = z.strictObject({ token: z.string().min(20).max(100) });
const customerParams = z.strictObject({ customerId: z.uuid('Not a customer id.') });

const customerWaiversSchema = z
  .object({
    required: z.boolean(),
    own: waiverStatusSchema,
    dependants: z.array(z.object({ id: z.string(), name: z.string(), status: waiverStatusSchema })),
  })
  .meta({ id: 'CustomerWaivers' });

const waiverToSignSchema = z
  .object({ status: waiverStatusSchema, contract: contractSchema.nullable() })
  .meta({ id: 'WaiverToSign' });

const waiverRequestSchema = z.strictObject({
  dependantId: z.uuid('Choose the dependant.').nullable().optional().default(null),
});

/** A file answer (PDF, scan): sent as bytes, which Fastify passes through without serializing. */
const fileAnswer = z.string().describe('The file’s bytes (application/pdf, or the scan’s type)');

function actorOf(request: FastifyRequest, viewer: Viewer): Actor {
  return {
    id: viewer.membershipId,
    name: viewer.person?.name ?? '',
    role: viewer.role,
    ...auditOrigin(request),
  };
}

function sendPdf(reply: FastifyReply, file: { pdf: Buffer; fileName: string }) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', attachmentNamed(file.fileName))
    .header('cache-control', 'private, no-store')
    .send(file.pdf as never);
}

export function contractRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    const deps = { db, origin: app.publicOrigin };

    // ---- Templates (the owner writes; staff read) ----

    app.get(
      '/api/contract-templates',
      {
        config: { access: ACCESS.staff },
        schema: {
          tags: ['contracts'],
          summary: 'The studio’s contract templates',
          response: { 200: contractTemplateListSchema },
        },
      },
      async (request) => templateList(db, viewerOf(request)),
    );

    app.post(
      '/api/contract-templates',
      {
        config: { access: ACCESS.owner },
        schema: {
          tags: ['contracts'],
          summary: 'Write a template (its first version is published)',
          body: contractTemplateInputSchema,
          response: { 201: contractTemplateDetailSchema, ...problems(400) },
        },
      },
      async (request, reply) => {
        const template = await createTemplate(db, viewerOf(request), request.body);
        await recordAudit(db, request, {
          action: 'contract_template.create',
          outcome: 'success',
          targetType: 'contract_template',
          targetId: template.id,
        });
        reply.code(201);
        return template;
      },
    );

    app.get(
      '/api/contract-templates/:id',
      {
        config: { access: ACCESS.staff },
        schema: {
          tags: ['contracts'],
          summary: 'One template with every version',
          params: templateParams,
          response: { 200: contractTemplateDetailSchema, ...problems(404) },
        },
      },
      async (request) => templateDetail(db, viewerOf(request), request.params.id),
    );

    app.put(
      '/api/contract-templates/:id',
      {
        config: { access: ACCESS.owner },
        schema: {
          tags: ['contracts'],
          summary: 'Change a template: writes a new version (a draft until published)',
          params: templateParams,
          body: contractTemplateInputSchema,
          response: { 200: contractTemplateDetailSchema, ...problems(400, 404) },
        },
      },
      async (request) => {
        const template = await reviseTemplate(db, viewerOf(request), request.params.id, request.body);
        await recordAudit(db, request, {
          action: 'contract_template.revise',
          outcome: 'success',
          targetType: 'contract_template',
          targetId: template.id,
          details: { version: template.latestVersion },
        });
        return template;
      },
    );

    app.post(
      '/api/contract-templates/:id/publish',
      {
        config: { access: ACCESS.owner },
        schema: {
          tags: ['contracts'],
          summary: 'Publish a version; a waiver may ask everyone to sign again',
          params: templateParams,
          body: contractTemplatePublishSchema,
          response: { 200: contractTemplateDetailSchema, ...problems(400, 404, 409) },
        },
      },
      async (request) => {
        const template = await publishTemplate(db, viewerOf(request), request.params.id, request.body);
        await recordAudit(db, request, {
          action: 'contract_template.publish',
          outcome: 'success',
          targetType: 'contract_template',
          targetId: template.id,
          details: { version: request.body.version, requireResign: request.body.requireResign },
        });
        return template;
      },
    );

    app.get(
      '/api/contract-settings',
      {
        config: { access: ACCESS.staff },
        schema: {
          tags: ['contracts'],
          summary: 'The waiver required before booking',
          response: { 200: contractSettingsSchema },
        },
      },
      async (request) => contractSettingsOf(db, viewerOf(request)),
    );

    app.put(
      '/api/contract-settings',
      {
        config: { access: ACCESS.owner },
        schema: {
          tags: ['contracts'],
          summary: 'Require a waiver before a member’s first booking (or not)',
          body: contractSettingsInputSchema,
          response: { 200: contractSettingsSchema, ...problems(400) },
        },
      },
      async (request) => {
        const settings = await setContractSettings(db, viewerOf(request), request.body);
        await recordAudit(db, request, {
          action: 'contract_settings.update',
          outcome: 'success',
          details: { requiredWaiverTemplateId: settings.requiredWaiverTemplateId },
        });
        return settings;
      },
    );

    // ---- Issued contracts (staff) ----

    app.get(
      '/api/contracts',
      {
        config: { access: ACCESS.staff },
        schema: {
          tags: ['contracts'],
          summary: 'Issued contracts, with filters and the unsigned view',
          querystring: contractListQuerySchema,
          response: { 200: contractPageSchema },
        },
      },
      async (request) => contractPage(request.reads, viewerOf(request), request.query),
    );

    app.get(
      '/api/contracts.csv',
      {
        config: { access: ACCESS.staff },
        schema: {
          tags: ['contracts'],
          summary: 'Issued contracts as CSV (the list’s filters)',
          querystring: contractCsvQuerySchema,
        },
      },
      async (request, reply) => {
        const rows = await contractsForCsv(request.reads, viewerOf(request), request.query);
        reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="contracts.csv"')
          .header('cache-control', 'no-store');
        return csvOfContracts(rows);
      },
    );

    app.post(
      '/api/contracts',
      {
        config: { access: ACCESS.staff },
        schema: {
          tags: ['contracts'],
          summary: 'Issue a contract to a member, a dependant (the guardian signs) or a team member',
          body: contractIssueSchema,
          response: { 201: contractSchema, ...problems(400, 409) },
        },
      },
      async (request, reply) => {
        const viewer = viewerOf(request);
        const contract = await issueContract(deps, viewer, actorOf(request, viewer), request.body);
        await recordAudit(db, request, {
          action: 'contract.issue',
          outcome: 'success',
          targetType: 'contract',
          targetId: contract.id,
        });
        reply.code(201);
        return contract;
      },
    );

    app.get(
      '/api/contracts/:id',
      {
        config: { access: ACCESS.staff },
        schema: {
          tags: ['contracts'],
          summary: 'One contract with its record of events',
          params: idParams,
          response: { 200: contractDetailSchema, ...problems(404) },
        },
      },
      async (request) => contractDetail(db, viewerOf(request), request.params.id),
    );

    app.post(
      '/api/contracts/:id/send',
      {
        config: { access: ACCESS.staff },
        schema: {
          tags: ['contracts'],
          summary: 'Send a draft, or email an open contract again',
          params: idParams,
          response: { 200: contractSchema, ...problems(404, 409) },
        },
      },
      async (request) => {
        const viewer = viewerOf(request);
        return sendContract(deps, viewer, actorOf(request, viewer), request.params.id);
      },
    );

    app.post(
      '/api/contracts/:id/void',
      {
        config: { access: ACCESS.staff },
        schema: {
          tags: ['contracts'],
          summary: 'Void a contract (kept, marked void with the reason)',
          params: idParams,
          body: contractReasonSchema,
          response: { 200: contractSchema, ...problems(400, 404, 409) },
        },
      },
      async (request) => {
        const viewer = viewerOf(request);
        const contract = await voidContract(
          db,
          viewer,
          actorOf(request, viewer),
          request.params.id,
          request.body.reason,
        );
        await recordAudit(db, request, {
          action: 'contract.void',
          outcome: 'success',
          targetType: 'contract',
          targetId: contract.id,
        });
        return contract;
      },
    );

    app.post(
      '/api/contracts/:id/verify',
      {
        config: { access: ACCESS.staff },
        schema: {
          tags: ['contracts'],
          summary: 'Recompute the record’s hashes; say whether an uploaded PDF is the stored one',
          params: idParams,
          body: contractVerifySchema,
          response: { 200: contractVerificationSchema, ...problems(400, 404) },
        },
      },
      async (request) =>
        verifyContract(
          db,
          viewerOf(request),
          request.params.id,
          request.body.pdf ? Buffer.from(request.body.pdf, 'base64') : null,
        ),
    );

    app.get(
      '/api/contracts/:id/pdf',
      {
        config: { access: ACCESS.teamRead },
        schema: {
          tags: ['contracts'],
          summary: 'The sealed PDF (staff: any; an expert: their own)',
          params: idParams,
          response: { 200: fileAnswer, ...problems(404) },
        },
      },
      async (request, reply) => {
        const viewer = viewerOf(request);
        const file = await downloadPdf(
          db,
          viewer.businessId,
          request.params.id,
          actorOf(request, viewer),
          (row) => teamMayRead(viewer, row),
        );
        return sendPdf(reply, file);
      },
    );

    app.get(
      '/api/contracts/:id/scan',
      {
        config: { access: ACCESS.staff },
        schema: {
          tags: ['contracts'],
          summary: 'The scan of a waiver signed on paper',
          params: idParams,
          response: { 200: fileAnswer, ...problems(404) },
        },
      },
      async (request, reply) => {
        const scan = await paperScanOf(db, viewerOf(request), request.params.id);
        return reply
          .header('content-type', scan.contentType)
          .header('cache-control', 'private, no-store')
          .header('content-disposition', 'attachment; filename="paper-waiver"')
          .send(scan.bytes as never);
      },
    );

    app.post(
      '/api/contracts/:id/countersign',
      {
        config: { access: ACCESS.owner },
        schema: {
          tags: ['contracts'],
          summary: 'The owner countersigns a contractor agreement; it is then sealed',
          params: idParams,
          body: contractSignSchema,
          response: { 200: contractSchema, ...problems(400, 404, 409) },
        },
      },
      async (request) =>
        countersignContract(deps, viewerOf(request), auditOrigin(request), request.params.id, request.body),
    );

    // ---- Waivers (staff) ----

    app.get(
      '/api/customers/:customerId/waiver',
      {
        config: { access: ACCESS.staff },
        schema: {
          tags: ['contracts'],
          summary: 'A customer’s waiver, and each dependant’s',
          params: customerParams,
          response: { 200: customerWaiversSchema, ...problems(404) },
        },
      },
      async (request) => customerWaivers(db, viewerOf(request), request.params.customerId),
    );

    app.post(
      '/api/waivers/paper',
      {
        config: { access: ACCESS.staff },
        schema: {
          tags: ['contracts'],
          summary: 'Record a waiver signed on paper, with its scan',
          body: paperContractSchema,
          response: { 201: contractSchema, ...problems(400) },
        },
      },
      async (request, reply) => {
        const viewer = viewerOf(request);
        const contract = await recordPaperWaiver(db, viewer, actorOf(request, viewer), request.body);
        await recordAudit(db, request, {
          action: 'waiver.paper',
          outcome: 'success',
          targetType: 'contract',
          targetId: contract.id,
        });
        reply.code(201);
        return contract;
      },
    );

    app.post(
      '/api/waivers/excuse',
      {
        config: { access: ACCESS.staff },
        schema: {
          tags: ['contracts'],
          summary: 'Excuse one person from the required waiver, with a reason',
          body: waiverExcuseSchema,
          response: { 201: contractSchema, ...problems(400, 409) },
        },
      },
      async (request, reply) => {
        const viewer = viewerOf(request);
        const contract = await excuseWaiver(db, viewer, actorOf(request, viewer), request.body);
        await recordAudit(db, request, {
          action: 'waiver.excuse',
          outcome: 'success',
          targetType: 'contract',
          targetId: contract.id,
        });
        reply.code(201);
        return contract;
      },
    );

    // ---- The signer, signed in (members, experts, the owner countersigning) ----

    app.get(
      '/api/me/contracts',
      {
        config: { access: 'signedIn' },
        schema: {
          tags: ['contracts'],
          summary: 'My contracts: to sign, and signed',
          response: { 200: z.object({ items: z.array(contractSchema) }).meta({ id: 'OwnContracts' }) },
        },
      },
      async (request) => ownContracts(db, viewerOf(request)),
    );

    app.get(
      '/api/me/waiver',
      {
        config: { access: 'signedIn' },
        schema: {
          tags: ['contracts'],
          summary: 'My waiver and my household’s, when the studio requires one (issues nothing)',
          response: { 200: customerWaiversSchema },
        },
      },
      async (request) => myWaivers(db, viewerOf(request)),
    );

    app.post(
      '/api/me/waiver',
      {
        config: { access: 'signedIn' },
        schema: {
          tags: ['contracts'],
          summary: 'The studio’s waiver for me (or my dependant) to sign: the open one, or a new one',
          body: waiverRequestSchema,
          response: { 200: waiverToSignSchema, ...problems(400) },
        },
      },
      async (request) => {
        const viewer = viewerOf(request);
        return waiverToSign(deps, viewer, actorOf(request, viewer), request.body.dependantId);
      },
    );

    app.get(
      '/api/me/contracts/:id',
      {
        config: { access: 'signedIn' },
        schema: {
          tags: ['contracts'],
          summary: 'A contract to read and sign (the first look is recorded)',
          params: idParams,
          response: { 200: contractToSignSchema, ...problems(404) },
        },
      },
      async (request) =>
        contractToSign(
          deps,
          { kind: 'member', viewer: viewerOf(request) },
          auditOrigin(request),
          request.params.id,
        ),
    );

    app.post(
      '/api/me/contracts/:id/sign',
      {
        config: { access: 'signedIn' },
        schema: {
          tags: ['contracts'],
          summary: 'Sign: consent, typed name, and a drawn signature if given',
          params: idParams,
          body: contractSignSchema,
          response: { 200: contractSchema, ...problems(400, 404, 409) },
        },
      },
      async (request) =>
        signContract(
          deps,
          { kind: 'member', viewer: viewerOf(request) },
          auditOrigin(request),
          request.body,
          request.params.id,
        ),
    );

    app.post(
      '/api/me/contracts/:id/decline',
      {
        config: { access: 'signedIn' },
        schema: {
          tags: ['contracts'],
          summary: 'Decline to sign',
          params: idParams,
          body: contractDeclineSchema,
          response: { 200: contractSchema, ...problems(400, 404, 409) },
        },
      },
      async (request) =>
        declineContract(
          deps,
          { kind: 'member', viewer: viewerOf(request) },
          auditOrigin(request),
          request.body.reason,
          request.params.id,
        ),
    );

    app.get(
      '/api/me/contracts/:id/pdf',
      {
        config: { access: 'signedIn' },
        schema: {
          tags: ['contracts'],
          summary: 'My signed contract’s PDF',
          params: idParams,
          response: { 200: fileAnswer, ...problems(404) },
        },
      },
      async (request, reply) =>
        sendPdf(
          reply,
          await signerPdf(
            deps,
            { kind: 'member', viewer: viewerOf(request) },
            auditOrigin(request),
            request.params.id,
          ),
        ),
    );

    // ---- The emailed link (no password: the token opens one contract) ----

    app.get(
      '/api/contract-links/:token',
      {
        config: { access: 'public' },
        schema: {
          tags: ['contracts'],
          summary: 'The contract an emailed link opens',
          params: tokenParams,
          response: { 200: contractToSignSchema, ...problems(404) },
        },
      },
      async (request) =>
        contractToSign(deps, { kind: 'link', token: request.params.token }, auditOrigin(request)),
    );

    app.post(
      '/api/contract-links/:token/sign',
      {
        config: { access: 'public' },
        schema: {
          tags: ['contracts'],
          summary: 'Sign through the emailed link',
          params: tokenParams,
          body: contractSignSchema,
          response: { 200: contractSchema, ...problems(400, 404, 409) },
        },
      },
      async (request) =>
        signContract(deps, { kind: 'link', token: request.params.token }, auditOrigin(request), request.body),
    );

    app.post(
      '/api/contract-links/:token/decline',
      {
        config: { access: 'public' },
        schema: {
          tags: ['contracts'],
          summary: 'Decline through the emailed link',
          params: tokenParams,
          body: contractDeclineSchema,
          response: { 200: contractSchema, ...problems(400, 404, 409) },
        },
      },
      async (request) =>
        declineContract(
          deps,
          { kind: 'link', token: request.params.token },
          auditOrigin(request),
          request.body.reason,
        ),
    );

    app.get(
      '/api/contract-links/:token/pdf',
      {
        config: { access: 'public' },
        schema: {
          tags: ['contracts'],
          summary: 'The signed PDF through the emailed link',
          params: tokenParams,
          response: { 200: fileAnswer, ...problems(404) },
        },
      },
      async (request, reply) =>
        sendPdf(
          reply,
          await signerPdf(deps, { kind: 'link', token: request.params.token }, auditOrigin(request)),
        ),
    );
  };
}
