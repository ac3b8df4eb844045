// The demo's money, after the demo waybills, orders and prepayments exist. Every amount a money
// screen shows comes from the ledger, so the demo writes its documents (recharges, freight
// accounting, payment orders, withdrawals ...) and adds their postings to one timeline, posted
// in calendar order (server/ledger/demoTimeline.ts); documents that follow posted money
// (invoices, reports to the provincial platform) are written after.
import type { Transaction } from 'kysely';
import { DemoMoneyTimeline } from '../ledger';
import { seedContractDemo } from '../routes/contract/demo';
import { seedCityInsuranceFinanceDemo } from '../routes/cityTransport/demo';
import { seedCityVanTracks } from '../routes/cityTransport/vanTracks';
import { seedAccountsDemo } from '../routes/tms/accounts/demo';
import { seedInvoiceDemo } from '../routes/tms/invoice/demo';
import { seedReportingDemo } from '../reporting/demo';
import { seedSettlementDemo } from '../routes/tms/settlement/demo';
import { seedMerchantDemo } from '../routes/merchant/demo';
import { seedFuelDemo } from '../routes/fuel/demo';
import { seedCustomReportsDemo } from '../routes/tms/statistics/demo';
import { seedWarehouseDemo } from '../routes/warehouse/demo';
import { seedPublicQueueDemo } from '../routes/publicQueue/demo';
import type { Database } from '../storage/schema';

/** A money module's demo: writes its records and adds its postings to the timeline. */
export type MoneyDemoStep = (trx: Transaction<Database>, now: Date, timeline: DemoMoneyTimeline) => Promise<void>;

/** The modules' demo steps, in the order their records depend on each other (one line each). */
const BEFORE_POSTING: MoneyDemoStep[] = [
  seedAccountsDemo,
  seedSettlementDemo,
  seedMerchantDemo,
  seedFuelDemo,
  seedWarehouseDemo,
];

/** Steps that read what the timeline posted (paid documents, balances). */
const AFTER_POSTING: MoneyDemoStep[] = [
  seedInvoiceDemo,
  seedReportingDemo,
  seedCustomReportsDemo,
  seedContractDemo,
  seedCityInsuranceFinanceDemo,
  seedCityVanTracks,
  seedPublicQueueDemo,
];

export async function seedMoneyDemo(trx: Transaction<Database>, now: Date): Promise<void> {
  const timeline = new DemoMoneyTimeline();
  for (const step of BEFORE_POSTING) await step(trx, now, timeline);
  await timeline.post(trx);
  for (const step of AFTER_POSTING) await step(trx, now, timeline);
  await timeline.post(trx);
}
