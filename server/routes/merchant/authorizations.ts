// 授权管理: which merchants a fleet or driver may spend at, with limits.
// - granting: the party (a driver, or a fleet with its captain as the record's driver scope), an
//   active merchant, the single limit not above the monthly one, valid to not before valid from,
//   and no second active authorization of the party at the merchant;
// - each record shows this calendar month's spends at the merchant (mch_spend): used, remaining
//   and their number, read with the record.
import { fromFen, toFen } from '../../../src/core/money/fen';
import type { AppContext } from '../../context';
import { registerEntityHooks, type HookContext } from '../../entities/hooks';
import type { EntityFieldError } from '../../entities/fieldErrors';
import type { EntityRecord } from '../../entities/records';
import { OWNER, monthOf, refusal, tables, text, type AnyDb } from './shared';
import { resolveParty } from './recharges';

async function checked(ctx: HookContext, values: EntityRecord, stored: EntityRecord | null): Promise<EntityFieldError[] | void> {
  const record = { ...(stored ?? {}), ...values };
  const errors: EntityFieldError[] = [];
  if (text(record.validTo) < text(record.validFrom)) errors.push(refusal(ctx, 'merchantAuthorization', 'validTo', 'period'));
  if (toFen(Number(record.singleLimit)) > toFen(Number(record.monthlyLimit))) errors.push(refusal(ctx, 'merchantAuthorization', 'singleLimit', 'singleOverMonthly'));
  return errors.length > 0 ? errors : undefined;
}

async function granted(ctx: HookContext, values: EntityRecord): Promise<EntityFieldError[] | void> {
  const branchCode = text(values.branchCode ?? ctx.caller.branchCode);
  const party = await resolveParty(ctx, 'merchantAuthorization', values, branchCode);
  if (Array.isArray(party)) return party;
  const db = tables(ctx.trx);
  const merchant = await db.selectFrom('mch_merchant').select('status').where('branch_code', '=', branchCode)
    .where('merchant_code', '=', text(values.merchantCode)).executeTakeFirst();
  if (merchant?.status !== 'active') return [refusal(ctx, 'merchantAuthorization', 'merchantCode', 'merchantNotActive')];
  const twin = await db.selectFrom('mch_authorization').select('authorization_number').where('branch_code', '=', branchCode)
    .where('party_type', '=', party.type).where('party_code', '=', party.code).where('merchant_code', '=', text(values.merchantCode))
    .where('status', '=', 'active').executeTakeFirst();
  if (twin) return [refusal(ctx, 'merchantAuthorization', 'merchantCode', 'duplicate', { number: text(twin.authorization_number) })];
  values.authorizedDateTime = values.gmtCreated ?? null;
  return await checked(ctx, values, null);
}

/** This month's spends of each record's party at its merchant. */
async function decorate(db: AnyDb, records: EntityRecord[], now: Date): Promise<void> {
  if (records.length === 0) return;
  const month = monthOf(now);
  const rows = await tables(db).selectFrom('mch_spend').select(['branch_code', 'party_type', 'party_code', 'merchant_code', 'amount'])
    .where('spend_month', '=', month).where('merchant_code', 'in', [...new Set(records.map((record) => text(record.merchantCode)))]).execute();
  const used = new Map<string, { fen: number; count: number }>();
  for (const row of rows) {
    const key = `${text(row.branch_code)}:${text(row.party_type)}:${text(row.party_code)}:${text(row.merchant_code)}`;
    const sum = used.get(key) ?? { fen: 0, count: 0 };
    sum.fen += toFen(Number(row.amount));
    sum.count += 1;
    used.set(key, sum);
  }
  for (const record of records) {
    const sum = used.get(`${text(record.branchCode)}:${text(record.partyType)}:${text(record.partyCode)}:${text(record.merchantCode)}`) ?? { fen: 0, count: 0 };
    record.monthUsed = fromFen(sum.fen);
    record.monthRemaining = fromFen(toFen(Number(record.monthlyLimit ?? 0)) - sum.fen);
    record.monthSpendCount = sum.count;
  }
}

export function registerAuthorizationHooks(app: AppContext): void {
  registerEntityHooks('merchantAuthorization', {
    beforeCreate: (ctx, values) => granted(ctx, values),
    beforeUpdate: (ctx, _id, stored, values) => checked(ctx, values, stored),
    decorate: (db, records) => decorate(db, records, app.now()),
  }, OWNER);
}
