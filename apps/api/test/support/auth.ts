import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export const DEMO_PASSWORD = 'Demo-Password-2026';

/** The session cookie ("bmp_session=...") a response set, ready to send back. */
export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'bmp_session');
  if (!cookie) throw new Error(`no session cookie in response ${response.statusCode}: ${response.body}`);
  return `bmp_session=${cookie.value}`;
}

/** Signs in through the real endpoint and returns the cookie header to send with later requests. */
export async function signIn(app: FastifyInstance, email: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (response.statusCode !== 200)
    throw new Error(`sign-in of ${email} failed: ${response.statusCode} ${response.body}`);
  return sessionCookie(response);
}

/** Headers for a cookie-authenticated request, with the CSRF header mutations need. */
export const asUser = (cookie: string) => ({ cookie, 'x-requested-with': 'test' });
