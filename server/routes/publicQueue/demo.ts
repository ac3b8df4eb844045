// The demo of the collection agreement (代收协议): one version in force (below), and one fleet
// driver who signed it ten days ago by SMS code, his captain's card as payee.
import { createHash } from 'node:crypto';
import type { Transaction } from 'kysely';
import { maskValue } from '../../../src/core/format/mask';
import type { EntityDb } from '../../entities/listQuery';
import type { DemoMoneyTimeline } from '../../ledger';
import { DEMO_BRANCH } from '../../seed/organisation';
import { maskPhone } from '../../sms/answers';
import { addMs, DAY_MS, displayTime } from '../../storage/clock';
import type { Database } from '../../storage/schema';
import { COLLECTION_KIND, filled, payeeOf } from './collectionAgreement';

const TITLE = '运费代收授权协议';
/** {driverName}, {payeeName}, {payeeAccount}, {teamName} are filled when the driver reads it. */
export const COLLECTION_TEXT = [
  '甲方（授权人、实际承运司机）：{driverName}',
  '乙方（代收人）：{payeeName}（{teamName} 车队长）',
  '乙方收款账户：{payeeAccount}',
  '一、甲方通过顺达网络货运平台承运的运单，其应得运费（含预付款、回单款及尾款）由平台支付至乙方上述收款账户，视为平台已向甲方足额支付。',
  '二、乙方收到运费后，应按甲乙双方的约定及时与甲方结算，因双方结算产生的争议由甲乙双方自行协商解决，与平台无关。',
  '三、平台依法以甲方为实际承运人代扣代缴个人所得税、开具运输发票并向交通运输主管部门上报运单资金流水，甲方对此知悉并同意。',
  '四、本授权自甲方以短信验证码签署之日起生效，至甲方书面撤销或退出乙方车队之日止；撤销前已支付的运费不受影响。',
  '五、甲方确认已仔细阅读本协议全部条款，并以本人手机号接收的验证码签署，与手写签名具有同等法律效力。',
].join('\n');

/** The generated agreements are of the four sign-up kinds (schemas/entities/agreement.json x-demo,
 * unchanged so the other demo records stay as they are): the branch's newest retired version
 * becomes its collection agreement in force, as if published once and never retired (its retire
 * line of the action log goes with it). */
async function collectionAgreementInForce(db: EntityDb, branchCode: string): Promise<{ id: unknown; version: unknown }> {
  const retired = await db.selectFrom('sys_agreement').select(['id', 'version']).where('status', '=', 'superseded')
    .where('branch_code', '=', branchCode).orderBy('publish_time', 'desc').orderBy('id', 'desc').executeTakeFirst();
  if (!retired) throw new Error('demo data: no retired agreement to make the collection agreement of');
  await db.updateTable('sys_agreement').set({ agreement_kind: COLLECTION_KIND, title: TITLE, content: COLLECTION_TEXT, status: 'published', retire_time: null })
    .where('id', '=', Number(retired.id)).execute();
  await db.deleteFrom('entity_action_log').where('entity', '=', 'agreement').where('record_id', '=', Number(retired.id)).where('action', '=', 'retire').execute();
  return retired;
}

export async function seedPublicQueueDemo(trx: Transaction<Database>, now: Date, _timeline: DemoMoneyTimeline): Promise<void> {
  const db = trx as unknown as EntityDb;
  const branchCode = DEMO_BRANCH.code;
  const agreement = await collectionAgreementInForce(db, branchCode);
  // One fleet member with a mobile whose captain has a verified card signed ten days ago.
  const members = await db.selectFrom('basic_driver_team_member as m').innerJoin('basic_driver as d', 'd.driver_code', 'm.driver_code')
    .select(['d.driver_code', 'd.driver_name', 'd.telephone']).where('m.branch_code', '=', branchCode).where('d.telephone', 'is not', null)
    .orderBy('m.id').limit(20).execute();
  for (const member of members) {
    const driver = { driverCode: String(member.driver_code), driverName: String(member.driver_name), telephone: String(member.telephone), branchCode };
    const payee = await payeeOf(trx as never, driver);
    if (!payee) continue;
    const account = maskValue('bank-account', payee.cardNumber);
    const text = filled(COLLECTION_TEXT, { driverName: driver.driverName, payeeName: payee.name, payeeAccount: account, teamName: payee.teamName, bankCode: payee.bankCode });
    await db.insertInto('sys_agreement_acceptance').values({
      party_code: driver.driverCode, party_name: driver.driverName, agreement_id: Number(agreement.id), agreement_kind: COLLECTION_KIND,
      version: String(agreement.version), accepted_time: displayTime(addMs(now, -10 * DAY_MS)), branch_code: branchCode,
      payee_code: payee.partyCode, payee_name: payee.name, payee_account: account, payee_bank_code: payee.bankCode, payee_bank_card_id: payee.bankCardId,
      signer_mobile: maskPhone(driver.telephone), sign_ip: '117.136.21.58', content_hash: createHash('sha256').update(text).digest('hex'),
    }).execute();
    await db.updateTable('sys_agreement').set((eb) => ({ acceptance_count: eb(eb.fn.coalesce('acceptance_count', eb.lit(0)), '+', 1) }))
      .where('id', '=', Number(agreement.id)).execute();
    return;
  }
}
