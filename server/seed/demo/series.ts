// What demo records get once an entity's records are made, in creation order: numbers that grow
// along a series (x-demo grows: an odometer), the computed fields (x-compute, with the previous
// record of a series), and the flag of the latest record of each series (x-latest): the same
// arithmetic as the server's (src/core/compute/computed.ts). Nothing here names an entity.
import { computeAll, computedFields, roundedFor, seriesKey, seriesOfComputed, type Values } from '../../../src/core/compute/computed';
import type { EntityDefinition } from '../../entities/definition';
import type { DemoWorld, SeededRecord } from './world';

/** Records grouped by series, each series in the order of `compare`. */
function seriesOf(records: readonly SeededRecord[], per: readonly string[], compare: (a: SeededRecord, b: SeededRecord) => number): SeededRecord[][] {
  const groups = new Map<string, SeededRecord[]>();
  for (const record of records) {
    const key = seriesKey(per, record.values);
    const group = groups.get(key) ?? [];
    group.push(record);
    groups.set(key, group);
  }
  return [...groups.values()].map((group) => group.sort(compare));
}

const byCreation = (a: SeededRecord, b: SeededRecord) => a.created.getTime() - b.created.getTime();

function byField(field: string) {
  return (a: SeededRecord, b: SeededRecord) => {
    const [x, y] = [a.values[field], b.values[field]] as (string | number | undefined)[];
    if (x === y) return byCreation(a, b);
    if (x === undefined) return -1;
    if (y === undefined) return 1;
    return x < y ? -1 : 1;
  };
}

/** Sets the grown, computed and flag fields of `records` (made in creation order, `ordered` as stored). */
export function settleSeries(world: DemoWorld, entity: EntityDefinition, ordered: readonly SeededRecord[]): void {
  for (const { property, schema } of entity.fields) {
    const grows = schema['x-demo']?.grows;
    if (!grows) continue;
    for (const series of seriesOf(ordered, grows.per, byCreation)) {
      let value: number | undefined;
      for (const record of series) {
        const own = typeof record.values[property] === 'number' ? (record.values[property] as number) : 0;
        value = value === undefined ? grows.start[0] + world.random.next() * (grows.start[1] - grows.start[0]) : value + own;
        record.values[property] = roundedFor(schema, value);
      }
    }
  }
  if (computedFields(entity.schema).length > 0) {
    const series = seriesOfComputed(entity.schema);
    const groups = series ? seriesOf(ordered, series.per, byField(series.order)) : [ordered.slice()];
    for (const group of groups) {
      group.forEach((record, index) => {
        const computed = computeAll(entity.schema, record.values as Values, series && index > 0 ? group[index - 1].values as Values : undefined);
        for (const [property, value] of Object.entries(computed)) {
          if (value === undefined) delete record.values[property];
          else record.values[property] = value;
        }
      });
    }
  }
  const latest = entity.schema['x-latest'];
  if (latest) {
    // Stored in `ordered` order, so a tie on `by` goes to the record stored last (the greater key).
    const position = new Map(ordered.map((record, index) => [record, index]));
    for (const group of seriesOf(ordered, latest.per, (a, b) => byField(latest.by)(a, b) || position.get(a)! - position.get(b)!)) {
      group.forEach((record, index) => { record.values[latest.flag] = index === group.length - 1; });
    }
  }
}
