// Passwords travel in the request body, never in the query string, where proxies, server logs
// and browser history keep them (issue 10, sign-in). A call that puts one there is refused.
import type { FastifyRequest } from 'fastify';
import type { TFunction } from 'i18next';
import type { Answer } from '../http/envelope';
import { fieldError, invalidFields } from '../http/validate';

/** A 422 answer naming each secret field found in the query string; null when there is none. */
export function secretsInQuery(request: FastifyRequest, fields: readonly string[], t: TFunction): Answer<unknown> | null {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const found = fields.filter((field) => Object.hasOwn(query, field));
  if (found.length === 0) return null;
  return invalidFields(t, found.map((field) => fieldError(`/${field}`, t('server.auth.secretInQuery'))));
}
