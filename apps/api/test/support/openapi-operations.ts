import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { RouteAccess } from '../../src/lib/route-access.ts';

type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

/** What a date field of a request holds: a calendar day ('2026-11-22') or an instant with its offset. */
export type DateKind = 'date' | 'date-time';

/**
 * A date or date-time field of a request body, however deep ('schedule.sessions.0.date'), with the
 * smallest payload that reaches it: the field itself inside its parent objects and arrays, plus the
 * discriminators (single-value properties like `type: 'weekly'`) of the union variants on the way.
 */
export type BodyDateField = {
  field: string;
  kind: DateKind;
  payloadWith(value: string): Record<string, unknown>;
};

/** One operation of the API's own OpenAPI document, as the security tests walk them. */
export type Operation = {
  method: string;
  /** The OpenAPI path, e.g. /api/services/{id}. */
  path: string;
  access: RouteAccess;
  /** The scope an API key needs (`x-api-key-scope`), or none: keys are refused. */
  apiScope: string | undefined;
  declaredStatuses: number[];
  pathParams: string[];
  /** A value each path parameter takes: its first allowed value when it is a list (an enum), else a new UUID. */
  pathValue(name: string): string;
  queryParams: { name: string; string: boolean; date?: DateKind }[];
  bodyStringFields: string[];
  bodyDateFields: BodyDateField[];
  hasBody: boolean;
};

function isString(schema: JsonSchema | undefined): boolean {
  if (!schema) return false;
  const types = [schema.type].flat();
  if (types.includes('string')) return true;
  return [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].some(isString);
}

// Recognised by their OpenAPI format, or by a pattern that spells out a year (a date schema written as a
// regex): '^\d{4}-\d{2}-\d{2}$'.
function dateKindOf(schema: JsonSchema | undefined): DateKind | undefined {
  if (!schema) return undefined;
  if (schema.format === 'date' || schema.format === 'date-time') return schema.format;
  if (schema.pattern && /\\d\{4\}-/.test(schema.pattern))
    return /T/.test(schema.pattern) ? 'date-time' : 'date';
  for (const variant of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) {
    const kind = dateKindOf(variant);
    if (kind) return kind;
  }
  return undefined;
}

type Resolve = (schema: JsonSchema | undefined) => JsonSchema | undefined;

/** A property that holds one value only: a union's discriminator. */
function fixedValueOf(schema: JsonSchema | undefined): unknown {
  if (schema?.const !== undefined) return schema.const;
  return schema?.enum?.length === 1 ? schema.enum[0] : undefined;
}

function bodyDateFieldsOf(root: JsonSchema | undefined, resolve: Resolve): BodyDateField[] {
  const found: BodyDateField[] = [];
  // `wrap` puts a value where this schema sits in the whole body.
  const walk = (
    schema: JsonSchema | undefined,
    path: string[],
    wrap: (value: unknown) => unknown,
    depth: number,
  ) => {
    const resolved = resolve(schema);
    if (!resolved || depth > 10) return;
    const kind = dateKindOf(resolved);
    if (kind && path.length > 0) {
      found.push({
        field: path.join('.'),
        kind,
        payloadWith: (value) => wrap(value) as Record<string, unknown>,
      });
      return;
    }
    for (const variant of [...(resolved.anyOf ?? []), ...(resolved.oneOf ?? []), ...(resolved.allOf ?? [])])
      walk(variant, path, wrap, depth + 1);
    if (resolved.items) walk(resolved.items, [...path, '0'], (value) => wrap([value]), depth + 1);
    const properties = Object.entries(resolved.properties ?? {});
    const fixed = Object.fromEntries(
      properties
        .map(([name, property]) => [name, fixedValueOf(resolve(property))] as const)
        .filter(([, value]) => value !== undefined),
    );
    for (const [name, property] of properties)
      walk(property, [...path, name], (value) => wrap({ ...fixed, [name]: value }), depth + 1);
  };
  walk(root, [], (value) => value, 0);
  const seen = new Set<string>();
  return found.filter(({ field }) => !seen.has(field) && seen.add(field));
}

/** Every operation of GET /api/openapi.json with its `x-access`, parameters and string body fields. */
export async function operationsOf(app: FastifyInstance): Promise<Operation[]> {
  const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  const components: Record<string, JsonSchema> = document.components?.schemas ?? {};
  const resolve = (schema: JsonSchema | undefined): JsonSchema | undefined =>
    schema?.$ref ? components[schema.$ref.replace('#/components/schemas/', '')] : schema;
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries<Record<string, Record<string, unknown>>>(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const parameters = (operation.parameters ?? []) as { in: string; name: string; schema?: JsonSchema }[];
      const requestBody = operation.requestBody as
        | { content?: Record<string, { schema?: JsonSchema }> }
        | undefined;
      const body = resolve(requestBody?.content?.['application/json']?.schema);
      const variants = [body, ...(body?.anyOf ?? []), ...(body?.oneOf ?? []), ...(body?.allOf ?? [])].map(
        resolve,
      );
      const bodyStringFields = [
        ...new Set(
          variants.flatMap((variant) =>
            Object.entries(variant?.properties ?? {})
              .filter(([, field]) => isString(resolve(field)))
              .map(([name]) => name),
          ),
        ),
      ];
      operations.push({
        method: method.toUpperCase(),
        path,
        access: operation['x-access'] as RouteAccess,
        apiScope: operation['x-api-key-scope'] as string | undefined,
        declaredStatuses: Object.keys((operation.responses ?? {}) as object).map(Number),
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        pathValue: (name) => {
          const choices = resolve(parameters.find((p) => p.in === 'path' && p.name === name)?.schema)?.enum;
          return choices?.length ? String(choices[0]) : randomUUID();
        },
        queryParams: parameters
          .filter((p) => p.in === 'query')
          .map((p) => {
            const date = dateKindOf(resolve(p.schema));
            return { name: p.name, string: isString(resolve(p.schema)), ...(date ? { date } : {}) };
          }),
        bodyStringFields,
        bodyDateFields: bodyDateFieldsOf(body, resolve),
        hasBody: requestBody !== undefined,
      });
    }
  }
  return operations;
}

/** The path with each {param} filled in. */
export function fillPath(path: string, value: (name: string) => string): string {
  return path.replace(/\{([^}]+)\}/g, (_match, name: string) => value(name));
}

/**
 * The URL a test that calls every route uses for `path`: the live event stream (GET /api/live) never
 * ends for an allowed caller, so it is asked with a Last-Event-ID it refuses (400 at once, after the
 * access check, which is what such a test is about). Other paths are unchanged.
 */
export function answeringUrl(path: string): string {
  return path === '/api/live' ? '/api/live?lastEventId=not-an-id' : path;
}
