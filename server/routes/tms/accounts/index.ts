// 账户管理 (tms/AccountManagement) and 退款明细: the documents that move money into and out of the
// parties' wallets — top-ups, bank collections matched by collection code, withdrawals and
// refunds — each posting the ledger (server/ledger) and going through the bank (server/bank).
// Registered once per server start (server/routes/tms/index.ts).
import type { AppContext } from '../../../context';
import { registerCollectionRules } from './collection';
import { registerPayoutRules } from './payout';
import { registerRechargeRules } from './recharge';

export function registerAccountsRules(ctx: AppContext): void {
  registerRechargeRules(ctx);
  registerPayoutRules(ctx);
  registerCollectionRules(ctx);
}
