import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// One way to build a form (docs/decisions/0040-one-form-toolkit.md): react-hook-form with the shared
// zod schema through lazyZodResolver, server messages put on the fields by applyServerErrors. This
// test reads the pages and components (app/, components/, features/) and fails when the old ways
// come back: a schema run by hand (`safeParse(`), a field-error store of a page's own
// (`useFieldErrors`, a `setErrors` or `setFieldError` state), a draft object kept in `useState` as
// the form's values, or a form element in a file that never calls `useForm`.
// What it cannot see: a form kept in separate `useState('')` strings inside a file that also calls
// useForm for another form. Review catches that one.

const src = fileURLToPath(new URL('..', import.meta.url));
const FOLDERS = ['app', 'components', 'features'];

/** The dialog shells: they render the <form> and take its submit from the caller's useForm. */
const FORM_SHELLS = new Set([
  'components/DialogForm.tsx',
  'features/groups/components/GroupFormDialog.tsx',
  'features/money/components/MoneyDialog.tsx',
]);

const RULES: { name: string; pattern: RegExp }[] = [
  { name: 'a schema run by hand (safeParse)', pattern: /\bsafeParse\(/ },
  { name: 'the studio’s old field-error hook', pattern: /\buseFieldErrors\b/ },
  { name: 'a hand-written field-error state', pattern: /\bset(Field)?Errors\b|\bsetFieldError\b/ },
  {
    name: 'a draft object in useState as form values',
    pattern: /\buseState(<\s*\w*(Draft|Form|Input)\b[^>]*>)?\(\s*(\(\)\s*=>\s*\(?\s*)?\{/,
  },
  {
    name: 'a draft typed as a form’s input in useState',
    pattern: /\buseState<\s*\w*(Draft|Form|Input)\b/,
  },
];

/**
 * A server's field messages read by hand (`problem.errors`) instead of through applyServerErrors. Files
 * allowed, each for its reason: the booking form looks at a 422's fields to choose where the member
 * sees them (too few credits at the confirm step) and then calls applyServerErrors; the admin dashboard
 * reads a refused query's filter, not a form's; the contracts' waiver hooks tell a booking refused for
 * a missing waiver by its `errors.waiver` (a kind of refusal, not a field's message).
 */
const SERVER_ERRORS_BY_HAND = /\.problem\.errors\b/;
const SERVER_ERRORS_ALLOWED = new Set([
  'features/booking/components/BookingForm.tsx',
  'features/contracts/api/waivers.ts',
  'features/dashboards/routes/admin-dashboard-page.tsx',
]);

const FORM_ELEMENT = /component="form"|<form\b|<(DialogForm|GroupFormDialog|MoneyDialog)\b/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const files = FOLDERS.flatMap((folder) => sourceFiles(join(src, folder))).map((path) => ({
  path: relative(src, path).split('\\').join('/'),
  text: readFileSync(path, 'utf8'),
}));

describe('one form toolkit', () => {
  it('reads the pages and components', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files.some((file) => file.path === 'features/studio/routes/business-profile-page.tsx')).toBe(true);
  });

  it('recognises each old way of keeping a form', () => {
    const samples: [string, string][] = [
      ['a schema run by hand (safeParse)', 'const parsed = groupInputSchema.safeParse(input);'],
      ['the studio’s old field-error hook', 'const errors = useFieldErrors();'],
      ['a hand-written field-error state', 'const [errors, setErrors] = useState({});'],
      ['a hand-written field-error state', 'const [fieldError, setFieldError] = useState<string>();'],
      [
        'a draft object in useState as form values',
        "const [draft, setDraft] = useState<Draft>({ name: '' });",
      ],
      [
        'a draft typed as a form’s input in useState',
        'const [form, setForm] = useState<Form>(() => toForm(profile));',
      ],
      ['a draft object in useState as form values', "const [form, setForm] = useState({ city: '' });"],
      ['a draft typed as a form’s input in useState', 'useState<StaffProfileInput | null>(null)'],
    ];
    for (const [name, line] of samples) {
      const rule = RULES.find((candidate) => candidate.name === name);
      expect(rule?.pattern.test(line), line).toBe(true);
    }
    // What stays allowed: react-hook-form's own setError, plain UI state.
    for (const line of [
      'form.setError(known, { type: "server", message })',
      'const [notice, setNotice] = useState<Notice | null>(null);',
      'const [query, setQuery] = useState<ListQuery>(DEFAULT_LIST_QUERY);',
    ]) {
      expect(
        RULES.filter((rule) => rule.pattern.test(line)).map((rule) => rule.name),
        line,
      ).toEqual([]);
    }
  });

  it('keeps every form on react-hook-form: no old way in any page or component', () => {
    const offenders = files.flatMap((file) =>
      RULES.filter((rule) => rule.pattern.test(file.text)).map((rule) => `${file.path}: ${rule.name}`),
    );
    expect(offenders).toEqual([]);
  });

  it('reads no server field messages by hand outside lib/form-errors.ts', () => {
    expect(
      SERVER_ERRORS_BY_HAND.test(
        'for (const [path, messages] of Object.entries(error.problem.errors ?? {}))',
      ),
    ).toBe(true);
    const offenders = files
      .filter((file) => !SERVER_ERRORS_ALLOWED.has(file.path) && SERVER_ERRORS_BY_HAND.test(file.text))
      .map((file) => file.path);
    expect(offenders).toEqual([]);
  });

  it('has useForm in every file that renders a form', () => {
    const withoutUseForm = files
      .filter((file) => !FORM_SHELLS.has(file.path) && FORM_ELEMENT.test(file.text))
      .filter((file) => !/\buseForm\b/.test(file.text))
      .map((file) => file.path);
    expect(withoutUseForm).toEqual([]);
  });
});
