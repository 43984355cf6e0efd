import { describe, expect, it } from 'vitest';
import { decodeJwt } from './jwt';

const b64 = (value: unknown) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

describe('decodeJwt', () => {
  it('decodes the header and payload of a 3-part token', () => {
    const token = `${b64({ alg: 'RS256', kid: 'k1' })}.${b64({ sub: 'abc', email: 'ana@example.com' })}.c2ln`;
    expect(decodeJwt(token)).toEqual({
      header: { alg: 'RS256', kid: 'k1' },
      payload: { sub: 'abc', email: 'ana@example.com' },
      signature: 'c2ln',
    });
  });

  it('refuses a token that is not three dot-separated parts with "Invalid token format"', () => {
    for (const token of ['', 'abc', 'a.b', 'a.b.c.d', `${b64({})}..sig`]) {
      expect(() => decodeJwt(token)).toThrow('Invalid token format');
    }
  });

  it('refuses parts that are not base64url JSON objects', () => {
    expect(() => decodeJwt('!!!.???.sig')).toThrow('Invalid token format');
    expect(() => decodeJwt(`${b64([1, 2])}.${b64({})}.sig`)).toThrow('Invalid token format');
  });

  it('reads base64url: - and _ for + and /, without padding', () => {
    // {"s":">>>???"} is eyJzIjoiPj4+Pz8/In0= in base64, with + and / and one pad.
    const payload = b64({ s: '>>>???' });
    expect(payload).toBe('eyJzIjoiPj4-Pz8_In0');
    expect(decodeJwt(`${b64({ alg: 'none' })}.${payload}.`).payload).toEqual({ s: '>>>???' });
    // Two pads left out.
    expect(decodeJwt(`${b64({ a: 1 })}.${b64({ s: 'a?b>c' })}.sig`).payload).toEqual({ s: 'a?b>c' });
  });

  it('refuses four valid parts, an empty header or payload, and JSON that is not an object', () => {
    const part = b64({ a: 1 });
    for (const token of [
      `${part}.${part}.s.x`,
      `.${part}.s`,
      `${part}..s`,
      `${part}.${b64(5)}.s`,
      `${part}.${b64(null)}.s`,
    ])
      expect(() => decodeJwt(token)).toThrow('Invalid token format');
    // An empty signature is still three parts.
    expect(decodeJwt(`${part}.${part}.`).signature).toBe('');
  });
});
