// 商户中心 (merchant/*) and 加油站管理 (fuel/station): merchants of the network and their
// settlement, the platform's own bank accounts, merchant recharges credited by incoming bank
// notices, spending authorizations with limits, fuel stations and their prices. Read README.md.
// Registered once per server start (server/routes/tms/index.ts; the bank's callback in server/app.ts).
import type { AppContext } from '../../context';
import { registerAuthorizationHooks } from './authorizations';
import { registerMerchantHooks } from './merchants';
import { registerNoticeHooks } from './notices';
import { registerRechargeHooks } from './recharges';
import { registerStationHooks } from './stations';

export { bankNoticeRoutes, simulateIncoming, signNotice, type IncomingNotice } from './callback';
export { authorizeMerchantSpend, MerchantSpendRefusal } from './spend';
export { currentFuelPrice } from './prices';

export function registerMerchantRules(ctx: AppContext): void {
  registerMerchantHooks(ctx);
  registerRechargeHooks();
  registerNoticeHooks(ctx);
  registerAuthorizationHooks(ctx);
  registerStationHooks(ctx);
}
