// What every demo record is made from: the seeded PRNG and moment, the demo branch, places,
// dictionaries, entity definitions, the records seeded so far (relations point at them), the
// demo accounts and the generated parties. Also the reading of a path (vehicleNumber.driverCode)
// on a record, shared by records being made and records already seeded.
import type { EntityDefinition, PropertySchema } from '../../entities/definition';
import type { CodeEntry } from '../codeLists';
import { partyPool, type DemoAccounts, type DemoParty, type PartyKind } from './parties';
import type { PlaceBook } from './places';
import type { Random } from './random';

export type Values = Record<string, unknown>;

export interface SeededRecord {
  values: Values;
  created: Date;
  /** The demo account the record belongs to: his own record, or one whose x-scope shipper or
   * driver field holds his party code. */
  owner?: DemoParty;
  /** A tree entity's record above this one (x-demo tree): its id is known once it is stored. */
  parent?: SeededRecord;
  /** The state actions that brought it to its state, in order, with their times: its history
   * (entity_action_log), written with the record. */
  steps?: DemoStep[];
}

export interface DemoStep { action: string; from: string; to: string; at: Date }

/** The value of a relation to another record's primary key (department id, goods type id): the
 * related record, whose key is known once it is stored; the insert writes that key. */
export class StoredKey {
  constructor(readonly record: SeededRecord) {}
}

/** The primary keys the stored demo records were given. */
export type StoredKeys = Map<SeededRecord, unknown>;

/** The record's values with each StoredKey replaced by the key its record was stored under. */
export function storedValues(values: Values, keys: StoredKeys): Values {
  const out: Values = { ...values };
  for (const [field, value] of Object.entries(values)) {
    if (!(value instanceof StoredKey)) continue;
    if (!keys.has(value.record)) throw new Error(`demo data: ${field} points at a record not stored yet`);
    out[field] = keys.get(value.record);
  }
  return out;
}

export interface SeededEntity {
  entity: EntityDefinition;
  records: SeededRecord[];
  /** The record whose field holds the value (a relation stores the related record's value field). */
  find(field: string, value: unknown): SeededRecord | undefined;
}

export interface DemoWorld {
  random: Random;
  now: Date;
  branch: { code: string; name: string };
  places: PlaceBook;
  dictionaries: ReadonlyMap<string, readonly CodeEntry[]>;
  entities: ReadonlyMap<string, EntityDefinition>;
  seeded: Map<string, SeededEntity>;
  accounts: DemoAccounts;
  /** The demo accounts and `size` generated parties of a kind, made on first use. */
  pool(kind: PartyKind, size: number): DemoParty[];
}

export function createWorld(parts: Omit<DemoWorld, 'seeded' | 'pool'>): DemoWorld {
  const pools = new Map<PartyKind, DemoParty[]>();
  return {
    ...parts,
    seeded: new Map(),
    pool: (kind, size) => {
      let pool = pools.get(kind);
      if (!pool) {
        pool = [...parts.accounts.parties.filter((p) => p.kind === kind), ...partyPool(parts.random, parts.places, kind, size)];
        pools.set(kind, pool);
      }
      return pool;
    },
  };
}

export function seededEntity(entity: EntityDefinition, records: SeededRecord[]): SeededEntity {
  const indexes = new Map<string, Map<unknown, SeededRecord>>();
  return {
    entity,
    records,
    find: (field, value) => {
      let index = indexes.get(field);
      if (!index) {
        index = new Map(records.map((record) => [record.values[field], record]));
        indexes.set(field, index);
      }
      return index.get(value);
    },
  };
}

/** A path's value, with the schema of the field it ends on. */
export interface Resolved { value: unknown; field?: PropertySchema }

/** How a path reads a record: its fields, and the record a relation field points at. */
export interface RecordReader {
  value(field: string): unknown;
  related(field: string): SeededRecord | undefined;
}

export function seededReader(world: DemoWorld, entity: EntityDefinition, record: SeededRecord): RecordReader {
  return {
    value: (field) => record.values[field],
    related: (field) => {
      const relation = entity.byProperty.get(field)?.schema['x-relation'];
      const value = record.values[field];
      if (value instanceof StoredKey) return value.record;
      return relation && value !== undefined ? world.seeded.get(relation.entity)?.find(relation.value, value) : undefined;
    },
  };
}

/** The value at `path`: a field, or through a relation field a field of the related record. */
export function resolvePath(world: DemoWorld, entity: EntityDefinition, reader: RecordReader, path: string): Resolved {
  const dot = path.indexOf('.');
  const head = dot < 0 ? path : path.slice(0, dot);
  const field = entity.byProperty.get(head);
  if (!field) throw new Error(`demo data: entity ${entity.name} has no field "${head}" (x-demo path "${path}")`);
  if (dot < 0) return { value: reader.value(head), field: field.schema };
  const relation = field.schema['x-relation'];
  if (!relation || field.schema.type === 'array') throw new Error(`demo data: ${entity.name}.${head} is no single relation (x-demo path "${path}")`);
  const target = world.entities.get(relation.entity);
  const related = reader.related(head);
  if (!target || !related) return { value: undefined };
  return resolvePath(world, target, seededReader(world, target, related), path.slice(dot + 1));
}

/** A record as its values see it: the world, its paths and its home. */
export interface RecordSource {
  world: DemoWorld;
  resolve(path: string): Resolved;
  /** The area code of the record's home (a county of a freight hub). */
  home(): string;
  /** When the record was made, China time `yyyy-MM-dd HH:mm:ss` (an entity without gmtCreated too). */
  created(): string;
}

export type Condition = Record<string, string | number | boolean | (string | number | boolean)[]>;

const conditionTerms = new WeakMap<Condition, [string, readonly unknown[]][]>();

/** Whether every path of the condition holds its value (or one of its values). */
export function matches(source: Pick<RecordSource, 'resolve'>, condition: Condition): boolean {
  let terms = conditionTerms.get(condition);
  if (!terms) {
    terms = Object.entries(condition).map(([path, allowed]) => [path, Array.isArray(allowed) ? allowed : [allowed]]);
    conditionTerms.set(condition, terms);
  }
  for (const [path, allowed] of terms) {
    const { value } = source.resolve(path);
    if (value === undefined || !allowed.includes(value)) return false;
  }
  return true;
}
