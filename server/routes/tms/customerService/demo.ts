// The customer-service records the demo data derives from the other demo records, after they are
// seeded (server/seed/index.ts): the evaluations of the signed and completed waybills (most of
// them rated some hours after signing, the latest ones still pending), and the alarms the demo
// vehicle positions and waybills show (alarms.ts), the older ones handled.
import type { Transaction } from 'kysely';
import { addMs, displayTime, HOUR_MS } from '../../../storage/clock';
import type { Database } from '../../../storage/schema';
import { seedPositionsDemo } from '../../basic/positions/demoTracks';
import { deriveAlarms, deriveLateDepartures } from './alarms';
import { insertEvaluations, pendingEvaluations, type EvaluationRow } from './evaluations';
import { csDb, hoursAfter, parseDisplayTime } from './tables';

const SEED = 20260302;
const STAFF = ['王丽', '李静', '张敏', '刘洋', '陈晨', '赵婷'];
/** Stars and their shares. */
const SCORES: [number, number][] = [[5, 62], [4, 24], [3, 9], [2, 3], [1, 2]];
const TAGS: Record<string, Record<'good' | 'fair' | 'poor', string[]>> = {
  shipper_to_driver: { good: ['准时到达', '服务热情', '货物完好', '沟通顺畅', '装卸配合'], fair: ['略有延误', '沟通一般'], poor: ['严重延误', '货物破损', '态度差', '私自加价'] },
  driver_to_shipper: { good: ['结算及时', '装货快', '货源真实', '好沟通', '不压车'], fair: ['装货排队久', '结算稍慢'], poor: ['压车严重', '拖欠运费', '信息不实', '态度差'] },
};
const COMMENTS: Record<string, Record<'good' | 'fair' | 'poor', string[]>> = {
  shipper_to_driver: {
    good: ['师傅很准时，货物完好无损，下次还找他', '全程联系及时，卸货也很配合', '提前到达装货地，服务很好'],
    fair: ['晚到了两个小时，其他都还可以', '路上联系不太及时'],
    poor: ['延误了一天多，导致客户投诉', '有两件货外包装破损', '到了卸货地要求加钱'],
  },
  driver_to_shipper: {
    good: ['装货很快，运费当天就结了', '货主很实在，货源信息准确', '现场有人指挥，不压车'],
    fair: ['装货排队时间有点长', '运费过了几天才结'],
    poor: ['压车一整天也没有补偿', '实际货重比说的多了两吨', '运费拖了半个月'],
  },
};
const REPLIES = ['感谢您的评价，平台已将情况反馈给对方并督促改进', '非常抱歉给您带来不便，客服已跟进处理', '感谢反馈，我们会持续提升服务质量'];

/** A deterministic number in [0, 1) for a text (mulberry32 over a string hash). */
function chance(text: string, salt: number): number {
  let h = SEED ^ salt;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 2654435761);
  let t = (h += 0x6d2b79f5);
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
function pick<T>(list: T[], r: number): T { return list[Math.floor(r * list.length) % list.length]!; }

function rated(row: EvaluationRow, now: Date): EvaluationRow {
  const key = `${row.shipping_note_number}|${row.direction}`;
  const signed = row.signed_date_time!;
  const age = (now.getTime() - parseDisplayTime(signed).getTime()) / HOUR_MS;
  // Rated within 1 to 72 hours of signing; the latest still pending, and a few never rated.
  const after = 1 + chance(key, 1) * 71;
  if (after >= age || chance(key, 2) < 0.06) return { ...row, gmt_created: signed };
  let roll = chance(key, 3) * 100;
  const score = SCORES.find(([, share]) => (roll -= share) < 0)?.[0] ?? 5;
  const tone = score >= 4 ? 'good' : score === 3 ? 'fair' : 'poor';
  const tagList = TAGS[row.direction]![tone];
  const tags = [...new Set([pick(tagList, chance(key, 4)), ...(chance(key, 5) < 0.5 ? [pick(tagList, chance(key, 6))] : [])])];
  const at = hoursAfter(signed, Math.round(after * 10) / 10);
  const replied = score <= 3 && chance(key, 7) < 0.7;
  const replyAt = replied ? displayTime(new Date(Math.min(now.getTime(), parseDisplayTime(at).getTime() + (2 + chance(key, 8) * 30) * HOUR_MS))) : null;
  return {
    ...row, status: 'rated', score, tags: JSON.stringify(tags), content: chance(key, 9) < 0.8 ? pick(COMMENTS[row.direction]![tone], chance(key, 10)) : null,
    rate_date_time: at, reply_content: replied ? pick(REPLIES, chance(key, 11)) : null, replier_name: replied ? pick(STAFF, chance(key, 12)) : null,
    reply_date_time: replyAt, gmt_created: signed, gmt_modified: replyAt ?? at,
  };
}

export async function seedCustomerServiceDemo(trx: Transaction<Database>, now: Date): Promise<void> {
  const db = csDb(trx);
  const waybills = await db.selectFrom('tms_waybill').select([
    'shipping_note_number', 'shipper_code', 'shipper_name', 'driver_code', 'driver_name', 'vehicle_number',
    'loading_country_subdivision_code', 'receipt_country_subdivision_code', 'signed_date_time', 'branch_code',
  ]).where('status', 'in', ['signed', 'completed']).where('signed_date_time', 'is not', null).orderBy('signed_date_time').execute();
  const rows = (await pendingEvaluations(trx, waybills, now)).map((row) => rated(row, now));
  await insertEvaluations(trx, rows);
  await seedPositionsDemo(trx, now);
  await deriveAlarms(trx, now);
  await deriveLateDepartures(trx, now);
  await db.updateTable('tms_vehicle_alarm').set((eb) => ({ gmt_created: eb.ref('alarm_time'), gmt_modified: eb.ref('alarm_time') })).execute();
  // Alarms older than a day were mostly handled by customer service.
  const alarms = await db.selectFrom('tms_vehicle_alarm').select(['id', 'alarm_kind', 'alarm_time']).where('alarm_time', '<', displayTime(addMs(now, -24 * HOUR_MS))).execute();
  const notes: Record<string, string[]> = {
    speeding: ['已电话提醒司机减速慢行', '已通过车载终端语音提醒'], fatigue: ['已联系司机在前方服务区休息', '已提醒司机停车休息20分钟以上'],
    stop_overtime: ['司机在服务区休息，情况正常', '卸货排队等待，已确认'], offline: ['设备已恢复在线，司机称隧道内信号中断', '已联系司机检查定位设备'],
    route_deviation: ['司机绕行避开拥堵路段，已确认', '已联系司机回到规划路线'], departure_late: ['车辆临时故障，已协调改期装货', '已联系司机，当天出发'],
  };
  for (const alarm of alarms) {
    const key = `${alarm.id}`;
    if (chance(key, 21) > 0.75) continue;
    const at = hoursAfter(alarm.alarm_time, Math.round((0.2 + chance(key, 22) * 6) * 10) / 10);
    const handled = parseDisplayTime(at) > now ? displayTime(now) : at;
    await db.updateTable('tms_vehicle_alarm').set({
      status: 'handled', handle_note: pick(notes[alarm.alarm_kind] ?? ['已处理'], chance(key, 23)), handler_name: pick(STAFF, chance(key, 24)),
      handle_date_time: handled, gmt_modified: handled,
    }).where('id', '=', alarm.id).execute();
  }
}
