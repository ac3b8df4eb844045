// 油卡管理 (oilCard/manage): a driver's or a fleet's oil card, in the write's transaction.
// - opening checks the card number against its issuer, finds the holder (a driver, or a fleet and
//   its captain, who then reaches the card), and a sub-card's main card of the same holder;
// - each allocation to a vehicle (at opening, by 分配车辆 or an edit) closes the previous one and
//   opens a line of the allocation history (oilCardAllocation);
// - 充值 moves money from the holder's wallet to the card (ledger oilCardTopUp, key
//   `oilCardTopUp:<branch>:<card>:<n>`): refused with the available balance when the wallet is
//   short, nothing moved; a retry of the same request is answered once (Idempotency-Key);
// - 注销 returns the card's balance to the holder's wallet (oilCardReturned, once per card) and
//   ends its allocation; a frozen (挂失) or cancelled card takes no top-up and pays nothing;
// - the balance shown is the card's wallet in the ledger (decorate).
import { sql, type Transaction } from 'kysely';
import { fromFen, toFen } from '../../../src/core/money/fen';
import type { EntityFieldError } from '../../entities/fieldErrors';
import { registerEntityHooks, type HookContext } from '../../entities/hooks';
import type { EntityRecord } from '../../entities/records';
import { totalsOf } from '../../entities/shared';
import { balanceFen, LedgerRefusal, postJournal, recipes } from '../../ledger';
import type { Db } from '../../storage/database';
import type { Database } from '../../storage/schema';
import { displayTime } from '../../storage/clock';
import { CARD_NUMBER, cardParty, ENTITY, holderParty, OWNER, refusal, TABLE, tables, text, yuanText } from './shared';

const E = ENTITY.card;
const operatorOf = (ctx: HookContext) => ({ code: ctx.caller.code, name: ctx.caller.name });

/** The holder named by the values (a driver, or a fleet with its captain): sets holderCode,
 * holderName and driverCode (the scope column), or answers why not. */
async function holderOf(ctx: HookContext, values: EntityRecord, branchCode: string): Promise<EntityFieldError[] | void> {
  const db = tables(ctx.trx);
  if (values.holderType === 'fleet') {
    const team = await db.selectFrom('basic_driver_team').select(['team_code', 'team_name', 'captain_code'])
      .where('branch_code', '=', branchCode).where('team_code', '=', text(values.teamCode)).executeTakeFirst();
    if (!team) return [refusal(ctx, E, 'teamCode', 'teamUnknown')];
    // A captain opening a card for his fleet: only his own fleet.
    if (ctx.caller.dataScope === 'driver' && team.captain_code !== ctx.caller.code) return [refusal(ctx, E, 'teamCode', 'notOwnFleet')];
    Object.assign(values, { holderCode: team.team_code, holderName: team.team_name, driverCode: team.captain_code });
    return;
  }
  const driver = await db.selectFrom('basic_driver').select(['driver_code', 'driver_name'])
    .where('branch_code', '=', branchCode).where('driver_code', '=', text(values.driverCode)).executeTakeFirst();
  if (!driver) return [refusal(ctx, E, 'driverCode', 'driverUnknown')];
  Object.assign(values, { holderCode: driver.driver_code, holderName: driver.driver_name, teamCode: null });
}

async function opened(ctx: HookContext, values: EntityRecord): Promise<EntityFieldError[] | void> {
  const branchCode = text(values.branchCode ?? ctx.caller.branchCode);
  const number = text(values.cardNumber);
  const pattern = CARD_NUMBER[text(values.issuer)];
  if (pattern && !pattern.test(number)) return [refusal(ctx, E, 'cardNumber', `cardNumber_${text(values.issuer)}`)];
  const holder = await holderOf(ctx, values, branchCode);
  if (holder) return holder;
  if (values.cardKind === 'sub') {
    const main = await tables(ctx.trx).selectFrom(TABLE.card).select(['card_kind', 'holder_type', 'holder_code', 'status'])
      .where('branch_code', '=', branchCode).where('card_number', '=', text(values.mainCardNumber)).executeTakeFirst();
    if (!main || main.card_kind !== 'main') return [refusal(ctx, E, 'mainCardNumber', 'mainUnknown')];
    if (main.holder_type !== values.holderType || main.holder_code !== values.holderCode) return [refusal(ctx, E, 'mainCardNumber', 'mainOtherHolder')];
    if (main.status === 'cancelled') return [refusal(ctx, E, 'mainCardNumber', 'mainCancelled')];
  } else {
    values.mainCardNumber = null;
  }
}

/** Ends the card's current allocation and, with a vehicle, opens the next (the history). */
async function allocate(trx: Transaction<Database>, ctx: HookContext, card: EntityRecord, vehicleNumber: string | null, remark: string | null): Promise<void> {
  const db = tables(trx);
  const time = displayTime(ctx.now);
  const branchCode = text(card.branchCode);
  await db.updateTable(TABLE.allocation).set({ to_date_time: time, gmt_modified: time })
    .where('branch_code', '=', branchCode).where('card_number', '=', text(card.cardNumber)).where('to_date_time', 'is', null).execute();
  if (vehicleNumber) {
    await db.insertInto(TABLE.allocation).values({
      card_number: text(card.cardNumber), vehicle_number: vehicleNumber, holder_name: text(card.holderName) || null, from_date_time: time,
      to_date_time: null, operator_name: ctx.caller.name, remark, driver_code: text(card.driverCode) || null, branch_code: branchCode,
      gmt_created: time, gmt_modified: time,
    }).execute();
  }
  totalsOf(ctx.db).forget(ENTITY.allocation);
}

/** The key of the card's next top-up: its top-ups so far, plus one. */
async function nextTopUpKey(trx: Transaction<Database>, branchCode: string, cardNumber: string): Promise<string> {
  const stem = `oilCardTopUp:${branchCode}:${cardNumber}:`;
  const row = await trx.selectFrom('fin_journal').select(sql<number>`count(*)`.as('n')).where('idempotency_key', 'like', `${stem}%`).executeTakeFirst();
  return `${stem}${Number(row?.n ?? 0) + 1}`;
}

async function topUp(ctx: HookContext, stored: EntityRecord, values: EntityRecord): Promise<EntityFieldError[] | void> {
  const branchCode = text(stored.branchCode);
  const cardNumber = text(stored.cardNumber);
  const holder = holderParty({ holder_type: text(stored.holderType), holder_code: text(stored.holderCode), holder_name: text(stored.holderName) });
  const amountFen = toFen(Number(values.topUpAmount));
  try {
    await postJournal(ctx.trx, {
      key: await nextTopUpKey(ctx.trx, branchCode, cardNumber), branchCode, businessType: 'oilCardTopUp', businessNumber: cardNumber,
      remark: text(values.remark) || null, operator: operatorOf(ctx), at: ctx.now, lines: recipes.oilCardTopUp(holder, cardParty(cardNumber), amountFen),
    });
  } catch (error) {
    if (!(error instanceof LedgerRefusal) || error.code !== 'insufficient') throw error;
    return [refusal(ctx, E, 'topUpAmount', 'insufficient', {
      party: holder.name, available: yuanText(error.availableFen ?? 0), needed: yuanText(error.neededFen ?? 0),
    })];
  }
}

/** 注销: what is left on the card goes back to the holder's wallet; the allocation ends. */
async function cancel(ctx: HookContext, stored: EntityRecord, values: EntityRecord): Promise<void> {
  const branchCode = text(stored.branchCode);
  const cardNumber = text(stored.cardNumber);
  const card = cardParty(cardNumber);
  const left = await balanceFen(ctx.trx, branchCode, card, 'wallet');
  values.returnedAmount = fromFen(left);
  if (left > 0) {
    const holder = holderParty({ holder_type: text(stored.holderType), holder_code: text(stored.holderCode), holder_name: text(stored.holderName) });
    const posted = await postJournal(ctx.trx, {
      key: `oilCardReturned:${branchCode}:${cardNumber}`, branchCode, businessType: 'oilCardReturned', businessNumber: cardNumber,
      remark: text(values.cancelReason) || null, operator: operatorOf(ctx), at: ctx.now, lines: recipes.oilCardReturned(card, holder, left),
    });
    values.returnJournalNumber = posted.journalNumber;
  }
  await allocate(ctx.trx, ctx, stored, null, null);
}

/** Each card's balance: its wallet in the ledger. */
async function withBalances(db: Db | Transaction<Database>, records: EntityRecord[]): Promise<void> {
  const numbers = [...new Set(records.map((record) => text(record.cardNumber)))];
  const rows = await db.selectFrom('fin_account').select(['branch_code', 'party_code', 'balance_fen'])
    .where('party_type', '=', 'oilCard').where('kind', '=', 'wallet').where('party_code', 'in', numbers).execute();
  const balances = new Map(rows.map((row) => [`${row.branch_code}\n${row.party_code}`, Number(row.balance_fen)]));
  for (const record of records) record.balance = fromFen(balances.get(`${text(record.branchCode)}\n${text(record.cardNumber)}`) ?? 0);
}

export function registerOilCardRules(): void {
  registerEntityHooks(E, {
    beforeCreate: (ctx, values) => opened(ctx, values),
    beforeUpdate: async (ctx, _id, stored, values) => {
      if (values.vehicleNumber !== undefined && text(values.vehicleNumber) !== text(stored.vehicleNumber)) {
        await allocate(ctx.trx, ctx, stored, text(values.vehicleNumber) || null, null);
      }
    },
    beforeAction: async (ctx, action, _id, stored, values) => {
      if (action === 'recharge') return topUp(ctx, stored, values);
      if (action === 'allocate' && text(values.vehicleNumber) !== text(stored.vehicleNumber)) {
        await allocate(ctx.trx, ctx, stored, text(values.vehicleNumber), text(values.allocationRemark) || null);
      }
      if (action === 'cancel') await cancel(ctx, stored, values);
      return undefined;
    },
    afterWrite: async (ctx, change) => {
      if (change.action === 'create' && change.after?.vehicleNumber) {
        await allocate(ctx.trx, ctx, change.after, text(change.after.vehicleNumber), null);
      }
    },
    decorate: (db, records) => withBalances(db, records),
  }, OWNER);
}
