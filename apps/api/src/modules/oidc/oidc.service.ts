import { AUTH_MESSAGES, type DecodedJwt, decodeJwt, emailSchema, usPhoneSchema } from '@bmp/shared';
import * as client from 'openid-client';
import type { OidcConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { HttpProblem } from '../../lib/problem.ts';
import { hashToken } from '../../lib/tokens.ts';
import { findBusinessBySlug } from '../auth/index.ts';
import { insertMembership } from '../memberships/index.ts';
import {
  deleteExpiredLoginStates,
  findIdentity,
  findUserByEmail,
  insertIdentity,
  insertLoginState,
  insertUser,
  markEmailVerified,
  takeLoginStateByHash,
} from './oidc.repository.ts';

/** Always asked for; OidcConfig.extraScopes come on top (e.g. Cognito's aws.cognito.signin.user.admin). */
export const OIDC_BASE_SCOPES = ['openid', 'email', 'phone', 'profile'] as const;
/** How long a started sign-in may take at the provider. */
export const LOGIN_STATE_SECONDS = 10 * 60;
/** Ties a sign-in to the browser that started it (see decision 0009, "login CSRF"). */
export const STATE_COOKIE = 'bmp_oidc_state';
/** Where new people land when sign-up did not name a studio (only exists with the demo seed). */
export const FALLBACK_BUSINESS_SLUG = 'demo-fitness-studio';

export const OIDC_MESSAGES = {
  notConfigured: 'External sign-in is not configured.',
  invalidState: 'This sign-in link is invalid or has expired. Start again.',
  unknownBusiness: 'No studio matches this sign-up link.',
  noBusiness: 'Ask your studio for a sign-up link.',
  noEmail: 'Your account there did not share an email address, which we need to sign you in.',
  emailTaken: 'An account with this email already exists. Sign in with your email and password instead.',
  noMembership: 'This account has no active membership in any business.',
  failed: (name: string) => `Sign-in with ${name} failed. Try again.`,
  unavailable: (name: string) => `Sign-in with ${name} is not available right now. Try again later.`,
} as const;

export type LoginMode = 'signin' | 'signup';

/** A validated provider account we will not sign in; `reason` goes to the audit log. */
export class AccountRefused extends HttpProblem {
  constructor(
    status: 403 | 409,
    detail: string,
    readonly reason: 'no_email' | 'email_unverified' | 'no_business',
  ) {
    super(status, status === 409 ? 'Conflict' : 'Forbidden', detail);
  }
}

/** The claims we read from a validated ID token. */
export type IdTokenClaims = {
  iss: string;
  sub: string;
  email?: unknown;
  email_verified?: unknown;
  name?: unknown;
  given_name?: unknown;
  family_name?: unknown;
  phone_number?: unknown;
};

/**
 * The format guard on a raw token endpoint response, run before openid-client looks at it: the
 * response must carry an id_token of three dot-separated, decodable parts. Anything else is a 401
 * "Invalid token format". This decodes only; the signature, issuer, audience, nonce and expiry are
 * checked by openid-client right after.
 */
export function assertIdTokenFormat(tokenResponse: unknown): DecodedJwt {
  const idToken =
    typeof tokenResponse === 'object' && tokenResponse !== null && 'id_token' in tokenResponse
      ? tokenResponse.id_token
      : undefined;
  try {
    if (typeof idToken !== 'string') throw new Error(AUTH_MESSAGES.invalidTokenFormat);
    return decodeJwt(idToken);
  } catch {
    throw new HttpProblem(401, 'Unauthorized', AUTH_MESSAGES.invalidTokenFormat);
  }
}

/**
 * Wraps fetch so that every successful answer of the token endpoint passes assertIdTokenFormat
 * before openid-client parses it. openid-client wraps what we throw in a ClientError; the route
 * finds our HttpProblem again with problemInCauses.
 */
export function guardTokenResponses(
  tokenEndpoint: string,
  fetchImpl: client.CustomFetch = fetch,
): client.CustomFetch {
  const endpoint = new URL(tokenEndpoint).href;
  return async (url, options) => {
    const response = await fetchImpl(url, options);
    if (new URL(url).href !== endpoint || !response.ok) return response;
    const body: unknown = await response
      .clone()
      .json()
      .catch(() => undefined);
    assertIdTokenFormat(body);
    return response;
  };
}

/** Our own HttpProblem when openid-client wrapped it (it wraps whatever a custom fetch throws). */
export function problemInCauses(error: unknown): HttpProblem | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    if (current instanceof HttpProblem) return current;
    current = current.cause;
  }
  return undefined;
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Plain http is accepted for the provider only on a loopback address while running under the test
 * runner (the in-process test provider). Production always requires https.
 */
export function allowsPlainHttp(issuer: URL, env: NodeJS.ProcessEnv = process.env): boolean {
  return issuer.protocol === 'http:' && LOOPBACK_HOSTS.has(issuer.hostname) && env.NODE_ENV === 'test';
}

/** Amazon Cognito user pools: issuer https://cognito-idp.<region>.amazonaws.com/<pool-id>. */
export function isCognitoIssuer(issuer: string): boolean {
  return /^cognito-idp\.[a-z0-9-]+\.amazonaws\.com$/.test(new URL(issuer).hostname);
}

/**
 * The provider's configuration, discovered on first use and kept for the life of the process. A
 * failed discovery is not kept, so the next request tries again (the provider may come back).
 */
export function createProviderClient(oidc: OidcConfig) {
  let pending: Promise<client.Configuration> | undefined;

  async function discover(): Promise<client.Configuration> {
    const issuer = new URL(oidc.issuer);
    const configuration = await client.discovery(
      issuer,
      oidc.clientId,
      undefined,
      oidc.clientSecret ? client.ClientSecretBasic(oidc.clientSecret) : client.None(),
      { timeout: 10, ...(allowsPlainHttp(issuer) ? { execute: [client.allowInsecureRequests] } : {}) },
    );
    const tokenEndpoint = configuration.serverMetadata().token_endpoint;
    if (!tokenEndpoint) throw new Error('the provider advertises no token endpoint');
    configuration[client.customFetch] = guardTokenResponses(tokenEndpoint);
    return configuration;
  }

  return {
    configuration(): Promise<client.Configuration> {
      pending ??= discover().catch((error: unknown) => {
        pending = undefined;
        throw error;
      });
      return pending;
    },
  };
}

export type ProviderClient = ReturnType<typeof createProviderClient>;

/** The scope string: the four OpenID scopes, then the configured extras, without repeats. */
export function scopeFor(oidc: OidcConfig): string {
  return [...new Set([...OIDC_BASE_SCOPES, ...oidc.extraScopes])].join(' ');
}

/**
 * The provider's authorization URL. Sign-up asks the provider to open its registration screen:
 * `prompt=create` (OpenID Connect "Initiating User Registration") when the provider advertises it;
 * Cognito's hosted pages instead have a /signup page next to /oauth2/authorize that takes the same
 * parameters. Other providers get the plain sign-in page, which links to registration.
 */
export function buildAuthorizationUrl(
  configuration: client.Configuration,
  oidc: OidcConfig,
  mode: LoginMode,
  parameters: Record<string, string>,
): URL {
  const metadata = configuration.serverMetadata();
  const promptValues = (metadata as { prompt_values_supported?: unknown }).prompt_values_supported;
  const offersCreate = Array.isArray(promptValues) && promptValues.includes('create');
  const url = client.buildAuthorizationUrl(configuration, {
    ...parameters,
    ...(mode === 'signup' && offersCreate ? { prompt: 'create' } : {}),
  });
  if (
    mode === 'signup' &&
    !offersCreate &&
    isCognitoIssuer(oidc.issuer) &&
    url.pathname === '/oauth2/authorize'
  ) {
    url.pathname = '/signup';
  }
  return url;
}

/**
 * Where to send the browser after our own sign-out: the provider's end_session_endpoint (RP-initiated
 * logout), Cognito's /logout (it has no end_session_endpoint in discovery), or home when neither.
 */
export function providerLogoutUrl(
  configuration: client.Configuration,
  oidc: OidcConfig,
  appOrigin: string,
): string {
  const metadata = configuration.serverMetadata();
  const home = `${appOrigin}/`;
  if (metadata.end_session_endpoint) {
    return client.buildEndSessionUrl(configuration, { post_logout_redirect_uri: home }).href;
  }
  if (isCognitoIssuer(oidc.issuer) && metadata.authorization_endpoint) {
    const logout = new URL('/logout', metadata.authorization_endpoint);
    logout.searchParams.set('client_id', oidc.clientId);
    logout.searchParams.set('logout_uri', home);
    return logout.href;
  }
  return '/';
}

/** `mode` column: 'signin' or 'signup', then ':<business slug>' when the link named a studio. */
export function encodeMode(mode: LoginMode, businessSlug: string | undefined): string {
  return businessSlug ? `${mode}:${businessSlug}` : mode;
}

export function decodeMode(stored: string): { mode: LoginMode; businessSlug: string | undefined } {
  const separator = stored.indexOf(':');
  const mode = (separator === -1 ? stored : stored.slice(0, separator)) === 'signup' ? 'signup' : 'signin';
  return { mode, businessSlug: separator === -1 ? undefined : stored.slice(separator + 1) || undefined };
}

/** A sign-up names its studio before leaving for the provider: an unknown one is a 404 here. */
export async function assertKnownBusiness(db: Database, slug: string): Promise<void> {
  if (!(await findBusinessBySlug(db, slug))) {
    throw new HttpProblem(404, 'Not Found', OIDC_MESSAGES.unknownBusiness);
  }
}

/** Keeps a started sign-in; only the SHA-256 of the state is stored. Old rows are swept here too. */
export async function saveLoginState(
  db: Database,
  state: { state: string; codeVerifier: string; nonce: string; mode: string },
): Promise<void> {
  await deleteExpiredLoginStates(db, new Date());
  await insertLoginState(db, {
    stateHash: hashToken(state.state),
    codeVerifier: state.codeVerifier,
    nonce: state.nonce,
    mode: state.mode,
    expiresAt: new Date(Date.now() + LOGIN_STATE_SECONDS * 1000),
  });
}

/** Takes a started sign-in once: one DELETE ... RETURNING, so two callbacks cannot both use it. */
export async function takeLoginState(db: Database, state: string) {
  return takeLoginStateByHash(db, hashToken(state), new Date());
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** A display name from the claims: name, else given + family name, else the email's local part. */
export function fullNameFrom(claims: IdTokenClaims, email: string): string {
  const joined = [text(claims.given_name), text(claims.family_name)].filter(Boolean).join(' ');
  const name = text(claims.name) ?? (joined || undefined) ?? email.split('@')[0] ?? email;
  return name.slice(0, 120);
}

function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export type ResolvedAccount = { userId: string; outcome: 'existing' | 'linked' | 'created' };

async function resolveOnce(
  db: Database,
  claims: IdTokenClaims,
  businessSlug: string | undefined,
): Promise<ResolvedAccount> {
  const identity = await findIdentity(db, claims.iss, claims.sub);
  if (identity) return { userId: identity.userId, outcome: 'existing' };

  const email = emailSchema.safeParse(claims.email);
  if (!email.success) throw new AccountRefused(403, OIDC_MESSAGES.noEmail, 'no_email');
  const emailVerified = claims.email_verified === true;
  const sameEmail = await findUserByEmail(db, email.data);
  if (sameEmail) {
    // Only a provider-verified address may claim an existing account; otherwise anyone could register
    // someone else's email at the provider and walk into their account here.
    if (!emailVerified) throw new AccountRefused(409, OIDC_MESSAGES.emailTaken, 'email_unverified');
    await db.transaction(async (tx) => {
      await insertIdentity(tx, { userId: sameEmail.id, issuer: claims.iss, subject: claims.sub });
      if (!sameEmail.emailVerifiedAt) await markEmailVerified(tx, sameEmail.id, new Date());
    });
    return { userId: sameEmail.id, outcome: 'linked' };
  }

  const business =
    (businessSlug ? await findBusinessBySlug(db, businessSlug) : undefined) ??
    (await findBusinessBySlug(db, FALLBACK_BUSINESS_SLUG));
  if (!business) throw new AccountRefused(403, OIDC_MESSAGES.noBusiness, 'no_business');
  const phone = usPhoneSchema.safeParse(claims.phone_number);
  const userId = await db.transaction(async (tx) => {
    const user = await insertUser(tx, {
      email: email.data,
      fullName: fullNameFrom(claims, email.data),
      phone: phone.success ? phone.data : null,
      passwordHash: null,
      emailVerifiedAt: emailVerified ? new Date() : null,
    });
    // An active customer, still onboarding.
    await insertMembership(tx, business.id, {
      userId: user.id,
      role: 'customer',
      status: 'active',
      onboardedAt: null,
    });
    await insertIdentity(tx, { userId: user.id, issuer: claims.iss, subject: claims.sub });
    return user.id;
  });
  return { userId, outcome: 'created' };
}

/**
 * The local user for a validated ID token: the linked identity; else the account with the same,
 * provider-verified email (linked now); else a new customer, still onboarding, in the studio the
 * sign-up link named or the demo studio. Two first sign-ins racing each other: the loser's insert hits
 * a unique index and the second pass finds what the winner wrote.
 */
export async function resolveAccount(
  db: Database,
  claims: IdTokenClaims,
  businessSlug: string | undefined,
): Promise<ResolvedAccount> {
  try {
    return await resolveOnce(db, claims, businessSlug);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return resolveOnce(db, claims, businessSlug);
  }
}
