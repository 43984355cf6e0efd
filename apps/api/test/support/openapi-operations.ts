import type { FastifyInstance } from 'fastify';
import type { RouteAccess } from '../../src/lib/route-access.ts';

type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

/** One operation of the API's own OpenAPI document, as the security tests walk them. */
export type Operation = {
  method: string;
  /** The OpenAPI path, e.g. /api/services/{id}. */
  path: string;
  access: RouteAccess;
  declaredStatuses: number[];
  pathParams: string[];
  queryParams: { name: string; string: boolean }[];
  bodyStringFields: string[];
  hasBody: boolean;
};

function isString(schema: JsonSchema | undefined): boolean {
  if (!schema) return false;
  const types = [schema.type].flat();
  if (types.includes('string')) return true;
  return [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].some(isString);
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
        declaredStatuses: Object.keys((operation.responses ?? {}) as object).map(Number),
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: parameters
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, string: isString(resolve(p.schema)) })),
        bodyStringFields,
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
