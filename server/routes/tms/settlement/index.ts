// 承运结算 (tms/CarrierSettlement): freight accounting of signed waybills and their receipts,
// payment applications through review to payment orders paid by bank transfer, the ledger
// postings of each step. Hooks on the entities it owns and on those it follows (the waybill's
// signing, the payment application of the review centre), the bank's answers on payment
// transfers, and its own endpoints (routes.ts).
import type { AppContext } from '../../../context';
import { onTransferSettled } from '../../../bank';
import { registerEntityHooks } from '../../../entities/hooks';
import { accountingHooks, receiptHooks, waybillSignedHooks } from './accounting';
import { applicationHooks } from './applications';
import { paymentSettled } from './payments';
import { ENTITY, OWNER } from './tables';

export { settlementRoutes } from './routes';

export function registerSettlementRules(_ctx: AppContext): void {
  registerEntityHooks(ENTITY.waybill, waybillSignedHooks, OWNER);
  registerEntityHooks(ENTITY.accounting, accountingHooks, OWNER);
  registerEntityHooks(ENTITY.receipt, receiptHooks, OWNER);
  registerEntityHooks(ENTITY.application, applicationHooks, OWNER);
  onTransferSettled('payment', paymentSettled);
}
