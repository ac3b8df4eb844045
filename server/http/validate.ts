// Payload validation with the project's ajv (the same formats as the console's forms).
// Query parameters are text, so types are coerced ("321" -> 321, "false" -> false); what the
// coercion makes of "Infinity" or "1e309", and text holding NUL or lone surrogates, is refused
// by the input hygiene every compiled validator carries.
import type { TFunction } from 'i18next';
import type { JSONSchemaType, ValidateFunction } from 'ajv';
import { describeAjvErrors, withInputHygiene } from '../../src/core/validation';
import { invalid, type Answer, type FieldError } from './envelope';
import type { Params } from './params';
import { validatorFor } from './validators';

/** The validator of a route's parameters, generated ahead of time (validators.ts). */
export function compile<T>(schema: JSONSchemaType<T> | Record<string, unknown>): ValidateFunction<T> {
  return withInputHygiene(validatorFor<T>('queryWithDefaults', schema as Record<string, unknown>));
}

/** A 422 answer naming each offending field with a message in the request's language. */
export function invalidFields(t: TFunction, errors: FieldError[]): Answer<{ errors: FieldError[] }> {
  return invalid(t('server.validation.failed'), errors);
}

export function fieldError(field: string, message: string): FieldError {
  return { field, message };
}

/** Validates (and coerces) `input`; a 422 answer when it fails, else the typed value. */
export function check<T>(validator: ValidateFunction<T>, input: Params, t: TFunction): { value: T } | { answer: Answer<unknown> } {
  if (validator(input)) return { value: input };
  // An `if` error only says "must match the then schema"; the error inside names the field.
  const specific = (validator.errors ?? []).filter((error) => error.keyword !== 'if');
  // The key and its values travel with the message, as in the entity API's answers.
  const errors = describeAjvErrors(specific).map(({ field, key, params }) =>
    ({ ...fieldError(field, t(key, { ...params, defaultValue: t('server.validation.invalidField') })), key, params }));
  return { answer: invalidFields(t, errors) };
}
