import type Ajv from 'ajv';
import { FORMAT_NAMES, formats, numberFormats } from './formats';
import { ENTITY_KEYWORDS } from './keywords';

/** Registers the project's formats (replacing ajv-formats' own `url` and `email`) and declares
 * the `x-` keywords. Shared by `createAjv` and the rjsf form validator so both judge alike. */
export function addProjectVocabulary(ajv: Ajv): Ajv {
  for (const name of FORMAT_NAMES) {
    const numeric = numberFormats[name];
    ajv.addFormat(name, numeric ? { type: 'number', validate: numeric } : formats[name]);
  }
  ajv.addVocabulary([...ENTITY_KEYWORDS]);
  return ajv;
}
