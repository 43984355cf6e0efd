import { ACCESS, landingContentSchema, landingLocaleParamsSchema, landingPageSchema } from '@bmp/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { recordAudit } from '../../lib/audit.ts';
import { problems } from '../../lib/problem.ts';
import { operatorOf } from '../../lib/route-access.ts';
import { landingPage, restoreLandingDefaults, saveLandingPage } from './landing.service.ts';

// The platform's landing content (/home) over HTTP: anyone reads it, the platform operator edits it
// (docs/decisions/0062-platform-operator.md).

export function landingRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/public/landing/:locale',
      {
        config: { access: 'public' },
        schema: {
          tags: ['system'],
          summary:
            'The landing page’s content in one language (the built-in one until the operator edits it)',
          params: landingLocaleParamsSchema,
          response: { 200: landingPageSchema, ...problems(400) },
        },
      },
      async (request) => landingPage(db, request.params.locale),
    );

    app.get(
      '/api/operator/landing/:locale',
      {
        config: { access: ACCESS.operator },
        schema: {
          tags: ['operator'],
          summary: 'The landing page’s content in one language, for the operator to edit',
          params: landingLocaleParamsSchema,
          response: { 200: landingPageSchema, ...problems(400) },
        },
      },
      async (request) => {
        operatorOf(request);
        return landingPage(db, request.params.locale);
      },
    );

    app.put(
      '/api/operator/landing/:locale',
      {
        config: { access: ACCESS.operator },
        schema: {
          tags: ['operator'],
          summary: 'Save the landing page’s content in one language',
          params: landingLocaleParamsSchema,
          body: landingContentSchema,
          response: { 200: landingPageSchema, ...problems(400) },
        },
      },
      async (request) => {
        const operator = operatorOf(request);
        const { locale } = request.params;
        const page = await saveLandingPage(db, locale, request.body, operator.userId);
        await recordAudit(db, request, {
          action: 'operator.landing.update',
          outcome: 'success',
          businessId: null,
          actorUserId: operator.userId,
          targetType: 'landing_content',
          targetId: locale,
          details: { locale },
        });
        return page;
      },
    );

    app.delete(
      '/api/operator/landing/:locale',
      {
        config: { access: ACCESS.operator },
        schema: {
          tags: ['operator'],
          summary: 'Put one language back on the built-in landing content (its edits are dropped)',
          params: landingLocaleParamsSchema,
          response: { 200: landingPageSchema, ...problems(400) },
        },
      },
      async (request) => {
        const operator = operatorOf(request);
        const { locale } = request.params;
        const { page, dropped } = await restoreLandingDefaults(db, locale);
        await recordAudit(db, request, {
          action: 'operator.landing.restore',
          outcome: 'success',
          businessId: null,
          actorUserId: operator.userId,
          targetType: 'landing_content',
          targetId: locale,
          details: { locale, dropped },
        });
        return page;
      },
    );
  };
}
