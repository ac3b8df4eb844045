// Entity schemas (schemas/entities/*.json): each follows the entity language
// (schemas/entity.schema.json), compiles with the product's ajv in strict mode, and names only
// dictionaries, entities, fields, states and i18n keys that exist. Also checks
// schemas/dictionaries.json, the dictionaries the project invented.
// The i18n and ajv-error helpers here are shared with the page check.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { ErrorObject, ValidateFunction } from 'ajv';
import { createAjv } from '../../../src/core/validation';
import type { EntityField, EntitySchema } from '../../../src/core/generated/entity-language';
import { at, isDiagnostic, readJsonSource, repoRoot, type Diagnostic, type JsonSource } from '../diagnostics';
import { catalogueFileOf, namespaceOfKey } from '../../../src/core/i18n/namespaces';
import { keysByLanguage, loadCatalogues } from './locales';
import type { Check } from './index';
import { checkServerKeywords } from './entityKeywords';

export const ENTITY_DIR = 'schemas/entities';
export const DICTIONARIES_FILE = 'schemas/dictionaries.json';

/** Code-list dictionaries the server seeds from data/codes/<type>.txt; their codes are not
 * known to this check, only their names. */
export const CODE_LIST_DICTIONARIES = [
  'plate_color_code',
  'vehicle_type',
  'cargo_type_classification_code',
  'business_type_code',
  'transport_type_code',
  'vehicle_energy_type',
  'payment_means_code',
  'bank_code',
  'insurance_company_code',
] as const;

// ---------------------------------------------------------------- shared helpers

/** Language -> every key it has. */
export type I18nCatalogues = Map<string, Set<string>>;

/** Keys of each language, every namespace's file merged. */
export async function loadI18nCatalogues(): Promise<I18nCatalogues> {
  return keysByLanguage(await loadCatalogues());
}

/** One diagnostic per catalogue that lacks `key`. */
export function checkI18nKey(source: JsonSource, pointer: string, key: string, catalogues: I18nCatalogues): Diagnostic[] {
  return [...catalogues]
    .filter(([, keys]) => !keys.has(key))
    .map(([lang]) => at(source, pointer, `i18n key "${key}" is missing in ${catalogueFileOf(namespaceOfKey(key), lang)}`));
}

const escapeToken = (name: string): string => name.replace(/~/g, '~0').replace(/\//g, '~1');

/** Wording for the `not` rules of the languages, keyed by the properties they forbid. */
const FORBIDDEN_MESSAGES: Record<string, string> = {
  action: '"action" belongs to state actions only',
  'to,params': '"to" and "params" belong to link actions only',
  path: '"path" belongs to custom submits only',
};

function requiredNames(schema: unknown): string[] {
  if (!schema || typeof schema !== 'object') return [];
  const { required, anyOf } = schema as { required?: string[]; anyOf?: unknown[] };
  return [...(required ?? []), ...(anyOf ?? []).flatMap(requiredNames)];
}

/** Compiles a language schema so its errors carry the schema they come from (`verbose`). */
export function compileLanguage(language: unknown): ValidateFunction {
  return createAjv({ verbose: true }).compile(language as object);
}

/** Turns ajv errors into diagnostics at the offending property: an unknown property is reported
 * at itself, a missing one where it belongs. `if` failures repeat their `then` errors and are
 * dropped; errors found twice (a top-level property and its kind branch) are reported once.
 * `branchNames` names branch definitions by title (ListPage -> list page) for messages such as
 * `"sections" is not a property of a list page`. Needs errors of a `compileLanguage` function. */
export function schemaDiagnostics(source: JsonSource, errors: readonly ErrorObject[] | null | undefined, branchNames: Record<string, string> = {}): Diagnostic[] {
  const seen = new Set<string>();
  const out: Diagnostic[] = [];
  for (const error of errors ?? []) {
    if (error.keyword === 'if') continue;
    let pointer = error.instancePath;
    let message = error.message ?? 'is invalid';
    const branch = branchNames[(error.parentSchema as { title?: string } | undefined)?.title ?? ''];
    if (error.keyword === 'additionalProperties') {
      const name = String(error.params.additionalProperty);
      pointer = `${pointer}/${escapeToken(name)}`;
      message = branch ? `"${name}" is not a property of a ${branch}` : `unknown property "${name}"`;
    } else if (error.keyword === 'required') {
      const name = String(error.params.missingProperty);
      pointer = `${pointer}/${escapeToken(name)}`;
      message = `missing required property "${name}"${branch ? ` of a ${branch}` : ''}`;
    } else if (error.keyword === 'enum') {
      message = `must be one of ${(error.params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
    } else if (error.keyword === 'const') {
      message = `must be ${JSON.stringify(error.params.allowedValue)}`;
    } else if (error.keyword === 'false schema') {
      message = 'is not allowed here';
    } else if (error.keyword === 'not') {
      const names = requiredNames(error.schema);
      message = FORBIDDEN_MESSAGES[names.join(',')] ?? `must not have ${names.map((n) => `"${n}"`).join(' or ')}`;
    }
    const id = `${pointer}\u0000${message}`;
    if (seen.has(id)) continue;
    seen.add(id);
    out.push(at(source, pointer, message));
  }
  return out;
}

/** Dictionary type -> its codes, or null for a code list whose codes the server loads. */
export type KnownDictionaries = Map<string, Set<string> | null>;

export function knownDictionaries(dictionaries: unknown): KnownDictionaries {
  const known: KnownDictionaries = new Map(CODE_LIST_DICTIONARIES.map((name) => [name, null]));
  for (const [type, spec] of Object.entries((dictionaries ?? {}) as Record<string, DictionarySpec>))
    known.set(type, new Set((spec.items ?? []).map((item) => item.code)));
  return known;
}

/** The entity file without `$schema`: ajv would otherwise look for the language as a meta-schema. */
export function compilableEntity(entity: EntitySchema): Omit<EntitySchema, '$schema'> {
  return Object.fromEntries(Object.entries(entity).filter(([keyword]) => keyword !== '$schema')) as Omit<EntitySchema, '$schema'>;
}

export function entityNameOf(file: string): string {
  return path.basename(file, '.json');
}

// ---------------------------------------------------------------- dictionaries.json

interface DictionarySpec {
  label: string;
  items: { code: string; name: string; i18n: string }[];
}

const DICTIONARIES_SHAPE = {
  type: 'object',
  propertyNames: { pattern: '^[a-z][a-zA-Z0-9_]*$' },
  additionalProperties: {
    type: 'object',
    additionalProperties: false,
    required: ['label', 'items'],
    properties: {
      label: { type: 'string' },
      items: {
        type: 'array',
        minItems: 1,
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['code', 'name', 'i18n'],
          properties: { code: { type: 'string', minLength: 1 }, name: { type: 'string', minLength: 1 }, i18n: { type: 'string' } },
        },
      },
    },
  },
};

/** schemas/dictionaries.json: `{ <type>: { label: dict.<type>.title, items: [{ code, name (zh),
 * i18n: dict.<type>.<code> }] } }`, every text in the four catalogues. */
export function checkDictionaries(source: JsonSource, catalogues: I18nCatalogues): Diagnostic[] {
  const validate = createAjv().compile(DICTIONARIES_SHAPE);
  if (!validate(source.value)) return schemaDiagnostics(source, validate.errors);
  const problems: Diagnostic[] = [];
  for (const [type, spec] of Object.entries(source.value as Record<string, DictionarySpec>)) {
    const base = `/${type}`;
    if ((CODE_LIST_DICTIONARIES as readonly string[]).includes(type))
      problems.push(at(source, base, `"${type}" is a code list seeded from data/codes; choose another name`));
    if (spec.label !== `dict.${type}.title`) problems.push(at(source, `${base}/label`, `label must be "dict.${type}.title"`));
    problems.push(...checkI18nKey(source, `${base}/label`, spec.label, catalogues));
    const codes = new Set<string>();
    spec.items.forEach((item, i) => {
      const pointer = `${base}/items/${i}`;
      if (codes.has(item.code)) problems.push(at(source, `${pointer}/code`, `code "${item.code}" appears twice`));
      codes.add(item.code);
      if (item.i18n !== `dict.${type}.${item.code}`) problems.push(at(source, `${pointer}/i18n`, `i18n must be "dict.${type}.${item.code}"`));
      problems.push(...checkI18nKey(source, `${pointer}/i18n`, item.i18n, catalogues));
    });
  }
  return problems;
}

// ---------------------------------------------------------------- entities

export interface EntityContext {
  /** Every entity by name (including the one checked). */
  entities: Map<string, EntitySchema>;
  dictionaries: KnownDictionaries;
  catalogues: I18nCatalogues;
  /** schemas/entity.schema.json, compiled. */
  language: ValidateFunction;
}

/** ajv's strict-mode complaint, placed at the schema path it names when it names one. */
function strictCompile(source: JsonSource, entity: EntitySchema): Diagnostic[] {
  try {
    createAjv().compile(compilableEntity(entity));
    return [];
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const pointer = /#(\/[^"\s]*)/.exec(message)?.[1] ?? '';
    return [at(source, pointer, `does not compile with ajv in strict mode: ${message}`)];
  }
}

function checkDictName(source: JsonSource, pointer: string, name: string, dictionaries: KnownDictionaries): Diagnostic[] {
  return dictionaries.has(name) ? [] : [at(source, pointer, `unknown dictionary "${name}" (not in ${DICTIONARIES_FILE} nor a server code list)`)];
}

function checkField(source: JsonSource, entity: EntitySchema, prop: string, field: EntityField, context: EntityContext): Diagnostic[] {
  const id = entity.$id;
  const base = `/properties/${escapeToken(prop)}`;
  const problems: Diagnostic[] = [];
  const label = `entity.${id}.field.${prop}`;
  if (field['x-label'] !== label) problems.push(at(source, `${base}/x-label`, `x-label must be "${label}"`));
  problems.push(...checkI18nKey(source, `${base}/x-label`, field['x-label'], context.catalogues));
  for (const keyword of ['x-help', 'x-placeholder'] as const) {
    const key = field[keyword];
    if (key) problems.push(...checkI18nKey(source, `${base}/${keyword}`, key, context.catalogues));
  }
  if (field['x-group']) problems.push(...checkI18nKey(source, `${base}/x-group`, `entity.${id}.group.${field['x-group']}`, context.catalogues));
  if (field['x-dict']) problems.push(...checkDictName(source, `${base}/x-dict`, field['x-dict'], context.dictionaries));
  const relation = field['x-relation'];
  if (relation) {
    const related = context.entities.get(relation.entity);
    if (!related) problems.push(at(source, `${base}/x-relation/entity`, `unknown entity "${relation.entity}"`));
    else {
      for (const side of ['value', 'label'] as const)
        if (!related.properties[relation[side]])
          problems.push(at(source, `${base}/x-relation/${side}`, `"${relation[side]}" is not a field of entity "${relation.entity}"`));
      for (const key of ['fill', 'propose'] as const) {
        for (const [own, theirs] of Object.entries(relation[key] ?? {})) {
          const pointer = `${base}/x-relation/${key}/${escapeToken(own)}`;
          if (!entity.properties[own]) problems.push(at(source, pointer, `"${own}" is not a field of entity "${id}"`));
          if (!related.properties[theirs]) problems.push(at(source, pointer, `"${theirs}" is not a field of entity "${relation.entity}"`));
        }
      }
    }
  }
  return problems;
}

function checkStates(source: JsonSource, entity: EntitySchema, context: EntityContext): Diagnostic[] {
  const states = entity['x-states'];
  if (!states) return [];
  const problems: Diagnostic[] = [];
  const stateField = entity.properties[states.field];
  if (!stateField) problems.push(at(source, '/x-states/field', `"${states.field}" is not a field of this entity`));
  else if (stateField['x-dict'] !== states.dict)
    problems.push(at(source, '/x-states/dict', `the state field "${states.field}" has x-dict "${stateField['x-dict'] ?? ''}", not "${states.dict}"`));
  problems.push(...checkDictName(source, '/x-states/dict', states.dict, context.dictionaries));
  const codes = context.dictionaries.get(states.dict);
  const checkCode = (pointer: string, code: string): void => {
    if (codes && !codes.has(code)) problems.push(at(source, pointer, `"${code}" is not a code of dictionary "${states.dict}"`));
  };
  checkCode('/x-states/initial', states.initial);
  if (states.levelField) {
    const level = entity.properties[states.levelField];
    if (!level) problems.push(at(source, '/x-states/levelField', `"${states.levelField}" is not a field of this entity`));
    else if (level.type !== 'integer' || !level['x-readonly']) problems.push(at(source, '/x-states/levelField', `"${states.levelField}" must be a read-only integer (x-readonly: true)`));
  }
  const reviews = context.dictionaries.get('audit_review_type');
  for (const [name, action] of Object.entries(states.actions)) {
    const base = `/x-states/actions/${escapeToken(name)}`;
    if (action.review !== undefined) {
      if (!states.levelField) problems.push(at(source, `${base}/review`, 'an action with review needs the machine\'s levelField'));
      if (reviews && !reviews.has(action.review)) problems.push(at(source, `${base}/review`, `"${action.review}" is not a code of dictionary "audit_review_type"`));
      if (action.to === undefined) problems.push(at(source, `${base}/review`, 'an action with review needs a to state (the state its last level moves the record to)'));
    }
    action.from.forEach((code, i) => checkCode(`${base}/from/${i}`, code));
    if (action.to !== undefined) checkCode(`${base}/to`, action.to);
    problems.push(...checkI18nKey(source, `${base}/label`, action.label, context.catalogues));
    if (action.confirm) problems.push(...checkI18nKey(source, `${base}/confirm`, action.confirm, context.catalogues));
    (action.fields ?? []).forEach((field, i) => {
      if (!entity.properties[field]) problems.push(at(source, `${base}/fields/${i}`, `"${field}" is not a field of this entity`));
    });
    (action.required ?? []).forEach((field, i) => {
      if (!(action.fields ?? []).includes(field)) problems.push(at(source, `${base}/required/${i}`, `"${field}" is required but not among the action's fields`));
    });
    for (const [field, offered] of Object.entries(action.defaults ?? {})) {
      const pointer = `${base}/defaults/${escapeToken(field)}`;
      if (!(action.fields ?? []).includes(field)) problems.push(at(source, pointer, `"${field}" has a default but is not among the action's fields`));
      if (offered === 'now' && entity.properties[field]?.['x-widget'] !== 'datetime') problems.push(at(source, pointer, `"now" is a default of date-time fields only (x-widget datetime)`));
      if (typeof offered === 'object' && !entity.properties[offered.copy]) problems.push(at(source, `${pointer}/copy`, `"${offered.copy}" is not a field of this entity`));
    }
  }
  return problems;
}

/** Every rule of an entity file; `source.file` names it (its base name is the entity name). */
export function checkEntity(source: JsonSource, context: EntityContext): Diagnostic[] {
  if (!context.language(source.value)) return schemaDiagnostics(source, context.language.errors);
  const entity = source.value as EntitySchema;
  const id = entity.$id;
  const problems: Diagnostic[] = [];
  if (id !== entityNameOf(source.file)) problems.push(at(source, '/$id', `$id must be the file name "${entityNameOf(source.file)}"`));
  if (entity.title !== `entity.${id}.title`) problems.push(at(source, '/title', `title must be "entity.${id}.title"`));
  problems.push(...checkI18nKey(source, '/title', entity.title, context.catalogues));
  problems.push(...strictCompile(source, entity));
  if (!entity.properties[entity['x-primary-key']])
    problems.push(at(source, '/x-primary-key', `"${entity['x-primary-key']}" is not a field of this entity`));
  for (const [role, field] of Object.entries(entity['x-scope'] ?? {}))
    if (role !== 'openTo' && !entity.properties[field as string]) problems.push(at(source, `/x-scope/${role}`, `"${field}" is not a field of this entity`));
  for (const [prop, field] of Object.entries(entity.properties)) problems.push(...checkField(source, entity, prop, field, context));
  problems.push(...checkStates(source, entity, context));
  problems.push(...checkServerKeywords(source, entity, context.dictionaries));
  return problems;
}

// ---------------------------------------------------------------- loading

export interface LoadedEntities {
  sources: JsonSource[];
  entities: Map<string, EntitySchema>;
  problems: Diagnostic[];
}

export async function loadEntities(): Promise<LoadedEntities> {
  const files = (await readdir(path.join(repoRoot, ENTITY_DIR))).filter((f) => f.endsWith('.json')).sort();
  const result: LoadedEntities = { sources: [], entities: new Map(), problems: [] };
  for (const file of files) {
    const source = await readJsonSource(`${ENTITY_DIR}/${file}`);
    if (isDiagnostic(source)) result.problems.push(source);
    else {
      result.sources.push(source);
      result.entities.set(entityNameOf(file), source.value as EntitySchema);
    }
  }
  return result;
}

/** What the entity and page checks need besides the files they check. */
export async function loadEntityContext(): Promise<EntityContext & { loaded: LoadedEntities; dictionarySource: JsonSource | Diagnostic }> {
  const languageSource = await readJsonSource('schemas/entity.schema.json');
  if (isDiagnostic(languageSource)) throw new Error(`${languageSource.file}: ${languageSource.message}`);
  const dictionarySource = await readJsonSource(DICTIONARIES_FILE);
  const loaded = await loadEntities();
  return {
    loaded,
    dictionarySource,
    entities: loaded.entities,
    dictionaries: knownDictionaries(isDiagnostic(dictionarySource) ? {} : dictionarySource.value),
    catalogues: await loadI18nCatalogues(),
    language: compileLanguage(languageSource.value),
  };
}

export const entitiesCheck: Check = {
  name: 'entities: entity schemas compile in strict mode and name known dictionaries, entities, fields and keys',
  async run() {
    const context = await loadEntityContext();
    const problems = [...context.loaded.problems];
    if (isDiagnostic(context.dictionarySource)) problems.push(context.dictionarySource);
    else problems.push(...checkDictionaries(context.dictionarySource, context.catalogues));
    for (const source of context.loaded.sources) problems.push(...checkEntity(source, context));
    return problems;
  },
};
