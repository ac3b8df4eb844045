// The demo branch: 顺达网络货运有限公司, its enterprise group with logos and the branch
// configuration keys of spec section 3.
import type { Kysely } from 'kysely';
import { BranchConfigKey, DEFAULT_EXPORTABLE_QUANTITY } from '../../src/core/api/client';
import type { Database } from '../storage/schema';
import { SETTLEMENT_CONFIG } from '../routes/tms/settlement/settings';
import { displayTime } from '../storage/clock';

export const DEMO_BRANCH = { code: 'SD0001', name: '顺达网络货运有限公司', softVersion: 'CTMS-3.2' } as const;
/** The demo group's unified social credit code (its filings to the provincial platform use it). */
export const DEMO_GROUP_USCC = '91370100MA3C8K2X4B';

export interface OrganisationOptions {
  /** The AMap (高德) web key the map screens use; empty when none is configured. */
  amapKey: string;
  /** The seeding moment (record times of the configuration keys). */
  now?: Date;
}

export async function seedOrganisation(trx: Kysely<Database>, options: OrganisationOptions): Promise<void> {
  await trx.insertInto('branch').values({ code: DEMO_BRANCH.code, name: DEMO_BRANCH.name, soft_version: DEMO_BRANCH.softVersion }).execute();
  await trx.insertInto('party_group').values({
    group_name: DEMO_BRANCH.name, short_name: '顺达物流', uscc: DEMO_GROUP_USCC, legal_person: '王建国', contact_name: '李静',
    contact_phone: '0531-88886666', address: '山东省济南市历下区经十路 9999 号', logo_url: '/brand/logo.svg',
    login_logo_url: '/brand/login-logo.svg', branch_code: DEMO_BRANCH.code,
  }).execute();
  const configs: [string, string, string][] = [
    [BranchConfigKey.secondUploadDetail, '运单详情二次上传', '1'],
    [BranchConfigKey.amapKeyWeb, '高德地图 Web Key', options.amapKey],
    // 0: the branch reports to no provincial monitoring platform yet.
    [BranchConfigKey.reportProvince, '上报省份', '0'],
    [BranchConfigKey.exportableQuantity, '单次导出最大条数', String(DEFAULT_EXPORTABLE_QUANTITY)],
    [BranchConfigKey.bigDataCenterEnabled, '大数据中心', '1'],
    // Settlement (server/routes/tms/settlement/settings.ts): the demo branch pays against the returned paper receipt.
    [SETTLEMENT_CONFIG.serviceFeeRate.key, SETTLEMENT_CONFIG.serviceFeeRate.name, SETTLEMENT_CONFIG.serviceFeeRate.default],
    [SETTLEMENT_CONFIG.driverTaxRate.key, SETTLEMENT_CONFIG.driverTaxRate.name, SETTLEMENT_CONFIG.driverTaxRate.default],
    [SETTLEMENT_CONFIG.receiptRequired.key, SETTLEMENT_CONFIG.receiptRequired.name, '1'],
  ];
  const at = displayTime(options.now ?? new Date());
  await trx.insertInto('branch_config')
    .values(configs.map(([config_key, config_name, config_value]) => ({
      branch_code: DEMO_BRANCH.code, config_key, config_name, config_value, gmt_created: at, gmt_modified: at,
    })))
    .execute();
}
