import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app.ts';
import { testDatabaseKinds } from '../../../test/support/databases.ts';
import {
  CookieJar,
  defaultAccountClaims,
  signInAtProvider,
  startTestProvider,
  type TestProvider,
} from '../../../test/support/oidc-provider.ts';
import type { OidcConfig } from '../../config.ts';
import { auditEvents, businesses, oidcIdentities, oidcLoginStates, users } from '../../db/schema/index.ts';
import { HttpProblem } from '../../lib/problem.ts';
import { hashToken } from '../../lib/tokens.ts';
import { DEMO_BUSINESS, seedDemoBusiness } from '../../seed/demo-seed.ts';
import {
  allowsPlainHttp,
  assertIdTokenFormat,
  buildAuthorizationUrl,
  guardTokenResponses,
  providerLogoutUrl,
} from './oidc.service.ts';

// The app's public origin (PUBLIC_URL), which the provider's client is registered for.
const APP_ORIGIN = 'http://localhost';
const REDIRECT_URI = `${APP_ORIGIN}/member-login`;
const HOST = { host: 'localhost' };

let provider: TestProvider;
beforeAll(async () => {
  provider = await startTestProvider({
    appOrigin: APP_ORIGIN,
    // "unverified+<email>" signs in with an address the provider has not verified.
    accountClaims: (login) =>
      login.startsWith('unverified+')
        ? { ...defaultAccountClaims(login.slice('unverified+'.length)), email_verified: false }
        : defaultAccountClaims(login),
  });
});
afterAll(() => provider.close());

const oidcConfig = (): OidcConfig => ({
  issuer: provider.issuer,
  clientId: provider.clientId,
  clientSecret: provider.clientSecret,
  extraScopes: [provider.extraScope],
  name: 'Test ID',
});

function cookieValue(response: LightMyRequestResponse, name: string): string | undefined {
  return response.cookies.find((cookie) => cookie.name === name)?.value;
}

/** Our authorize endpoint: where it sends the browser, and the state cookie it sets. */
async function startSignIn(t: TestApp, query = 'mode=signin') {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/auth/oidc/authorize?${query}`,
    headers: HOST,
  });
  expect(response.statusCode).toBe(302);
  const stateCookie = cookieValue(response, 'bmp_oidc_state');
  if (!stateCookie) throw new Error('no state cookie');
  return { location: new URL(String(response.headers.location)), stateCookie };
}

function callback(t: TestApp, body: Record<string, unknown>, stateCookie?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/oidc/callback',
    headers: {
      ...HOST,
      'x-requested-with': 'fetch',
      ...(stateCookie ? { cookie: `bmp_oidc_state=${stateCookie}` } : {}),
    },
    payload: body,
  });
}

/** The whole round trip a browser makes: our authorize, the provider's login form, our callback. */
async function signInThroughProvider(t: TestApp, login: string, query = 'mode=signin') {
  const { location, stateCookie } = await startSignIn(t, query);
  const returned = await signInAtProvider({ authorizeUrl: location.href, redirectUri: REDIRECT_URI, login });
  const params = Object.fromEntries(returned.searchParams);
  const response = await callback(
    t,
    { code: params.code, state: params.state, iss: params.iss },
    stateCookie,
  );
  return { response, params, stateCookie };
}

describe('the ID token format guard', () => {
  it('refuses a token response whose id_token is not three dot-separated parts', () => {
    for (const idToken of ['not-a-jwt', 'only.two', 'a.b.c.d', '', 42, undefined]) {
      expect(() => assertIdTokenFormat({ access_token: 'x', id_token: idToken })).toThrow(
        expect.objectContaining({ status: 401, detail: 'Invalid token format' }),
      );
    }
  });

  it('decodes the header and payload of a three-part token without trusting it', () => {
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const decoded = assertIdTokenFormat({
      id_token: `${part({ alg: 'RS256' })}.${part({ sub: 'ana' })}.sig`,
    });
    expect(decoded).toMatchObject({ header: { alg: 'RS256' }, payload: { sub: 'ana' }, signature: 'sig' });
  });

  it('inspects only successful token endpoint answers before openid-client sees them', async () => {
    const answer = (body: object, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    const guarded = guardTokenResponses('https://idp.example/token', async (url) =>
      url.endsWith('/token') ? answer({ id_token: 'two.parts' }) : answer({ keys: [] }),
    );
    await expect(
      guarded('https://idp.example/token', {
        body: undefined,
        headers: {},
        method: 'POST',
        redirect: 'manual',
      }),
    ).rejects.toBeInstanceOf(HttpProblem);
    const jwks = await guarded('https://idp.example/jwks', {
      body: undefined,
      headers: {},
      method: 'GET',
      redirect: 'manual',
    });
    expect(jwks.status).toBe(200);
  });
});

describe('provider URLs', () => {
  const configured = (
    metadata: client.ServerMetadata,
    issuer = metadata.issuer,
  ): [client.Configuration, OidcConfig] => [
    new client.Configuration(metadata, 'app'),
    { issuer, clientId: 'app', clientSecret: undefined, extraScopes: [], name: 'X' },
  ];

  it('asks for the registration screen with prompt=create when the provider offers it', () => {
    const [configuration, oidc] = configured({
      issuer: 'https://idp.example',
      authorization_endpoint: 'https://idp.example/authorize',
      prompt_values_supported: ['none', 'login', 'create'],
    } as client.ServerMetadata);
    expect(buildAuthorizationUrl(configuration, oidc, 'signup', {}).searchParams.get('prompt')).toBe(
      'create',
    );
    expect(buildAuthorizationUrl(configuration, oidc, 'signin', {}).searchParams.has('prompt')).toBe(false);
  });

  it("uses Cognito's hosted /signup and /logout pages", () => {
    const [configuration, oidc] = configured({
      issuer: 'https://cognito-idp.us-east-1.amazonaws.com/us-east-1_Abc',
      authorization_endpoint: 'https://studio.auth.us-east-1.amazoncognito.com/oauth2/authorize',
    });
    const signup = buildAuthorizationUrl(configuration, oidc, 'signup', {
      client_id: 'app',
      response_type: 'code',
    });
    expect(signup.origin + signup.pathname).toBe('https://studio.auth.us-east-1.amazoncognito.com/signup');
    const logout = new URL(providerLogoutUrl(configuration, oidc, 'https://app.example'));
    expect(logout.pathname).toBe('/logout');
    expect(Object.fromEntries(logout.searchParams)).toEqual({
      client_id: 'app',
      logout_uri: 'https://app.example/',
    });
  });

  it('goes home after sign-out when the provider has no logout endpoint', () => {
    const [configuration, oidc] = configured({ issuer: 'https://idp.example' });
    expect(providerLogoutUrl(configuration, oidc, 'https://app.example')).toBe('/');
  });

  it('accepts plain http only for a loopback provider under the test runner', () => {
    expect(allowsPlainHttp(new URL('http://127.0.0.1:4000'), { NODE_ENV: 'test' })).toBe(true);
    expect(allowsPlainHttp(new URL('http://127.0.0.1:4000'), { NODE_ENV: 'production' })).toBe(false);
    expect(allowsPlainHttp(new URL('http://idp.example'), { NODE_ENV: 'test' })).toBe(false);
  });
});

describe.each(testDatabaseKinds())('external sign-in (OpenID Connect) on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind, { config: { seedDemo: false, oidc: oidcConfig(), publicUrl: APP_ORIGIN } });
    await seedDemoBusiness(t.database.db);
  });
  afterAll(() => t.close());

  it('sends the browser to the provider with the code flow, PKCE S256, state, nonce and every scope', async () => {
    const { location, stateCookie } = await startSignIn(t);
    expect(location.origin).toBe(provider.issuer);
    const params = Object.fromEntries(location.searchParams);
    expect(params).toMatchObject({
      response_type: 'code',
      client_id: provider.clientId,
      redirect_uri: REDIRECT_URI,
      code_challenge_method: 'S256',
      state: stateCookie,
    });
    expect(params.scope?.split(' ').sort()).toEqual(
      ['email', 'openid', 'phone', 'profile', provider.extraScope].sort(),
    );
    expect(params.code_challenge).toMatch(/^[\w-]{43}$/);
    expect(params.nonce).toBeTruthy();
    const [row] = await t.database.db
      .select()
      .from(oidcLoginStates)
      .where(eq(oidcLoginStates.stateHash, hashToken(stateCookie)));
    expect(row?.mode).toBe('signin');
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 9 * 60_000);
  });

  it('signs a new person in as an onboarding customer of the demo studio, with a working session', async () => {
    const { response, params } = await signInThroughProvider(t, 'ana');
    expect(response.statusCode).toBe(200);
    expect(response.json().userData).toMatchObject({
      email: 'ana@provider.test',
      fullName: 'Ana Provider',
      role: 'customer',
      businessSlug: DEMO_BUSINESS.slug,
      onboarded: false,
      emailVerified: true,
      twoFactorEnabled: false,
    });
    const session = cookieValue(response, 'bmp_session');
    expect(session).toBeTruthy();
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie: `bmp_session=${session}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().userData.email).toBe('ana@provider.test');

    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'ana@provider.test'));
    expect(user?.passwordHash).toBeNull();
    const identities = await t.database.db
      .select()
      .from(oidcIdentities)
      .where(eq(oidcIdentities.userId, user?.id ?? ''));
    expect(identities).toEqual([expect.objectContaining({ issuer: provider.issuer, subject: 'ana' })]);
    const audits = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'auth.login'), eq(auditEvents.actorUserId, user?.id ?? '')));
    expect(audits).toEqual([
      expect.objectContaining({ outcome: 'success', details: { via: 'oidc', account: 'created' } }),
    ]);
    expect(JSON.stringify(audits)).not.toContain(params.code);
  });

  it('reuses the same user when the same provider account signs in again', async () => {
    const first = await signInThroughProvider(t, 'bruno');
    const second = await signInThroughProvider(t, 'bruno');
    expect(second.response.statusCode).toBe(200);
    expect(second.response.json().userData.id).toBe(first.response.json().userData.id);
    expect(
      await t.database.db.select().from(users).where(eq(users.email, 'bruno@provider.test')),
    ).toHaveLength(1);
  });

  it('links a provider-verified email to the existing account with that email', async () => {
    const { response } = await signInThroughProvider(t, 'member@demo.test');
    expect(response.statusCode).toBe(200);
    expect(response.json().userData).toMatchObject({
      email: 'member@demo.test',
      fullName: 'Maya Member',
      onboarded: true,
    });
  });

  it('does not hand an existing account to a provider account whose email is unverified', async () => {
    const { response } = await signInThroughProvider(t, 'unverified+admin@demo.test');
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe(
      'An account with this email already exists. Sign in with your email and password instead.',
    );
    expect(
      await t.database.db
        .select()
        .from(oidcIdentities)
        .where(eq(oidcIdentities.subject, 'unverified+admin@demo.test')),
    ).toHaveLength(0);
    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'auth.login'), eq(auditEvents.outcome, 'denied')));
    expect(audit?.details).toEqual({ via: 'oidc', reason: 'email_unverified' });
  });

  it('puts a new member in the studio named by the sign-up link', async () => {
    await t.database.db.insert(businesses).values({ name: 'Harbor Yoga', slug: 'harbor-yoga' });
    const { response } = await signInThroughProvider(t, 'carla', 'mode=signup&business=harbor-yoga');
    expect(response.statusCode).toBe(200);
    expect(response.json().userData).toMatchObject({
      businessSlug: 'harbor-yoga',
      role: 'customer',
      onboarded: false,
    });
  });

  it('refuses a sign-up link for a studio that does not exist', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/oidc/authorize?mode=signup&business=no-such-studio',
      headers: HOST,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().detail).toBe('No studio matches this sign-up link.');
  });

  it('refuses a state that was already used', async () => {
    const { response, params, stateCookie } = await signInThroughProvider(t, 'dora');
    expect(response.statusCode).toBe(200);
    const replay = await callback(t, { code: params.code, state: params.state }, stateCookie);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().detail).toBe('This sign-in link is invalid or has expired. Start again.');
  });

  it('refuses a state that comes back to a different browser than the one that started', async () => {
    const { location, stateCookie } = await startSignIn(t);
    const returned = await signInAtProvider({
      authorizeUrl: location.href,
      redirectUri: REDIRECT_URI,
      login: 'eve',
    });
    const response = await callback(t, { code: returned.searchParams.get('code'), state: stateCookie });
    expect(response.statusCode).toBe(400);
  });

  it('refuses a tampered or missing code with 401', async () => {
    for (const code of [(real: string) => `${real}x`, () => undefined]) {
      const { location, stateCookie } = await startSignIn(t);
      const returned = await signInAtProvider({
        authorizeUrl: location.href,
        redirectUri: REDIRECT_URI,
        login: 'fred',
        jar: new CookieJar(),
      });
      const response = await callback(
        t,
        { code: code(returned.searchParams.get('code') ?? ''), state: stateCookie },
        stateCookie,
      );
      expect(response.statusCode).toBe(401);
      expect(response.json().detail).toBe('Sign-in with Test ID failed. Try again.');
    }
    expect(
      await t.database.db.select().from(users).where(eq(users.email, 'fred@provider.test')),
    ).toHaveLength(0);
  });

  it('answers "Invalid token format" when the provider returns an ID token that is not three parts', async () => {
    provider.replaceNextIdToken('header.payload');
    const { response } = await signInThroughProvider(t, 'gina');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ status: 401, detail: 'Invalid token format' });
    expect(response.headers['content-type']).toContain('application/problem+json');
  });

  it('signs out here and sends the browser to the provider, which returns it to the app', async () => {
    const { response } = await signInThroughProvider(t, 'hugo');
    const cookie = `bmp_session=${cookieValue(response, 'bmp_session')}`;
    const logout = await t.app.inject({
      method: 'GET',
      url: '/api/auth/oidc/logout',
      headers: { ...HOST, cookie },
    });
    expect(logout.statusCode).toBe(302);
    const target = new URL(String(logout.headers.location));
    expect(target.origin).toBe(provider.issuer);
    expect(Object.fromEntries(target.searchParams)).toMatchObject({
      client_id: provider.clientId,
      post_logout_redirect_uri: `${APP_ORIGIN}/`,
    });
    const atProvider = await fetch(target);
    expect(atProvider.status).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });
    expect(me.statusCode).toBe(401);
  });

  it('asks for a sign-up link when no studio can take a new member', async () => {
    const bare = await buildTestApp(kind, {
      config: { seedDemo: false, oidc: oidcConfig(), publicUrl: APP_ORIGIN },
    });
    try {
      const { response } = await signInThroughProvider(bare, 'ivan');
      expect(response.statusCode).toBe(403);
      expect(response.json().detail).toBe('Ask your studio for a sign-up link.');
      expect(await bare.database.db.select().from(users)).toHaveLength(0);
      const audits = await bare.database.db
        .select()
        .from(auditEvents)
        .where(eq(auditEvents.action, 'auth.login'));
      expect(audits).toEqual([
        expect.objectContaining({ outcome: 'denied', details: { via: 'oidc', reason: 'no_business' } }),
      ]);
    } finally {
      await bare.close();
    }
  });
});

// Which routes answer does not depend on the database engine: PGlite is enough here.
describe('external sign-in without a configured provider', () => {
  it('answers 404 on every external sign-in route when no provider is configured', async () => {
    const plain = await buildTestApp('pglite');
    try {
      for (const [method, url] of [
        ['GET', '/api/auth/oidc/authorize?mode=signin'],
        ['GET', '/api/auth/oidc/logout'],
        ['POST', '/api/auth/oidc/callback'],
      ] as const) {
        const response = await plain.app.inject({
          method,
          url,
          ...(method === 'POST' ? { payload: { code: 'c', state: 's' } } : {}),
        });
        expect(response.statusCode).toBe(404);
        expect(response.json().detail).toBe('External sign-in is not configured.');
      }
    } finally {
      await plain.close();
    }
  });
});
