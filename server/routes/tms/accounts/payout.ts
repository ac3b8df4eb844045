// Money leaving a wallet for its owner's bank card: a withdrawal (提现: a driver, a fleet through
// its captain, a shipper through staff) and a refund (退款: a shipper's balance returned, entered by
// staff). Both go the same way, in the write's transaction:
// - applying freezes the amount at once (withdrawalFrozen / refundFrozen): a balance too short
//   refuses the application with what is available and what is needed, and nothing is written;
// - a rejection (or the applicant's cancellation) releases it (withdrawalReleased / refundReleased);
// - 打款 / 退款 on an approved one submits the outgoing transfer to the bank (server/bank) under
//   the reference `<entity>:<number>`: a second click finds the record 打款中 and is refused, a
//   resubmission finds the transfer made;
// - the bank's answer (its settlement handler, run once) pays it (…Paid: the frozen money leaves
//   through the platform's bank) or fails it with the bank's reason (…Released).
// Each journal has its own idempotency key (`<entity>:<branch>:<number>:frozen|paid|released`),
// so whatever runs twice posts once.
import type { Transaction } from 'kysely';
import { fromFen, toFen } from '../../../../src/core/money/fen';
import type { AppContext } from '../../../context';
import { onTransferSettled, type SettledTransfer } from '../../../bank';
import type { TransferBusiness } from '../../../bank/gateway';
import { registerEntityHooks, type HookContext } from '../../../entities/hooks';
import type { EntityFieldError } from '../../../entities/fieldErrors';
import type { EntityRecord } from '../../../entities/records';
import { balanceFen, platformParty, postJournal, recipes, type Party, type PartyType } from '../../../ledger';
import type { Database } from '../../../storage/schema';
import { displayTime } from '../../../storage/clock';
import { insufficientError, OWNER, platformAccount, refusal, tables, text } from './shared';

interface PayoutKind {
  entity: 'withdrawal' | 'refund';
  table: string;
  /** The business number's property and column. */
  numberField: string;
  numberColumn: string;
  transfer: TransferBusiness;
  business: { frozen: string; paid: string; released: string };
  /** The actions that release the frozen money at once (a rejection, a cancellation). */
  releasing: string[];
}

export const WITHDRAWAL: PayoutKind = {
  entity: 'withdrawal', table: 'tms_withdrawal', numberField: 'withdrawalNumber', numberColumn: 'withdrawal_number', transfer: 'withdrawal',
  business: { frozen: 'withdrawalFrozen', paid: 'withdrawalPaid', released: 'withdrawalReleased' }, releasing: ['reject', 'cancel'],
};

export const REFUND: PayoutKind = {
  entity: 'refund', table: 'tms_refund', numberField: 'refundNumber', numberColumn: 'refund_number', transfer: 'refund',
  business: { frozen: 'refundFrozen', paid: 'refundPaid', released: 'refundReleased' }, releasing: ['reject'],
};

export const journalKey = (kind: PayoutKind, branchCode: string, number: string, step: 'frozen' | 'paid' | 'released') =>
  `${kind.entity}:${branchCode}:${number}:${step}`;

/** The wallet a record pays from (its party, as stored). */
export function partyOf(record: EntityRecord, kind: PayoutKind): Party {
  if (kind.entity === 'refund') return { type: 'shipper', code: text(record.shipperCode), name: text(record.shipperName) };
  return { type: text(record.partyType) as PartyType, code: text(record.partyCode), name: text(record.partyName) };
}

const operatorOf = (ctx: HookContext) => ({ code: ctx.caller.code, name: ctx.caller.name });

interface CardRow { owner_type: string; driver_code: string | null; driver_name: string | null; shipper_code: string | null; shipper_name: string | null }

async function cardOf(ctx: HookContext, branchCode: string, cardNumber: string): Promise<CardRow | undefined> {
  return await tables(ctx.trx).selectFrom('basic_bank_card').select(['owner_type', 'driver_code', 'driver_name', 'shipper_code', 'shipper_name'])
    .where('branch_code', '=', branchCode).where('card_number', '=', cardNumber).where('verify_status', '=', 'verified')
    .executeTakeFirst() as CardRow | undefined;
}

/** Whose wallet a withdrawal pays from: the card's driver, the fleet named (its captain's card),
 * or the card's shipper; sets the party and the scope columns, or answers why not. */
async function withdrawalParty(ctx: HookContext, values: EntityRecord, branchCode: string): Promise<EntityFieldError[] | Party> {
  const card = await cardOf(ctx, branchCode, text(values.bankCardNumber));
  if (!card) return [refusal(ctx, 'withdrawal', 'bankCardNumber', 'cardUnknown')];
  if (card.owner_type === 'branch') return [refusal(ctx, 'withdrawal', 'bankCardNumber', 'platformCard')];
  // A driver withdraws to his own card only (the scope wrote his code into driverCode).
  if (ctx.caller.dataScope === 'driver' && card.driver_code !== ctx.caller.code) return [refusal(ctx, 'withdrawal', 'bankCardNumber', 'notOwnCard')];
  if (ctx.caller.dataScope === 'shipper' && card.shipper_code !== ctx.caller.code) return [refusal(ctx, 'withdrawal', 'bankCardNumber', 'notOwnCard')];
  const db = tables(ctx.trx);
  if (values.teamCode) {
    const team = await db.selectFrom('basic_driver_team').select(['team_code', 'team_name', 'captain_code', 'captain_name'])
      .where('branch_code', '=', branchCode).where('team_code', '=', text(values.teamCode)).executeTakeFirst();
    if (!team) return [refusal(ctx, 'withdrawal', 'teamCode', 'teamUnknown')];
    if (card.owner_type !== 'driver' || card.driver_code !== team.captain_code) {
      return [refusal(ctx, 'withdrawal', 'bankCardNumber', 'cardNotCaptain', { captain: text(team.captain_name) })];
    }
    Object.assign(values, { driverCode: card.driver_code, shipperCode: null });
    return { type: 'fleet', code: text(team.team_code), name: text(team.team_name) };
  }
  if (card.owner_type === 'driver') {
    const driver = await db.selectFrom('basic_driver').select('driver_name').where('branch_code', '=', branchCode)
      .where('driver_code', '=', text(card.driver_code)).executeTakeFirst();
    Object.assign(values, { driverCode: card.driver_code, shipperCode: null });
    return { type: 'driver', code: text(card.driver_code), name: text(driver?.driver_name ?? card.driver_name) };
  }
  const shipper = await db.selectFrom('basic_shipper').select('shipper_name').where('branch_code', '=', branchCode)
    .where('shipper_code', '=', text(card.shipper_code)).executeTakeFirst();
  Object.assign(values, { shipperCode: card.shipper_code, driverCode: null });
  return { type: 'shipper', code: text(card.shipper_code), name: text(shipper?.shipper_name ?? card.shipper_name) };
}

/** A refund's card: a verified account of the shipper himself. */
async function refundParty(ctx: HookContext, values: EntityRecord, branchCode: string): Promise<EntityFieldError[] | Party> {
  const card = await cardOf(ctx, branchCode, text(values.bankCardNumber));
  const shipper = { type: 'shipper' as const, code: text(values.shipperCode), name: text(values.shipperName) };
  if (!card || card.owner_type !== 'shipper' || card.shipper_code !== shipper.code) {
    return [refusal(ctx, 'refund', 'bankCardNumber', 'cardNotShipper', { shipper: shipper.name })];
  }
  return shipper;
}

/** Applying: the party, the balance before, and the amount frozen — or the refusal. */
async function apply(ctx: HookContext, kind: PayoutKind, values: EntityRecord): Promise<EntityFieldError[] | void> {
  const branchCode = text(values.branchCode ?? ctx.caller.branchCode);
  const party = kind.entity === 'withdrawal' ? await withdrawalParty(ctx, values, branchCode) : await refundParty(ctx, values, branchCode);
  if (Array.isArray(party)) return party;
  if (kind.entity === 'withdrawal') Object.assign(values, { partyType: party.type, partyCode: party.code, partyName: party.name });
  const amountFen = toFen(Number(values.amount));
  const available = await balanceFen(ctx.trx, branchCode, party, 'wallet');
  const number = text(values[kind.numberField]);
  try {
    const posted = await postJournal(ctx.trx, {
      key: journalKey(kind, branchCode, number, 'frozen'), branchCode, businessType: kind.business.frozen, businessNumber: number,
      remark: text(values.remark) || null, operator: operatorOf(ctx), at: ctx.now, lines: recipes.withdrawalFrozen(party, amountFen),
    });
    Object.assign(values, { availableBefore: fromFen(available), frozenJournalNumber: posted.journalNumber });
  } catch (error) {
    return [insufficientError(ctx, kind.entity, error, `${partyLabel(ctx, party.type)}${party.name}`)];
  }
}

function partyLabel(ctx: HookContext, type: PartyType): string {
  return String(ctx.texts.entityT(`dict.fund_party_type.${type}`, { defaultValue: '' }));
}

/** The frozen money back to the wallet (a rejection, a cancellation, a failed transfer). */
async function release(trx: Transaction<Database>, kind: PayoutKind, record: EntityRecord, at: Date, operator: { code: string; name: string } | null, remark: string | null): Promise<string> {
  const branchCode = text(record.branchCode);
  const number = text(record[kind.numberField]);
  const posted = await postJournal(trx, {
    key: journalKey(kind, branchCode, number, 'released'), branchCode, businessType: kind.business.released, businessNumber: number,
    remark, operator, at, lines: recipes.withdrawalReleased(partyOf(record, kind), toFen(Number(record.amount))),
  });
  return posted.journalNumber;
}

/** 打款: the outgoing transfer from the platform's corporate account to the record's card. */
async function submitTransfer(ctx: HookContext, app: AppContext, kind: PayoutKind, record: EntityRecord): Promise<string> {
  const branchCode = text(record.branchCode);
  const number = text(record[kind.numberField]);
  const platform = await platformParty(ctx.trx, branchCode);
  const account = await platformAccount(ctx.trx, branchCode);
  const submitted = await app.bank.submit(ctx.trx, {
    reference: `${kind.entity}:${number}`, branchCode, direction: 'out', businessType: kind.transfer, businessNumber: number,
    payerName: account?.accountName ?? platform.name, payerAccount: account?.cardNumber ?? null,
    payeeName: text(record.payeeAccountName), payeeAccount: text(record.bankCardNumber), payeeBankCode: text(record.payeeBankCode) || null,
    amountFen: toFen(Number(record.amount)), remark: `${String(ctx.texts.entityT(`entity.${kind.entity}.title`))} ${number}`,
    driverCode: text(record.driverCode) || null, shipperCode: text(record.shipperCode) || null,
  }, ctx.now);
  return submitted.transferNumber;
}

/** The bank's answer on a transfer paying a withdrawal or refund (runs once per transfer). */
export async function settlePayout(trx: Transaction<Database>, kind: PayoutKind, transfer: SettledTransfer): Promise<string[]> {
  const db = tables(trx);
  const row = await db.selectFrom(kind.table).selectAll().where('branch_code', '=', transfer.branchCode)
    .where(kind.numberColumn, '=', transfer.businessNumber).executeTakeFirst();
  if (!row || row.status !== 'paying') return [];
  const record: EntityRecord = {
    [kind.numberField]: row[kind.numberColumn], branchCode: row.branch_code, amount: row.amount, partyType: row.party_type,
    partyCode: row.party_code, partyName: row.party_name, shipperCode: row.shipper_code, shipperName: row.shipper_name,
  };
  const time = displayTime(transfer.finishedAt);
  if (transfer.status === 'succeeded') {
    const posted = await postJournal(trx, {
      key: journalKey(kind, transfer.branchCode, transfer.businessNumber, 'paid'), branchCode: transfer.branchCode,
      businessType: kind.business.paid, businessNumber: transfer.businessNumber, remark: transfer.bankSerialNumber, at: transfer.finishedAt,
      lines: recipes.withdrawalPaid(partyOf(record, kind), await platformParty(trx, transfer.branchCode), transfer.amountFen, text(row.payee_account_name) || undefined),
    });
    await db.updateTable(kind.table).set({
      status: 'paid', bank_serial_number: transfer.bankSerialNumber, paid_date_time: time, finished_date_time: time,
      journal_number: posted.journalNumber, gmt_modified: time,
    }).where('id', '=', Number(row.id)).where('status', '=', 'paying').execute();
  } else {
    const journalNumber = await release(trx, kind, record, transfer.finishedAt, null, transfer.failureReason);
    await db.updateTable(kind.table).set({
      status: 'failed', failure_reason: transfer.failureReason, finished_date_time: time, journal_number: journalNumber, gmt_modified: time,
    }).where('id', '=', Number(row.id)).where('status', '=', 'paying').execute();
  }
  return [kind.entity];
}

function registerPayout(app: AppContext, kind: PayoutKind): void {
  registerEntityHooks(kind.entity, {
    beforeCreate: (ctx, values) => apply(ctx, kind, values),
    beforeAction: async (ctx, action, _id, stored, values) => {
      if (action === 'approve' || action === 'reject') values.reviewerName = ctx.caller.name;
      if (kind.releasing.includes(action)) {
        const reason = text(values.rejectReason) || null;
        values.journalNumber = await release(ctx.trx, kind, stored, ctx.now, operatorOf(ctx), reason);
      }
      if (action === 'pay') {
        values.remitterName = ctx.caller.name;
        values.transferNumber = await submitTransfer(ctx, app, kind, stored);
      }
    },
  }, OWNER);
  onTransferSettled(kind.transfer, (trx, transfer) => settlePayout(trx, kind, transfer));
}

export function registerPayoutRules(app: AppContext): void {
  registerPayout(app, WITHDRAWAL);
  registerPayout(app, REFUND);
}
