import { timingSafeEqual } from 'node:crypto';
import {
  oidcAuthorizeQuerySchema as authorizeQuerySchema,
  oidcCallbackBodySchema as callbackBodySchema,
} from '@bmp/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as client from 'openid-client';
import { z } from 'zod';
import type { OidcConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { recordAudit } from '../../lib/audit.ts';
import { HttpProblem, problems } from '../../lib/problem.ts';
import {
  authSessionSchema,
  deleteExpiredSessions,
  endSession,
  firstActiveMembership,
  loadAuth,
  refuseSuspendedStudio,
  startSession,
  toAuthSession,
} from '../auth/index.ts';

import {
  AccountRefused,
  assertKnownBusiness,
  buildAuthorizationUrl,
  createProviderClient,
  decodeMode,
  encodeMode,
  type IdTokenClaims,
  LOGIN_STATE_SECONDS,
  OIDC_MESSAGES,
  type ProviderClient,
  problemInCauses,
  providerLogoutUrl,
  resolveAccount,
  STATE_COOKIE,
  saveLoginState,
  scopeFor,
  takeLoginState,
} from './oidc.service.ts';

const redirectSchema = z.null().describe('302 redirect; the target is in the Location header');

const appOrigin = (request: FastifyRequest) => request.server.publicOrigin;
const redirectUriFor = (request: FastifyRequest) => `${appOrigin(request)}/member-login`;

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Sign-in through an external OpenID Connect provider (SPEC.md section 7, decision 0009). */
export function oidcRoutes(db: Database, oidc: OidcConfig | undefined): FastifyPluginAsyncZod {
  return async (app) => {
    const provider: ProviderClient | undefined = oidc ? createProviderClient(oidc) : undefined;

    function configured(): { oidc: OidcConfig; provider: ProviderClient } {
      if (!oidc || !provider) throw new HttpProblem(404, 'Not Found', OIDC_MESSAGES.notConfigured);
      return { oidc, provider };
    }

    async function discovered(request: FastifyRequest) {
      const { oidc, provider } = configured();
      try {
        return { oidc, configuration: await provider.configuration() };
      } catch (error) {
        request.log.error(
          { reason: error instanceof Error ? error.message : String(error) },
          'OpenID discovery failed',
        );
        throw new HttpProblem(503, 'Service Unavailable', OIDC_MESSAGES.unavailable(oidc.name));
      }
    }

    function setStateCookie(request: FastifyRequest, reply: FastifyReply, state: string | null) {
      const options = {
        path: '/api/auth/oidc',
        httpOnly: true,
        sameSite: 'lax',
        secure: request.protocol === 'https',
      } as const;
      if (state === null) reply.clearCookie(STATE_COOKIE, options);
      else reply.setCookie(STATE_COOKIE, state, { ...options, maxAge: LOGIN_STATE_SECONDS });
    }

    app.get(
      '/api/auth/oidc/authorize',
      {
        config: { access: 'public' },
        schema: {
          tags: ['auth'],
          summary: 'Start signing in (or signing up) at the external provider: redirects there',
          querystring: authorizeQuerySchema,
          response: { 302: redirectSchema, ...problems(404, 503) },
        },
      },
      async (request, reply) => {
        const { oidc, configuration } = await discovered(request);
        const { mode, business } = request.query;
        if (business) await assertKnownBusiness(db, business);
        const state = client.randomState();
        const nonce = client.randomNonce();
        const codeVerifier = client.randomPKCECodeVerifier();
        await saveLoginState(db, { state, nonce, codeVerifier, mode: encodeMode(mode, business) });
        const url = buildAuthorizationUrl(configuration, oidc, mode, {
          response_type: 'code',
          redirect_uri: redirectUriFor(request),
          scope: scopeFor(oidc),
          code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
          code_challenge_method: 'S256',
          state,
          nonce,
        });
        setStateCookie(request, reply, state);
        reply.header('cache-control', 'no-store');
        return reply.redirect(url.href, 302);
      },
    );

    app.post(
      '/api/auth/oidc/callback',
      {
        config: { access: 'public' },
        schema: {
          tags: ['auth'],
          summary: 'Finish an external sign-in: exchange the code from /member-login for a session',
          body: callbackBodySchema,
          response: { 200: authSessionSchema, ...problems(400, 401, 403, 404, 409, 503) },
        },
      },
      async (request, reply) => {
        const { oidc, configuration } = await discovered(request);
        const { code, state, iss } = request.body;
        const fail = async (
          reason: string,
          outcome: 'failure' | 'denied' = 'failure',
          actorUserId?: string,
        ) =>
          recordAudit(db, request, {
            action: 'auth.login',
            outcome,
            actorUserId: actorUserId ?? null,
            details: { via: 'oidc', reason },
          });

        // The state must come back to the browser that started the sign-in (its cookie), so a link
        // to /member-login?code=...&state=... from someone else cannot sign this browser in as them.
        const boundState = request.cookies[STATE_COOKIE];
        setStateCookie(request, reply, null);
        const loginState =
          boundState && sameText(boundState, state) ? await takeLoginState(db, state) : undefined;
        if (!loginState) {
          await fail('invalid_state');
          throw new HttpProblem(400, 'Bad Request', OIDC_MESSAGES.invalidState);
        }

        const metadata = configuration.serverMetadata();
        const callbackUrl = new URL(redirectUriFor(request));
        if (code !== undefined) callbackUrl.searchParams.set('code', code);
        callbackUrl.searchParams.set('state', state);
        // With one configured provider there is no other issuer to mix up with, so a client that did
        // not forward `iss` gets the expected one; a forwarded `iss` is still checked.
        const issuer =
          iss ?? (metadata.authorization_response_iss_parameter_supported ? metadata.issuer : undefined);
        if (issuer !== undefined) callbackUrl.searchParams.set('iss', issuer);

        let claims: IdTokenClaims;
        try {
          const tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
            pkceCodeVerifier: loginState.codeVerifier,
            expectedState: state,
            expectedNonce: loginState.nonce,
            idTokenExpected: true,
          });
          const validated = tokens.claims();
          if (!validated) throw new Error('no ID token claims');
          claims = validated as IdTokenClaims;
        } catch (error) {
          const problem = problemInCauses(error);
          if (problem) {
            await fail('invalid_token_format');
            throw problem;
          }
          // Only the reason: an error's cause can carry the provider's response, tokens included.
          request.log.warn(
            {
              reason: error instanceof Error ? error.message : String(error),
              code: (error as { code?: unknown }).code,
            },
            'OpenID sign-in rejected',
          );
          await fail('provider_rejected');
          throw new HttpProblem(401, 'Unauthorized', OIDC_MESSAGES.failed(oidc.name));
        }

        let account: Awaited<ReturnType<typeof resolveAccount>>;
        try {
          account = await resolveAccount(db, claims, decodeMode(loginState.mode).businessSlug);
        } catch (error) {
          if (error instanceof AccountRefused) await fail(error.reason, 'denied');
          throw error;
        }
        const membership = await firstActiveMembership(db, account.userId);
        if (!membership) {
          await fail('no_active_membership', 'denied', account.userId);
          throw new HttpProblem(403, 'Forbidden', OIDC_MESSAGES.noMembership);
        }
        await refuseSuspendedStudio(db, request, membership, account.userId);
        await deleteExpiredSessions(db);
        const { token } = await startSession(db, request, reply, {
          userId: account.userId,
          membershipId: membership.id,
          businessId: membership.businessId,
        });
        await recordAudit(db, request, {
          action: 'auth.login',
          outcome: 'success',
          actorUserId: account.userId,
          businessId: membership.businessId,
          details: { via: 'oidc', account: account.outcome },
        });
        const auth = await loadAuth(db, token);
        if (!auth) throw new Error('a session just created could not be loaded');
        return toAuthSession(auth);
      },
    );

    // A GET that changes state: it is the target of a plain link ("Sign out" leaves the app for the
    // provider's logout page), and a cross-site request can at worst sign someone out, which is
    // harmless; nothing is read from the request but the cookie.
    app.get(
      '/api/auth/oidc/logout',
      {
        config: { access: 'public' },
        schema: {
          tags: ['auth'],
          summary: 'Sign out here and at the external provider: redirects there, then back home',
          response: { 302: redirectSchema, ...problems(404) },
        },
      },
      async (request, reply) => {
        const { oidc, provider } = configured();
        if (request.auth) {
          await recordAudit(db, request, {
            action: 'auth.logout',
            outcome: 'success',
            details: { via: 'oidc' },
          });
        }
        await endSession(db, request, reply);
        let target = '/';
        try {
          target = providerLogoutUrl(await provider.configuration(), oidc, appOrigin(request));
        } catch (error) {
          // Signing out here already happened; an unreachable provider only loses its own sign-out.
          request.log.warn(
            { reason: error instanceof Error ? error.message : String(error) },
            'OpenID logout URL unavailable',
          );
        }
        reply.header('cache-control', 'no-store');
        return reply.redirect(target, 302);
      },
    );
  };
}
