// A prepayment paid (预付管理 → 支付) moves money: part of the freight goes from the shipper's
// wallet straight to the driver's card (recipes.prepaymentPaid: the shipper's wallet and due,
// the driver's payable, the platform's bank), posted once per application (key
// prepayment:<id>), in the payment's transaction. Refused, writing nothing:
// - when the shipper's wallet cannot cover it (the answer says what is available and needed);
// - when the waybill already has a live freight payment application (its balance was computed
//   without this prepayment: reject the application first).
// Once paid, the waybill's freight accounting (运费核算), if it exists, shows the new prepaid
// amount and balance.
import { fromFen, toFen } from '../../../../src/core/money/fen';
import type { HookContext } from '../../../entities/hooks';
import type { EntityRecord } from '../../../entities/records';
import { totalsOf } from '../../../entities/shared';
import { LedgerRefusal, platformParty, postJournal, recipes } from '../../../ledger';
import { displayTime } from '../../../storage/clock';
import { accountingRow, edb, liveApplication, money, paidPrepaymentFen, TABLE } from '../settlement/tables';

async function pay(ctx: HookContext, id: number, stored: EntityRecord): Promise<string | undefined> {
  const branchCode = String(stored.branchCode);
  const number = String(stored.shippingNoteNumber);
  const live = await liveApplication(ctx.trx, branchCode, number);
  if (live) return ctx.texts.entityT('entity.payInAdvance.error.applicationLive', { number, application: String(live.application_number) });
  const amountFen = toFen(String(stored.applyAmount));
  const shipper = { type: 'shipper' as const, code: String(stored.shipperCode), name: String(stored.shipperName ?? stored.shipperCode) };
  const driver = { type: 'driver' as const, code: String(stored.driverCode), name: String(stored.driverName ?? stored.driverCode) };
  try {
    await postJournal(ctx.trx, {
      key: `prepayment:${id}`, branchCode, businessType: 'prepaymentPaid', businessNumber: number, remark: String(stored.applyNumber ?? ''),
      operator: { code: ctx.caller.code, name: ctx.caller.name }, at: ctx.now,
      lines: recipes.prepaymentPaid(shipper, driver, await platformParty(ctx.trx, branchCode), amountFen),
    });
  } catch (error) {
    if (error instanceof LedgerRefusal && error.code === 'insufficient') {
      return ctx.texts.entityT('entity.payInAdvance.error.shortWallet', { shipper: shipper.name, available: money(error.availableFen ?? 0), needed: money(amountFen) });
    }
    throw error;
  }
  return undefined;
}

/** The accounting of the waybill with the prepayments paid so far. */
async function refreshAccounting(ctx: HookContext, record: EntityRecord): Promise<void> {
  const branchCode = String(record.branchCode);
  const number = String(record.shippingNoteNumber);
  const accounting = await accountingRow(ctx.trx, branchCode, number);
  if (!accounting) return;
  const prepaidFen = await paidPrepaymentFen(ctx.trx, branchCode, number);
  await edb(ctx.trx).updateTable(TABLE.accounting).set({
    prepaid_amount: fromFen(prepaidFen), balance_amount: fromFen(toFen(String(accounting.accounted_freight)) - prepaidFen), gmt_modified: displayTime(ctx.now),
  }).where('id', '=', Number(accounting.id)).execute();
  totalsOf(ctx.db).forget('freightAccounting');
}

export const prepaymentLedgerHooks = {
  beforeAction: async (ctx: HookContext, action: string, id: number, stored: EntityRecord) => (action === 'pay' ? pay(ctx, id, stored) : undefined),
  afterWrite: async (ctx: HookContext, change: { action: string; after: EntityRecord | null }) => {
    if (change.action !== 'pay' || !change.after) return;
    await refreshAccounting(ctx, change.after);
    for (const entity of ['fundAccount', 'fundPosting']) totalsOf(ctx.db).forget(entity);
  },
};
