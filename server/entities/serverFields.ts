// Read-only fields the server fills itself, as the entity schema declares them: business
// numbers (x-number), first values (x-initial), the creation time and the operator
// (x-fill), a party code linked by mobile number (x-party-link) and the times of state
// actions (x-states.actions.<action>.times). Nothing here names an entity.
import { sql, type Transaction } from 'kysely';
import { dialectOf } from '../storage/dialect';
import type { Database } from '../storage/schema';
import { displayTime } from '../storage/clock';
import type { Caller } from './caller';
import type { EntityDefinition } from './definition';
import type { EntityRecord } from './records';

type Trx = Transaction<Database>;

/** The next number of the day: YD20260302000001, ... counted by the table's sequence of that
 * day (atomic under concurrent creates), which starts after the highest number of the day
 * already stored (demo data, records made before sequences existed). */
async function nextNumber(trx: Trx, entity: EntityDefinition, property: string, prefix: string, now: Date): Promise<string> {
  const column = entity.byProperty.get(property)!.column;
  const day = displayTime(now).slice(0, 10).replace(/-/g, '');
  const stem = `${prefix}${day}`;
  const highestStored = async () => {
    const { rows } = await sql<{ last: string | null }>`select max(${sql.ref(column)}) as last from ${sql.table(entity.table)}
      where ${sql.ref(column)} >= ${`${stem}000000`} and ${sql.ref(column)} <= ${`${stem}999999`}
      and length(${sql.ref(column)}) = ${stem.length + 6}`.execute(trx);
    const last = rows[0]?.last;
    return last && /^\d{6}$/.test(last.slice(stem.length)) ? Number(last.slice(stem.length)) : 0;
  };
  const sequence = await dialectOf(trx).nextInSequence(trx, { table: entity.table, column, day }, highestStored);
  return `${stem}${String(sequence).padStart(6, '0')}`;
}

async function branchName(trx: Trx, branchCode: string): Promise<string | undefined> {
  return (await trx.selectFrom('branch').select('name').where('code', '=', branchCode).executeTakeFirst())?.name;
}

export async function fillOnCreate(trx: Trx, entity: EntityDefinition, values: EntityRecord, caller: Caller, now: Date): Promise<void> {
  for (const { property, schema } of entity.fields) {
    const number = schema['x-number'];
    if (number) values[property] = await nextNumber(trx, entity, property, number.prefix, now);
    if (schema['x-initial'] !== undefined) values[property] = schema['x-initial'];
    switch (schema['x-fill']) {
      case 'created-at': values[property] = displayTime(now); break;
      case 'operator-name': values[property] = caller.name; break;
      case 'branch-name': {
        const name = await branchName(trx, caller.branchCode);
        if (name) values[property] = name;
        break;
      }
      default: break;
    }
    const link = schema['x-party-link'];
    if (link) {
      const party = await trx.selectFrom('party').select('code')
        .where('party_type', '=', link.partyType).where('mobile', '=', String(values[link.mobile] ?? ''))
        .where('branch_code', '=', caller.branchCode).executeTakeFirst();
      values[property] = party?.code ?? await nextNumber(trx, entity, property, link.prefix, now);
    }
  }
}

export function fillOnAction(entity: EntityDefinition, action: string, values: EntityRecord, now: Date): void {
  for (const property of entity.states?.actions[action]?.times ?? []) values[property] = displayTime(now);
}
