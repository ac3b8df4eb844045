// x-dict: a dictionary-coded field holds a code of its dictionary, and the state field of
// x-states a code of the state dictionary. Dictionaries live in dict_item (seeded from
// schemas/dictionaries.json and the national code lists, edited on basic/dict). Their codes are
// read once per database and dictionary and forgotten when basic/dict writes an item
// (forgetDictionaryCodes), on every instance (the change bus, server/realtime/changeBus.ts). The cache is keyed by the database, so two databases in one
// process (tests) never see each other's codes. List filters stay lenient: an unknown code
// there matches nothing, which is the truthful answer.
import type { Kysely } from 'kysely';
import { changeBusOf } from '../realtime/changeBus';
import type { Db } from '../storage/database';
import type { Database } from '../storage/schema';
import type { EntityDefinition, EntityField } from './definition';
import { fieldError, type EntityFieldError, type Texts } from './fieldErrors';
import type { EntityRecord } from './records';

const codesByDb = new WeakMap<Db, Map<string, Promise<ReadonlySet<string>>>>();

/** The table the dictionaries' items live in: a write to it through the entity API (basic/dict)
 * forgets the codes read (routes.ts). */
export const DICTIONARY_ITEM_TABLE = 'dict_item';

/** The codes of one dictionary; `reader` is the database or a transaction open on it. */
export function dictionaryCodes(db: Db, reader: Kysely<Database>, type: string): Promise<ReadonlySet<string>> {
  forgetOnEveryChange(db);
  const dictionaries = codesByDb.get(db) ?? new Map<string, Promise<ReadonlySet<string>>>();
  codesByDb.set(db, dictionaries);
  let codes = dictionaries.get(type);
  if (!codes) {
    codes = reader.selectFrom(DICTIONARY_ITEM_TABLE).select('code').where('type', '=', type).execute()
      .then((rows) => new Set(rows.map((row) => row.code)));
    // A failed read is not remembered: the next write asks again.
    codes.catch(() => dictionaries.delete(type));
    dictionaries.set(type, codes);
  }
  return codes;
}

/** The change bus kind of "a dictionary item was written" (every instance forgets the codes). */
const DICTIONARY_CHANGED = 'dictionaries';
const listening = new WeakSet<Db>();

function forgetOnEveryChange(db: Db): void {
  if (listening.has(db)) return;
  listening.add(db);
  changeBusOf(db).subscribe(DICTIONARY_CHANGED, () => codesByDb.delete(db));
}

export function forgetDictionaryCodes(db: Db): void {
  forgetOnEveryChange(db);
  changeBusOf(db).publish(DICTIONARY_CHANGED, '');
}

/** The dictionary a field's values come from, if any. */
export function dictionaryOf(entity: EntityDefinition, field: EntityField): string | undefined {
  return field.schema['x-dict'] ?? (entity.states?.field === field.property ? entity.states.dict : undefined);
}

/** A field error for every value of `values` that is not a code of its field's dictionary (for a
 * list field, every entry). */
export async function unknownCodeErrors(
  db: Db, reader: Kysely<Database>, entity: EntityDefinition, values: EntityRecord, texts: Texts,
): Promise<EntityFieldError[]> {
  const errors: EntityFieldError[] = [];
  for (const field of entity.fields) {
    const dictionary = dictionaryOf(entity, field);
    const value = values[field.property];
    if (!dictionary || value === undefined || value === null) continue;
    const codes = await dictionaryCodes(db, reader, dictionary);
    const entries = Array.isArray(value) ? value.map((entry, index) => ({ entry, at: `/${field.property}/${index}` })) : [{ entry: value, at: `/${field.property}` }];
    for (const { entry, at } of entries) {
      if (!codes.has(String(entry))) errors.push(fieldError(texts, at, 'entityApi.error.unknownCode', { value: String(entry) }));
    }
  }
  return errors;
}
