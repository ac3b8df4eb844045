// The ajv configurations the product validates with, by name. The server's validators and the
// console's form validators are generated ahead of time from these (scripts/gen-validators.ts);
// a run-time ajv built from the same profile judges alike (createProfileAjv).
import type Ajv from 'ajv';
import type { Options } from 'ajv';
import { createAjv } from './createAjv';

export const AJV_PROFILES = {
  /** JSON payloads: no coercion, so a number sent as text is refused. */
  payload: {},
  /** A new record's payload: defaults fill the fields the form left empty. */
  payloadWithDefaults: { useDefaults: true },
  /** Query strings are text: "20" is coerced to 20. */
  query: { coerceTypes: true },
  /** Route parameters (server/http/validate.ts): coerced, with defaults. */
  queryWithDefaults: { coerceTypes: true, useDefaults: true },
  /** What @rjsf/validator-ajv8 adds to createAjv() for the console's forms (rjsf.ts): verbose
   * errors, its multipleOf precision, and no strict type or required checks. */
  form: { verbose: true, multipleOfPrecision: 8, strictTypes: false, strictRequired: false },
} as const satisfies Record<string, Options>;

export type AjvProfile = keyof typeof AJV_PROFILES;

export const AJV_PROFILE_NAMES = Object.keys(AJV_PROFILES) as AjvProfile[];

export function createProfileAjv(profile: AjvProfile, options: Options = {}): Ajv {
  return createAjv({ ...AJV_PROFILES[profile], ...options });
}
