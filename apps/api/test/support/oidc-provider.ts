import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The few parts of oidc-provider (a Koa app) this helper uses; the package ships no types. */
type KoaContext = { path: string; status: number; body: unknown };
type ProviderInstance = {
  callback(): (request: IncomingMessage, response: ServerResponse) => void;
  use(middleware: (ctx: KoaContext, next: () => Promise<void>) => Promise<void>): void;
};
type ProviderModule = {
  Provider: new (issuer: string, configuration: Record<string, unknown>) => ProviderInstance;
};

export type TestProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** A scope beyond the OpenID ones that the provider knows (stands in for a cloud sign-in scope). */
  extraScope: string;
  /** Replaces the id_token of the next successful token response (undefined: stop tampering). */
  replaceNextIdToken(value: string | undefined): void;
  close(): Promise<void>;
};

export type ProviderAccountClaims = (login: string) => Record<string, unknown>;

/** An address-book entry for a login name typed into the provider's dev login form. */
export const defaultAccountClaims: ProviderAccountClaims = (login) => {
  const email = login.includes('@') ? login : `${login}@provider.test`;
  const local = email.split('@')[0] ?? login;
  return {
    sub: login,
    email,
    email_verified: true,
    name: `${local.charAt(0).toUpperCase()}${local.slice(1)} Provider`,
  };
};

/**
 * A real OpenID Connect provider (oidc-provider 9) on 127.0.0.1, random port, with one confidential
 * client whose redirect URI is `${appOrigin}/member-login`. Its development login form accepts any
 * login name; the account's claims come from `accountClaims`. PKCE is required and scope claims are
 * put in the ID token (as Cognito does) rather than only at the userinfo endpoint.
 */
export async function startTestProvider({
  appOrigin,
  accountClaims = defaultAccountClaims,
}: {
  appOrigin: string;
  accountClaims?: ProviderAccountClaims;
}): Promise<TestProvider> {
  // A module name in a variable: TypeScript then does not look for the missing declaration file.
  const moduleName: string = 'oidc-provider';
  const { Provider } = (await import(moduleName)) as ProviderModule;

  let handler: ((request: IncomingMessage, response: ServerResponse) => void) | undefined;
  const server = createServer((request, response) => {
    if (handler) handler(request, response);
    else response.writeHead(503).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = 'studio-app';
  const clientSecret = 'studio-app-secret-for-tests-only';
  const extraScope = 'studio.signin';

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [`${appOrigin}/member-login`],
        post_logout_redirect_uris: [`${appOrigin}/`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      phone: ['phone_number', 'phone_number_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    scopes: ['openid', 'offline_access', extraScope],
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: true }, rpInitiatedLogout: { enabled: true } },
    pkce: { required: () => true },
    cookies: { keys: ['test-provider-cookie-key'] },
    // Explicit lifetimes (seconds) keep the provider from printing a notice for each default.
    ttl: { AccessToken: 600, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
    async findAccount(_ctx: unknown, sub: string) {
      return { accountId: sub, claims: async () => ({ ...accountClaims(sub), sub }) };
    },
  });

  let replacement: string | undefined;
  provider.use(async (ctx, next) => {
    await next();
    if (replacement !== undefined && ctx.path === '/token' && ctx.status === 200) {
      ctx.body = { ...(ctx.body as Record<string, unknown>), id_token: replacement };
      replacement = undefined;
    }
  });
  handler = provider.callback();

  return {
    issuer,
    clientId,
    clientSecret,
    extraScope,
    replaceNextIdToken(value) {
      replacement = value;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** The cookies a browser would keep for the provider's origin (paths ignored: one origin, one test). */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const pair = line.split(';')[0] ?? '';
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = /expires=Thu, 01 Jan 1970/i.test(line);
      if (value === '' || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

/**
 * Plays the browser at the provider: follows redirects from `authorizeUrl`, fills the dev login form
 * with `login` (any password) and confirms consent, until the provider redirects to `redirectUri`;
 * returns that URL (with code, state and iss). Nothing is fetched at `redirectUri` itself.
 */
export async function signInAtProvider({
  authorizeUrl,
  redirectUri,
  login,
  jar = new CookieJar(),
}: {
  authorizeUrl: string;
  redirectUri: string;
  login: string;
  jar?: CookieJar;
}): Promise<URL> {
  let url = authorizeUrl;
  for (let step = 0; step < 20; step += 1) {
    if (url.startsWith(redirectUri)) return new URL(url);
    const page = await fetch(url, { redirect: 'manual', headers: { cookie: jar.header() } });
    jar.store(page);
    let response = page;
    if (page.status === 200) {
      const html = await page.text();
      const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
      const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
      if (!action || !prompt) throw new Error(`the provider showed an unexpected page at ${url}`);
      const form = new URLSearchParams({ prompt });
      if (prompt === 'login') {
        form.set('login', login);
        form.set('password', 'any password');
      }
      response = await fetch(new URL(action.replaceAll('&amp;', '&'), url), {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
      });
      jar.store(response);
    }
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || !location) {
      throw new Error(`the provider answered ${response.status} at ${url}: ${await response.text()}`);
    }
    url = new URL(location, url).href;
  }
  throw new Error('too many redirects at the provider');
}
