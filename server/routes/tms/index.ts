// The tms modules' rules beyond their entities' schemas (server/entities/hooks.ts), registered
// once per server start. Each area adds one line here.
import type { AppContext } from '../../context';
import { registerAccountsRules } from './accounts';
import { registerCustomerServiceHooks } from './customerService';
import { registerInvoiceRules } from './invoice';
import { registerOrderHooks } from './order/hooks';
import { registerPrepaymentHooks } from './prepayment/rules';
import { registerQueueHooks } from './queue/rules';
import { registerReportingHooks } from './reporting';
import { registerReviewHooks } from './review';
import { registerSettlementRules } from './settlement';

export function registerTmsRules(ctx: AppContext): void {
  registerOrderHooks(ctx);
  registerPrepaymentHooks();
  registerQueueHooks();
  registerReviewHooks();
  registerCustomerServiceHooks();
  registerSettlementRules(ctx);
  registerInvoiceRules();
  registerAccountsRules(ctx);
  registerReportingHooks();
}
