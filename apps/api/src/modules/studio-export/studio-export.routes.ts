import { ACCESS, studioExportListSchema, studioExportRequestSchema, studioExportSchema } from '@bmp/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { recordAudit } from '../../lib/audit.ts';
import { attachmentNamed } from '../../lib/downloads.ts';
import { problems } from '../../lib/problem.ts';
import { viewerOf } from '../../lib/viewer.ts';
import { confirmIdentity } from '../auth/index.ts';
import { exportArchive, listStudioExports, startExport, studioExportById } from './studio-export.service.ts';

// The studio's full export (decisions/0064-studio-export.md): the owner's alone, like the payees whose
// numbers it may carry. Full bank numbers need the owner to sign in again (password, two-step code).

const idParams = z.strictObject({ id: z.uuid('Not an export id.') });
/** The zip's bytes, which Fastify passes through without serializing. */
const zipAnswer = z.string().describe('The archive’s bytes (application/zip)');

export function studioExportRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/studio-exports',
      {
        config: { access: ACCESS.owner },
        schema: {
          tags: ['studio export'],
          summary: 'Start an export of everything the studio holds (full bank numbers need the password)',
          body: studioExportRequestSchema,
          response: { 202: studioExportSchema, ...problems(400, 409, 429) },
        },
      },
      async (request, reply) => {
        const viewer = viewerOf(request);
        const { includeBankNumbers, password, code } = request.body;
        // Before anything is queued: a wrong password or code queues nothing.
        if (includeBankNumbers) {
          await confirmIdentity(db, request, reply, { password, code }, 'studio_export.reauthenticate');
        }
        const started = await startExport(db, viewer, { includeBankNumbers });
        await recordAudit(db, request, {
          action: 'studio_export.create',
          outcome: 'success',
          targetType: 'studio_export',
          targetId: started.id,
          details: { includeBankNumbers },
        });
        reply.code(202);
        return started;
      },
    );

    app.get(
      '/api/studio-exports',
      {
        config: { access: ACCESS.owner },
        schema: {
          tags: ['studio export'],
          summary: 'The studio’s latest exports, newest first',
          response: { 200: studioExportListSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return listStudioExports(db, viewerOf(request));
      },
    );

    app.get(
      '/api/studio-exports/:id',
      {
        config: { access: ACCESS.owner },
        schema: {
          tags: ['studio export'],
          summary: 'One export: its status, progress and current step',
          params: idParams,
          response: { 200: studioExportSchema, ...problems(404) },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return studioExportById(db, viewerOf(request), request.params.id);
      },
    );

    app.get(
      '/api/studio-exports/:id/download',
      {
        config: { access: ACCESS.owner },
        schema: {
          tags: ['studio export'],
          summary: 'Download the archive (zip): 409 before it is built, 410 once expired',
          params: idParams,
          response: { 200: zipAnswer, ...problems(404, 409, 410) },
        },
      },
      async (request, reply) => {
        const viewer = viewerOf(request);
        const file = await exportArchive(db, viewer, request.params.id);
        await recordAudit(db, request, {
          action: 'studio_export.download',
          outcome: 'success',
          targetType: 'studio_export',
          targetId: request.params.id,
        });
        return reply
          .header('content-type', 'application/zip')
          .header('content-disposition', attachmentNamed(file.fileName))
          .header('cache-control', 'private, no-store')
          .send(file.bytes as never);
      },
    );
  };
}
