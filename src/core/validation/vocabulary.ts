import type Ajv from 'ajv';
import type { Format } from 'ajv';
import { FORMAT_NAMES, formats, numberFormats, type FormatName } from './formats';
import { ENTITY_KEYWORDS } from './keywords';

/** The project's formats as ajv format definitions: number formats check JSON numbers. The
 * generated validators (standaloneRuntime.ts) call these same definitions. */
export const projectFormatDefinitions = Object.fromEntries(FORMAT_NAMES.map((name) => {
  const numeric = numberFormats[name];
  return [name, numeric ? { type: 'number', validate: numeric } : formats[name]];
})) as Record<FormatName, Format>;

/** Registers the project's formats (replacing ajv-formats' own `url` and `email`) and declares
 * the `x-` keywords. Shared by `createAjv` and the rjsf form validator so both judge alike. */
export function addProjectVocabulary(ajv: Ajv): Ajv {
  for (const name of FORMAT_NAMES) ajv.addFormat(name, projectFormatDefinitions[name]);
  ajv.addVocabulary([...ENTITY_KEYWORDS]);
  return ajv;
}
