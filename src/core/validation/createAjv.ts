import Ajv, { type Options } from 'ajv';
import addFormats from 'ajv-formats';
import { addProjectVocabulary } from './vocabulary';

/** A new ajv (draft-07) in strict mode with the standard formats of ajv-formats, the
 * project's formats and the entity-schema `x-` keywords. The server, `npm run validate` and
 * the console's forms all validate through this configuration. */
export function createAjv(options: Options = {}): Ajv {
  const ajv = new Ajv({ strict: true, allErrors: true, $data: true, ...options });
  addFormats(ajv);
  return addProjectVocabulary(ajv);
}
