import { describe, expect, it } from 'vitest';
import { matchingLines, sourceFiles } from '../test/source-files.ts';

// What someone may see or do in the web is decided with the shared `ACCESS` rules (ability plus
// roles) through one helper: `canAccess` (lib/access.ts), `useCan` in a component. A role compared by
// hand (`userData.role === 'admin'`, `role !== 'customer'`, `isStaffRole(...)`) forgets that principal
// and admin share their abilities, or that an inactive membership holds none: this test fails on
// one anywhere outside the helper and the route guard. Showing a role (`t(`roles.${role}`)`) is fine.

const ROLE_COMPARISON = /\b[rR]ole\s*[!=]==|[!=]==\s*[\w?.]*\b[rR]ole\b|\bisStaffRole\s*\(/;

/** The helper and the route guard, which decide with the rules themselves. */
const ALLOWED_FILES = ['lib/access.ts', 'app/navigation.ts'];

describe('permissions in the UI', () => {
  const offenders = matchingLines(
    sourceFiles().filter((path) => !ALLOWED_FILES.includes(path)),
    ROLE_COMPARISON,
  );

  it('recognises a role compared by hand, and not a role shown', () => {
    for (const line of [
      "userData.role === 'customer'",
      "userData?.role !== 'admin'",
      "if (role === 'expert') return;",
      "'principal' === member.role",
      'isStaffRole(userData?.role)',
    ]) {
      expect(ROLE_COMPARISON.test(line), line).toBe(true);
    }
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a line of source code, as the test reads it
    expect(ROLE_COMPARISON.test('t(`roles.${userData.role}`)')).toBe(false);
    expect(ROLE_COMPARISON.test("action === 'expert'")).toBe(false);
    expect(ROLE_COMPARISON.test('const staff = useCan(ACCESS.staff);')).toBe(false);
  });

  it('compares no role by hand outside lib/access.ts and the route guard', () => {
    expect(offenders).toEqual([]);
  });
});
