// One demo record, made field by field on demand: a field's value may draw on other fields (a
// copy, a template, a case), on the record's state and the times of the actions that brought it
// there, and on records seeded before. Each field is made once; a field that needs itself is an
// error in the hints. Nothing here names an entity: the entity schema and its x-demo say it all.
import type { EntityDemo, FieldDemo } from '../../../src/core/generated/entity-language';
import type { EntityDefinition, PropertySchema } from '../../entities/definition';
import { fromPattern } from './identifiers';
import type { DemoParty, PartyKind } from './parties';
import { accountTurn, pickRelated, type Turns } from './relations';
import { lifeTimes, type PathPlan, type Timeline } from './states';
import { dayYearsAgo, timeAt } from './time';
import { afterValue, areaValue, coordinateValue, formatValue, numberValue, pickedValue } from './values';
import { matches, resolvePath, seededReader, StoredKey, type DemoWorld, type RecordReader, type RecordSource, type Resolved, type SeededRecord, type Values, type DemoStep } from './world';

const ABSENT = Symbol('absent');
/** A business number (x-number, x-party-link): given once the records are in creation order. */
export const NUMBERED = Symbol('numbered');

const DEFAULT_DAYS = 730;
const DEFAULT_ACTION_HOURS: [number, number] = [1, 48];

/** What the records of one entity share while they are made. */
export interface EntityRun {
  world: DemoWorld;
  entity: EntityDefinition;
  demo: EntityDemo;
  turns: Turns;
  /** Values of x-unique (or unique) fields taken so far. */
  used: Map<string, Set<unknown>>;
  /** Own field -> the relation or party field it is filled from, and the field or attribute taken. */
  fillers: Map<string, { from: string; take: string }>;
  /** On the demo accounts' own records: own field -> account attribute (x-party-link and its x-demo fill). */
  ownFill: Map<string, keyof DemoParty>;
  /** Fields some state action asks for or stamps. */
  actionFields: Set<string>;
  required: Set<string>;
  /** What the way to each state writes. */
  plan(state: string): PathPlan;
}

const NO_PLAN: PathPlan = { actions: [], asked: new Set(), stamps: new Map() };

export class DemoRecord implements RecordSource {
  readonly world: DemoWorld;
  private readonly reader: RecordReader = { value: (f) => this.value(f), related: (f) => this.related(f) };
  private readonly memo = new Map<string, unknown>();
  private readonly busy: string[] = [];
  private readonly relatedMemo = new Map<string, SeededRecord | undefined>();
  private readonly parties = new Map<string, DemoParty>();
  private homeCode?: string;
  private stateMemo?: string;
  private planMemo?: PathPlan;
  private timelineMemo?: Timeline;

  /** `preset`: values the record takes as given (a tree node's name and position, a row of x-demo
   * rows); a key <relation field>.<field> chooses the related record whose field holds the value. */
  constructor(private readonly run: EntityRun, private readonly bagState: string | undefined, readonly account?: DemoParty, private readonly preset: Values = {}) {
    this.world = run.world;
  }

  /** The finished record, and its fields numbered later. */
  finish(): { record: SeededRecord; numbered: string[] } {
    const values: Record<string, unknown> = {};
    const numbered: string[] = [];
    for (const { property } of this.run.entity.fields) {
      const value = this.raw(property);
      if (value === NUMBERED) numbered.push(property);
      else if (value !== ABSENT && value !== undefined) values[property] = value;
    }
    return { record: { values, created: this.timeline().created, owner: this.owner(), ...this.steps() }, numbered };
  }

  /** The actions on the record's way to its state, from and to which state, and when. */
  private steps(): { steps?: DemoStep[] } {
    const machine = this.run.entity.states;
    const { actions } = this.path();
    if (!machine || actions.length === 0) return {};
    const { at } = this.timeline();
    let state = machine.initial;
    return {
      steps: actions.map((action, step) => {
        const from = state;
        state = machine.actions[action]!.to ?? state;
        return { action, from, to: state, at: at[step]! };
      }),
    };
  }

  /** A field's value; undefined when the record has none. */
  value(field: string): unknown {
    const value = this.raw(field);
    if (value === NUMBERED) throw new Error(`demo data: ${this.run.entity.name}.${field} is numbered after all records are made; no hint may use it`);
    return value === ABSENT ? undefined : value;
  }

  resolve(path: string): Resolved {
    return resolvePath(this.world, this.run.entity, this.reader, path);
  }

  created(): string {
    return timeAt(this.timeline().created);
  }

  home(): string {
    this.homeCode ??= this.world.places.countyOf(this.world.random, this.world.random.pick(this.world.places.hubs).city);
    return this.homeCode;
  }

  private raw(field: string): unknown {
    if (this.memo.has(field)) return this.memo.get(field);
    if (this.busy.includes(field)) throw new Error(`demo data: ${this.run.entity.name}.${field} depends on itself (${[...this.busy, field].join(' -> ')})`);
    this.busy.push(field);
    try {
      const value = this.compute(field);
      this.memo.set(field, value === undefined ? ABSENT : value);
      return this.memo.get(field);
    } finally {
      this.busy.pop();
    }
  }

  // ------------------------------------------------------------------ state and times

  /** The demo account the record belongs to (x-scope shipper or driver field holding his code). */
  private owner(): DemoParty | undefined {
    if (this.account) return this.account;
    for (const kind of ['shipper', 'driver'] as PartyKind[]) {
      const field = this.run.entity.scope[kind];
      const code = field ? this.raw(field.property) : undefined;
      const owner = this.world.accounts.parties.find((party) => party.kind === kind && party.code === code);
      if (owner) return owner;
    }
    return undefined;
  }

  private state(): string | undefined {
    const machine = this.run.entity.states;
    if (!machine) return undefined;
    if (this.stateMemo === undefined) {
      const { accountState } = this.run.demo;
      // A row of x-demo rows may give the state (a released banner of the home page).
      const given = this.preset[machine.field];
      this.stateMemo = typeof given === 'string' ? given : accountState && this.owner() ? accountState : this.bagState ?? machine.initial;
    }
    return this.stateMemo;
  }

  /** The actions that brought the record to its state. */
  private path(): PathPlan {
    this.planMemo ??= this.run.entity.states ? this.run.plan(this.state()!) : NO_PLAN;
    return this.planMemo;
  }

  /** Creation and action times (states.ts), the actions taking the hours x-demo gives them. */
  private timeline(): Timeline {
    if (this.timelineMemo) return this.timelineMemo;
    const { demo, world } = this.run;
    const hours = this.path().actions.map((action) => {
      const duration = demo.actions?.[action];
      const [least, most] = duration?.hours ?? DEFAULT_ACTION_HOURS;
      const driving = duration?.distance ? Number(this.value(duration.distance) ?? 0) / (duration.kmPerHour ?? 60) : 0;
      return least + world.random.next() * (most - least) + driving;
    });
    const days = demo.within?.[this.state() ?? ''] ?? demo.days ?? DEFAULT_DAYS;
    this.timelineMemo = lifeTimes(world.random, world.now, hours, days);
    return this.timelineMemo;
  }

  /** The time an action on the path gives the field: its times, or a date-time it asks for. */
  private actionTime(field: string): Date | undefined {
    if (!this.run.actionFields.has(field)) return undefined;
    const step = this.path().stamps.get(field);
    return step === undefined ? undefined : this.timeline().at[step];
  }

  // ------------------------------------------------------------------ fields

  private compute(field: string): unknown {
    const { entity, world } = this.run;
    const { schema } = entity.byProperty.get(field)!;
    if (field === entity.primaryKey.property) return ABSENT;
    // A row's value of a unique field is taken: a later record's hint may not repeat it.
    if (field in this.preset) return this.distinct(field, schema, () => this.preset[field]);
    const own = this.run.ownFill.get(field);
    const accountValue = own && this.account ? this.account[own] : undefined;
    if (accountValue !== undefined && accountValue !== '') return this.distinct(field, schema, () => accountValue);
    if (schema['x-number'] || schema['x-party-link']) return NUMBERED;
    if (field === entity.states?.field) return this.state();
    const filler = this.run.fillers.get(field);
    if (filler) {
      // A record without the relation or party (a card of a shipper, not of a driver) takes the
      // field's own hint, when it has one.
      const value = this.filled(filler.from, filler.take);
      if (value !== undefined || !schema['x-demo']) return value;
    }
    if (field === entity.scope.branch?.property) return world.branch.code;
    // The server's own stamps of every record (writes.ts).
    if (field === 'gmtCreated') return timeAt(this.timeline().created);
    if (field === 'gmtModified') return timeAt(this.timeline().last);
    switch (schema['x-fill']) {
      case 'created-at': return timeAt(this.timeline().created);
      case 'branch-name': return world.branch.name;
      case 'operator-name': return world.accounts.operators.length > 0 ? world.random.pick(world.accounts.operators) : ABSENT;
      default: break;
    }
    const stamped = this.actionTime(field);
    if (stamped) return timeAt(stamped);
    // Uploads have no demo file unless a hint picks one (a brand image the server serves).
    if ((schema['x-upload'] && !schema['x-demo']?.pick) || (schema.type === 'array' && schema['x-relation'])) return ABSENT;
    // Computed fields and latest flags are set once the records are in order (series.ts).
    if (schema['x-compute'] || field === entity.schema['x-latest']?.flag) return ABSENT;
    const hint = this.hintOf(schema['x-demo']);
    if (!this.present(field, schema, hint)) return ABSENT;
    if (!hint && schema['x-initial'] !== undefined) return schema['x-initial'];
    if (!hint && schema.default !== undefined) return schema.default;
    return this.distinct(field, schema, () => this.made(field, schema, hint));
  }

  /** The hint, or the hint of its first matching case. */
  private hintOf(hint: FieldDemo | undefined): FieldDemo | undefined {
    const match = hint?.cases?.find((item) => matches(this, item.when));
    return match ? this.hintOf(match.then) : hint;
  }

  private present(field: string, schema: PropertySchema, hint: FieldDemo | undefined): boolean {
    if (this.givenRelated(field)) return true;
    if (this.run.actionFields.has(field)) return this.path().asked.has(field) || this.chance(hint?.early ?? 0);
    if (this.run.required.has(field) || schema.default !== undefined || schema['x-initial'] !== undefined) return true;
    return hint !== undefined && this.chance(hint.chance ?? 1);
  }

  private chance(probability: number): boolean {
    return probability >= 1 || (probability > 0 && this.world.random.chance(probability));
  }

  /** A value no other record of the entity has, for x-unique fields and unique hints. */
  private distinct(field: string, schema: PropertySchema, make: () => unknown): unknown {
    if (!schema['x-unique'] && !(schema['x-demo']?.unique && !schema['x-relation'])) return make();
    const used = this.run.used.get(field) ?? new Set<unknown>();
    this.run.used.set(field, used);
    // A list of n values filled to its last one needs about n tries for the last value: 1000
    // leaves a 31-value list (charging types) a chance of failing below 1e-14.
    for (let attempt = 0; attempt < 1000; attempt += 1) {
      const value = make();
      if (value === undefined || value === ABSENT) return value;
      if (!used.has(value)) {
        used.add(value);
        return value;
      }
    }
    throw new Error(`demo data: ${this.run.entity.name}.${field} found no unused value in 1000 attempts`);
  }

  private made(field: string, schema: PropertySchema, hint: FieldDemo | undefined): unknown {
    const { world } = this;
    if (hint?.copy) return this.resolve(hint.copy).value;
    if (hint?.party) return this.party(field, hint).code;
    if (hint?.pick) return pickedValue(this, schema, hint.pick);
    if (hint?.coordinate) return coordinateValue(this, schema, hint.coordinate);
    if (hint?.of !== undefined || hint?.range) return numberValue(this, schema, hint);
    if (hint?.yearsAgo) return dayYearsAgo(world.random, world.now, hint.yearsAgo);
    if (hint?.after) return afterValue(this, hint);
    if (hint?.distance) {
      const [from, to] = hint.distance.map((path) => this.resolve(path).value);
      return from === undefined || to === undefined ? undefined : world.places.distanceKm(String(from), String(to));
    }
    if (schema['x-relation']) {
      const related = this.relatedBy(field, schema, hint);
      // A relation to the primary key holds the record itself until it is stored (StoredKey).
      const target = this.world.entities.get(schema['x-relation'].entity);
      if (related && target?.primaryKey.property === schema['x-relation'].value) return new StoredKey(related);
      return related?.values[schema['x-relation'].value];
    }
    const dictionary = schema['x-dict'] ? world.dictionaries.get(schema['x-dict']) : undefined;
    if (dictionary) return world.random.pick(dictionary).code;
    if (schema['x-widget'] === 'area') return areaValue(this, hint);
    if (schema['x-widget'] === 'datetime' || schema.format === 'datetime') return timeAt(this.timeline().created);
    const numeric = schema.type === 'number' || schema.type === 'integer';
    if (schema.format && !numeric) return formatValue(this, schema.format, hint);
    if (schema.enum) return world.random.pick(schema.enum);
    if (schema.examples?.length) return world.random.pick(schema.examples);
    if (numeric) {
      const least = schema.minimum ?? schema.exclusiveMinimum ?? 0;
      return numberValue(this, schema, { range: [least, Math.min(schema.maximum ?? least + 100, least + 100)] });
    }
    if (schema.type === 'boolean') return world.random.chance(0.5);
    if (schema.pattern) return fromPattern(world.random, schema.pattern);
    throw new Error(`demo data: no way to make ${this.run.entity.name}.${field}: give it an x-demo hint or examples`);
  }

  // ------------------------------------------------------------------ relations and parties

  /** The record a relation field points at. */
  private related(field: string): SeededRecord | undefined {
    if (!this.relatedMemo.has(field)) {
      const value = this.value(field);
      if (!this.relatedMemo.has(field)) {
        const relation = this.run.entity.byProperty.get(field)?.schema['x-relation'];
        const target = relation ? this.world.seeded.get(relation.entity) : undefined;
        const found = value instanceof StoredKey ? value.record : target?.find(relation?.value ?? '', value);
        this.relatedMemo.set(field, value === undefined || !relation ? undefined : found);
      }
    }
    return this.relatedMemo.get(field);
  }

  /** Picks the related record of a relation field whose value no hint gives. */
  private relatedBy(field: string, schema: PropertySchema, hint: FieldDemo | undefined): SeededRecord | undefined {
    const relation = schema['x-relation']!;
    const target = this.world.seeded.get(relation.entity);
    if (!target) throw new Error(`demo data: ${this.run.entity.name}.${field} relates to ${relation.entity}, which has no demo records (x-demo)`);
    const given = this.givenRelated(field);
    if (given) {
      const picked = target.records.find((record) => {
        const reader = seededReader(this.world, target.entity, record);
        return matches({ resolve: (path) => resolvePath(this.world, target.entity, reader, path) }, given);
      });
      if (!picked) throw new Error(`demo data: ${this.run.entity.name}.${field}: no ${relation.entity} record has ${JSON.stringify(given)}`);
      this.relatedMemo.set(field, picked);
      return picked;
    }
    const picked = pickRelated({ world: this.world, turns: this.run.turns, field, target, hint, state: () => this.state() });
    this.relatedMemo.set(field, picked);
    return picked;
  }

  /** The preset's condition on the record a relation field points at (keys <field>.<their field>). */
  private givenRelated(field: string): Record<string, string | number | boolean> | undefined {
    const prefix = `${field}.`;
    const given = Object.entries(this.preset).filter(([key]) => key.startsWith(prefix));
    return given.length > 0 ? Object.fromEntries(given.map(([key, value]) => [key.slice(prefix.length), value as string | number | boolean])) : undefined;
  }

  private party(field: string, hint: FieldDemo): DemoParty {
    let party = this.parties.get(field);
    if (!party) {
      const pool = this.world.pool(hint.party!, hint.pool ?? 40);
      const account = hint.accounts ? accountTurn(this.run.turns, `${field}:${this.state() ?? ''}`, hint.accounts, pool.filter((p) => p.account)) : undefined;
      party = account ?? this.world.random.pick(pool);
      this.parties.set(field, party);
    }
    return party;
  }

  /** A field filled from a relation field's record or a party field's party. */
  private filled(from: string, take: string): unknown {
    const { schema } = this.run.entity.byProperty.get(from)!;
    if (schema['x-relation']) return this.related(from)?.values[take];
    if (this.value(from) === undefined) return undefined;
    return this.parties.get(from)?.[take as keyof DemoParty];
  }
}
