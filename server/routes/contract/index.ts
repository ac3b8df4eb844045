// 合同管理 (contract/*): electronic contracts of the five types on one entity (contract, table
// ctr_contract), drafted from the contract templates (contractTemplate, ctr_template) with the
// parties' data (drafting.ts, placeholders.ts), sent to party B, signed by him with an SMS code
// and sealed by the platform's contract body (routes.ts), downloaded as a PDF (contractPdf.ts);
// signed contracts are locked (the entity's x-locks) and may only be terminated; expiring ones are
// the to-do contract_expiring, those waiting for a party's signature his own to-do.
import type { AppContext } from '../../context';
import { registerEntityHooks } from '../../entities/hooks';
import { CONTRACT, contractHooks, OWNER, TEMPLATE, templateHooks } from './drafting';

export { contractRoutes } from './routes';

export function registerContractRules(_ctx: AppContext): void {
  registerEntityHooks(CONTRACT, contractHooks, OWNER);
  registerEntityHooks(TEMPLATE, templateHooks, OWNER);
}
