// The demo records of one entity: its x-demo count and state shares, the demo accounts' own
// records first, then every record in creation order with its business numbers; and the order
// in which entities are seeded (after the entities they relate to).
import type { EntityDefinition } from '../../entities/definition';
import { PARTY_TYPE_OF, type DemoParty } from './parties';
import { DemoRecord, type EntityRun } from './record';
import { newTurns } from './relations';
import { settleSeries } from './series';
import { pathPlan, stateBag, type PathPlan } from './states';
import { demoNodes, placeNodes } from './tree';
import { dayStamp } from './time';
import { seededEntity, type DemoWorld, type SeededEntity, type SeededRecord } from './world';

/** The entities with demo records, each after the entities its relations point at. */
export function seedingOrder(entities: readonly EntityDefinition[]): EntityDefinition[] {
  const seeded = entities.filter((entity) => entity.schema['x-demo']);
  const byName = new Map(seeded.map((entity) => [entity.name, entity]));
  const ordered: EntityDefinition[] = [];
  const visiting = new Set<string>();
  const visit = (entity: EntityDefinition): void => {
    if (ordered.includes(entity)) return;
    if (visiting.has(entity.name)) throw new Error(`demo data: the relations of ${entity.name} form a cycle`);
    visiting.add(entity.name);
    for (const field of entity.fields) {
      const target = field.schema.type === 'array' ? undefined : byName.get(field.schema['x-relation']?.entity ?? '');
      if (target && target !== entity) visit(target);
    }
    visiting.delete(entity.name);
    ordered.push(entity);
  };
  seeded.forEach(visit);
  return ordered;
}

function runOf(world: DemoWorld, entity: EntityDefinition): EntityRun {
  const fillers = new Map<string, { from: string; take: string }>();
  const ownFill = new Map<string, keyof DemoParty>();
  const actionFields = new Set<string>();
  for (const { property, schema } of entity.fields) {
    const relation = schema.type === 'array' ? undefined : schema['x-relation'];
    for (const [own, theirs] of Object.entries(relation?.fill ?? {})) fillers.set(own, { from: property, take: theirs });
    const hint = schema['x-demo'];
    if (hint?.party) for (const [own, attribute] of Object.entries(hint.fill ?? {})) fillers.set(own, { from: property, take: attribute });
    const link = schema['x-party-link'];
    if (link) {
      ownFill.set(property, 'code');
      ownFill.set(link.mobile, 'mobile');
      for (const [own, attribute] of Object.entries(hint?.fill ?? {})) ownFill.set(own, attribute);
    }
  }
  for (const action of Object.values(entity.states?.actions ?? {})) for (const field of [...action.fields ?? [], ...action.times ?? []]) actionFields.add(field);
  const plans = new Map<string, PathPlan>();
  const isDateTime = (field: string) => entity.byProperty.get(field)?.schema['x-widget'] === 'datetime';
  return {
    world, entity, demo: entity.schema['x-demo']!, turns: newTurns(), used: new Map(), fillers, ownFill, actionFields,
    required: new Set(entity.schema.required ?? []),
    plan: (state) => {
      let plan = plans.get(state);
      if (!plan) {
        plan = pathPlan(entity.states!, state, isDateTime);
        plans.set(state, plan);
      }
      return plan;
    },
  };
}

/** The demo accounts whose own records these are (the party type of the entity's x-party-link). */
function ownAccounts(world: DemoWorld, entity: EntityDefinition): DemoParty[] {
  const link = entity.fields.find((field) => field.schema['x-party-link'])?.schema['x-party-link'];
  return link ? world.accounts.parties.filter((party) => PARTY_TYPE_OF[party.kind] === link.partyType) : [];
}

/** prefix + yyyyMMdd of the creation day + the day's 6-digit sequence, as the server numbers. */
function number(records: { record: SeededRecord; numbered: string[] }[], entity: EntityDefinition): void {
  const sequences = new Map<string, number>();
  for (const { record, numbered } of records) {
    for (const field of numbered) {
      const schema = entity.byProperty.get(field)!.schema;
      const prefix = schema['x-number']?.prefix ?? schema['x-party-link']!.prefix;
      const stem = `${prefix}${dayStamp(record.created)}`;
      const sequence = (sequences.get(`${field}:${stem}`) ?? 0) + 1;
      sequences.set(`${field}:${stem}`, sequence);
      record.values[field] = `${stem}${String(sequence).padStart(6, '0')}`;
    }
  }
}

export function seedEntity(world: DemoWorld, entity: EntityDefinition): SeededEntity {
  const run = runOf(world, entity);
  const { count, states } = run.demo;
  const bag = entity.states && states ? stateBag(world.random, states, count) : [];
  const accounts = ownAccounts(world, entity).slice(0, count);
  const nodes = demoNodes(entity);
  const rows = run.demo.rows ?? [];
  if (rows.length > count) throw new Error(`demo data: ${entity.name} x-demo count is ${count} but it lists ${rows.length} rows`);
  const made = Array.from({ length: count }, (_, index) => new DemoRecord(run, bag[index], accounts[index], nodes[index]?.values ?? rows[index]).finish());
  const own = made.slice(0, accounts.length);
  const others = made.slice(accounts.length).sort((a, b) => a.record.created.getTime() - b.record.created.getTime());
  const ordered = [...own, ...others];
  settleSeries(world, entity, ordered.map(({ record }) => record));
  placeNodes(ordered.map(({ record }) => record), nodes);
  number(ordered, entity);
  return seededEntity(entity, ordered.map(({ record }) => record));
}
