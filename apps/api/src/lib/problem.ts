import { type Problem, problemSchema } from '@bmp/shared';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/pools.ts';

/** Per-field messages, keyed by the dotted path of the field ("address.city", "items.0.qty"). */
export type FieldErrors = Record<string, string[]>;

// RFC 9457 problem details, with `errors` for forms: one schema for the API and the web (packages/shared).
type ProblemAnswers<S extends number> = Record<S, typeof problemSchema>;

/** The problem+json answers a route declares, for its `response` map: `{ 200: x, ...problems(400, 404) }`. */
export function problems<const S extends number>(...statuses: S[]): ProblemAnswers<S> {
  return Object.fromEntries(statuses.map((status) => [status, problemSchema])) as ProblemAnswers<S>;
}

/** An error a handler throws on purpose; it reaches the client as problem+json. */
export class HttpProblem extends Error {
  constructor(
    readonly status: number,
    readonly title: string,
    readonly detail?: string,
    readonly errors?: FieldErrors,
    /** A URI naming the kind of problem when a client acts on it (else about:blank). */
    readonly type?: string,
  ) {
    super(detail ?? title);
    this.name = 'HttpProblem';
  }
}

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** A problem on one form field, so the form shows it where the person typed. */
export function fieldProblem(status: 400 | 403 | 409 | 422, field: string, message: string): HttpProblem {
  return new HttpProblem(status, TITLES[status] ?? 'Bad Request', message, { [field]: [message] });
}

export const notFound = (what: string) => new HttpProblem(404, 'Not Found', `No such ${what}.`);

export function sendProblem(reply: FastifyReply, problem: Omit<Problem, 'type'> & { type?: string }) {
  const body: Problem = { type: problem.type ?? 'about:blank', ...problem };
  return reply.code(problem.status).type('application/problem+json; charset=utf-8').send(body);
}

function pathOf(instancePath: string | undefined, fallbackKey: string): string {
  const path = (instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  return path || fallbackKey;
}

// An unknown key is reported on the key itself ("address.zip"), not on the object holding it, so a
// client sees exactly which field to drop.
function validationProblem(error: FastifyError): Problem {
  const errors: FieldErrors = {};
  for (const issue of error.validation ?? []) {
    const field = pathOf(issue.instancePath, error.validationContext ?? 'body');
    const unknownKeys =
      issue.keyword === 'unrecognized_keys' ? (issue.params as { keys?: string[] }).keys : undefined;
    if (unknownKeys) {
      for (const key of unknownKeys) {
        const path = field === (error.validationContext ?? 'body') ? key : `${field}.${key}`;
        errors[path] = [...(errors[path] ?? []), 'This field is not allowed.'];
      }
      continue;
    }
    errors[field] = [...(errors[field] ?? []), issue.message ?? 'Invalid value.'];
  }
  return {
    type: 'about:blank',
    title: 'Bad Request',
    status: 400,
    detail: 'Some fields need attention.',
    errors,
  };
}

/** One error handler for the whole API: nothing but problem+json leaves, and no stack or SQL. */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpProblem) {
    return sendProblem(reply, {
      ...(error.type ? { type: error.type } : {}),
      status: error.status,
      title: error.title,
      ...(error.detail ? { detail: error.detail } : {}),
      ...(error.errors ? { errors: error.errors } : {}),
      instance: request.url.split('?')[0],
    });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return sendProblem(reply, { ...validationProblem(error), instance: request.url.split('?')[0] });
  }
  if (isResponseSerializationError(error)) {
    request.log.error({ err: error }, 'response did not match its schema');
    return sendProblem(reply, {
      status: 500,
      title: TITLES[500] ?? 'Error',
      detail: 'Something went wrong.',
    });
  }
  // The database restarting or out of reach: a clear 503 the client may retry, not a storm of 500s.
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    reply.header('retry-after', '2');
    return sendProblem(reply, {
      status: 503,
      title: TITLES[503] ?? 'Service Unavailable',
      detail: 'The database is not reachable. Try again in a moment.',
    });
  }
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
  if (status >= 500) {
    request.log.error({ err: error }, 'request failed');
    return sendProblem(reply, { status, title: TITLES[status] ?? 'Error', detail: 'Something went wrong.' });
  }
  // Fastify's own 4xx (bad JSON, wrong content type, body too large) carry safe, useful messages.
  return sendProblem(reply, { status, title: TITLES[status] ?? 'Error', detail: error.message });
}
