// A LOCAL SIMULATOR of a provincial network-freight monitoring platform (platform.ts): it answers
// a message as the platforms do — accepted with a receipt number, or refused with the reason —
// from the rules they most often refuse on, so the screens, the demo and the tests work without
// the outside system. Its memory is what it accepted before: the sendings recorded as accepted
// by this province's platform (tms_monitoring_report_sending).
//
// Waybill (电子运单): every driver's ID number present and valid; a new-energy plate (8
// characters) in a green colour (5, 93, 94) and an ordinary plate (7) not in a new-energy one;
// times in order: generated ≤ despatched ≤ received ≤ finished ≤ sent.
// Fund flow (资金流水单): its waybill accepted before by the same platform; every payment means in
// the payment_means_code list — cash (UN/EDIFACT 4461 code 10) never; payments summing to the
// waybills' freight; no payment after the sending; no serial number twice.
import type { Database } from '../storage/schema';
import type { Kysely } from 'kysely';
import { isPlate } from '../../src/core/validation/formats/vehicle';
import { isValidIdCard } from '../../src/core/validation/formats/identity';
import type { EntityDb } from '../entities/listQuery';
import { DEFAULT_CODES_DIR, readCodeList } from '../seed/codeLists';
import { fromThousandths, thousandths } from './format';
import type { FundFlowMessage, WaybillMessage } from './messages';
import type { MonitoringPlatform, PlatformAnswer, PlatformEnvelope } from './platform';

/** UN/EDIFACT 4461 "In cash": what a cash payment would carry. */
export const CASH_MEANS = '10';
const NEW_ENERGY_COLOURS = new Set(['5', '93', '94']);

const refuse = (message: string): PlatformAnswer => ({ accepted: false, message });

/** Why the platform refuses a waybill message, or null. */
export function waybillRefusal(message: WaybillMessage): string | null {
  for (const driver of message.vehicleInfo?.driver ?? []) {
    if (!driver.drivingLicense || !isValidIdCard(driver.drivingLicense)) {
      return `驾驶员${driver.driverName ?? ''}身份证号缺失或校验未通过`;
    }
  }
  const plate = message.vehicleInfo?.vehicleNumber ?? '';
  const colour = message.vehicleInfo?.vehiclePlateColorCode ?? '';
  if (plate && isPlate(plate)) {
    const newEnergy = plate.length === 8;
    if (newEnergy && !NEW_ENERGY_COLOURS.has(colour)) return `车牌号${plate}为新能源号牌，车牌颜色代码${colour}与车牌号不匹配（应为5、93或94）`;
    if (!newEnergy && (colour === '93' || colour === '94')) return `车牌号${plate}不是新能源号牌，车牌颜色代码${colour}与车牌号不匹配`;
  }
  const order: [string | undefined, string | undefined, string][] = [
    [message.consignmentDateTime, message.despatchActualDateTime, '发货时间早于运单生成时间'],
    [message.despatchActualDateTime, message.goodsReceiptDateTime, '运单发货时间晚于收货时间'],
    [message.goodsReceiptDateTime, message.finishDateTime, '运单完结时间早于收货时间'],
    [message.finishDateTime, message.sendToProDateTime, '运单尚未完结即上传（完结时间晚于上传时间）'],
  ];
  for (const [before, after, reason] of order) if (before && after && before > after) return reason;
  if (!message.actualCarrierInfo?.actualCarrierID) return '实际承运人证件号码缺失';
  return null;
}

let allowedMeans: Set<string> | null = null;
const meansAllowed = (code: string) => {
  allowedMeans ??= new Set(readCodeList(DEFAULT_CODES_DIR, 'payment_means_code.txt').map((entry) => entry.code));
  return allowedMeans.has(code);
};

/** Why the platform refuses a fund-flow message on its own content, or null. */
export function fundFlowRefusal(message: FundFlowMessage): string | null {
  const serials = new Set<string>();
  for (const payment of message.financiallist ?? []) {
    const code = payment.paymentMeansCode ?? '';
    if (code === CASH_MEANS) return `付款方式代码${code}为现金支付：网络货运资金流水不允许现金支付`;
    if (!meansAllowed(code)) return `付款方式代码${code}不在付款方式代码集内（不允许现金支付）`;
    if (payment.sequenceCode && serials.has(payment.sequenceCode)) return `流水号${payment.sequenceCode}重复`;
    if (payment.sequenceCode) serials.add(payment.sequenceCode);
    if (payment.dateTime && payment.dateTime > message.sendToProDateTime) return `资金流水发生时间${payment.dateTime}晚于上传时间`;
  }
  const paid = (message.financiallist ?? []).reduce((sum, payment) => sum + thousandths(payment.monetaryAmount ?? ''), 0);
  const freight = (message.shippingNoteList ?? []).reduce((sum, waybill) => sum + thousandths(waybill.totalMonetaryAmount ?? ''), 0);
  if (!Number.isFinite(paid) || !Number.isFinite(freight) || paid !== freight) {
    return `资金流水实际支付金额合计${fromThousandths(paid || 0)}元与运单运费金额${fromThousandths(freight || 0)}元不一致`;
  }
  return null;
}

/** The simulator's answer to a message, given whether it accepted a waybill before (its memory). */
export async function simulatorAnswer(envelope: PlatformEnvelope, knowsWaybill: (shippingNoteNumber: string) => Promise<boolean> | boolean): Promise<PlatformAnswer> {
  const stamp = envelope.message.sendToProDateTime;
  const province = envelope.province.provinceCode.slice(0, 2);
  if (envelope.messageType === 'waybill') {
    const message = envelope.message as WaybillMessage;
    const reason = waybillRefusal(message);
    if (reason) return refuse(reason);
    return { accepted: true, receiptNumber: `HZ${province}YD${stamp}${(message.shippingNoteNumber ?? '').slice(-6)}`, message: '电子运单接收成功' };
  }
  const message = envelope.message as FundFlowMessage;
  for (const waybill of message.shippingNoteList ?? []) {
    if (!(await knowsWaybill(waybill.shippingNoteNumber ?? ''))) return refuse(`运单${waybill.shippingNoteNumber ?? ''}尚未在本平台上报成功，请先上报电子运单`);
  }
  const reason = fundFlowRefusal(message);
  if (reason) return refuse(reason);
  return { accepted: true, receiptNumber: `HZ${province}ZJ${stamp}${(message.documentNumber ?? '').slice(-6)}`, message: '资金流水单接收成功' };
}

/** The simulator; `db` is where it finds what it accepted before. */
export function simulatedMonitoringPlatform(db: Kysely<Database>): MonitoringPlatform {
  return {
    simulated: true,
    send: (envelope) => simulatorAnswer(envelope, async (shippingNoteNumber) => {
      const known = await (db as unknown as EntityDb).selectFrom('tms_monitoring_report_sending').select('id')
        .where('branch_code', '=', envelope.branchCode).where('message_type', '=', 'waybill').where('outcome', '=', 'accepted')
        .where('shipping_note_number', '=', shippingNoteNumber).where('report_province', '=', String(envelope.province.code))
        .limit(1).executeTakeFirst();
      return Boolean(known);
    }),
  };
}
