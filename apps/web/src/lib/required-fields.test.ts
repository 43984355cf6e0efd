import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { readSource, sourceFiles } from '../test/source-files.ts';
import * as schemas from './form-schemas.ts';

// Every required field is marked (decision 0049): a field of a form whose shared schema refuses
// it empty must say `required`, which draws MUI's asterisk beside its label and tells assistive
// technology. This walks every form: each file that validates with `lazyZodResolver(… => ….<schema>)`,
// and in it each labelled field (FormTextField, FormTextArea, FormSelectField, FormNumberField,
// MultiSelectField, TagsField) whose `name` is written out; the field is required when every schema
// of the file that has that name refuses it empty (undefined, '', null and []).

const FIELDS = [
  'FormMultiSelect',
  'FormTextField',
  'FormTextArea',
  'FormSelectField',
  'FormNumberField',
  'MultiSelectField',
  'TagsField',
];
const EMPTY_VALUES = [undefined, '', null, []];

/**
 * Fields an update schema lets a request leave out, though the form always sends them and refuses
 * them empty: required to the person filling the form in.
 */
const REQUIRED_ON_UPDATE: Record<string, string[]> = {
  'features/groups/components/EditGroupDialog.tsx': ['name', 'capacity'],
  // Left as it is when a request does not send it; the profile form always does.
  'features/studio/routes/business-profile-page.tsx': ['maxUnpaidPurchases', 'arrivalGeofenceMeters'],
};

type Node = z.ZodType & { def?: Record<string, unknown>; shape?: Record<string, Node>; element?: Node };

/** The object or array inside wrappers (refinements live on the object itself in zod 4; pipes, defaults and optionals wrap it). */
function unwrap(node: Node): Node {
  let current: Node = node;
  for (let step = 0; step < 10; step++) {
    if (current.shape || current.element) return current;
    const def = current.def ?? {};
    const inner = (def.in ?? def.innerType ?? def.schema) as Node | undefined;
    if (!inner) return current;
    current = inner;
  }
  return current;
}

/** The schema of a field at `path` ("hours.*.start": `*` is an array's element), or undefined. */
function fieldAt(schema: Node, path: string): Node | undefined {
  let node: Node | undefined = schema;
  for (const part of path.split('.')) {
    if (!node) return undefined;
    const container = unwrap(node);
    node = part === '*' || /^\d+$/.test(part) ? container.element : container.shape?.[part];
  }
  return node;
}

const refusesEmpty = (field: Node) => EMPTY_VALUES.every((value) => !field.safeParse(value).success);

/** Each field element of `source` with a written-out name: its name (templates as `*`) and whether it says `required`. */
function fieldElements(source: string) {
  const found: { name: string; required: boolean }[] = [];
  const opening = new RegExp(`<(${FIELDS.join('|')})\\b`, 'g');
  for (const match of source.matchAll(opening)) {
    // The element's attributes: up to the first `>` outside braces.
    let depth = 0;
    let end = match.index + match[0].length;
    for (; end < source.length; end++) {
      const char = source[end];
      if (char === '{') depth++;
      else if (char === '}') depth--;
      else if (char === '>' && depth === 0 && source[end - 1] !== '=') break;
    }
    const attributes = source.slice(match.index, end);
    const literal = attributes.match(/\bname="([^"]+)"/)?.[1];
    const template = attributes.match(/\bname=\{`([^`]+)`\}/)?.[1]?.replace(/\$\{[^}]+\}/g, '*');
    const name = literal ?? template;
    if (!name) continue;
    found.push({ name, required: /\srequired(\s|=\{true\}|$)/.test(attributes) });
  }
  return found;
}

const forms = sourceFiles()
  .filter((path) => path.endsWith('.tsx'))
  .map((path) => {
    const source = readSource(path);
    const names = [...source.matchAll(/lazyZodResolver\(\(\w+\) => \w+\.(\w+)\)/g)].map(
      (match) => match[1] ?? '',
    );
    return { path, source, names };
  })
  .filter((form) => form.names.length > 0);

describe('required fields', () => {
  it('finds the forms and their schemas', () => {
    expect(forms.length).toBeGreaterThan(25);
    for (const form of forms) {
      for (const name of form.names) expect(schemas, `${form.path}: ${name}`).toHaveProperty(name);
    }
  });

  it.each(forms.map((form) => [form.path, form] as const))(
    'marks every required field of %s',
    (_path, form) => {
      const fileSchemas = form.names.map(
        (name) => (schemas as unknown as Record<string, Node>)[name] as Node,
      );
      const unmarked: string[] = [];
      const marked: string[] = [];
      for (const element of fieldElements(form.source)) {
        const fields = fileSchemas
          .map((schema) => fieldAt(schema, element.name))
          .filter((field) => field !== undefined);
        if (fields.length === 0) continue;
        const required =
          fields.every(refusesEmpty) || (REQUIRED_ON_UPDATE[form.path]?.includes(element.name) ?? false);
        if (required && !element.required) unmarked.push(element.name);
        if (!required && element.required) marked.push(element.name);
      }
      expect({ unmarked, markedButOptional: marked }).toEqual({ unmarked: [], markedButOptional: [] });
    },
  );
});
