// 收款编码 and 收款记录: money a shipper transfers to the platform's collection accounts.
// - A collection code is given by the server: HK + 6 digits (the branch's next), and its
//   dedicated account (收款专用账号) is the chosen corporate account's number followed by the
//   code's digits; one code per shipper (x-unique).
// - A bank notice (the bank's, or registered by staff) is confirmed by the bank (an incoming
//   transfer, reference `collection:<number>`); its settlement matches it: to the enabled code
//   whose dedicated account it arrived on, else to the enabled code its 附言 names (HK + 6
//   digits), and credits that shipper's wallet (recipe moneyIn, businessType collection, key
//   `collection:<branch>:<number>`) — else it waits as 待认领 until staff assign the shipper
//   (认领), which credits it under the same key.
import { sql, type Transaction } from 'kysely';
import { toFen } from '../../../../src/core/money/fen';
import type { AppContext } from '../../../context';
import { onTransferSettled, type SettledTransfer } from '../../../bank';
import { registerEntityHooks, type HookContext } from '../../../entities/hooks';
import type { EntityFieldError } from '../../../entities/fieldErrors';
import type { EntityRecord } from '../../../entities/records';
import { platformParty, postJournal, recipes, type Party } from '../../../ledger';
import type { Database } from '../../../storage/schema';
import { displayTime } from '../../../storage/clock';
import type { Db } from '../../../storage/database';
import { OWNER, platformAccount, platformAccountByNumber, refusal, tables, text } from './shared';

export const collectionKey = (branchCode: string, number: string) => `collection:${branchCode}:${number}`;

/** A collection code in a 附言: HK and six digits, standing alone. */
const CODE_IN_TEXT = /(?:^|[^A-Za-z0-9])(HK\d{6})(?![0-9])/i;

/** The branch's next collection code. */
export async function nextCollectionCode(db: Db | Transaction<Database>, branchCode: string): Promise<string> {
  const row = await tables(db).selectFrom('tms_collection_code').select(sql<string | null>`max(collection_code)`.as('last'))
    .where('branch_code', '=', branchCode).executeTakeFirst();
  const last = row?.last ? Number(String(row.last).slice(2)) : 0;
  return `HK${String(last + 1).padStart(6, '0')}`;
}

/** 收款专用账号: the corporate account's number and the code's digits. */
export const virtualAccountOf = (accountNumber: string, code: string) => `${accountNumber}${code.slice(2)}`;

async function codeCreated(ctx: HookContext, values: EntityRecord): Promise<EntityFieldError[] | void> {
  const branchCode = text(values.branchCode ?? ctx.caller.branchCode);
  const chosen = text(values.platformAccountNumber);
  const account = chosen ? await platformAccountByNumber(ctx.trx, branchCode, chosen) : await platformAccount(ctx.trx, branchCode);
  if (!account) return [refusal(ctx, 'collectionCode', 'platformAccountNumber', chosen ? 'notPlatformAccount' : 'noPlatformAccount')];
  const code = await nextCollectionCode(ctx.trx, branchCode);
  Object.assign(values, {
    collectionCode: code, platformAccountNumber: account.cardNumber, virtualAccount: virtualAccountOf(account.cardNumber, code),
    accountName: account.accountName, bankCode: account.bankCode, branchBankName: account.branchBankName,
  });
}

interface MatchedCode { collection_code: string; shipper_code: string; shipper_name: string }

/** The enabled code a collection belongs to: by the account it arrived on, else by its 附言. */
export async function matchCode(db: Db | Transaction<Database>, branchCode: string, payeeAccount: string, postscript: string): Promise<MatchedCode | undefined> {
  const codes = tables(db).selectFrom('tms_collection_code').select(['collection_code', 'shipper_code', 'shipper_name'])
    .where('branch_code', '=', branchCode).where('status', '=', 'enabled');
  if (payeeAccount) {
    const byAccount = await codes.where('virtual_account', '=', payeeAccount).executeTakeFirst();
    if (byAccount) return byAccount as unknown as MatchedCode;
  }
  const named = CODE_IN_TEXT.exec(postscript)?.[1];
  if (!named) return undefined;
  return await codes.where('collection_code', '=', named.toUpperCase()).executeTakeFirst() as unknown as MatchedCode | undefined;
}

/** The collection's money into the shipper's wallet. */
export async function creditCollection(trx: Transaction<Database>, branchCode: string, number: string, shipper: Party, amountFen: number, payerName: string, at: Date, operator: { code: string; name: string } | null, remark: string | null): Promise<string> {
  const posted = await postJournal(trx, {
    key: collectionKey(branchCode, number), branchCode, businessType: 'collection', businessNumber: number, remark, operator, at,
    lines: recipes.moneyIn(shipper, await platformParty(trx, branchCode), amountFen, payerName || undefined),
  });
  return posted.journalNumber;
}

/** A notice registered by staff: the bank confirms it (an incoming transfer). */
async function noticeRegistered(ctx: HookContext, app: AppContext, values: EntityRecord): Promise<void> {
  const branchCode = text(values.branchCode ?? ctx.caller.branchCode);
  const account = await platformAccount(ctx.trx, branchCode);
  const platform = await platformParty(ctx.trx, branchCode);
  const number = text(values.collectionNumber);
  values.source = 'manual';
  const submitted = await app.bank.submit(ctx.trx, {
    reference: `collection:${number}`, branchCode, direction: 'in', businessType: 'collection', businessNumber: number,
    payerName: text(values.payerName), payerAccount: text(values.payerAccount),
    payeeName: account?.accountName ?? platform.name, payeeAccount: text(values.payeeAccount) || account?.cardNumber || null,
    payeeBankCode: account?.bankCode ?? null, amountFen: toFen(Number(values.amount)), remark: text(values.postscript) || null,
  }, ctx.now);
  values.transferNumber = submitted.transferNumber;
}

/** The bank's confirmation of an incoming collection: matched and credited, or 待认领. */
export async function settleCollection(trx: Transaction<Database>, transfer: SettledTransfer): Promise<string[]> {
  const db = tables(trx);
  const row = await db.selectFrom('tms_collection').selectAll().where('branch_code', '=', transfer.branchCode)
    .where('collection_number', '=', transfer.businessNumber).executeTakeFirst();
  if (!row || row.status !== 'confirming' || transfer.status !== 'succeeded') return [];
  const time = displayTime(transfer.finishedAt);
  const confirmed = { bank_serial_number: transfer.bankSerialNumber, arrival_date_time: time, gmt_modified: time };
  const code = await matchCode(trx, transfer.branchCode, text(row.payee_account), text(row.postscript));
  if (!code) {
    await db.updateTable('tms_collection').set({ ...confirmed, status: 'unmatched' }).where('id', '=', Number(row.id)).execute();
    return ['collection'];
  }
  const shipper: Party = { type: 'shipper', code: code.shipper_code, name: code.shipper_name };
  const journalNumber = await creditCollection(trx, transfer.branchCode, transfer.businessNumber, shipper, transfer.amountFen,
    text(row.payer_name), transfer.finishedAt, null, transfer.bankSerialNumber);
  await db.updateTable('tms_collection').set({
    ...confirmed, status: 'credited', match_type: 'auto', collection_code: code.collection_code, shipper_code: code.shipper_code,
    shipper_name: code.shipper_name, journal_number: journalNumber,
  }).where('id', '=', Number(row.id)).execute();
  return ['collection'];
}

/** 认领: staff assign the shipper; his wallet is credited now. */
async function claimed(ctx: HookContext, stored: EntityRecord, values: EntityRecord): Promise<void> {
  const branchCode = text(stored.branchCode);
  const shipper: Party = { type: 'shipper', code: text(values.shipperCode), name: text(values.shipperName) };
  values.claimerName = ctx.caller.name;
  values.matchType = 'manual';
  values.journalNumber = await creditCollection(ctx.trx, branchCode, text(stored.collectionNumber), shipper, toFen(Number(stored.amount)),
    text(stored.payerName), ctx.now, { code: ctx.caller.code, name: ctx.caller.name }, text(values.claimRemark) || text(stored.bankSerialNumber) || null);
}

export function registerCollectionRules(app: AppContext): void {
  registerEntityHooks('collectionCode', {
    beforeCreate: (ctx, values) => codeCreated(ctx, values),
  }, OWNER);
  registerEntityHooks('collection', {
    beforeCreate: async (ctx, values) => { await noticeRegistered(ctx, app, values); },
    beforeAction: async (ctx, action, _id, stored, values) => {
      if (action === 'claim') await claimed(ctx, stored, values);
    },
  }, OWNER);
  onTransferSettled('collection', settleCollection);
}
