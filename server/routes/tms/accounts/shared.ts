// What the account documents (recharge, withdrawal, refund, collection code, collection) share:
// the tables as the entity API stores them, the branch's own corporate account the money comes
// in on and goes out from, parties of the ledger, and the refusal a short balance answers.
import type { Kysely, Transaction } from 'kysely';
import { fromFen } from '../../../../src/core/money/fen';
import type { EntityFieldError } from '../../../entities/fieldErrors';
import type { HookContext } from '../../../entities/hooks';
import type { EntityRow } from '../../../storage/schema';
import type { Database } from '../../../storage/schema';
import type { Db } from '../../../storage/database';
import { LedgerRefusal } from '../../../ledger';

export const OWNER = 'accounts';

/** The entity tables, read and written with SQL here (the entity API's rows). */
export type AccountsDb = Kysely<Record<string, EntityRow>>;

export const tables = (db: Db | Transaction<Database>): AccountsDb => db as unknown as AccountsDb;

/** A corporate account of the branch (银行卡及支行, owner branch, verified). */
export interface PlatformAccount {
  accountName: string;
  cardNumber: string;
  bankCode: string;
  branchBankName: string;
}

const accountOfRow = (row: EntityRow): PlatformAccount => ({
  accountName: String(row.account_name), cardNumber: String(row.card_number),
  bankCode: String(row.bank_code), branchBankName: String(row.branch_bank_name),
});

/** The branch's account money is received on and paid from: its default verified corporate
 * account, else its first verified one; undefined when it has none. */
export async function platformAccount(db: Db | Transaction<Database>, branchCode: string): Promise<PlatformAccount | undefined> {
  const row = await tables(db).selectFrom('basic_bank_card').selectAll()
    .where('branch_code', '=', branchCode).where('owner_type', '=', 'branch').where('verify_status', '=', 'verified')
    .orderBy('is_default', 'desc').orderBy('id').limit(1).executeTakeFirst();
  return row ? accountOfRow(row) : undefined;
}

/** One verified corporate account of the branch by its number. */
export async function platformAccountByNumber(db: Db | Transaction<Database>, branchCode: string, cardNumber: string): Promise<PlatformAccount | undefined> {
  const row = await tables(db).selectFrom('basic_bank_card').selectAll()
    .where('branch_code', '=', branchCode).where('owner_type', '=', 'branch').where('verify_status', '=', 'verified')
    .where('card_number', '=', cardNumber).executeTakeFirst();
  return row ? accountOfRow(row) : undefined;
}

/** ¥1,200.00 */
export function yuanText(fen: number): string {
  return fromFen(fen).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** The entity's own message (entity.<entity>.error.<key>) on a field. */
export function refusal(ctx: HookContext, entity: string, field: string, key: string, params: Record<string, string | number> = {}): EntityFieldError {
  const full = `entity.${entity}.error.${key}`;
  return { field: `/${field}`, key: full, params, message: String(ctx.texts.entityT(full, params)) };
}

/** A short balance as the field error of the amount ("司机王建国账户可用余额不足：可用 ¥1,200.00，本次需
 * ¥3,450.00"); any other error is thrown on. */
export function insufficientError(ctx: HookContext, entity: string, error: unknown, partyName: string): EntityFieldError {
  if (!(error instanceof LedgerRefusal) || error.code !== 'insufficient') throw error;
  return refusal(ctx, entity, 'amount', 'insufficient', {
    party: partyName, available: yuanText(error.availableFen ?? 0), needed: yuanText(error.neededFen ?? 0),
  });
}

export const text = (value: unknown): string => (value === undefined || value === null ? '' : String(value));
