// JSON request bodies. Calls with query parameters often come with a JSON content type and no
// body, which reads as `{}`. JSON has no Infinity, but JSON.parse reads 1e309 as one: such a
// number is refused at once, naming its field, before any route sees it.
import type { TFunction } from 'i18next';
import { nonFiniteNumberPointers } from '../../src/core/validation';
import type { Answer } from './envelope';
import { fieldError, invalidFields } from './validate';

/** A body that parsed but holds numbers out of range; a client error (400) for Fastify. */
export class NonFiniteNumbers extends Error {
  readonly statusCode = 400;
  constructor(readonly fields: string[]) {
    super(`numbers out of range at ${fields.join(', ')}`);
  }
}

/** The parsed body; throws a SyntaxError (with statusCode 400) or NonFiniteNumbers. */
export function parseJsonBody(text: string): unknown {
  if (text === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw Object.assign(error as Error, { statusCode: 400 });
  }
  const fields = nonFiniteNumberPointers(value);
  if (fields.length > 0) throw new NonFiniteNumbers(fields);
  return value;
}

/** The 422 answer naming the fields of a NonFiniteNumbers error, else null. */
export function nonFiniteAnswer(error: unknown, t: TFunction): Answer<unknown> | null {
  if (!(error instanceof NonFiniteNumbers)) return null;
  return invalidFields(t, error.fields.map((field) => ({ ...fieldError(field, t('validation.type.number')), key: 'validation.type.number', params: {} })));
}
