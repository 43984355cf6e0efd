import { describe, expect, it } from 'vitest';
import { groupSecret } from './group-secret.ts';

describe('groupSecret', () => {
  it('splits the secret into groups of four without a trailing space', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXPJBSWY3DP')).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP');
    expect(groupSecret('ABCDEF')).toBe('ABCD EF');
  });

  it('ignores spaces already in it', () => {
    expect(groupSecret(' AB CD EFGH ')).toBe('ABCD EFGH');
  });
});
