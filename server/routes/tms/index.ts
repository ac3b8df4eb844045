// The tms modules' rules beyond their entities' schemas (server/entities/hooks.ts), registered
// once per server start. Each area adds one line here.
import type { AppContext } from '../../context';
import { registerAccountsRules } from './accounts';
import { registerCustomerServiceHooks } from './customerService';
import { registerContractRules } from '../contract';
import { registerFuelRules } from '../fuel';
import { registerInvoiceRules } from './invoice';
import { registerMerchantRules } from '../merchant';
import { registerOrderHooks } from './order/hooks';
import { registerPrepaymentHooks } from './prepayment/rules';
import { registerQueueHooks } from './queue/rules';
import { registerPublicQueue } from '../publicQueue';
import { registerReportingHooks } from './reporting';
import { registerReviewHooks } from './review';
import { registerSettlementRules } from './settlement';
import { registerWarehouseRules } from '../warehouse';
import { registerCityTransportRules } from '../cityTransport';
import { registerInsuranceRules } from '../insurance';
import { registerLogisticsFinanceRules } from '../logisticsFinance';
import { registerPublicPages } from '../publicPages';
import { registerPositionsRules } from '../basic/positions';

export function registerTmsRules(ctx: AppContext): void {
  registerOrderHooks(ctx);
  registerPrepaymentHooks();
  registerQueueHooks();
  registerPublicQueue(ctx);
  registerReviewHooks();
  registerCustomerServiceHooks();
  registerSettlementRules(ctx);
  registerInvoiceRules();
  registerAccountsRules(ctx);
  registerReportingHooks();
  registerWarehouseRules();
  registerCityTransportRules();
  registerInsuranceRules();
  registerLogisticsFinanceRules();
  registerMerchantRules(ctx);
  registerContractRules(ctx);
  registerFuelRules();
  registerPublicPages(ctx);
  registerPositionsRules();
}
