// The form validator of an entity: its fields' validators generated ahead of time
// (src/core/generated/validators/forms/<entity>.js, a few KB fetched with the entity's first
// form), so the browser compiles no schema. Without a generated module matching the entity (a
// dev server after an entity was edited and before `npm run gen:validators`), the form falls
// back to rjsf's ajv validator, which compiles at run time.
import type { ValidatorType } from '@rjsf/utils';
import { formFieldSchema } from '../../src/core/validation/formFields';
import { matchesEntity, PrecompiledFormValidator } from '../../src/core/validation/precompiledFormValidator';
import { standaloneRuntime } from '../../src/core/validation/standaloneRuntime';
import type { EntityFormValidators } from '../../src/core/generated/validators/forms/index';
import { settledForReact } from '../../src/ui/deferred/settledForReact';
import type { EntitySchema } from '../entities';
import type { EntityRecord } from '../entityApi';

export type FormValidator = ValidatorType<EntityRecord>;

const modules = import.meta.glob<EntityFormValidators>('/src/core/generated/validators/forms/*.js', { import: 'default' });
const pending = new Map<string, Promise<FormValidator>>();

async function compiledAtRunTime(): Promise<FormValidator> {
  const { createFormValidator } = await import('../../src/core/validation/rjsf');
  return createFormValidator<EntityRecord>();
}

async function load(entity: EntitySchema): Promise<FormValidator> {
  const module = modules[`/src/core/generated/validators/forms/${entity.$id}.js`];
  const generated = module ? (await module())(standaloneRuntime) : null;
  const fields = Object.fromEntries(Object.entries(entity.properties).map(([name, schema]) => [name, formFieldSchema(schema as Record<string, unknown>)]));
  return generated && matchesEntity(generated, fields) ? new PrecompiledFormValidator<EntityRecord>(generated) : await compiledAtRunTime();
}

/** Starts fetching the entity's form validator (once); safe to call often. The promise is the same
 * every time and tells React when it has settled, so `use()` reads a fetched validator at once. */
export function preloadFormValidator(entity: EntitySchema): Promise<FormValidator> {
  let promise = pending.get(entity.$id);
  if (!promise) {
    promise = settledForReact(load(entity));
    pending.set(entity.$id, promise);
  }
  return promise;
}
