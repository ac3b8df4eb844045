// 装卸作业 (entity warehouseLabour): loading and unloading work on a confirmed inbound or outbound
// document; the customer charged and the warehouse are the document's (relation fill), the
// amount is tonnage × price (x-compute). A settlement takes the work of its period that is still
// 待结算 (settlement.ts): 结算中 while the settlement waits, 已结算 once approved, back to 待结算 when
// the settlement is cancelled; from 结算中 on the work is locked (x-locks).
import { registerEntityHooks, type HookContext } from '../../entities/hooks';
import type { EntityFieldError } from '../../entities/fieldErrors';
import type { EntityRecord } from '../../entities/records';
import { OWNER, refusal, tables, text } from './shared';

async function orderErrors(ctx: HookContext, branchCode: string, merged: EntityRecord): Promise<EntityFieldError[]> {
  const order = await tables(ctx.trx).selectFrom('wh_order').select(['order_type', 'status']).where('branch_code', '=', branchCode)
    .where('order_number', '=', text(merged.orderNumber)).executeTakeFirst();
  if (order && (!['inbound', 'outbound'].includes(text(order.order_type)) || order.status !== 'confirmed')) {
    return [refusal(ctx, 'warehouseLabour', 'orderNumber', 'notInOut')];
  }
  return [];
}

export function registerLabourRules(): void {
  registerEntityHooks('warehouseLabour', {
    beforeCreate: (ctx, values) => orderErrors(ctx, ctx.caller.branchCode, values),
    beforeUpdate: (ctx, _id, stored, values) => ('orderNumber' in values ? orderErrors(ctx, text(stored.branchCode), { ...stored, ...values }) : Promise.resolve([])),
  }, OWNER);
}
