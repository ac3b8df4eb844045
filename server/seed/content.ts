// Published app versions (app auto-update screen). The home page's banners (HTSY) are the first
// demo records of the banner entity (schemas/entities/banner.json, x-demo rows).
import type { Kysely } from 'kysely';
import type { Database } from '../storage/schema';
import { displayTime } from '../storage/clock';

export async function seedContent(trx: Kysely<Database>, now: Date): Promise<void> {
  const at = displayTime(now);
  const versions = [
    { app_name: '顺达司机', platform: 'android', version_name: '3.1.0', version_code: 310, force_update: 0, description: '新增运单轨迹回放；修复装货拍照偶发失败。' },
    { app_name: '顺达司机', platform: 'android', version_name: '3.2.0', version_code: 320, force_update: 1, description: '支持电子签章收款协议；适配省级监测平台新接口。' },
    { app_name: '顺达司机', platform: 'ios', version_name: '3.2.0', version_code: 320, force_update: 0, description: '支持电子签章收款协议。' },
    { app_name: '顺达货主', platform: 'android', version_name: '2.5.1', version_code: 251, force_update: 0, description: '货源发布支持常用路线；发票申请进度提醒。' },
  ];
  await trx.insertInto('app_info').values(versions.map((v) => ({
    ...v,
    download_url: `https://app.shunda-freight.cn/download/${v.app_name === '顺达司机' ? 'driver' : 'shipper'}-${v.version_name}.${v.platform === 'ios' ? 'ipa' : 'apk'}`,
    gmt_created: at, gmt_modified: at,
  }))).execute();
}
