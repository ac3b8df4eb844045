// The demo branch: 顺达网络货运有限公司, its enterprise group with logos and the branch
// configuration keys of spec section 3.
import type { Kysely } from 'kysely';
import { BranchConfigKey, DEFAULT_EXPORTABLE_QUANTITY } from '../../src/core/api/client';
import type { Database } from '../storage/schema';

export const DEMO_BRANCH = { code: 'SD0001', name: '顺达网络货运有限公司', softVersion: 'CTMS-3.2' } as const;

export interface OrganisationOptions {
  /** The AMap (高德) web key the map screens use; empty when none is configured. */
  amapKey: string;
}

export async function seedOrganisation(trx: Kysely<Database>, options: OrganisationOptions): Promise<void> {
  await trx.insertInto('branch').values({ code: DEMO_BRANCH.code, name: DEMO_BRANCH.name, soft_version: DEMO_BRANCH.softVersion }).execute();
  await trx.insertInto('party_group').values({
    group_name: DEMO_BRANCH.name, logo_url: '/brand/logo.svg', login_logo_url: '/brand/login-logo.svg', branch_code: DEMO_BRANCH.code,
  }).execute();
  const configs: [string, string, string][] = [
    [BranchConfigKey.secondUploadDetail, '运单详情二次上传', '1'],
    [BranchConfigKey.amapKeyWeb, '高德地图 Web Key', options.amapKey],
    // 0: the branch reports to no provincial monitoring platform yet.
    [BranchConfigKey.reportProvince, '上报省份', '0'],
    [BranchConfigKey.exportableQuantity, '单次导出最大条数', String(DEFAULT_EXPORTABLE_QUANTITY)],
    [BranchConfigKey.bigDataCenterEnabled, '大数据中心', '1'],
  ];
  await trx.insertInto('branch_config')
    .values(configs.map(([config_key, config_name, config_value]) => ({ branch_code: DEMO_BRANCH.code, config_key, config_name, config_value })))
    .execute();
}
