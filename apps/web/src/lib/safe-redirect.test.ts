import { describe, expect, it } from 'vitest';
import { postSignInPath, safeLocalPath } from './safe-redirect.ts';

describe('safeLocalPath', () => {
  it('keeps a path on our own origin with its query and hash', () => {
    expect(safeLocalPath('/members/services?tab=past#top')).toBe('/members/services?tab=past#top');
  });

  it.each([
    'https://evil.test/',
    '//evil.test/x',
    '/\\evil.test',
    '\\\\evil.test',
    '/\t/evil.test',
    'javascript:alert(1)',
    'members/dashboard',
    '',
    null,
  ])('refuses %j, which could leave the site', (value) => {
    expect(safeLocalPath(value)).toBeNull();
  });
});

describe('postSignInPath', () => {
  it('goes to `to` with the rest of the query put back', () => {
    expect(postSignInPath('?tab=past&to=%2Fmembers%2Fservices')).toBe('/members/services?tab=past');
  });

  it('goes to `/` without a `to`, or with an unsafe one', () => {
    expect(postSignInPath('')).toBe('/');
    expect(postSignInPath('?ref=flyer')).toBe('/');
    expect(postSignInPath('?to=https%3A%2F%2Fevil.test')).toBe('/');
    expect(postSignInPath('?to=%2F%2Fevil.test')).toBe('/');
  });

  it('keeps a query that `to` carries itself', () => {
    expect(postSignInPath('?to=%2Fadmin%2Fservices%3Fpage%3D2&page=3')).toBe('/admin/services?page=2');
  });
});
