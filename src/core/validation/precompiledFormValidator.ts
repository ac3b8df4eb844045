// The console forms' rjsf validator over validators generated ahead of time (one per field of the
// entity, src/core/generated/validators/forms, scripts/gen-validators.ts), so opening a form
// compiles no schema. A form's schema is not known when the code is built (the fields of the
// screen's groups, the branch's required fields: renderers/form/toRjsfSchema.ts), but it is always
// `{ type: 'object', properties: <fields narrowed by formFieldSchema>, required }`: this class
// checks `required` itself and each present field with the field's validator, and reports the
// errors as ajv does for that schema (same keywords, paths, params and order), so the messages
// stay those of createFormValidator() (rjsf.ts). Kept out of `src/core/index.ts` like rjsf.ts:
// @rjsf/validator-ajv8 imports React.
import type { ErrorObject, ValidateFunction } from 'ajv';
import type { CustomValidator, ErrorTransformer, FormContextType, RJSFSchema, StrictRJSFSchema, UiSchema, ValidationData, ValidatorType } from '@rjsf/utils';
import processRawValidationErrors from '@rjsf/validator-ajv8/lib/processRawValidationErrors.js';
import { pointerToken } from './input';

/** What forms/<entity>.js gives, by field name: the validator and the schema it was made from. */
export interface EntityFieldValidators {
  validators: Readonly<Record<string, ValidateFunction>>;
  schemas: Readonly<Record<string, unknown>>;
}

interface FormSchema {
  type?: unknown;
  properties?: Record<string, unknown>;
  required?: string[];
}

const FORM_SCHEMA_KEYWORDS = new Set(['type', 'properties', 'required']);

/** True when every field of `entity` has a generated validator made from `schemaOf(field)`:
 * otherwise the generated module is stale (an entity edited without `npm run gen:validators`). */
export function matchesEntity(generated: EntityFieldValidators, fields: Readonly<Record<string, unknown>>): boolean {
  return Object.entries(fields).every(([name, schema]) =>
    generated.validators[name] !== undefined && JSON.stringify(generated.schemas[name]) === JSON.stringify(schema));
}

export class PrecompiledFormValidator<T = unknown, S extends StrictRJSFSchema = RJSFSchema, F extends FormContextType = FormContextType>
implements ValidatorType<T, S, F> {
  constructor(private readonly fields: EntityFieldValidators) {}

  /** The validator of a form field whose schema is the generated one; throws for any other
   * schema, which this validator was not made for (a wrong answer would be worse). */
  private fieldValidator(name: string, schema: unknown): ValidateFunction {
    const validate = this.fields.validators[name];
    if (!validate || JSON.stringify(this.fields.schemas[name]) !== JSON.stringify(schema)) {
      throw new Error(`no generated validator for the form field "${name}" with this schema: run npm run gen:validators`);
    }
    return validate;
  }

  private formSchema(schema: S): FormSchema {
    const form = schema as FormSchema;
    const unknown = Object.keys(form).filter((keyword) => !FORM_SCHEMA_KEYWORDS.has(keyword));
    if (form.type !== 'object' || unknown.length > 0) throw new Error(`not a form schema (toRjsfSchema): ${JSON.stringify(schema).slice(0, 200)}`);
    return form;
  }

  /** ajv's errors for `{ type: 'object', properties, required }` with allErrors and verbose:
   * the type, then each missing required property, then each present property's own errors. */
  rawValidation<Result = unknown>(schema: S, formData?: T): { errors?: Result[]; validationError?: Error } {
    const form = this.formSchema(schema);
    const errors: ErrorObject[] = [];
    if (typeof formData !== 'object' || formData === null || Array.isArray(formData)) {
      errors.push({ instancePath: '', schemaPath: '#/type', keyword: 'type', params: { type: 'object' }, message: 'must be object', schema: 'object', parentSchema: form, data: formData });
      return { errors: errors as Result[] };
    }
    const data = formData as Record<string, unknown>;
    for (const missingProperty of form.required ?? []) {
      if (data[missingProperty] !== undefined) continue;
      errors.push({
        instancePath: '', schemaPath: '#/required', keyword: 'required', params: { missingProperty },
        message: `must have required property '${missingProperty}'`, schema: form.required, parentSchema: form, data,
      });
    }
    for (const [name, fieldSchema] of Object.entries(form.properties ?? {})) {
      if (data[name] === undefined) continue;
      const validate = this.fieldValidator(name, fieldSchema);
      const instancePath = `/${pointerToken(name)}`;
      if (validate(data[name], { instancePath, parentData: data, parentDataProperty: name, rootData: data, dynamicAnchors: {} })) continue;
      const schemaPrefix = `#/properties/${pointerToken(name)}`;
      for (const error of validate.errors ?? []) errors.push({ ...error, schemaPath: schemaPrefix + error.schemaPath.slice(1) });
    }
    return { errors: errors.length > 0 ? (errors as Result[]) : undefined };
  }

  validateFormData(formData: T | undefined, schema: S, customValidate?: CustomValidator<T, S, F>, transformErrors?: ErrorTransformer<T, S, F>, uiSchema?: UiSchema<T, S, F>): ValidationData<T> {
    return processRawValidationErrors<T, S, F>(this, this.rawValidation<ErrorObject>(schema, formData), formData, schema, customValidate, transformErrors, uiSchema);
  }

  /** rjsf asks this of oneOf, anyOf and if schemas, which form schemas do not have; a form field's
   * own schema and the form's schema are answered. */
  isValid(schema: S, formData: T | undefined, rootSchema: S): boolean {
    const root = this.formSchema(rootSchema);
    if (JSON.stringify(schema) === JSON.stringify(rootSchema)) return this.rawValidation(schema, formData).errors === undefined;
    const field = Object.entries(root.properties ?? {}).find(([, fieldSchema]) => JSON.stringify(fieldSchema) === JSON.stringify(schema));
    if (!field) throw new Error(`no generated validator for ${JSON.stringify(schema).slice(0, 200)}`);
    return this.fieldValidator(field[0], field[1])(formData) as boolean;
  }

  reset(): void {}
}
