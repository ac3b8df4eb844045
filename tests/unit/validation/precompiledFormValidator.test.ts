// The forms' validator over generated field validators (issue 18) reports exactly what rjsf's
// run-time ajv validator (createFormValidator) reports, for every entity: the same errors in the
// same order, with the same keywords, fields, params, messages and schema paths, so the messages
// users read do not change. It is checked on values that break each field's type, length,
// range, pattern and format, and on an empty form (every required field missing).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { formFieldSchema } from '../../../src/core/validation/formFields';
import { PrecompiledFormValidator, type EntityFieldValidators } from '../../../src/core/validation/precompiledFormValidator';
import { createFormValidator } from '../../../src/core/validation/rjsf';
import { standaloneRuntime } from '../../../src/core/validation/standaloneRuntime';
import type { EntityFormValidators } from '../../../src/core/generated/validators/forms/index';
import { entityFor } from '../../../renderers/entities';

const FORMS_DIR = path.resolve(import.meta.dirname, '../../../src/core/generated/validators/forms');
const names = readdirSync(FORMS_DIR).filter((file) => file.endsWith('.js')).map((file) => file.replace(/\.js$/, ''));
const atRunTime = createFormValidator();

type Field = Record<string, unknown>;

/** A value breaking each rule of the field that it has (or its type when it has none). */
function brokenValues(field: Field): unknown[] {
  const values: unknown[] = [field.type === 'string' ? 12 : 'text'];
  if (typeof field.maxLength === 'number') values.push('字'.repeat(field.maxLength + 1));
  if (typeof field.minLength === 'number' && field.minLength > 0) values.push('');
  if (typeof field.maximum === 'number') values.push(field.maximum + 1);
  if (typeof field.minimum === 'number') values.push(field.minimum - 0.5);
  if (field.pattern || field.format) values.push(field.type === 'number' || field.type === 'integer' ? -1.234 : 'not valid ~');
  if (field.enum) values.push('not-a-member');
  if (field.type === 'array') values.push([12, '']);
  return values;
}

function formOf(entityName: string): { schema: RJSFSchema; fields: [string, Field][] } {
  const entity = entityFor(entityName);
  const fields = Object.entries(entity.properties).map(([name, schema]) => [name, formFieldSchema(schema as Field)] as [string, Field]);
  const required = (entity.required ?? []).filter((name) => fields.some(([field]) => field === name));
  return { schema: { type: 'object', properties: Object.fromEntries(fields), ...(required.length > 0 ? { required } : {}) }, fields };
}

describe('PrecompiledFormValidator judges every entity form as rjsf ajv validator does', () => {
  it('has a generated module for every entity', () => {
    expect(names.length).toBeGreaterThan(100);
  });

  it.each(names)('%s', async (name) => {
    const module = (await import(path.join(FORMS_DIR, `${name}.js`))) as { default: EntityFormValidators };
    const generated: EntityFieldValidators = module.default(standaloneRuntime);
    const precompiled = new PrecompiledFormValidator(generated);
    const { schema, fields } = formOf(name);
    const variants = Math.max(...fields.map(([, field]) => brokenValues(field).length));
    const forms: Record<string, unknown>[] = [{}];
    for (let variant = 0; variant < variants; variant += 1) {
      forms.push(Object.fromEntries(fields.flatMap(([field, rules]) => {
        const values = brokenValues(rules);
        return variant < values.length ? [[field, values[variant]]] : [];
      })));
    }
    for (const form of forms) {
      const expected = atRunTime.validateFormData(structuredClone(form), schema);
      const actual = precompiled.validateFormData(structuredClone(form), schema);
      expect(actual).toEqual(expected);
    }
    expect(precompiled.isValid(schema, {}, schema)).toBe(atRunTime.isValid(schema, {}, schema));
  });

  it('refuses a schema it has no generated validator for rather than answering wrongly', () => {
    const module = { validators: {}, schemas: {} };
    const schema: RJSFSchema = { type: 'object', properties: { note: { type: 'string', maxLength: 3 } } };
    expect(() => new PrecompiledFormValidator(module).validateFormData({ note: 'long' }, schema)).toThrow(/gen:validators/);
  });
});
