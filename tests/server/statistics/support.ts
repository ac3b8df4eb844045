// Shared fixtures of the statistics tests: the demo server, a caller of the seven calls that
// checks every answer against its JSON Schema (schemas/api/statistics-*.json), and the
// independent SQL the figures are compared with (written out here, not built by the server's code).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { expect } from 'vitest';
import { createAjv } from '../../../src/core/validation';
import type { Db } from '../../../server/storage/database';
import type { Fixture } from '../entities/support';
import type { Query } from '../support/client';

export const STATISTICS = '/ntocc-tms-api/statistics';

/** Each call and the schema of its answer. */
export const CALLS = {
  getVehicleCountStatistics: 'statistics-vehicle-count.json',
  orderFreightIndex: 'statistics-order-freight-index.json',
  getFeeStatistics: 'statistics-fee.json',
  shipmentInfo: 'statistics-shipment-info.json',
  getOrderCountStatistics: 'statistics-order-count.json',
  getFeeList4Driver: 'statistics-driver-fee-list.json',
  getPartyRoleConfigCountStatistics: 'statistics-party-role.json',
} as const;

export type Call = keyof typeof CALLS;

const apiDir = path.resolve(import.meta.dirname, '../../../schemas/api');
const ajv = createAjv();
for (const file of readdirSync(apiDir).filter((f) => f.endsWith('.json'))) ajv.addSchema(JSON.parse(readFileSync(path.join(apiDir, file), 'utf8')));

/** Calls a statistics endpoint; a successful answer must match its schema. */
export async function statistics(fx: Fixture, call: Call, token: string, query: Query = {}, language?: string) {
  const answer = await fx.api.call(`${STATISTICS}/${call}`, { token, query, language });
  if (answer.status === 0) {
    const validate = ajv.getSchema(CALLS[call])!;
    expect(validate(answer.data), JSON.stringify(validate.errors)).toBe(true);
  }
  return answer;
}

type Row = Record<string, string | number | null>;

/** A hand-written query over the test database; values are bound. */
export async function rows(db: Db, query: ReturnType<typeof sql>): Promise<Row[]> {
  return (await query.execute(db)).rows as Row[];
}

export async function one(db: Db, query: ReturnType<typeof sql>): Promise<Row> {
  return (await rows(db, query))[0];
}

export const num = (value: unknown) => Number(value ?? 0);

/** Whole-waybill scope written as SQL: the branch's, a shipper's or a driver's. */
export function waybillsOf(who: { shipper?: string; driver?: string; branch?: string } = {}) {
  const conditions = [sql`branch_code = ${who.branch ?? 'SD0001'}`];
  if (who.shipper) conditions.push(sql`shipper_code = ${who.shipper}`);
  if (who.driver) conditions.push(sql`driver_code = ${who.driver}`);
  return sql.join(conditions, sql` and `);
}

/** Compares a figure of money or weight with an independent sum (both rounded to cents). */
export function expectAmount(actual: number, expected: unknown) {
  expect(actual).toBeCloseTo(num(expected), 2);
}
