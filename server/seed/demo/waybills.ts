// Demo waybills over the last 180 days, in every state: recent ones still on the road, older
// ones completed and reported. Goods come from the cargo type list with realistic names and
// origins, freight follows weight and distance, and each state carries the times and weights
// its actions would have written.
import { usccCheckChar } from '../../../src/core/validation';
import type { CodeEntry } from '../codeLists';
import type { DemoVehicle } from './vehicles';
import { mobile, personName } from './people';
import type { Place, PlaceBook } from './places';
import type { Random } from './random';
import { dayStamp, timeAt, type DemoClock } from './time';

export const DEMO_WAYBILL_COUNT = 2400;
const HOUR_MS = 3_600_000;

interface Goods { cargo: string; names: string[]; origins: string[]; packaged: boolean }

/** Cargo types with typical goods names and the hubs they are loaded at. */
const GOODS: readonly (readonly [Goods, number])[] = [
  [{ cargo: '0100', names: ['煤炭', '动力煤', '焦煤', '兰炭'], origins: ['150600', '610800', '140100', '150200'], packaged: false }, 22],
  [{ cargo: '0400', names: ['钢材', '螺纹钢', '热轧卷板', 'H型钢', '钢管'], origins: ['130200', '130400', '320300', '210100'], packaged: false }, 18],
  [{ cargo: '0600', names: ['水泥', '散装水泥', '袋装水泥'], origins: ['130100', '371300', '340100', '430100'], packaged: false }, 8],
  [{ cargo: '0500', names: ['砂石', '石子', '机制砂'], origins: ['130200', '320300', '420100', '510100'], packaged: false }, 8],
  [{ cargo: '1100', names: ['粮食', '玉米', '小麦', '稻谷', '大豆'], origins: ['410100', '370100', '340100', '210100'], packaged: true }, 10],
  [{ cargo: '0300', names: ['铁矿石', '铁精粉'], origins: ['370200', '120100', '330200'], packaged: false }, 6],
  [{ cargo: '1200', names: ['机械设备', '工程机械配件', '家用电器'], origins: ['320500', '440600', '430100', '370100'], packaged: true }, 6],
  [{ cargo: '0900', names: ['化肥', '复合肥', '尿素'], origins: ['140100', '371300', '510100'], packaged: true }, 5],
  [{ cargo: '1300', names: ['纸浆', '塑料颗粒', '纺织原料'], origins: ['330200', '320500', '440100'], packaged: true }, 4],
  [{ cargo: '0700', names: ['木材', '原木', '板材'], origins: ['371300', '120100'], packaged: false }, 3],
  [{ cargo: '1400', names: ['铝锭', '电解铜'], origins: ['150200', '500100'], packaged: true }, 3],
  [{ cargo: '1601', names: ['蔬菜', '水果', '鲜活水产'], origins: ['371300', '410100', '440100'], packaged: true }, 3],
  [{ cargo: '1602', names: ['冷冻肉品', '速冻食品'], origins: ['410100', '370200'], packaged: true }, 2],
  [{ cargo: '1500', names: ['日用百货', '医药产品'], origins: ['330100', '440100', '320100'], packaged: true }, 2],
];
const CONSIGNEE_SUFFIX = ['建材有限公司', '钢铁贸易有限公司', '能源有限公司', '粮油有限公司', '商贸有限公司', '实业有限公司', '电厂', '物流园有限公司'];
const SHIPPER_WORDS = ['恒达', '兴业', '鼎盛', '宏图', '华晟', '金泰', '利通', '瑞丰', '中联', '广源', '聚鑫', '泰和'];
const SHIPPER_TRADES = ['矿业有限公司', '钢铁有限公司', '煤业集团有限公司', '建材有限公司', '农业发展有限公司', '供应链管理有限公司'];
const CANCEL_REASONS = ['货主取消发货', '车辆故障无法按时到达', '货物未备齐', '运价未谈妥', '重复下单'];
const FAILED_MESSAGES = ['车辆道路运输证号与车牌号不匹配', '驾驶员从业资格证校验未通过', '运单装货时间晚于收货时间'];
type State = 'pending_dispatch' | 'dispatched' | 'loaded' | 'unloaded' | 'signed' | 'completed' | 'cancelled';

export interface DemoShipper { code: string; name: string; consignorID: string; contact: string; telephone: string }

/** A unified social credit code of a company registered in the county. */
const USCC_CHARS = [...'0123456789ABCDEFGHJKLMNPQRTUWXY'];

export function companyUscc(random: Random, areaCode: string): string {
  let code = '';
  for (let i = 0; i < 9; i += 1) code += random.pick(USCC_CHARS);
  const first17 = `9${random.pick(['1', '2'])}${areaCode}${code}`;
  return first17 + usccCheckChar(first17);
}

/** 40 shipper companies of the branch besides the demo shipper accounts. */
export function demoShippers(random: Random, places: PlaceBook, accounts: DemoShipper[]): DemoShipper[] {
  const others = Array.from({ length: 40 }, (_, i) => {
    const place = places.place(random, random.pick(places.hubs));
    const city = (place.city.endsWith('城区') ? place.province : place.city).replace(/[市省]$/, '');
    return {
      code: `SC${String(i + 1).padStart(6, '0')}`,
      name: `${city}${random.pick(SHIPPER_WORDS)}${random.pick(SHIPPER_TRADES)}`,
      consignorID: companyUscc(random, place.code),
      contact: personName(random),
      telephone: mobile(random),
    };
  });
  return [...accounts, ...others];
}

/** The state a waybill created `ageDays` ago has reached: recent ones are still moving. */
function targetState(random: Random, ageDays: number): State {
  if (random.chance(ageDays < 3 ? 0.05 : 0.06)) return 'cancelled';
  if (ageDays < 4) return random.weighted([['pending_dispatch', 30], ['dispatched', 30], ['loaded', 25], ['unloaded', 15]] as const);
  if (ageDays < 12) return random.weighted([['dispatched', 5], ['loaded', 15], ['unloaded', 25], ['signed', 25], ['completed', 30]] as const);
  return random.weighted([['signed', 5], ['completed', 95]] as const);
}

export interface WaybillInputs {
  random: Random;
  places: PlaceBook;
  clock: DemoClock;
  shippers: DemoShipper[];
  /** The demo shipper accounts get a larger share, so their screens are not empty. */
  accountShippers: DemoShipper[];
  vehicles: DemoVehicle[];
  /** The demo driver account's vehicle: a share of the waybills is his. */
  accountVehicle: DemoVehicle;
  insurers: CodeEntry[];
  carrier: { name: string; uscc: string; permit: string };
}

export function demoWaybills(inputs: WaybillInputs): Record<string, unknown>[] {
  const { random, places, clock } = inputs;
  const approved = inputs.vehicles.filter((v) => v.record.reviewStatus === 'approved' && v.driver.record.reviewStatus === 'approved');
  const planned = Array.from({ length: DEMO_WAYBILL_COUNT }, () => clock.daysAgo(random.next() * 180, random))
    .sort((a, b) => a.getTime() - b.getTime());
  const sequenceOfDay = new Map<string, number>();
  return planned.map((consigned) => {
    const day = dayStamp(consigned);
    const sequence = (sequenceOfDay.get(day) ?? 0) + 1;
    sequenceOfDay.set(day, sequence);
    const goods = random.weighted(GOODS);
    const shipper = random.chance(0.3) ? random.pick(inputs.accountShippers) : random.pick(inputs.shippers);
    const originCity = random.pick(goods.origins);
    const origin = places.hubs.find((hub) => hub.city === originCity) ?? random.pick(places.hubs);
    const loading: Place = places.place(random, origin);
    const receipt: Place = places.place(random, random.pick(places.hubs.filter((hub) => hub !== origin)));
    const vehicle = random.chance(0.08) ? inputs.accountVehicle : random.pick(approved);
    const weight = Math.min(vehicle.vehicleTonnage, random.decimal(5, 49, 2));
    const distance = places.distanceKm(loading, receipt);
    const amount = Number((weight * distance * random.decimal(0.28, 0.45, 3) + random.int(150, 400)).toFixed(2));
    const prepaid = random.chance(0.5) ? Number((amount * random.pick([0.2, 0.3, 0.5])).toFixed(2)) : 0;
    const receiptCity = (receipt.city.endsWith('城区') ? receipt.province : receipt.city).replace(/[市省]$/, '');
    const insured = random.chance(0.6);
    const record: Record<string, unknown> = {
      shippingNoteNumber: `YD${day}${String(sequence).padStart(6, '0')}`,
      serialNumber: '0000',
      vehicleAmount: 1,
      transportTypeCode: '1',
      businessTypeCode: random.weighted([['1002996', 80], ['1002998', 10], ['1003997', 10]] as const),
      consignmentDateTime: timeAt(consigned),
      shipperCode: shipper.code,
      shipperName: shipper.name,
      consignor: shipper.name,
      consignorID: shipper.consignorID,
      consignorContact: shipper.contact,
      consignorTelephone: shipper.telephone,
      loadingCountrySubdivisionCode: loading.code,
      placeOfLoading: places.address(random, loading),
      consignee: `${receiptCity}${random.pick(SHIPPER_WORDS)}${random.pick(CONSIGNEE_SUFFIX)}`,
      consigneeID: companyUscc(random, receipt.code),
      consigneeContact: personName(random),
      consigneeTelephone: mobile(random),
      receiptCountrySubdivisionCode: receipt.code,
      goodsReceiptPlace: places.address(random, receipt),
      descriptionOfGoods: random.pick(goods.names),
      cargoTypeClassificationCode: goods.cargo,
      goodsItemGrossWeight: weight,
      totalMonetaryAmount: amount,
      prepaidAmount: prepaid,
      balanceAmount: Number((amount - prepaid).toFixed(2)),
      transportationDistance: distance,
      carrier: inputs.carrier.name,
      unifiedSocialCreditIdentifier: inputs.carrier.uscc,
      permitNumber: inputs.carrier.permit,
      policyNumber: insured ? `PYDL${day.slice(0, 4)}${random.digits(14)}` : 'none',
      reportStatus: 'unreported',
      branchCode: clock.branchCode,
      gmtCreated: timeAt(consigned),
    };
    if (random.chance(0.6)) record.originalDocumentNumber = `HT${day}${random.digits(5)}`;
    if (goods.packaged) record.totalNumberOfPackages = Math.round(weight * random.int(20, 40));
    if (goods.packaged) record.cube = Number((weight * random.decimal(1.5, 3, 2)).toFixed(2));
    if (insured) record.insuranceCompanyCode = random.pick(inputs.insurers).code;
    const modified = advance(record, inputs, vehicle, consigned, distance);
    record.gmtModified = timeAt(modified);
    return record;
  });
}

const STEPS = ['dispatched', 'loaded', 'unloaded', 'signed', 'completed'] as const;

/** Writes what the action reaching `state` writes. */
function writeStep(record: Record<string, unknown>, state: (typeof STEPS)[number], at: Date, vehicle: DemoVehicle, random: Random): void {
  switch (state) {
    case 'dispatched':
      record.vehicleNumber = vehicle.vehicleNumber;
      record.vehiclePlateColorCode = vehicle.vehiclePlateColorCode;
      record.driverCode = vehicle.driver.driverCode;
      record.driverName = vehicle.driver.driverName;
      record.drivingLicense = vehicle.driver.drivingLicense;
      record.driverTelephone = vehicle.driver.telephone;
      record.actualCarrierName = vehicle.driver.driverName;
      record.actualCarrierID = vehicle.driver.drivingLicense;
      record.actualCarrierBusinessLicense = vehicle.roadTransportCertificateNumber;
      return;
    case 'loaded':
      record.despatchActualDateTime = timeAt(at);
      record.loadingWeight = Number(((record.goodsItemGrossWeight as number) * random.decimal(0.995, 1.005, 4)).toFixed(2));
      return;
    case 'unloaded':
      record.goodsReceiptDateTime = timeAt(at);
      record.unloadingWeight = Number(((record.loadingWeight as number) * random.decimal(0.997, 1, 4)).toFixed(2));
      return;
    case 'signed':
      record.signedDateTime = timeAt(at);
      return;
    case 'completed':
      record.finishDateTime = timeAt(at);
      record.transportationCost = record.totalMonetaryAmount;
  }
}

/** Walks the waybill through its states up to its target, stopping at the present, and writes
 * what each action writes. Answers the time of the last change. */
function advance(record: Record<string, unknown>, inputs: WaybillInputs, vehicle: DemoVehicle, consigned: Date, distance: number): Date {
  const { random, clock } = inputs;
  const now = clock.now.getTime();
  const target = targetState(random, (now - consigned.getTime()) / 86_400_000);
  // Hours from one state to the next: dispatch, loading, the drive, signing, completion.
  const hours = [random.int(1, 12), random.int(2, 24), distance / 60 + random.int(2, 10), random.int(1, 6), random.int(1, 72)];
  const goal = target === 'cancelled' ? random.pick(['pending_dispatch', 'dispatched'] as const) : target;
  let state: State = 'pending_dispatch';
  let last = consigned;
  for (let step = 0; step < STEPS.length && state !== goal; step += 1) {
    const at = new Date(last.getTime() + hours[step] * HOUR_MS);
    if (at.getTime() > now) break;
    writeStep(record, STEPS[step], at, vehicle, random);
    state = STEPS[step];
    last = at;
  }
  if (target === 'cancelled') {
    const at = new Date(last.getTime() + random.int(1, 6) * HOUR_MS);
    if (at.getTime() <= now) {
      record.cancelReason = random.pick(CANCEL_REASONS);
      state = 'cancelled';
      last = at;
    }
  }
  record.status = state;
  if (state === 'completed') report(record, random, last, clock.now);
  return last;
}

function report(record: Record<string, unknown>, random: Random, finished: Date, now: Date): void {
  const status = random.weighted([['reported', 80], ['failed', 6], ['reporting', 4], ['unreported', 10]] as const);
  record.reportStatus = status;
  const sent = Math.min(now.getTime(), finished.getTime() + random.int(1, 120) * 60_000);
  if (status !== 'unreported') record.sendToProDateTime = timeAt(new Date(sent));
  if (status === 'failed') record.reportMessage = random.pick(FAILED_MESSAGES);
}

