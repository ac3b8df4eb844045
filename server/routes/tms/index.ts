// The tms modules' rules beyond their entities' schemas (server/entities/hooks.ts), registered
// once per server start. Each area adds one line here.
import type { AppContext } from '../../context';
import { registerCustomerServiceHooks } from './customerService';
import { registerOrderHooks } from './order/hooks';
import { registerPrepaymentHooks } from './prepayment/rules';
import { registerQueueHooks } from './queue/rules';
import { registerReviewHooks } from './review';

export function registerTmsRules(ctx: AppContext): void {
  registerOrderHooks(ctx);
  registerPrepaymentHooks();
  registerQueueHooks();
  registerReviewHooks();
  registerCustomerServiceHooks();
}
