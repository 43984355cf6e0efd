import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { publicConfigOf } from '@bmp/shared';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { type AppConfig, DEFAULT_SIGNUPS_PER_HOUR, mapTileOrigin } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { FRESH_WRITE_COOKIE, FRESH_WRITE_MS, freshWriteStamp, wroteRecently } from './db/replica.ts';
import { makeClockMovable } from './lib/clock.ts';
import { rejectCrossSiteMutation, SAFE_METHODS } from './lib/csrf.ts';
import type { FieldCipher } from './lib/field-encryption.ts';
import { loggerOptions } from './lib/logging.ts';
import { documentRoute, SECURITY_SCHEMES } from './lib/openapi.ts';
import { handleError, sendProblem } from './lib/problem.ts';
import { rejectNulCharacters } from './lib/reject-nul.ts';
import { echoRequestId, requestIdOptions } from './lib/request-id.ts';
import { assertRouteAccessDeclared, enforceRouteAccess, type RouteAccess } from './lib/route-access.ts';
import { assertStrictBodySchema } from './lib/strict-bodies.ts';
import {
  API_KEY_REQUESTS_PER_MINUTE,
  apiKeyRoutes,
  apiScopeOf,
  authenticateKey,
} from './modules/api-keys/index.ts';
import {
  accountRoutes,
  authRoutes,
  loadOperator,
  loadSession,
  SESSION_COOKIE,
} from './modules/auth/index.ts';
import { bookingModuleRoutes } from './modules/booking/index.ts';
import { businessRoutes } from './modules/businesses/index.ts';
import { calendarRoutes } from './modules/calendar/index.ts';
import { contractRoutes } from './modules/contracts/index.ts';
import { creditRoutes } from './modules/credits/index.ts';
import { customerImportRoutes } from './modules/customer-import/index.ts';
import { customerRoutes } from './modules/customers/index.ts';
import { dashboardRoutes } from './modules/dashboards/index.ts';
import { groupRoutes } from './modules/groups/index.ts';
import { healthRoutes, testClockRoutes } from './modules/health/index.ts';
import { landingRoutes, prerenderedHomeIsCurrent } from './modules/landing/index.ts';
import { LiveHub, liveRoutes } from './modules/live/index.ts';
import { memberRoutes, supportRoutes } from './modules/members/index.ts';
import { createMetrics, metricsRoutes } from './modules/metrics/index.ts';
import { notificationRoutes } from './modules/notifications/index.ts';
import { oidcRoutes } from './modules/oidc/index.ts';
import { operatorRoutes } from './modules/operator/index.ts';
import { emailPreferenceRoutes, outboxRoutes } from './modules/outbox/index.ts';
import { payeeRoutes } from './modules/payees/index.ts';
import { payoutRoutes, payRateRoutes } from './modules/payouts/index.ts';
import { planRoutes } from './modules/plans/index.ts';
import { publicConfigRoutes } from './modules/public/index.ts';
import { createCardPayments, purchaseModuleRoutes } from './modules/purchases/index.ts';
import { studioModuleRoutes } from './modules/studio/index.ts';
import { studioExportRoutes } from './modules/studio-export/index.ts';
import { membershipCardSetup, subscriptionRoutes, testBillingRoutes } from './modules/subscriptions/index.ts';
import { trackingRoutes } from './modules/tracking/index.ts';
import { type Resolver, systemResolver, webhookDocuments, webhookRoutes } from './modules/webhooks/index.ts';
import { APP_VERSION } from './paths.ts';
import { loadAppPages } from './prerendered-pages.ts';

export type RegisteredRoute = {
  method: string;
  url: string;
  access: RouteAccess | undefined;
  /** The status codes the route's schema declares it answers (none: it declares no responses). */
  statuses: number[];
};

declare module 'fastify' {
  interface FastifyInstance {
    registeredRoutes: RegisteredRoute[];
  }
}

export type BuildAppOptions = {
  database: Pick<DatabaseHandle, 'db' | 'kind' | 'driver' | 'replica' | 'readsFor' | 'poolStats'>;
  /** Encrypts bank account numbers and tax IDs at rest (lib/field-encryption.ts). */
  fieldCipher: FieldCipher;
  config: Pick<AppConfig, 'logLevel' | 'webDistDir' | 'seedDemo' | 'oidc'> &
    Partial<
      Pick<
        AppConfig,
        | 'stripe'
        | 'publicUrl'
        | 'trustProxy'
        | 'signupsPerHour'
        | 'mail'
        | 'movableClock'
        | 'mapTileUrl'
        | 'webhooksAllowLoopback'
        | 'metricsToken'
      >
    >;
  /** Requests an API key may make a minute (tests lower it); API_KEY_REQUESTS_PER_MINUTE by default. */
  apiKeyRequestsPerMinute?: number;
  /** How webhook hosts are resolved (tests inject answers: no outside DNS here); the system's by default. */
  webhookResolver?: Resolver;
  /** Overrides the logger (tests capture log lines through a stream). */
  logger?: FastifyServerOptions['logger'] | FastifyServerOptions['loggerInstance'];
};

// Only this origin may serve scripts, styles, fonts, images and connections, and the map tiles'
// origin images too when MAP_TILE_URL is set (nothing more). Inline styles are allowed because MUI
// (emotion) injects <style> elements at run time; inline scripts are not.
const contentSecurityPolicy = (mapTileUrl: string | undefined) => ({
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    scriptSrc: ["'self'"],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...(mapTileUrl ? [mapTileOrigin(mapTileUrl)] : [])],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
  },
});

/** Builds the whole application without listening: the server entry and the tests both use it. */
export async function buildApp({
  database,
  fieldCipher,
  config,
  logger,
  apiKeyRequestsPerMinute,
  webhookResolver,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...(logger && typeof logger === 'object' && 'child' in logger
      ? { loggerInstance: logger as FastifyServerOptions['loggerInstance'] }
      : { logger: logger ?? loggerOptions(config.logLevel) }),
    // Keep in-flight requests running on close; refuse new ones with 503 meanwhile.
    return503OnClosing: true,
    // Each request's id: the balancer's X-Request-Id when sane, else new; on every log line of the request.
    ...requestIdOptions,
    bodyLimit: 1024 * 1024,
    // Only the configured proxies may speak for the client (address, protocol, host): anyone else's
    // X-Forwarded-* headers are ignored (docs/security.md, "Behind a reverse proxy").
    trustProxy: config.trustProxy ? config.trustProxy : false,
    // A malformed or over-long URL is answered before routing: as problem+json like every other error.
    frameworkErrors: (error, request, reply) => {
      const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
      return sendProblem(reply, {
        status,
        title: status === 414 ? 'URI Too Long' : 'Bad Request',
        detail: status === 414 ? 'A part of this address is too long.' : 'This address is not a valid URL.',
        instance: request.url.split('?')[0]?.slice(0, 200),
      });
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.decorate('publicOrigin', config.publicUrl ?? 'http://localhost:3000');
  app.decorate('signupsPerHour', config.signupsPerHour ?? DEFAULT_SIGNUPS_PER_HOUR);
  app.decorate('lifecycle', { draining: false });
  // Chosen when first used, so a request that reads nothing heavy never asks.
  app.decorateRequest('reads', {
    getter(this: FastifyRequest) {
      return database.readsFor(wroteRecently(this.cookies?.[FRESH_WRITE_COOKIE]));
    },
  });
  const keyRequestsPerMinute = apiKeyRequestsPerMinute ?? API_KEY_REQUESTS_PER_MINUTE;

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  app.addHook('preValidation', rejectNulCharacters);
  app.addHook('onRoute', assertStrictBodySchema);
  app.addHook('onRoute', assertRouteAccessDeclared);
  // The routes API keys may call, from one table (modules/api-keys/key-routes.ts).
  app.addHook('onRoute', (route) => {
    const scope = apiScopeOf([route.method].flat()[0] ?? 'GET', route.url);
    if (scope) route.config = { ...(route.config as object), apiScope: scope };
  });
  // The route list with each route's access, for the permission test that walks every route.
  const registeredRoutes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', registeredRoutes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      const response = (route.schema as { response?: Record<string, unknown> } | undefined)?.response;
      const statuses = Object.keys(response ?? {}).map(Number);
      registeredRoutes.push({ method, url: route.url, access: route.config?.access, statuses });
    }
  });

  // Graceful shutdown: requests already in flight when close() starts still get their answer, and
  // that answer tells the client to hang up, so a kept-alive connection cannot hold the close open.
  let closing = false;
  // Live event streams (decision 0060): this process's LISTEN and its open streams. On close each
  // stream ends with a retry hint, so its browser reconnects (to another process) and replays.
  const live = new LiveHub(database.db, database.driver, app.log);
  app.addHook('onRequest', echoRequestId);
  // Prometheus metrics (GET /metrics), off without METRICS_TOKEN; counted as each answer goes out.
  const metrics = createMetrics({ token: config.metricsToken, database, liveStreams: () => live.size });
  if (metrics) app.addHook('onResponse', metrics.recordResponse);
  app.addHook('onReady', () => live.start());
  app.addHook('preClose', async () => {
    closing = true;
    await live.stop();
  });
  app.addHook('onSend', async (request, reply) => {
    if (closing || app.lifecycle.draining) reply.header('connection', 'close');
    // A change by this browser: its next reads stay on the primary for a while (db/replica.ts).
    if (database.replica && !SAFE_METHODS.has(request.method) && reply.statusCode < 400) {
      reply.setCookie(FRESH_WRITE_COOKIE, freshWriteStamp(), {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        maxAge: Math.ceil(FRESH_WRITE_MS / 1000),
      });
    }
    // Location sharing only from our own pages (live tracking); no camera, microphone or payment API.
    reply.header('permissions-policy', 'geolocation=(self), camera=(), microphone=(), payment=()');
    // An answer meant for one signed-in person, or to a change (a sign-in among them), is never stored
    // by a browser or a shared cache, unless the route chose its own caching.
    const personal = Boolean(request.auth) || request.method !== 'GET';
    if (request.url.startsWith('/api/') && personal && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
  });

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: contentSecurityPolicy(config.mapTileUrl),
    // Cross-origin isolation headers would block nothing we serve but break map tiles later.
    crossOriginEmbedderPolicy: false,
  });

  // API answers over 1 KB go out compressed (brotli or gzip, as the client accepts, with `Vary:
  // Accept-Encoding`). The web app's files are compressed once at build time (apps/web/vite.config.ts)
  // and served as they are, so routes outside /api/ opt out before the plugin sees them: compressing a
  // file stream on every request would cost CPU for nothing.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) route.compress = false;
  });
  await app.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'] });

  await app.register(fastifyCookie);
  app.decorateRequest('auth', null);
  app.decorateRequest('operator', null);
  app.decorateRequest('suspendedStudio', null);
  // Every request: CSRF check for cookie mutations, then who is signed in (from the database), then
  // the route's declared access. In onRequest, so refused callers never reach body validation.
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    const refused = rejectCrossSiteMutation(request, reply, SESSION_COOKIE);
    if (refused) return refused;
    const token = request.cookies[SESSION_COOKIE];
    // Another tool calling with an API key (no cookie): the key's studio, or why it is refused.
    const authorization = request.headers.authorization;
    if (token === undefined && authorization !== undefined) {
      const key = await authenticateKey(database.db, authorization, keyRequestsPerMinute);
      if (key.kind === 'refused') {
        reply.header('www-authenticate', 'Bearer');
        return sendProblem(reply, { status: 401, title: 'Unauthorized', detail: key.detail });
      }
      if (key.kind === 'limited') {
        reply.header('retry-after', String(key.retryAfterSeconds));
        return sendProblem(reply, {
          status: 429,
          title: 'Too Many Requests',
          detail: `This API key made too many requests; try again in ${key.retryAfterSeconds} s.`,
        });
      }
      if (key.kind === 'suspended') request.suspendedStudio = key.studio;
      else request.auth = key.auth;
      return enforceRouteAccess(database.db, request, reply);
    }
    const { auth, suspended } = await loadSession(database.db, token);
    request.auth = auth;
    request.suspendedStudio = suspended;
    // Not a studio's person: perhaps the platform's operator (their sessions are kept apart).
    if (!auth && !suspended && token) request.operator = await loadOperator(database.db, token);
    return enforceRouteAccess(database.db, request, reply);
  });

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Business Management Platform API',
        version: APP_VERSION,
        description:
          'REST API of Business Management Platform. Errors are application/problem+json (RFC 9457) with per-field `errors`.',
      },
      servers: [
        { url: config.publicUrl ?? 'http://localhost:3000', description: 'This server (PUBLIC_URL)' },
      ],
      components: { securitySchemes: SECURITY_SCHEMES },
      // What a studio's webhook endpoints receive (decision 0063).
      webhooks: webhookDocuments(),
    },
    transform: documentRoute,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () =>
    app.swagger(),
  );

  await app.register(healthRoutes(database, app.lifecycle));
  await app.register(metricsRoutes(metrics));
  // Only on a test server (TEST_CLOCK=movable, refused outside NODE_ENV=test): moves the clock.
  if (config.movableClock) {
    makeClockMovable();
    await app.register(testClockRoutes());
  }
  await app.register(publicConfigRoutes(config));
  await app.register(landingRoutes(database.db));
  await app.register(authRoutes(database.db));
  await app.register(accountRoutes(database.db));
  await app.register(oidcRoutes(database.db, config.oidc));
  await app.register(businessRoutes(database.db));
  await app.register(studioModuleRoutes(database.db));
  // The Mailbox page: while emails are not delivered, and in the demo (its addresses receive nothing).
  const delivery = config.mail !== undefined;
  await app.register(outboxRoutes(database.db, { delivery, mailbox: !delivery || config.seedDemo }));
  await app.register(emailPreferenceRoutes(database.db));
  await app.register(payeeRoutes(database.db, fieldCipher));
  await app.register(studioExportRoutes(database.db));
  await app.register(payRateRoutes(database.db));
  await app.register(payoutRoutes(database.db, fieldCipher));
  await app.register(operatorRoutes(database.db));
  await app.register(apiKeyRoutes(database.db));
  await app.register(
    webhookRoutes({
      db: database.db,
      cipher: fieldCipher,
      policy: {
        resolver: webhookResolver ?? systemResolver,
        allowLoopback: config.webhooksAllowLoopback ?? false,
      },
    }),
  );
  // One card provider for packs and memberships; none without Stripe's configuration.
  const card = config.stripe ? createCardPayments(config.stripe) : undefined;
  // The origin is read when a link is written: server.ts may set it after the app is built.
  const billing = {
    db: database.db,
    card,
    get origin() {
      return app.publicOrigin;
    },
  };
  await app.register(purchaseModuleRoutes(database.db, card, membershipCardSetup(billing)));
  await app.register(subscriptionRoutes(billing));
  // A test server's browser tests run the billing job at once after moving the clock.
  if (config.movableClock) await app.register(testBillingRoutes(billing));
  await app.register(creditRoutes(database.db));
  await app.register(bookingModuleRoutes(database.db));
  await app.register(groupRoutes(database.db));
  await app.register(planRoutes(database.db));
  await app.register(contractRoutes(database.db));
  await app.register(calendarRoutes(database.db));
  await app.register(notificationRoutes(database.db));
  await app.register(liveRoutes(live));
  await app.register(trackingRoutes(database.db));
  await app.register(customerRoutes(database.db));
  await app.register(customerImportRoutes(database.db));
  await app.register(memberRoutes(database.db, fieldCipher));
  await app.register(supportRoutes(database.db));
  await app.register(dashboardRoutes(database.db, { cardPayments: config.stripe !== undefined }));

  const webDist = config.webDistDir;
  const hasWeb = webDist !== undefined && existsSync(join(webDist, 'index.html'));
  const appPages = hasWeb
    ? loadAppPages(
        webDist,
        publicConfigOf({ demo: config.seedDemo, oidcName: config.oidc?.name, mapTileUrl: config.mapTileUrl }),
      )
    : undefined;
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build writes `.br` and `.gz` beside each text file; the one the browser accepts is sent
      // with `Content-Encoding` and `Vary: Accept-Encoding` (the plain file otherwise).
      preCompressed: true,
      cacheControl: false,
      setHeaders(reply, path) {
        // Vite fingerprints everything under assets/: safe to cache for a year.
        const fingerprinted = path.startsWith(join(webDist, 'assets'));
        reply.header('cache-control', fingerprinted ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsPage =
      hasWeb &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith('/api/') &&
      path !== '/api';
    if (wantsPage && appPages) {
      // Client-side routes (/admin/..., /pages/misc/not-found/...) get the app shell; the prerendered
      // public pages (/home, /login) their own HTML. Never cached: each names the current build's files.
      let file = appPages.fileFor(path);
      // /home was prerendered with the default English landing content: once the operator has edited
      // it, the shell renders the page with theirs (docs/decisions/0032-prerendered-public-pages.md).
      if (path === '/home' && file !== 'index.html' && !(await prerenderedHomeIsCurrent(database.db))) {
        file = 'index.html';
      }
      return reply.header('cache-control', 'no-cache').sendFile(file);
    }
    return sendProblem(reply, {
      status: 404,
      title: 'Not Found',
      detail: `No route for ${request.method} ${path}.`,
      instance: path,
    });
  });

  return app;
}
