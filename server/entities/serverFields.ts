// Read-only fields the server fills itself, beyond the generic ones (primary key, state,
// scope columns, gmtCreated/gmtModified): business numbers, creation times, the first report
// state, the operator's name, review times. The entity schemas say these fields are x-readonly
// and describe them; this table says how each is made.
import { sql, type Transaction } from 'kysely';
import type { Database } from '../storage/schema';
import { displayTime } from '../storage/clock';
import type { Caller } from './caller';
import type { EntityDefinition } from './definition';
import type { EntityRecord } from './records';

interface ServerFieldRules {
  /** Business numbers: prefix + yyyyMMdd (China day) + 6-digit sequence, unique. */
  numbers?: Record<string, string>;
  /** Properties set to the creation time. */
  createdAt?: string[];
  /** Constant first values. */
  initial?: Record<string, string>;
  /** Properties set to the caller's branch name (the operator, as reported). */
  branchName?: string[];
  /** A party code linked by mobile number: the property gets the code of the party of this type
   * whose mobile equals the record's `mobile` property, else a new number with `prefix`. */
  partyLink?: { property: string; partyType: string; mobile: string; prefix: string };
  /** Per action: properties set to the time of the action. */
  actionTimes?: Record<string, string[]>;
}

const RULES: Record<string, ServerFieldRules> = {
  waybill: {
    numbers: { shippingNoteNumber: 'YD' },
    createdAt: ['consignmentDateTime'],
    initial: { reportStatus: 'unreported' },
    branchName: ['carrier'],
  },
  driver: {
    initial: { reportStatus: 'unreported' },
    partyLink: { property: 'driverCode', partyType: 'DRIVER', mobile: 'telephone', prefix: 'SJ' },
    actionTimes: { approve: ['reviewDateTime'], reject: ['reviewDateTime'] },
  },
  vehicle: {
    initial: { reportStatus: 'unreported' },
    actionTimes: { approve: ['reviewDateTime'], reject: ['reviewDateTime'] },
  },
};

type Trx = Transaction<Database>;

/** The next number of the day: YD20260302000001, ... */
async function nextNumber(trx: Trx, entity: EntityDefinition, property: string, prefix: string, now: Date): Promise<string> {
  const column = entity.byProperty.get(property)!.column;
  const day = displayTime(now).slice(0, 10).replace(/-/g, '');
  const stem = `${prefix}${day}`;
  const row = await sql<{ last: string | null }>`select max(${sql.ref(column)}) as last from ${sql.table(entity.table)}
    where ${sql.ref(column)} >= ${stem} and ${sql.ref(column)} < ${`${stem}A`}`.execute(trx);
  const last = row.rows[0]?.last;
  const sequence = last && /^\d{6}$/.test(last.slice(stem.length)) ? Number(last.slice(stem.length)) + 1 : 1;
  return `${stem}${String(sequence).padStart(6, '0')}`;
}

export async function fillOnCreate(trx: Trx, entity: EntityDefinition, values: EntityRecord, caller: Caller, now: Date): Promise<void> {
  const rules = RULES[entity.name] ?? {};
  for (const [property, prefix] of Object.entries(rules.numbers ?? {})) values[property] = await nextNumber(trx, entity, property, prefix, now);
  for (const property of rules.createdAt ?? []) values[property] = displayTime(now);
  Object.assign(values, rules.initial ?? {});
  if (rules.branchName?.length) {
    const branch = await trx.selectFrom('branch').select('name').where('code', '=', caller.branchCode).executeTakeFirst();
    for (const property of rules.branchName) if (branch) values[property] = branch.name;
  }
  const link = rules.partyLink;
  if (link) {
    const party = await trx.selectFrom('party').select('code')
      .where('party_type', '=', link.partyType).where('mobile', '=', String(values[link.mobile] ?? ''))
      .where('branch_code', '=', caller.branchCode).executeTakeFirst();
    values[link.property] = party?.code ?? await nextNumber(trx, entity, link.property, link.prefix, now);
  }
}

export function fillOnAction(entity: EntityDefinition, action: string, values: EntityRecord, now: Date): void {
  for (const property of RULES[entity.name]?.actionTimes?.[action] ?? []) values[property] = displayTime(now);
}
