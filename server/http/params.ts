// Request parameters: the spec sends most calls as query parameters and sign-in form-encoded;
// JSON bodies are accepted too. Body fields win over query fields of the same name.
import type { FastifyRequest } from 'fastify';
import { isBlank } from '../../src/core/validation';

export type Params = Record<string, unknown>;

function isPlainObject(value: unknown): value is Params {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !Buffer.isBuffer(value);
}

/** Query and body merged into a fresh object. Blank strings (empty, or only white space)
 * count as absent: a cleared form field or filter arrives as `name=`, and "required" is the
 * right message for it. Other text is passed as sent (a password keeps its characters). */
export function readParams(request: FastifyRequest): Params {
  const merged: Params = {
    ...(isPlainObject(request.query) ? request.query : {}),
    ...(isPlainObject(request.body) ? request.body : {}),
  };
  return Object.fromEntries(Object.entries(merged).filter(([, value]) => !(typeof value === 'string' && isBlank(value))));
}
