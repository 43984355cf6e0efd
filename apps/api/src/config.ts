import { resolve } from 'node:path';

/** An external OpenID Connect provider for sign-in (SPEC.md section 7), when configured. */
export type OidcConfig = {
  issuer: string;
  clientId: string;
  clientSecret: string | undefined;
  /** Scopes beyond email, openid, phone and profile (e.g. a cloud provider's sign-in scope). */
  extraScopes: string[];
  /** Shown on the button: "Sign in with <name>". */
  name: string;
};

/** Card payments through Stripe Checkout, on only when both secrets are set (decision 0011). */
export type StripeConfig = {
  secretKey: string;
  webhookSecret: string;
  /** Another API base URL (e.g. a local stripe-mock); unset means Stripe's own. */
  apiUrl: string | undefined;
};

/** Email delivery over SMTP (SMTP_URL, MAIL_FROM); without it emails stay in the outbox (decision 0024). */
export type MailConfig = {
  /** smtp://user:pass@host:587 or smtps://user:pass@host:465 */
  smtpUrl: string;
  /** The sender address; the display name is the studio's. */
  fromAddress: string;
};

export type AppConfig = {
  port: number;
  host: string;
  /** postgres://... to use a PostgreSQL server; unset means the embedded PGlite database. */
  databaseUrl: string | undefined;
  /** postgres://... of a read replica for heavy reads (db/replica.ts); needs DATABASE_URL. */
  databaseReplicaUrl: string | undefined;
  /** Bearer token that opens GET /metrics to Prometheus; unset turns the endpoint off. */
  metricsToken: string | undefined;
  /**
   * After SIGTERM, how long the process keeps answering (each answer closing its connection) while
   * the balancer notices it is not ready, before it stops listening. 0 without a balancer.
   */
  shutdownDrainMs: number;
  /** Where PGlite keeps its files (and, later, generated keys). */
  dataDir: string;
  /** Seed the demo business on an empty database; also turns on demo hints (demo accounts on the login page). */
  seedDemo: boolean;
  logLevel: string;
  /** Built web app to serve; missing means API only (development uses Vite's own server). */
  webDistDir: string | undefined;
  oidc: OidcConfig | undefined;
  stripe: StripeConfig | undefined;
  /**
   * The origin people reach the app at (PUBLIC_URL), for links in emails, feeds and redirects. Never
   * taken from request headers: a forged Host would otherwise point a reset link at another site.
   */
  publicUrl: string;
  /**
   * Addresses of the reverse proxies whose X-Forwarded-* headers are believed (TRUST_PROXY); false
   * means none, so a client cannot fake its address or protocol.
   */
  trustProxy: string[] | false;
  /** Member and business sign-ups allowed from one address per rolling hour (SIGNUPS_PER_HOUR). */
  signupsPerHour: number;
  mail: MailConfig | undefined;
  /**
   * TEST_CLOCK=movable lets the browser tests' server move its clock (lib/clock.ts) through
   * /api/test/clock. Refused at start-up unless NODE_ENV=test: production's clock cannot be moved.
   */
  movableClock: boolean;
  /**
   * The map's tile address (MAP_TILE_URL), a Leaflet template such as
   * https://tile.openstreetmap.org/{z}/{x}/{y}.png; unset means no tiles (the maps draw their markers on
   * a blank background and say so). Its origin, and only it, is added to the CSP's img-src.
   */
  mapTileUrl: string | undefined;
  /**
   * WEBHOOKS_ALLOW_LOOPBACK=1: webhook endpoints on this machine (http://127.0.0.1...) are allowed, for
   * development and the browser tests; refused with NODE_ENV=production. Off, only public https.
   */
  webhooksAllowLoopback: boolean;
};

// Enough for a front desk signing up a class's worth of members; a script gets no further.
export const DEFAULT_SIGNUPS_PER_HOUR = 30;

function parseBoolean(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['false', '0', 'no', 'off'].includes(value.trim().toLowerCase());
}

function parsePort(value: string | undefined): number {
  if (value === undefined || value === '') return 3000;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, got "${value}".`);
  }
  return port;
}

function parsePublicUrl(value: string | undefined, port: number): string {
  if (value === undefined || value.trim() === '') return `http://localhost:${port}`;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new Error(
      `PUBLIC_URL must be an absolute http(s) URL such as https://studio.example.com, got "${value}".`,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`PUBLIC_URL must start with http:// or https://, got "${value}".`);
  }
  return url.origin;
}

function parseTrustProxy(value: string | undefined): string[] | false {
  const entries = (value ?? '')
    .split(/[\s,]+/)
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0 || ['false', '0', 'no', 'off'].includes(entries[0]?.toLowerCase() ?? ''))
    return false;
  return entries;
}

function parseSignupsPerHour(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_SIGNUPS_PER_HOUR;
  const perHour = Number(value);
  if (!Number.isInteger(perHour) || perHour < 1) {
    throw new Error(`SIGNUPS_PER_HOUR must be a whole number of at least 1, got "${value}".`);
  }
  return perHour;
}

function parseMail(
  smtpUrl: string | undefined,
  mailFrom: string | undefined,
  publicUrl: string,
): MailConfig | undefined {
  if (smtpUrl === undefined || smtpUrl.trim() === '') return undefined;
  let url: URL;
  try {
    url = new URL(smtpUrl.trim());
  } catch {
    throw new Error('SMTP_URL must be a URL such as smtp://user:password@mail.example.com:587.');
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    throw new Error('SMTP_URL must start with smtp:// (STARTTLS) or smtps:// (TLS).');
  }
  // MAIL_FROM may be "Name <address>" or a bare address; only the address is used.
  const from = (mailFrom ?? '').trim();
  const fromAddress =
    from === '' ? `no-reply@${new URL(publicUrl).hostname}` : (/<([^<>]+)>\s*$/.exec(from)?.[1] ?? from);
  if (!/^[^\s@<>]+@[^\s@<>]+$/.test(fromAddress)) {
    throw new Error(`MAIL_FROM must be an email address such as studio@example.com, got "${mailFrom}".`);
  }
  return { smtpUrl: url.toString(), fromAddress };
}

function parseTestClock(value: string | undefined, nodeEnv: string | undefined): boolean {
  if (value === undefined || value === '') return false;
  if (value !== 'movable') throw new Error(`TEST_CLOCK can only be "movable", got "${value}".`);
  if (nodeEnv !== 'test') {
    throw new Error('TEST_CLOCK=movable is a test-only switch: it is refused unless NODE_ENV=test.');
  }
  return true;
}

function parseMapTileUrl(value: string | undefined): string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const template = value.trim();
  let url: URL;
  try {
    // The placeholders are not part of a URL's grammar in every position: read it with them filled in.
    url = new URL(template.replace(/\{[a-z]+\}/g, '0'));
  } catch {
    throw new Error(
      `MAP_TILE_URL must be an absolute https URL template such as https://tile.openstreetmap.org/{z}/{x}/{y}.png, got "${value}".`,
    );
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`MAP_TILE_URL must start with https:// (or http://), got "${value}".`);
  }
  if ((template.split('/')[2] ?? '').includes('{')) {
    throw new Error(
      `MAP_TILE_URL must name one host (no {s} in it: the CSP allows exactly one origin), got "${value}".`,
    );
  }
  if (!['{z}', '{x}', '{y}'].every((part) => template.includes(part))) {
    throw new Error(`MAP_TILE_URL must contain {z}, {x} and {y}, got "${value}".`);
  }
  return template;
}

/** The origin of a tile URL template (the CSP's img-src allows it). */
export function mapTileOrigin(template: string): string {
  return new URL(template.replace(/\{[a-z]+\}/g, '0')).origin;
}

/** Reads the server's settings from the environment (see README "Configuration"). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, webDistDir?: string): AppConfig {
  const port = parsePort(env.PORT);
  const publicUrl = parsePublicUrl(env.PUBLIC_URL, port);
  return {
    port,
    host: env.HOST || '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    databaseReplicaUrl: parseReplicaUrl(env.DATABASE_REPLICA_URL, env.DATABASE_URL),
    metricsToken: parseMetricsToken(env.METRICS_TOKEN),
    shutdownDrainMs: parseDrainSeconds(env.SHUTDOWN_DRAIN_SECONDS) * 1000,
    dataDir: resolve(env.DATA_DIR || 'data'),
    seedDemo: parseBoolean(env.SEED_DEMO, true),
    logLevel: env.LOG_LEVEL || 'info',
    webDistDir,
    oidc:
      env.OIDC_ISSUER && env.OIDC_CLIENT_ID
        ? {
            issuer: env.OIDC_ISSUER,
            clientId: env.OIDC_CLIENT_ID,
            clientSecret: env.OIDC_CLIENT_SECRET || undefined,
            extraScopes: (env.OIDC_EXTRA_SCOPES ?? '').split(/[\s,]+/).filter(Boolean),
            name: env.OIDC_NAME || 'your account',
          }
        : undefined,
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: env.STRIPE_SECRET_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            apiUrl: env.STRIPE_API_URL || undefined,
          }
        : undefined,
    publicUrl,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    signupsPerHour: parseSignupsPerHour(env.SIGNUPS_PER_HOUR),
    mail: parseMail(env.SMTP_URL, env.MAIL_FROM, publicUrl),
    movableClock: parseTestClock(env.TEST_CLOCK, env.NODE_ENV),
    mapTileUrl: parseMapTileUrl(env.MAP_TILE_URL),
    webhooksAllowLoopback: parseWebhooksAllowLoopback(env.WEBHOOKS_ALLOW_LOOPBACK, env.NODE_ENV),
  };
}

function parseReplicaUrl(value: string | undefined, primary: string | undefined): string | undefined {
  if (!value) return undefined;
  if (!primary) throw new Error('DATABASE_REPLICA_URL needs DATABASE_URL: PGlite has no replicas.');
  return value;
}

function parseDrainSeconds(value: string | undefined): number {
  if (!value) return 0;
  const seconds = Number(value);
  if (!Number.isInteger(seconds) || seconds < 0 || seconds > 60) {
    throw new Error('SHUTDOWN_DRAIN_SECONDS must be a whole number of seconds from 0 to 60.');
  }
  return seconds;
}

function parseMetricsToken(value: string | undefined): string | undefined {
  if (!value) return undefined;
  // Guessable tokens would open the metrics (route names, volumes) to anyone.
  if (value.length < 16) throw new Error('METRICS_TOKEN must be at least 16 characters.');
  return value;
}

function parseWebhooksAllowLoopback(value: string | undefined, nodeEnv: string | undefined): boolean {
  const allow = parseBoolean(value, false);
  if (allow && nodeEnv === 'production') {
    throw new Error(
      'WEBHOOKS_ALLOW_LOOPBACK is for development and tests: it is refused with NODE_ENV=production.',
    );
  }
  return allow;
}
