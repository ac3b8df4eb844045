// The branch's settlement settings (企业配置, systemManage/partyGroupConfig: table branch_config,
// dictionary branch_config_key, each value checked by schemas/entities/partyGroupConfig.json):
// - settlement_serviceFeeRate: the platform's service fee on accounted freight, in percent,
//   charged to the shipper with the freight (default 3.00: the fee a network-freight platform
//   commonly charges its shippers, between 2 and 6 %);
// - settlement_driverTaxRate: the tax the platform withholds from a driver's freight income when
//   it pays him (代扣代缴), in percent (default 1.50: individual income tax on business income
//   levied at an assessed rate, as provincial tax offices set it for network-freight drivers);
// - settlement_receiptRequired: 1 = freight is accounted only after the waybill's paper receipt
//   is back at the branch (回单付: the balance is paid against the returned receipt), 0 = the
//   photos taken at signing suffice (default 0; the demo branch has 1).
// A branch without a key uses its default; an unreadable value too (the configuration screen
// refuses one).
import type { Kysely, Transaction } from 'kysely';
import { BranchConfigKey } from '../../../../src/core/api/client';
import type { Database } from '../../../storage/schema';

export const SETTLEMENT_CONFIG = {
  serviceFeeRate: { key: BranchConfigKey.settlementServiceFeeRate, name: '平台服务费率（%）', default: '3.00' },
  driverTaxRate: { key: BranchConfigKey.settlementDriverTaxRate, name: '司机代扣税率（%）', default: '1.50' },
  receiptRequired: { key: BranchConfigKey.settlementReceiptRequired, name: '核算需回收纸质回单', default: '0' },
} as const;

export interface SettlementSettings {
  /** Percent, 0..100. */
  serviceFeeRate: number;
  /** Percent, 0..100. */
  driverTaxRate: number;
  receiptRequired: boolean;
}

const percent = (value: string | undefined, fallback: string): number => {
  const number = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isFinite(number) && number >= 0 && number <= 100 ? number : Number(fallback);
};

export async function settlementSettings(db: Kysely<Database> | Transaction<Database>, branchCode: string): Promise<SettlementSettings> {
  const keys = Object.values(SETTLEMENT_CONFIG).map((config) => config.key);
  const rows = await db.selectFrom('branch_config').select(['config_key', 'config_value'])
    .where('branch_code', '=', branchCode).where('config_key', 'in', keys).execute();
  const value = (key: string) => rows.find((row) => row.config_key === key)?.config_value ?? undefined;
  const { serviceFeeRate, driverTaxRate, receiptRequired } = SETTLEMENT_CONFIG;
  return {
    serviceFeeRate: percent(value(serviceFeeRate.key), serviceFeeRate.default),
    driverTaxRate: percent(value(driverTaxRate.key), driverTaxRate.default),
    receiptRequired: (value(receiptRequired.key) ?? receiptRequired.default).trim() === '1',
  };
}
