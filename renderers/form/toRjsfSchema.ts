// An entity schema, narrowed to the fields a form shows, as rjsf's schema and uiSchema: the
// JSON Schema keywords stay in the schema (validated by the project's ajv formats); the `x-`
// keywords become uiSchema (widget, translated title, help, options, group layout).
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FormLayout } from '../../src/core/generated/page-language';
import { formFieldSchema } from '../../src/core/validation/formFields';
import { fieldMeta, type EntitySchema, type FieldMeta } from '../entities';

export interface FormGroupSpec {
  key?: string;
  /** i18n key of the group title. */
  title?: string;
  fields: readonly string[];
}

export type FormMode = 'create' | 'edit' | 'action';

export interface RjsfForm {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  /** The fields the form holds, in order. */
  fields: string[];
}

export interface ToRjsfOptions {
  mode: FormMode;
  layout?: FormLayout;
  /** Required fields of a state action (its `required`); create and edit use the entity's. */
  required?: readonly string[];
  /** Fields the user's branch requires beyond them (systemManage/fieldRequired). */
  extraRequired?: readonly string[];
  translate: (key: string) => string;
}

/** Group layout of the form, read by the object template. */
export interface GroupLayout {
  groups: { title: string; fields: string[] }[];
  layout: FormLayout;
}

/** Fields that take a whole row of the grid. */
const WIDE_WIDGETS = new Set(['textarea', 'upload', 'area', 'permission-tree']);

/** The field as the form validates it: generated ahead of time from this same narrowing. */
function jsonSchemaOf(field: FieldMeta): RJSFSchema {
  return formFieldSchema(field.schema as Record<string, unknown>) as RJSFSchema;
}

function widgetOf(field: FieldMeta): string | undefined {
  if (field.widget) return field.widget;
  if (field.dict) return 'dict-select';
  return undefined;
}

function fieldUi(field: FieldMeta, translate: (key: string) => string): UiSchema {
  const widget = widgetOf(field);
  const options: NonNullable<UiSchema['ui:options']> = {};
  if (field.places !== undefined) options.places = field.places;
  if (field.dict) options.dict = field.dict;
  if (field.rows !== undefined) options.rows = field.rows;
  if (field.relation) options.relation = { ...field.relation };
  if (field.upload) options.upload = { ...field.upload };
  if (field.schema['x-field-of']) options.fieldOf = field.schema['x-field-of'];
  if (field.schema['x-send-code']) options.sendCode = { ...field.schema['x-send-code'] };
  if (widget && WIDE_WIDGETS.has(widget)) options.wide = true;
  return {
    'ui:title': translate(field.label),
    ...(widget ? { 'ui:widget': widget } : {}),
    ...(field.help ? { 'ui:help': translate(field.help) } : {}),
    ...(field.placeholder ? { 'ui:placeholder': translate(field.placeholder) } : {}),
    ...(Object.keys(options).length > 0 ? { 'ui:options': options } : {}),
  };
}

export function toRjsfSchema(entity: EntitySchema, groups: readonly FormGroupSpec[], { mode, layout = 2, required, extraRequired = [], translate }: ToRjsfOptions): RjsfForm {
  // Read-only fields are set by the server or by state actions: only an action's form edits them.
  const keep = (name: string) => mode === 'action' || !fieldMeta(entity, name).readonly;
  const shownGroups = groups.map((group) => ({ ...group, fields: group.fields.filter(keep) })).filter((group) => group.fields.length > 0);
  const fields = [...new Set(shownGroups.flatMap((group) => group.fields))];
  const metas = fields.map((name) => fieldMeta(entity, name));
  // In the form's order: the first error rjsf focuses on submit is the first on the screen.
  const requiredSet = new Set([...(required ?? entity.required ?? []), ...(mode === 'action' ? [] : extraRequired)]);
  const requiredFields = fields.filter((name) => requiredSet.has(name));

  const schema: RJSFSchema = {
    type: 'object',
    properties: Object.fromEntries(metas.map((field) => [field.name, jsonSchemaOf(field)])),
    ...(requiredFields.length > 0 ? { required: [...requiredFields] } : {}),
  };
  const groupLayout: GroupLayout = {
    layout,
    groups: shownGroups.map((group) => ({ title: group.title ? translate(group.title) : '', fields: [...group.fields] })),
  };
  const uiSchema: UiSchema = {
    'ui:order': fields,
    'ui:options': { groupLayout },
    'ui:submitButtonOptions': { norender: true },
    ...Object.fromEntries(metas.map((field) => [field.name, fieldUi(field, translate)])),
  };
  return { schema, uiSchema, fields };
}

/** The part of a record the form holds (what create and update send). */
export function formValues(record: Readonly<Record<string, unknown>>, fields: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(fields.filter((name) => record[name] !== undefined && record[name] !== null).map((name) => [name, record[name]]));
}
