import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendProblem } from './problem.ts';

const NUL_MESSAGE = 'Remove the invisible NUL character (\\u0000) from this field.';

// PostgreSQL cannot store U+0000 in text or jsonb, so a NUL anywhere in the input would fail deep in
// a query as a 500. It never belongs in a form field: refused up front, on the field that holds it.
function fieldsWithNul(value: unknown, path: string, found: string[], depth = 0): void {
  if (depth > 20 || found.length >= 20) return;
  if (typeof value === 'string') {
    if (value.includes('\u0000')) found.push(path || '_');
  } else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      fieldsWithNul(item, path ? `${path}.${index}` : String(index), found, depth + 1);
    }
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const name = path ? `${path}.${key}` : key;
      if (key.includes('\u0000')) found.push(name);
      else fieldsWithNul(item, name, found, depth + 1);
    }
  }
}

/** preValidation hook: 400 with a message on each field (body, query or path) that holds a NUL. */
export async function rejectNulCharacters(request: FastifyRequest, reply: FastifyReply) {
  const found: string[] = [];
  fieldsWithNul(request.params, '', found);
  fieldsWithNul(request.query, '', found);
  fieldsWithNul(request.body, '', found);
  if (found.length === 0) return;
  return sendProblem(reply, {
    status: 400,
    title: 'Bad Request',
    detail: 'Some fields need attention.',
    errors: Object.fromEntries(found.map((field) => [field, [NUL_MESSAGE]])),
    instance: request.url.split('?')[0],
  });
}
