// Every validator the server uses, looked up by its profile and schema among the ones generated
// ahead of time (scripts/gen-validators.ts writes src/core/generated/validators/server, run by
// `npm test` and `npm run build`), so a start compiles no schema; a generated one's module loads
// on its first call (generatedValidators.ts). The key is a hash of the schema itself, so a
// generated validator is never used for a schema edited since: that schema (or a test's own) is
// compiled here at once, as before. The start test (tests/server/http/validatorsAheadOfTime.test.ts)
// fails when the server's start compiles any.
import { createHash } from 'node:crypto';
import type Ajv from 'ajv';
import type { ValidateFunction } from 'ajv';
import { createProfileAjv, type AjvProfile } from '../../src/core/validation/profiles';
import { lazyGeneratedValidator } from './generatedValidators';

export interface RequestedValidator {
  profile: AjvProfile;
  schema: Record<string, unknown>;
}

/** The name of a profile's validator of `schema` in the generated modules. */
export function validatorKey(profile: AjvProfile, schema: unknown): string {
  return createHash('sha256').update(profile).update('\n').update(JSON.stringify(schema)).digest('hex').slice(0, 24);
}

let recording: RequestedValidator[] | null = null;

/** Collects every validator asked for until the returned function is called (the generator). */
export function recordValidatorRequests(): () => RequestedValidator[] {
  const requests: RequestedValidator[] = [];
  recording = requests;
  return () => {
    recording = null;
    return requests;
  };
}

const runtimeAjv = new Map<AjvProfile, Ajv>();

function compileNow<T>(profile: AjvProfile, schema: Record<string, unknown>): ValidateFunction<T> {
  let ajv = runtimeAjv.get(profile);
  if (!ajv) {
    ajv = createProfileAjv(profile);
    runtimeAjv.set(profile, ajv);
  }
  return ajv.compile<T>(schema);
}

/** The validator of `schema` with the profile's ajv options: generated when it can be. */
export function validatorFor<T = unknown>(profile: AjvProfile, schema: Record<string, unknown>): ValidateFunction<T> {
  recording?.push({ profile, schema: structuredClone(schema) });
  return lazyGeneratedValidator<T>(validatorKey(profile, schema), schema) ?? compileNow<T>(profile, schema);
}
