// 300 demo drivers (the demo `driver` account first): identity, licence, qualification
// certificate, payee account and review state, as the 驾驶员管理 screen shows them.
import type { CodeEntry } from '../codeLists';
import { dateYmd, idCardNumber, mobile, personName } from './people';
import type { PlaceBook } from './places';
import type { Random } from './random';
import { dayStamp, timeAt, type DemoClock } from './time';

export const DEMO_DRIVER_COUNT = 300;

export interface DemoParty { code: string; name: string; mobile: string; idCard: string | null; vehicleClass: string | null }

export interface DemoDriver {
  driverCode: string;
  driverName: string;
  drivingLicense: string;
  telephone: string;
  vehicleClass: string;
  record: Record<string, unknown>;
}

const FLEETS = ['顺达自营车队', '冀东运输车队', '晋蒙煤运车队', '鲁中物流车队', '长江干线车队', '华南城配车队'];
const MAJOR_BANKS = ['ICBK', 'ABOC', 'BKCH', 'PCBC', 'COMM', 'CMBC', 'PSBC'];
const REJECT_REMARKS = ['驾驶证照片模糊，请重新上传', '从业资格证已过期', '身份证号与驾驶证不一致'];

/** Qualification certificate (从业资格证): the ID number, or for drivers of vehicles up to
 * 4.5 t (licence C1) the first 6 ID digits + 000000 (domain rule). */
function qualificationCertificate(idCard: string, vehicleClass: string): string {
  return vehicleClass === 'C1' ? `${idCard.slice(0, 6)}000000` : idCard;
}

export function demoDrivers(random: Random, places: PlaceBook, banks: CodeEntry[], clock: DemoClock, account: DemoParty): DemoDriver[] {
  const usedMobiles = new Set<string>([account.mobile]);
  const usedIds = new Set<string>();
  const bankNames = new Map(banks.map((b) => [b.code, b.name]));
  const drivers: DemoDriver[] = [];
  const sequenceOfDay = new Map<string, number>();
  for (let index = 0; index < DEMO_DRIVER_COUNT; index += 1) {
    const isAccount = index === 0;
    const hub = random.pick(places.hubs);
    const home = places.place(random, hub);
    let idCard = isAccount && account.idCard ? account.idCard : idCardNumber(random, home.code, random.chance(0.97));
    while (usedIds.has(idCard)) idCard = idCardNumber(random, home.code);
    usedIds.add(idCard);
    let telephone = isAccount ? account.mobile : mobile(random);
    while (!isAccount && usedMobiles.has(telephone)) telephone = mobile(random);
    usedMobiles.add(telephone);
    const driverName = isAccount ? account.name : personName(random);
    const vehicleClass = isAccount && account.vehicleClass ? account.vehicleClass : random.weighted([['A2', 55], ['B2', 35], ['C1', 10]] as const);
    const created = clock.daysAgo(random.int(isAccount ? 400 : 1, 720), random);
    const day = dayStamp(created);
    const sequence = (sequenceOfDay.get(day) ?? 0) + 1;
    sequenceOfDay.set(day, sequence);
    const driverCode = isAccount ? account.code : `SJ${day}${String(sequence).padStart(6, '0')}`;
    const from = dateYmd(random, 2014, 2023);
    const to = random.chance(0.1) ? '29991231' : `${Number(from.slice(0, 4)) + random.pick([6, 10])}${from.slice(4)}`;
    const review = isAccount ? 'approved' : random.weighted([['approved', 75], ['pending', 15], ['rejected', 10]] as const);
    const bankCode = random.pick(MAJOR_BANKS);
    const city = home.city.endsWith('城区') ? home.province : home.city;
    const record: Record<string, unknown> = {
      driverCode, driverName, drivingLicense: idCard, telephone, vehicleClass,
      issuingOrganizations: `${city}公安局交通警察支队`,
      validPeriodFrom: from.replace(/0229$/, '0228'),
      validPeriodTo: to.replace(/0229$/, '0228'),
      qualificationCertificate: qualificationCertificate(idCard, vehicleClass),
      bankAccountName: driverName,
      bankAccount: `62${random.digits(random.pick([14, 17]))}`,
      bankCode,
      bankBranchName: `${bankNames.get(bankCode) ?? ''}${city}分行`,
      reviewStatus: review,
      reportStatus: review === 'approved' ? random.weighted([['reported', 85], ['unreported', 10], ['failed', 5]] as const) : 'unreported',
      branchCode: clock.branchCode,
      gmtCreated: timeAt(created),
      gmtModified: timeAt(created),
    };
    if (random.chance(0.6)) record.organizationName = random.pick(FLEETS);
    if (review !== 'pending') record.reviewDateTime = timeAt(new Date(created.getTime() + random.int(1, 48) * 3_600_000));
    if (review === 'rejected') record.reviewRemark = random.pick(REJECT_REMARKS);
    if (record.reportStatus === 'reported') record.sendToProDateTime = record.reviewDateTime;
    drivers.push({ driverCode, driverName, drivingLicense: idCard, telephone, vehicleClass, record });
  }
  return drivers;
}
