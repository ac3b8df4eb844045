// The accounts' demo money (server/seed/moneyDemo.ts, first step): what funds the demo shippers'
// wallets and what the drivers take out of theirs, over the months of the demo waybills.
// - Collection codes for the approved shippers (a few disabled).
// - Each shipper's top-ups a few days before each month's freight (his signed and completed
//   waybills of the month, 1.05–1.3 times it, in two or three parts for the largest): 充值 paid
//   (most), or a bank collection matched by his code; a few rejected and failed top-ups, a few
//   waiting for review; a few collections nobody could match (待认领), some claimed by staff later.
// - Drivers' withdrawals as lazy journals: at its turn each reads the driver's available balance
//   (what the carrier payments of the timeline put there) and withdraws part of it, or nothing when
//   there is nothing; most paid, some waiting for review or for 打款, a few rejected, cancelled or
//   failed by the bank. Shippers' withdrawals through staff and refunds likewise.
// Every paid or credited record has its journal (posted through the timeline, its number written
// back on the record) and its bank transfer (fin_bank_transfer, succeeded with a serial number);
// a failed one has its failed transfer; nothing else moves money.
import { sql, type Transaction } from 'kysely';
import { fromFen, toFen } from '../../../../src/core/money/fen';
import { balanceFen, platformParty, recipes, type DemoMoneyTimeline, type JournalInput, type Party } from '../../../ledger';
import { addMs, DAY_MS, displayTime, HOUR_MS, MINUTE_MS } from '../../../storage/clock';
import type { Database, EntityRow } from '../../../storage/schema';
import { createRandom, type Random } from '../../../seed/demo/random';
import { DEMO_BRANCH } from '../../../seed/organisation';
import { collectionKey, virtualAccountOf } from './collection';
import { journalKey, REFUND, WITHDRAWAL } from './payout';
import { rechargeKey } from './recharge';
import { platformAccount, tables, type PlatformAccount } from './shared';
import { recordAnsweredTransfer } from '../../../bank/records';
import { DemoNumbers } from '../../../seed/demo/numbers';

const SEED = 20261414;
const STAFF = ['陈晓燕', '周明远'];
const BANKS = ['ICBK', 'PCBC', 'ABOC', 'BKCH', 'COMM', 'CMBC', 'CIBK', 'SPDB', 'FJIB', 'MSBC', 'EVER', 'PSBC'];
const RECHARGE_REJECTIONS = ['转账凭证不清晰，请重新上传', '付款户名与货主名称不一致，请补充委托付款说明', '未查询到该笔汇款，请核实后重新提交', '充值金额与转账凭证金额不符'];
const RECHARGE_FAILURES = ['未查询到该笔来账，银行退回', '来账户名与付款户名不符，银行退回'];
const WITHDRAWAL_REJECTIONS = ['收款银行卡与实名信息不一致', '存在未结清的运单扣款，暂缓提现', '提现申请信息有误，请重新申请'];
const BANK_FAILURES = ['收款账户状态异常（冻结）', '收款人户名与账号不符', '收款账户已销户'];
const UNKNOWN_PAYERS = ['临沂市兰山区鑫源商贸有限公司', '刘建华', '河北冀运物流有限公司', '张春梅'];
const REFUND_REASONS: [string, string][] = [['overpaid', '本月多充部分退回'], ['balanceReturn', '货主申请余额退回'], ['waybillCancelled', '运单取消，预存运费退回'], ['cooperationEnded', '合作结束，余额全部退回']];

type Trx = Transaction<Database>;
const parseTime = (text: string) => new Date(`${text.replace(' ', 'T')}+08:00`);
const hours = (n: number) => n * HOUR_MS;

/** Business numbers of the demo: prefix, day, and the day's sequence. */

interface Shipper { code: string; name: string; createdAt: Date; card: { name: string; number: string; bank: string; branch: string; verified: boolean } }

/** The shippers of the branch's waybills (the demo accounts and the shipper companies of the
 * waybills) and the first approved shipper records besides, with the account each pays from (his
 * verified card, else an account of his own). */
async function shippersOf(trx: Trx, branchCode: string, random: Random): Promise<Shipper[]> {
  const db = tables(trx);
  const { rows: carrying } = await sql<{ shipper_code: string; shipper_name: string; gmt_created: string }>`
    select shipper_code, max(shipper_name) as shipper_name, min(consignment_date_time) as gmt_created from tms_waybill
    where branch_code = ${branchCode} and consignment_date_time is not null group by shipper_code order by min(consignment_date_time)`.execute(trx);
  const recorded = await db.selectFrom('basic_shipper').select(['shipper_code', 'shipper_name', 'gmt_created'])
    .where('branch_code', '=', branchCode).where(sql`upper(review_status)`, '=', 'APPROVED').orderBy('id').execute();
  const known = new Set(carrying.map((row) => row.shipper_code));
  const rows = [...carrying, ...recorded.filter((row) => !known.has(String(row.shipper_code))).slice(0, 16)];
  const cards = await db.selectFrom('basic_bank_card').select(['shipper_code', 'account_name', 'card_number', 'bank_code', 'branch_bank_name'])
    .where('branch_code', '=', branchCode).where('owner_type', '=', 'shipper').where('verify_status', '=', 'verified').orderBy('id').execute();
  return rows.map((row) => {
    const card = cards.find((c) => c.shipper_code === row.shipper_code);
    return {
      code: String(row.shipper_code), name: String(row.shipper_name), createdAt: parseTime(String(row.gmt_created)),
      card: card
        ? { name: String(card.account_name), number: String(card.card_number), bank: String(card.bank_code), branch: String(card.branch_bank_name), verified: true }
        : { name: String(row.shipper_name), number: `62${random.digits(17)}`, bank: random.pick(BANKS), branch: '', verified: false },
    };
  });
}

/** A shipper's freight per month: the month's signed and completed waybills, and the first signing. */
async function monthlyFreight(trx: Trx, branchCode: string): Promise<{ shipper: string; total: number; first: Date }[]> {
  const { rows } = await sql<{ shipper_code: string; total: number; first: string }>`
    select shipper_code, sum(total_monetary_amount) as total, min(signed_date_time) as first
    from tms_waybill where branch_code = ${branchCode} and status in ('signed', 'completed') and signed_date_time is not null
    group by shipper_code, substr(signed_date_time, 1, 7) order by min(signed_date_time)`.execute(trx);
  return rows.map((row) => ({ shipper: row.shipper_code, total: Number(row.total), first: parseTime(row.first) }));
}

export async function seedAccountsDemo(trx: Trx, now: Date, timeline: DemoMoneyTimeline): Promise<void> {
  const branchCode = DEMO_BRANCH.code;
  const account = await platformAccount(trx, branchCode);
  if (!account) return;
  const platform = await platformParty(trx, branchCode);
  const random = createRandom(SEED);
  const numbers = new DemoNumbers();
  const shippers = await shippersOf(trx, branchCode, random);
  const codes = await seedCollectionCodes(trx, branchCode, account, shippers, now, random);
  const context: DemoContext = { trx, now, timeline, branchCode, account, platform, random, numbers, shippers, codes };
  await seedTopUps(context);
  await seedUnmatchedCollections(context);
  await seedWithdrawals(context);
  seedShipperPayouts(context);
}

interface DemoContext {
  trx: Trx; now: Date; timeline: DemoMoneyTimeline; branchCode: string; account: PlatformAccount; platform: Party;
  random: Random; numbers: DemoNumbers; shippers: Shipper[]; codes: Map<string, { code: string; virtualAccount: string }>;
}

/** Before now, never in the future. */
const notAfter = (at: Date, now: Date, margin = hours(1)) => new Date(Math.min(at.getTime(), now.getTime() - margin));

async function seedCollectionCodes(trx: Trx, branchCode: string, account: PlatformAccount, shippers: Shipper[], now: Date, random: Random) {
  const codes = new Map<string, { code: string; virtualAccount: string }>();
  const ordered = [...shippers].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  let sequence = 0;
  for (const shipper of ordered) {
    sequence += 1;
    const code = `HK${String(sequence).padStart(6, '0')}`;
    const virtualAccount = virtualAccountOf(account.cardNumber, code);
    const opened = displayTime(notAfter(addMs(shipper.createdAt, hours(random.int(24, 24 * 10))), now));
    const disabled = sequence % 29 === 0;
    await tables(trx).insertInto('tms_collection_code').values({
      collection_code: code, shipper_code: shipper.code, shipper_name: shipper.name, platform_account_number: account.cardNumber,
      virtual_account: virtualAccount, account_name: account.accountName, bank_code: account.bankCode, branch_bank_name: account.branchBankName,
      status: disabled ? 'disabled' : 'enabled', remark: disabled ? '货主要求暂停专户收款' : null, creator_name: random.pick(STAFF),
      branch_code: branchCode, gmt_created: opened, gmt_modified: opened,
    }).execute();
    if (!disabled) codes.set(shipper.code, { code, virtualAccount });
  }
  return codes;
}

const roundTo = (yuan: number, step: number) => Math.max(step, Math.round(yuan / step) * step);

/** Top-ups before each month's freight, as recharges or matched collections. */
async function seedTopUps(ctx: DemoContext): Promise<void> {
  const { random, now } = ctx;
  const months = await monthlyFreight(ctx.trx, ctx.branchCode);
  const byCode = new Map(ctx.shippers.map((s) => [s.code, s]));
  for (const month of months) {
    const shipper = byCode.get(month.shipper);
    if (!shipper) continue;
    const total = month.total * random.decimal(1.05, 1.3, 3);
    const parts = total > 300_000 ? 3 : total > 120_000 ? 2 : 1;
    for (let part = 0; part < parts; part += 1) {
      // The first part a few days before the month's first signing, the others about ten days apart.
      const at = notAfter(addMs(month.first, -DAY_MS * random.int(2, 5) + part * DAY_MS * random.int(8, 11) + hours(random.int(-4, 4))), now, hours(30));
      const amount = roundTo(total / parts, total > 20_000 ? 1000 : 100);
      const code = ctx.codes.get(shipper.code);
      if (code && random.chance(0.35)) await collectionTopUp(ctx, shipper, code, amount, at);
      else await rechargeTopUp(ctx, shipper, amount, at, 'paid');
    }
    // Now and then a top-up that went wrong beside the good ones.
    if (random.chance(0.05)) await rechargeTopUp(ctx, shipper, roundTo(month.total * 0.3, 1000), notAfter(addMs(month.first, -DAY_MS * 6), now, hours(30)), 'rejected');
    else if (random.chance(0.025)) await rechargeTopUp(ctx, shipper, roundTo(month.total * 0.25, 1000), notAfter(addMs(month.first, -DAY_MS * 7), now, hours(30)), 'failed');
  }
  // Applications of the last hours waiting for review.
  const recent = random.shuffle(ctx.shippers.filter((s) => ctx.codes.has(s.code))).slice(0, 5);
  for (const [index, shipper] of recent.entries()) {
    await rechargeTopUp(ctx, shipper, random.int(5, 60) * 1000, addMs(now, -hours(2 + index * 5)), 'applied');
  }
}

async function rechargeTopUp(ctx: DemoContext, shipper: Shipper, amount: number, at: Date, outcome: 'paid' | 'rejected' | 'failed' | 'applied'): Promise<void> {
  const { random, trx } = ctx;
  const appliedAt = outcome === 'applied' ? at : addMs(at, -hours(random.decimal(1, 8, 2)));
  const reviewedAt = addMs(at, -MINUTE_MS * random.int(5, 50));
  const number = ctx.numbers.next('CZ', appliedAt);
  const offline = random.chance(0.25);
  const fen = toFen(amount);
  const record: EntityRow = {
    recharge_number: number, shipper_code: shipper.code, shipper_name: shipper.name, amount,
    payment_method: offline ? 'offline' : 'online', payer_account_name: shipper.card.name, payer_account_number: shipper.card.number,
    payer_bank_code: shipper.card.bank, voucher_image: null, remark: random.chance(0.3) ? random.pick(['预存运费', '本月运费', '补充运费余额']) : null,
    payee_account_name: ctx.account.accountName, payee_account_number: ctx.account.cardNumber, payee_bank_code: ctx.account.bankCode,
    payee_bank_branch: ctx.account.branchBankName, status: outcome, reviewer_name: null, review_date_time: null, review_remark: null,
    reject_reason: null, transfer_number: null, bank_serial_number: null, journal_number: null, paid_date_time: null, failure_reason: null,
    applicant_name: random.chance(0.6) ? shipper.name : random.pick(STAFF), branch_code: ctx.branchCode,
    gmt_created: displayTime(appliedAt), gmt_modified: displayTime(outcome === 'applied' ? appliedAt : at),
  };
  if (outcome !== 'applied') Object.assign(record, { reviewer_name: random.pick(STAFF), review_date_time: displayTime(reviewedAt) });
  if (outcome === 'rejected') Object.assign(record, { reject_reason: random.pick(RECHARGE_REJECTIONS), gmt_modified: displayTime(reviewedAt) });
  if (outcome === 'paid' || outcome === 'failed') {
    const failure = outcome === 'failed' ? random.pick(RECHARGE_FAILURES) : null;
    const transfer = await recordAnsweredTransfer(trx, ctx.branchCode, {
      reference: `recharge:${number}`, direction: 'in', businessType: 'recharge', businessNumber: number,
      payerName: shipper.card.name, payerAccount: shipper.card.number, payeeName: ctx.account.accountName, payeeAccount: ctx.account.cardNumber,
      payeeBankCode: ctx.account.bankCode, amountFen: fen, submittedAt: reviewedAt, finishedAt: at, failureReason: failure,
      shipperCode: shipper.code, remark: `充值申请 ${number}`,
    });
    Object.assign(record, { transfer_number: transfer.transferNumber, bank_serial_number: transfer.serial, failure_reason: failure, review_remark: '凭证与来账一致' });
    if (outcome === 'paid') Object.assign(record, { paid_date_time: displayTime(at) });
  }
  const made = await tables(trx).insertInto('tms_recharge').values(record).returning('id').executeTakeFirstOrThrow();
  if (outcome !== 'paid') return;
  const party: Party = { type: 'shipper', code: shipper.code, name: shipper.name };
  ctx.timeline.add({
    at,
    journal: { key: rechargeKey(ctx.branchCode, number), branchCode: ctx.branchCode, businessType: 'recharge', businessNumber: number,
      remark: String(record.bank_serial_number), at, lines: recipes.moneyIn(party, ctx.platform, fen, shipper.card.name) },
    posted: async (t, journalNumber) => {
      await tables(t).updateTable('tms_recharge').set({ journal_number: journalNumber }).where('id', '=', Number(made.id)).execute();
    },
  });
}

interface CollectionInput {
  payerName: string; payerAccount: string; payerBank: string; amount: number; postscript: string | null; payeeAccount: string;
  at: Date; shipper: Shipper | null; code: string | null; claim?: { at: Date; remark: string };
}

async function collectionRecord(ctx: DemoContext, input: CollectionInput): Promise<void> {
  const { trx, random } = ctx;
  const number = ctx.numbers.next('SK', input.at);
  const fen = toFen(input.amount);
  const transfer = await recordAnsweredTransfer(trx, ctx.branchCode, {
    reference: `collection:${number}`, direction: 'in', businessType: 'collection', businessNumber: number,
    payerName: input.payerName, payerAccount: input.payerAccount, payeeName: ctx.account.accountName, payeeAccount: input.payeeAccount,
    payeeBankCode: ctx.account.bankCode, amountFen: fen, submittedAt: addMs(input.at, -3_000), finishedAt: input.at,
    shipperCode: input.shipper?.code ?? null, remark: input.postscript,
  });
  const arrived = displayTime(input.at);
  const credited = input.shipper !== null;
  const creditAt = input.claim?.at ?? input.at;
  const made = await tables(trx).insertInto('tms_collection').values({
    collection_number: number, payer_name: input.payerName, payer_account: input.payerAccount, payer_bank_code: input.payerBank,
    amount: input.amount, postscript: input.postscript, payee_account: input.payeeAccount, arrival_date_time: arrived,
    bank_serial_number: transfer.serial, transfer_number: transfer.transferNumber, status: credited ? 'credited' : 'unmatched',
    match_type: credited ? (input.claim ? 'manual' : 'auto') : null, collection_code: input.code,
    shipper_code: input.shipper?.code ?? null, shipper_name: input.shipper?.name ?? null, journal_number: null,
    claimer_name: input.claim ? random.pick(STAFF) : null, claim_date_time: input.claim ? displayTime(input.claim.at) : null,
    claim_remark: input.claim?.remark ?? null, source: 'bank', registrant_name: null, branch_code: ctx.branchCode,
    gmt_created: arrived, gmt_modified: displayTime(creditAt),
  }).returning('id').executeTakeFirstOrThrow();
  if (!input.shipper) return;
  const party: Party = { type: 'shipper', code: input.shipper.code, name: input.shipper.name };
  ctx.timeline.add({
    at: creditAt,
    journal: { key: collectionKey(ctx.branchCode, number), branchCode: ctx.branchCode, businessType: 'collection', businessNumber: number,
      remark: input.claim?.remark ?? transfer.serial, at: creditAt, lines: recipes.moneyIn(party, ctx.platform, fen, input.payerName) },
    posted: async (t, journalNumber) => {
      await tables(t).updateTable('tms_collection').set({ journal_number: journalNumber }).where('id', '=', Number(made.id)).execute();
    },
  });
}

async function collectionTopUp(ctx: DemoContext, shipper: Shipper, code: { code: string; virtualAccount: string }, amount: number, at: Date): Promise<void> {
  const { random } = ctx;
  // Most pay into the dedicated account; some into the main account with the code in the 附言.
  const toDedicated = random.chance(0.6);
  const postscript = toDedicated ? random.pick(['运费', '预存运费', '货款', null]) : random.pick([`${code.code} 运费`, `运费${code.code}`, `${code.code}`]);
  await collectionRecord(ctx, {
    payerName: shipper.card.name, payerAccount: shipper.card.number, payerBank: shipper.card.bank, amount, postscript,
    payeeAccount: toDedicated ? code.virtualAccount : ctx.account.cardNumber, at, shipper, code: code.code,
  });
}

/** Money nobody could match; the older ones claimed by staff (the payer's name said whose it was). */
async function seedUnmatchedCollections(ctx: DemoContext): Promise<void> {
  const { random, now } = ctx;
  for (const [index, payer] of UNKNOWN_PAYERS.entries()) {
    await collectionRecord(ctx, {
      payerName: payer, payerAccount: `62${random.digits(17)}`, payerBank: random.pick(BANKS), amount: random.int(3, 40) * 1000,
      postscript: random.pick(['运费', '货款', null]), payeeAccount: ctx.account.cardNumber, at: addMs(now, -DAY_MS * (index + 1) - hours(random.int(1, 8))),
      shipper: null, code: null,
    });
  }
  const claimable = random.shuffle(ctx.shippers.filter((s) => ctx.codes.has(s.code))).slice(0, 3);
  for (const [index, shipper] of claimable.entries()) {
    const at = addMs(now, -DAY_MS * (20 + index * 30));
    await collectionRecord(ctx, {
      payerName: `${shipper.name.slice(0, 2)}${random.pick(['鑫达', '众诚', '恒信'])}贸易有限公司`, payerAccount: `62${random.digits(17)}`,
      payerBank: random.pick(BANKS), amount: random.int(10, 50) * 1000, postscript: '代付运费', payeeAccount: ctx.account.cardNumber, at,
      shipper, code: null, claim: { at: addMs(at, hours(random.int(3, 30))), remark: `经电话核实为${shipper.name}委托关联公司代付运费` },
    });
  }
}

// ------------------------------------------------------------------ withdrawals and refunds

type Fate = 'pending' | 'approved' | 'paid' | 'failed' | 'rejected' | 'cancelled';

interface Payee { name: string; card: string; bank: string; branch: string; driverCode: string | null; shipperCode: string | null }

/** The fate of an application made at `at`: the latest still in review or waiting for 打款. */
function fateOf(random: Random, at: Date, now: Date, cancellable: boolean): Fate {
  const age = now.getTime() - at.getTime();
  if (age < hours(30)) return random.chance(0.7) ? 'pending' : 'approved';
  if (age < hours(72)) return random.chance(0.4) ? 'approved' : 'paid';
  return random.weighted<Fate>([['paid', 90], ['failed', 3], ['rejected', 4], ...(cancellable ? [['cancelled', 3] as [Fate, number]] : [])]);
}

interface PayoutPlan { kind: typeof WITHDRAWAL | typeof REFUND; party: Party; payee: Payee; at: Date; share: [number, number]; step: number; reason?: [string, string] }

/** One application at its turn: reads the wallet, writes the record, freezes; its outcome follows. */
function schedulePayout(ctx: DemoContext, plan: PayoutPlan): void {
  const { random, now, branchCode } = ctx;
  const fate = fateOf(random, plan.at, now, plan.kind === WITHDRAWAL);
  const share = random.decimal(plan.share[0], plan.share[1], 3);
  const reviewer = random.pick(STAFF);
  const reviewAt = addMs(plan.at, hours(random.decimal(0.5, 6, 2)));
  const doneAt = addMs(reviewAt, hours(random.decimal(0.5, 20, 2)));
  const outcomeAt = notAfter(fate === 'cancelled' ? addMs(plan.at, hours(random.decimal(0.2, 3, 2))) : fate === 'rejected' ? reviewAt : doneAt, now, MINUTE_MS * 10);
  const reason = random.pick(fate === 'failed' ? BANK_FAILURES : WITHDRAWAL_REJECTIONS);
  const isWithdrawal = plan.kind === WITHDRAWAL;
  const prefix = isWithdrawal ? 'TX' : 'TK';
  let made: { id: number; number: string; fen: number } | null = null;

  ctx.timeline.add({
    at: plan.at,
    journal: async (trx): Promise<JournalInput | null> => {
      const available = await balanceFen(trx, branchCode, plan.party, 'wallet');
      const fen = Math.min(Math.floor((available * share) / (plan.step * 100)) * plan.step * 100, 500_000_000);
      if (fen < plan.step * 100) return null;
      const number = ctx.numbers.next(prefix, plan.at);
      const created = displayTime(plan.at);
      const common: EntityRow = {
        amount: fromFen(fen), available_before: fromFen(available), payee_account_name: plan.payee.name, payee_bank_code: plan.payee.bank,
        payee_bank_branch: plan.payee.branch, bank_card_number: plan.payee.card, status: 'pending', review_level: 0,
        applicant_name: isWithdrawal && plan.party.type === 'driver' && random.chance(0.7) ? plan.party.name : random.pick(STAFF),
        branch_code: branchCode, gmt_created: created, gmt_modified: created,
      };
      const row: EntityRow = isWithdrawal
        ? { ...common, withdrawal_number: number, party_type: plan.party.type, party_code: plan.party.code, party_name: plan.party.name,
          driver_code: plan.payee.driverCode, shipper_code: plan.payee.shipperCode, remark: plan.party.type === 'driver' && random.chance(0.2) ? '运费提现' : null }
        : { ...common, refund_number: number, shipper_code: plan.party.code, shipper_name: plan.party.name, reason: plan.reason![0], remark: plan.reason![1] };
      const inserted = await tables(trx).insertInto(plan.kind.table).values(row).returning('id').executeTakeFirstOrThrow();
      made = { id: Number(inserted.id), number, fen };
      return { key: journalKey(plan.kind, branchCode, number, 'frozen'), branchCode, businessType: plan.kind.business.frozen, businessNumber: number,
        at: plan.at, lines: recipes.withdrawalFrozen(plan.party, fen) };
    },
    posted: async (trx, journalNumber) => {
      const set: EntityRow = { frozen_journal_number: journalNumber };
      if (fate === 'approved' || fate === 'paid' || fate === 'failed') Object.assign(set, { status: 'approved', review_level: 1, reviewer_name: reviewer, review_date_time: displayTime(reviewAt), review_remark: '同意', gmt_modified: displayTime(reviewAt) });
      await tables(trx).updateTable(plan.kind.table).set(set).where('id', '=', made!.id).execute();
    },
  });
  if (fate === 'pending' || fate === 'approved') return;

  ctx.timeline.add({
    at: outcomeAt,
    journal: async (): Promise<JournalInput | null> => {
      if (!made) return null;
      const lines = fate === 'paid' ? recipes.withdrawalPaid(plan.party, ctx.platform, made.fen, plan.payee.name) : recipes.withdrawalReleased(plan.party, made.fen);
      return { key: journalKey(plan.kind, branchCode, made.number, fate === 'paid' ? 'paid' : 'released'), branchCode,
        businessType: fate === 'paid' ? plan.kind.business.paid : plan.kind.business.released, businessNumber: made.number,
        remark: fate === 'paid' || fate === 'cancelled' ? null : reason, at: outcomeAt, lines };
    },
    posted: async (trx, journalNumber) => {
      const done = displayTime(outcomeAt);
      const set: EntityRow = { journal_number: journalNumber, finished_date_time: done, gmt_modified: done };
      if (fate === 'rejected') Object.assign(set, { status: 'rejected', reviewer_name: reviewer, review_date_time: displayTime(reviewAt), reject_reason: reason });
      if (fate === 'cancelled') Object.assign(set, { status: 'cancelled' });
      if (fate === 'paid' || fate === 'failed') {
        const remitAt = addMs(outcomeAt, -3_000);
        const transfer = await recordAnsweredTransfer(trx, branchCode, {
          reference: `${plan.kind.entity}:${made!.number}`, direction: 'out', businessType: plan.kind.transfer, businessNumber: made!.number,
          payerName: ctx.account.accountName, payerAccount: ctx.account.cardNumber, payeeName: plan.payee.name, payeeAccount: plan.payee.card,
          payeeBankCode: plan.payee.bank, amountFen: made!.fen, submittedAt: remitAt, finishedAt: outcomeAt, failureReason: fate === 'failed' ? reason : null,
          driverCode: plan.payee.driverCode, shipperCode: plan.payee.shipperCode, remark: `${isWithdrawal ? '提现申请' : '退款'} ${made!.number}`,
        });
        Object.assign(set, { remitter_name: random.pick(STAFF), remit_date_time: displayTime(remitAt), transfer_number: transfer.transferNumber });
        if (fate === 'paid') Object.assign(set, { status: 'paid', bank_serial_number: transfer.serial, paid_date_time: done });
        else Object.assign(set, { status: 'failed', failure_reason: reason });
      }
      await tables(trx).updateTable(plan.kind.table).set(set).where('id', '=', made!.id).execute();
    },
  });
}

/** Each driver with a verified card withdraws every two to four weeks what his wallet holds then. */
async function seedWithdrawals(ctx: DemoContext): Promise<void> {
  const { trx, random, now, branchCode } = ctx;
  const { rows } = await sql<{ driver_code: string; driver_name: string; first: string; account_name: string; card_number: string; bank_code: string; branch_bank_name: string }>`
    select d.driver_code, d.driver_name, min(w.signed_date_time) as first, c.account_name, c.card_number, c.bank_code, c.branch_bank_name
    from basic_driver d
    join tms_waybill w on w.driver_code = d.driver_code and w.branch_code = d.branch_code and w.status in ('signed', 'completed') and w.signed_date_time is not null
    join basic_bank_card c on c.id = (select c2.id from basic_bank_card c2 where c2.driver_code = d.driver_code and c2.branch_code = d.branch_code
      and c2.owner_type = 'driver' and c2.verify_status = 'verified' order by c2.is_default desc, c2.id limit 1)
    where d.branch_code = ${branchCode}
    group by d.driver_code, d.driver_name, c.account_name, c.card_number, c.bank_code, c.branch_bank_name
    order by d.driver_code`.execute(trx);
  for (const driver of rows) {
    const party: Party = { type: 'driver', code: driver.driver_code, name: driver.driver_name };
    const payee: Payee = { name: driver.account_name, card: driver.card_number, bank: driver.bank_code, branch: driver.branch_bank_name, driverCode: driver.driver_code, shipperCode: null };
    let at = addMs(parseTime(driver.first), DAY_MS * random.int(5, 20) + hours(random.int(8, 20)));
    while (at.getTime() < now.getTime() - hours(2)) {
      schedulePayout(ctx, { kind: WITHDRAWAL, party, payee, at, share: [0.6, 1], step: 100 });
      at = addMs(at, DAY_MS * random.int(12, 30) + hours(random.int(-6, 6)));
    }
  }
}

/** A few shippers take money back: withdrawals entered by staff and refunds. */
function seedShipperPayouts(ctx: DemoContext): void {
  const { random, now } = ctx;
  // A refund or withdrawal goes to the shipper's own verified account.
  const withCard = ctx.shippers.filter((s) => s.card.verified);
  const chosen = random.shuffle(withCard).slice(0, 14);
  chosen.forEach((shipper, index) => {
    const party: Party = { type: 'shipper', code: shipper.code, name: shipper.name };
    const payee: Payee = { name: shipper.card.name, card: shipper.card.number, bank: shipper.card.bank, branch: shipper.card.branch, driverCode: null, shipperCode: shipper.code };
    const at = addMs(now, -DAY_MS * (index < 3 ? index * 0.4 + 0.2 : 4 + index * 9) - hours(random.int(1, 6)));
    if (index % 2 === 0) schedulePayout(ctx, { kind: REFUND, party, payee, at, share: [0.03, 0.12], step: 1000, reason: random.pick(REFUND_REASONS) });
    else schedulePayout(ctx, { kind: WITHDRAWAL, party, payee, at, share: [0.03, 0.1], step: 1000 });
  });
}
