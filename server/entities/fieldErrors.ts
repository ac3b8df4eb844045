// 422 answers of the entity API: `data.errors = [{ field, key, params, message }]`
// (docs/contracts.md), `key`/`params` from describeAjvErrors, `message` in the request's
// language. An unknown property or query parameter is named by its own pointer.
import type { ErrorObject } from 'ajv';
import type { TFunction } from 'i18next';
import { describeAjvErrors, type ValidationMessage } from '../../src/core/validation';
import { invalid, type Answer, type FieldError } from '../http/envelope';

export interface EntityFieldError extends FieldError {
  key: string;
  params: Record<string, string | number>;
}

/** Translates both the app's keys (`validation.*`, `server.*`) and the entity API's own. */
export interface Texts {
  t: TFunction;
  entityT: TFunction;
}

export function translate(texts: Texts, key: string, params: Record<string, unknown> = {}): string {
  return key.startsWith('entityApi.') ? texts.entityT(key, params) : texts.t(key, params);
}

export function fieldError(texts: Texts, field: string, key: string, params: Record<string, string | number> = {}): EntityFieldError {
  return { field, key, params, message: translate(texts, key, params) };
}

/** Messages of the shared validation helpers (normalizePayload), in the request's language. */
export function translatedErrors(texts: Texts, messages: readonly ValidationMessage[]): EntityFieldError[] {
  return messages.map(({ field, key, params }) => fieldError(texts, field, key, params));
}

export function describeErrors(texts: Texts, errors: readonly ErrorObject[] | null | undefined): EntityFieldError[] {
  // An `if` error only says "must match the then schema"; the error inside names the field.
  return (errors ?? []).filter((error) => error.keyword !== 'if').map((error) => {
    if (error.keyword === 'additionalProperties') {
      const name = String((error.params as { additionalProperty: string }).additionalProperty);
      return fieldError(texts, `${error.instancePath}/${name}`, 'entityApi.error.unknownField', { name });
    }
    const [described] = describeAjvErrors([error]);
    return fieldError(texts, described.field, described.key, described.params);
  });
}

export function invalidAnswer(texts: Texts, errors: EntityFieldError[]): Answer<{ errors: FieldError[] }> {
  return invalid(texts.t('server.validation.failed'), errors);
}
