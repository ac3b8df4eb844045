// 仓储发票 (entity warehouseInvoice): applied for against one approved or paid settlement, for its
// whole amount (价税合计); 仓储服务 is taxed at 6 %: tax = amount × 6 / 106 in fen, half up, the
// amount excluding tax the rest. The buyer is one of the customer's own invoice titles
// (invoiceMessage). A settlement is invoiced once: liveKey holds its number while the invoice is
// applied or issued (unique in the branch); voiding the invoice frees it.
import { fromFen, toFen } from '../../../src/core/money/fen';
import { registerEntityHooks } from '../../entities/hooks';
import { OWNER, refusal, tables, text } from './shared';

const ENTITY = 'warehouseInvoice';
export const WAREHOUSE_TAX_RATE = 6;

/** Tax included in an amount at `rate` percent, in fen half up. */
export function includedTaxFen(amountFen: number, rate = WAREHOUSE_TAX_RATE): number {
  return Math.floor((amountFen * rate * 2 + (100 + rate)) / ((100 + rate) * 2));
}

export function registerInvoiceRules(): void {
  registerEntityHooks(ENTITY, {
    beforeCreate: async (ctx, values) => {
      const branchCode = ctx.caller.branchCode;
      const number = text(values.settlementNumber);
      const settlement = await tables(ctx.trx).selectFrom('wh_settlement').selectAll().where('branch_code', '=', branchCode)
        .where('settlement_number', '=', number).executeTakeFirst();
      if (!settlement) return;
      if (!['approved', 'paid'].includes(text(settlement.status))) return [refusal(ctx, ENTITY, 'settlementNumber', 'notApproved')];
      const live = await tables(ctx.trx).selectFrom('wh_invoice').select('application_number').where('branch_code', '=', branchCode)
        .where('live_key', '=', number).executeTakeFirst();
      if (live) return [refusal(ctx, ENTITY, 'settlementNumber', 'invoiced', { number, application: text(live.application_number) })];
      const title = await tables(ctx.trx).selectFrom('basic_invoice_message').select('shipper_code').where('branch_code', '=', branchCode)
        .where('id', '=', Number(values.invoiceMessageId)).executeTakeFirst();
      if (title && title.shipper_code !== settlement.shipper_code) return [refusal(ctx, ENTITY, 'invoiceMessageId', 'title')];
      const amountFen = toFen(Number(settlement.total_amount));
      const taxFen = includedTaxFen(amountFen);
      Object.assign(values, {
        shipperCode: settlement.shipper_code, shipperName: settlement.shipper_name, amount: fromFen(amountFen), taxRate: WAREHOUSE_TAX_RATE,
        taxAmount: fromFen(taxFen), amountExcludingTax: fromFen(amountFen - taxFen), liveKey: number,
      });
    },
    beforeAction: async (ctx, action, _id, _stored, values) => {
      if (action === 'issue') values.issuerName = ctx.caller.name;
      if (action === 'void') values.liveKey = null;
    },
  }, OWNER);
}
