// Validators that also refuse what no schema can express (input.ts): text that cannot be stored
// and numbers that are not finite. ajv's own type check refuses Infinity in strict mode, but its
// type coercion (query strings) turns "Infinity" and "1e309" into Infinity after that check and
// its minimum and maximum then pass them; wrapping the compiled function closes that gap for
// every validator, whatever its options.
import type { ErrorObject, ValidateFunction } from 'ajv';
import { nonFiniteNumberPointers, unstorableTextPointers } from './input';

/** The keyword of an error about unstorable text; messages.ts gives it its own message. */
export const UNSTORABLE_TEXT_KEYWORD = 'unstorableText';

function hygieneError(instancePath: string, keyword: string, params: Record<string, unknown>, message: string): ErrorObject {
  return { instancePath, schemaPath: '#', keyword, params, message };
}

/** An error per non-finite number (reported as "must be a number") and per unstorable text. */
export function inputHygieneErrors(data: unknown): ErrorObject[] {
  return [
    ...nonFiniteNumberPointers(data).map((pointer) => hygieneError(pointer, 'type', { type: 'number' }, 'must be a finite number')),
    ...unstorableTextPointers(data).map((pointer) => hygieneError(pointer, UNSTORABLE_TEXT_KEYWORD, {}, 'must not hold NUL or lone surrogates')),
  ];
}

/** `validate`, failing also on input hygiene errors (checked after ajv, so on coerced values).
 * A field ajv already refused is not reported twice. */
export function withInputHygiene<T>(validate: ValidateFunction<T>): ValidateFunction<T> {
  function checked(this: unknown, data: unknown, context?: Parameters<ValidateFunction>[1]): data is T {
    const valid = validate.call(this, data, context);
    const schemaErrors = validate.errors ?? [];
    const reported = new Set(schemaErrors.map((error) => error.instancePath));
    const extra = inputHygieneErrors(data).filter((error) => !reported.has(error.instancePath));
    checked.errors = valid && extra.length === 0 ? null : [...schemaErrors, ...extra];
    return valid && extra.length === 0;
  }
  checked.errors = null as ErrorObject[] | null;
  return Object.assign(checked, { schema: validate.schema, schemaEnv: validate.schemaEnv }) as ValidateFunction<T>;
}
