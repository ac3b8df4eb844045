// The rjsf form validator that compiles at run time: the console's forms use the generated ones
// (precompiledFormValidator.ts) and fall back to this one only without them. Kept out of `src/core/index.ts`: `@rjsf/validator-ajv8` imports
// `@rjsf/utils`, which imports React, and the server must not load React. The console imports
// this file directly.
import type { FormContextType, RJSFSchema, StrictRJSFSchema } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import type { Localizer } from '@rjsf/validator-ajv8';
import { addProjectVocabulary } from './vocabulary';

/** rjsf's ajv validator with the same formats and `x-` keywords as `createAjv()`; rjsf adds
 * ajv-formats itself and the project formats, registered after it, win. Unknown keywords and
 * formats are rejected as in `createAjv()`, but the type and `required` checks of strict mode
 * are off: rjsf validates schemas it derives itself (`{ required: [key] }` inside `anyOf` when
 * choosing a oneOf option, resolved `if`/`then` branches) that those checks would refuse to
 * compile, which silently breaks option matching. Entity schemas themselves are held to full
 * strict mode by `createAjv()` in `npm run validate`. */
export function createFormValidator<
  T = unknown,
  S extends StrictRJSFSchema = RJSFSchema,
  F extends FormContextType = FormContextType,
>(localizer?: Localizer) {
  return customizeValidator<T, S, F>(
    {
      ajvOptionsOverrides: { strict: true, strictTypes: false, strictRequired: false, $data: true },
      extenderFn: addProjectVocabulary,
    },
    localizer,
  );
}

export { describeFormError } from './formErrors';
