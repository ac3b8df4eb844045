// 授权消费: may a fleet or driver spend this amount at this merchant now? Called by the modules
// that spend at merchants (a fuel fill paid by oil card, server/routes/fuel) inside their write's
// transaction, BEFORE they move money:
// - the merchant must be 正常 (active);
// - the party needs an active authorization at the merchant (mch_authorization) whose validity
//   (valid from / to, days) holds the spend's day;
// - the amount may not pass the authorization's single limit, nor what remains of its monthly
//   limit after this calendar month's spends at the merchant (mch_spend);
// when allowed, the spend is recorded in mch_spend (so the month's usage adds up), once per
// business document (businessType + businessNumber: a retry records nothing twice). A refusal
// (MerchantSpendRefusal, with a Chinese message naming the figures) is thrown before anything
// is written.
import type { Transaction } from 'kysely';
import { fromFen, toFen } from '../../../src/core/money/fen';
import type { Database } from '../../storage/schema';
import { displayTime } from '../../storage/clock';
import { monthOf, partyOf, tables, text, yuanText, ymdOf, type AnyDb, type SpendingParty } from './shared';

export type MerchantSpendRefusalCode = 'notAuthorized' | 'singleLimit' | 'monthlyLimit' | 'merchantInactive';

export class MerchantSpendRefusal extends Error {
  constructor(
    readonly code: MerchantSpendRefusalCode,
    message: string,
    /** The limit passed (single or monthly), in fen. */
    readonly limitFen?: number,
    /** What the month already used, in fen (monthlyLimit). */
    readonly usedFen?: number,
    readonly amountFen?: number,
  ) {
    super(message);
    this.name = 'MerchantSpendRefusal';
  }
}

export interface MerchantSpend {
  branchCode: string;
  party: SpendingParty;
  merchantCode: string;
  amountFen: number;
  at: Date;
  /** The spending document's kind (`fuelConsumption`) and number: the spend is recorded once per document. */
  businessType?: string;
  businessNumber?: string;
}

export interface AuthorizedSpend {
  authorizationNumber: string;
  /** false: this document's spend was recorded before; nothing new was written. */
  recorded: boolean;
}

const PARTY_WORD = { driver: '司机', fleet: '车队' } as const;

/** What the party spent at the merchant in the month of `at`, in fen. */
export async function monthUsageFen(db: AnyDb, branchCode: string, party: SpendingParty, merchantCode: string, at: Date): Promise<number> {
  const rows = await tables(db).selectFrom('mch_spend').select('amount')
    .where('branch_code', '=', branchCode).where('party_type', '=', party.type).where('party_code', '=', party.code)
    .where('merchant_code', '=', merchantCode).where('spend_month', '=', monthOf(at)).execute();
  return rows.reduce((total, row) => total + toFen(Number(row.amount)), 0);
}

/** The active authorization of the party at the merchant whose validity holds the day, if any. */
export async function activeAuthorization(db: AnyDb, branchCode: string, party: SpendingParty, merchantCode: string, at: Date) {
  const day = ymdOf(at);
  return await tables(db).selectFrom('mch_authorization').selectAll()
    .where('branch_code', '=', branchCode).where('party_type', '=', party.type).where('party_code', '=', party.code)
    .where('merchant_code', '=', merchantCode).where('status', '=', 'active')
    .where('valid_from', '<=', day).where('valid_to', '>=', day)
    .orderBy('id', 'desc').limit(1).executeTakeFirst();
}

/** Checks the spend (MerchantSpendRefusal when not allowed) and records it. */
export async function authorizeMerchantSpend(trx: Transaction<Database>, spend: MerchantSpend): Promise<AuthorizedSpend> {
  const db = tables(trx);
  if (!Number.isSafeInteger(spend.amountFen) || spend.amountFen <= 0) throw new Error(`authorizeMerchantSpend: ${spend.amountFen} is not a positive number of fen`);
  if (spend.businessType && spend.businessNumber) {
    const before = await db.selectFrom('mch_spend').select('authorization_number').where('branch_code', '=', spend.branchCode)
      .where('business_type', '=', spend.businessType).where('business_number', '=', spend.businessNumber).executeTakeFirst();
    if (before) return { authorizationNumber: text(before.authorization_number), recorded: false };
  }
  const merchant = await db.selectFrom('mch_merchant').select(['merchant_name', 'status'])
    .where('branch_code', '=', spend.branchCode).where('merchant_code', '=', spend.merchantCode).executeTakeFirst();
  const who = await partyOf(trx, spend.branchCode, spend.party);
  const partyName = who?.name ?? spend.party.code;
  const merchantName = text(merchant?.merchant_name) || spend.merchantCode;
  if (merchant && merchant.status !== 'active') {
    throw new MerchantSpendRefusal('merchantInactive', `商户「${merchantName}」当前不是正常合作状态，不能消费`);
  }
  const authorization = merchant ? await activeAuthorization(trx, spend.branchCode, spend.party, spend.merchantCode, spend.at) : undefined;
  if (!authorization) {
    throw new MerchantSpendRefusal('notAuthorized', `${PARTY_WORD[spend.party.type]}「${partyName}」未获授权在「${merchantName}」消费（或授权不在有效期内）`);
  }
  const singleFen = toFen(Number(authorization.single_limit));
  if (spend.amountFen > singleFen) {
    throw new MerchantSpendRefusal('singleLimit', `超过单笔限额：单笔限额 ${yuanText(singleFen)}，本次 ${yuanText(spend.amountFen)}`, singleFen, undefined, spend.amountFen);
  }
  const monthlyFen = toFen(Number(authorization.monthly_limit));
  const usedFen = await monthUsageFen(trx, spend.branchCode, spend.party, spend.merchantCode, spend.at);
  if (usedFen + spend.amountFen > monthlyFen) {
    throw new MerchantSpendRefusal('monthlyLimit', `本月额度不足：月限额 ${yuanText(monthlyFen)}，已用 ${yuanText(usedFen)}，本次 ${yuanText(spend.amountFen)}`,
      monthlyFen, usedFen, spend.amountFen);
  }
  const time = displayTime(spend.at);
  await db.insertInto('mch_spend').values({
    party_type: spend.party.type, party_code: spend.party.code, party_name: partyName, driver_code: who?.driverCode ?? null,
    merchant_code: spend.merchantCode, merchant_name: merchantName, authorization_number: text(authorization.authorization_number),
    amount: fromFen(spend.amountFen), spend_month: monthOf(spend.at), spent_at: time,
    business_type: spend.businessType ?? null, business_number: spend.businessNumber ?? null,
    branch_code: spend.branchCode, gmt_created: time, gmt_modified: time,
  }).execute();
  return { authorizationNumber: text(authorization.authorization_number), recorded: true };
}
