import { lookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import ipaddr from 'ipaddr.js';

// Calls to addresses studios give us (webhook endpoints), safe against server-side request forgery
// (decision 0063, after the OWASP SSRF cheat sheet and Standard Webhooks' guidance): the host is
// resolved once, every address it resolves to must be a public one (no private, loopback, link-local,
// shared, multicast or reserved range, IPv4 inside IPv6 included), and the connection goes to the
// address that was checked (a second lookup cannot swap it). Redirects are not followed.

/** Resolves a host name to its addresses (tests inject one: no outside DNS answers here). */
export type Resolver = (hostname: string) => Promise<{ address: string; family: number }[]>;

export const systemResolver: Resolver = (hostname) => lookup(hostname, { all: true, verbatim: true });

export type OutboundPolicy = {
  resolver: Resolver;
  /** Loopback addresses and plain http allowed: development and tests only (WEBHOOKS_ALLOW_LOOPBACK). */
  allowLoopback: boolean;
};

const TIMEOUT_MS = 10_000;
const EXCERPT_BYTES = 500;

/** Why a URL may not be called, or null when it may (before its host is resolved). */
export function urlProblem(raw: string, policy: Pick<OutboundPolicy, 'allowLoopback'>): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'Enter a full address, such as https://example.com/hooks.';
  }
  if (url.protocol !== 'https:' && !(policy.allowLoopback && url.protocol === 'http:')) {
    return 'Use an https:// address.';
  }
  if (url.username || url.password) return 'Leave the user name and password out of the address.';
  if (url.hash) return 'Leave the #fragment out of the address.';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (ipaddr.isValid(host) && addressProblem(host, policy) !== null) {
    return 'This address is private: use a public one.';
  }
  if (!ipaddr.isValid(host) && !host.includes('.') && !(policy.allowLoopback && host === 'localhost')) {
    return 'Use a public host name, such as example.com.';
  }
  return null;
}

/** Why an IP address may not be called, or null for a public unicast one. */
export function addressProblem(
  address: string,
  policy: Pick<OutboundPolicy, 'allowLoopback'>,
): string | null {
  if (!ipaddr.isValid(address)) return 'not an IP address';
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  const range = parsed.range();
  if (range === 'unicast') return null;
  if (range === 'loopback' && policy.allowLoopback) return null;
  return `a ${range} address`;
}

/**
 * The address to connect to for `host`: resolved once (an IP literal as it is), refused when any
 * address it resolves to is not public (a host with one private address among public ones is refused:
 * a second lookup might pick it).
 */
export async function resolvePublic(
  host: string,
  policy: OutboundPolicy,
): Promise<
  { kind: 'ok'; address: { address: string; family: number } } | { kind: 'refused'; error: string }
> {
  let addresses: { address: string; family: number }[];
  try {
    addresses = ipaddr.isValid(host)
      ? [{ address: host, family: host.includes(':') ? 6 : 4 }]
      : await policy.resolver(host);
  } catch {
    return { kind: 'refused', error: `The host ${host} could not be found.` };
  }
  const refused = addresses.find(({ address }) => addressProblem(address, policy) !== null);
  const first = addresses[0];
  if (!first || refused) {
    const why = refused ? addressProblem(refused.address, policy) : 'no address';
    return { kind: 'refused', error: `Refused: ${host} resolves to ${why}.` };
  }
  return { kind: 'ok', address: first };
}

export type OutboundAnswer =
  | { kind: 'answered'; statusCode: number; excerpt: string; latencyMs: number }
  | { kind: 'failed'; error: string; latencyMs: number };

/**
 * POSTs `body` to `rawUrl` with `headers`, after resolving and checking its host: the answer's status
 * and first 500 bytes, or what went wrong (no answer within 10 s counts as a failure).
 */
export async function postSafely(
  rawUrl: string,
  headers: Record<string, string>,
  body: string,
  policy: OutboundPolicy,
): Promise<OutboundAnswer> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const problem = urlProblem(rawUrl, policy);
  if (problem) return { kind: 'failed', error: problem, latencyMs: elapsed() };
  const url = new URL(rawUrl);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const resolved = await resolvePublic(host, policy);
  if (resolved.kind === 'refused') return { kind: 'failed', error: resolved.error, latencyMs: elapsed() };
  const chosen = resolved.address;
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<OutboundAnswer>((resolve) => {
    const request = client.request(
      {
        method: 'POST',
        protocol: url.protocol,
        hostname: host,
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
        // Connect to the address checked above, whatever a second lookup would answer.
        lookup: (_hostname, options, callback) => {
          if ((options as { all?: boolean }).all) {
            (callback as (error: null, addresses: { address: string; family: number }[]) => void)(null, [
              chosen,
            ]);
          } else {
            (callback as (error: null, address: string, family: number) => void)(
              null,
              chosen.address,
              chosen.family,
            );
          }
        },
        servername: ipaddr.isValid(host) ? undefined : host,
        timeout: TIMEOUT_MS,
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          if (size < EXCERPT_BYTES) chunks.push(chunk);
          size += chunk.length;
          // Enough read: the rest of a large answer is not kept.
          if (size >= EXCERPT_BYTES) response.destroy();
        });
        const done = () =>
          resolve({
            kind: 'answered',
            statusCode: response.statusCode ?? 0,
            excerpt: Buffer.concat(chunks).subarray(0, EXCERPT_BYTES).toString('utf8'),
            latencyMs: elapsed(),
          });
        response.on('end', done);
        response.on('close', done);
        response.on('error', done);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`No answer within ${TIMEOUT_MS / 1000} s.`)));
    request.on('error', (error) => resolve({ kind: 'failed', error: error.message, latencyMs: elapsed() }));
    request.end(body);
  });
}
