// Who holds money in the ledger, and the account of each kind a party has. An account is made
// the first time a posting names it (nobody opens accounts by hand).
import type { Transaction } from 'kysely';
import type { Db } from '../storage/database';
import type { Database } from '../storage/schema';
import { displayTime } from '../storage/clock';

type AnyDb = Db | Transaction<Database>;

/** Dictionary fund_party_type. The platform's own accounts belong to the branch that runs it
 * (partyCode = the branch code). An oil card holds its own money (partyCode = the card number);
 * a merchant (fuel station, repair shop) is owed what was spent at it (partyCode = merchant code). */
export type PartyType = 'shipper' | 'driver' | 'fleet' | 'platform' | 'oilCard' | 'merchant';

/** Dictionary fund_account_kind. Sign of a balance: what the platform holds for or owes the
 * party is positive (credits − debits); `due` (what a shipper owes for accounted freight) is
 * negative while owed; `bank` (the platform's bank holdings, an asset) is negative. */
export type AccountKind = 'wallet' | 'frozen' | 'payable' | 'due' | 'bank' | 'feeIncome' | 'taxPayable' | 'warehouseIncome';

export interface Party {
  type: PartyType;
  code: string;
  name: string;
}

export interface AccountRef extends Party {
  kind: AccountKind;
}

/** Kinds that never go below zero: a party's own money (available and frozen). */
export function hasFloor(account: AccountRef): boolean {
  return account.type !== 'platform' && (account.kind === 'wallet' || account.kind === 'frozen');
}

export const accountOf = (party: Party, kind: AccountKind): AccountRef => ({ ...party, kind });

/** The branch's platform party (its own accounts: bank, fee income, tax payable). */
export async function platformParty(db: AnyDb, branchCode: string): Promise<Party> {
  const branch = await db.selectFrom('branch').select('name').where('code', '=', branchCode).executeTakeFirst();
  return { type: 'platform', code: branchCode, name: branch?.name ?? branchCode };
}

/** The account's id, made when first named (its name kept current). */
export async function accountId(trx: Transaction<Database>, branchCode: string, account: AccountRef, now: Date): Promise<number> {
  const found = await trx.selectFrom('fin_account').select(['id', 'party_name'])
    .where('branch_code', '=', branchCode).where('party_type', '=', account.type)
    .where('party_code', '=', account.code).where('kind', '=', account.kind).executeTakeFirst();
  if (found) {
    if (account.name && found.party_name !== account.name) {
      await trx.updateTable('fin_account').set({ party_name: account.name }).where('id', '=', found.id).execute();
    }
    return Number(found.id);
  }
  const time = displayTime(now);
  const made = await trx.insertInto('fin_account').values({
    branch_code: branchCode, party_type: account.type, party_code: account.code, party_name: account.name || account.code,
    kind: account.kind, balance_fen: 0, gmt_created: time, gmt_modified: time,
  }).returning('id').executeTakeFirstOrThrow();
  return Number(made.id);
}

/** The kept balance of a party's account in fen (0 for an account never posted to). */
export async function balanceFen(db: AnyDb, branchCode: string, party: Party, kind: AccountKind): Promise<number> {
  const row = await db.selectFrom('fin_account').select('balance_fen')
    .where('branch_code', '=', branchCode).where('party_type', '=', party.type)
    .where('party_code', '=', party.code).where('kind', '=', kind).executeTakeFirst();
  return Number(row?.balance_fen ?? 0);
}
