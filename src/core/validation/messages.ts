// Turns ajv errors into i18n descriptors. The console's forms (rjsf `transformErrors`) and the
// server's 422 answers (`data.errors = [{ field, message }]`) translate the same keys, found in
// `locales/<lang>.json` (namespace `validation`).
import type { ErrorObject } from 'ajv';
import { isFormatName } from './formats';
import { UNSTORABLE_TEXT_KEYWORD } from './hygiene';
import { pointerToken } from './input';

export interface ValidationMessage {
  /** JSON pointer of the offending value, e.g. `/mobile` (for `required`, the missing property). */
  field: string;
  /** i18n key, e.g. `validation.format.cn-mobile`. */
  key: string;
  /** Interpolation values of the message, e.g. `{ limit: 0 }`. */
  params: Record<string, string | number>;
}

export function formatMessageKey(format: string): string {
  return `validation.format.${format}`;
}

const LIMIT_KEYWORDS = new Set(['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'minLength', 'maxLength']);
const JSON_TYPES = new Set(['number', 'integer', 'string', 'boolean', 'array', 'object']);

/** Key and interpolation values for a failed keyword and its parameters, as ajv (`keyword`)
 * and rjsf (`name`) report them; unlisted keywords get a generic message. */
export function messageForKeyword(
  keyword: string,
  params: Record<string, unknown>,
): Pick<ValidationMessage, 'key' | 'params'> {
  if (keyword === 'format') {
    const { format } = params;
    const known = typeof format === 'string' && isFormatName(format);
    return { key: known ? formatMessageKey(format) : 'validation.invalid', params: {} };
  }
  if (LIMIT_KEYWORDS.has(keyword)) return { key: `validation.${keyword}`, params: { limit: Number(params.limit) } };
  if (keyword === 'type') {
    // ajv reports a union such as "string,null"; the first type is the one the user can fix.
    const expected = String(params.type).split(',')[0];
    return { key: JSON_TYPES.has(expected) ? `validation.type.${expected}` : 'validation.invalid', params: {} };
  }
  if (keyword === UNSTORABLE_TEXT_KEYWORD) return { key: 'validation.unstorableText', params: {} };
  if (keyword === 'required' || keyword === 'pattern' || keyword === 'enum') {
    return { key: `validation.${keyword}`, params: {} };
  }
  return { key: 'validation.invalid', params: {} };
}

export function describeAjvError(error: ErrorObject): ValidationMessage {
  const field =
    error.keyword === 'required'
      ? `${error.instancePath}/${pointerToken(String(error.params.missingProperty))}`
      : error.instancePath;
  return { field, ...messageForKeyword(error.keyword, error.params) };
}

export function describeAjvErrors(errors: readonly ErrorObject[] | null | undefined): ValidationMessage[] {
  return (errors ?? []).map(describeAjvError);
}
