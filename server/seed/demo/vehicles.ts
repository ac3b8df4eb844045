// 300 demo vehicles, one per demo driver: plates of real provinces (a few new-energy plates),
// plate colours by size, vehicle types of vehicle_type.txt, tonnage, a VIN, and the road
// transport certificate number of the domain rule.
import type { DemoDriver } from './drivers';
import type { Place, PlaceBook } from './places';
import { personName } from './people';
import type { Random } from './random';
import { dateYmd } from './people';
import { timeAt, type DemoClock } from './time';

export interface DemoVehicle {
  vehicleNumber: string;
  vehiclePlateColorCode: string;
  vehicleTonnage: number;
  roadTransportCertificateNumber: string;
  driver: DemoDriver;
  record: Record<string, unknown>;
}

type Size = 'tractor' | 'heavy' | 'medium' | 'light';

const TYPES: readonly (readonly [{ code: string; size: Size }, number])[] = [
  [{ code: 'Q11', size: 'tractor' }, 35], [{ code: 'H11', size: 'heavy' }, 14], [{ code: 'H12', size: 'heavy' }, 10],
  [{ code: 'H17', size: 'heavy' }, 10], [{ code: 'H14', size: 'heavy' }, 4], [{ code: 'H15', size: 'heavy' }, 4],
  [{ code: 'H19', size: 'heavy' }, 5], [{ code: 'H21', size: 'medium' }, 5], [{ code: 'H22', size: 'medium' }, 5],
  [{ code: 'H31', size: 'light' }, 4], [{ code: 'H32', size: 'light' }, 4],
];
/** World manufacturer codes of Chinese truck makers (中国重汽, 一汽解放, 东风, 陕汽, 福田). */
const WMI = ['LZZ', 'LFW', 'LGA', 'LZG', 'LRD', 'LFN'];
const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const SERIAL_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const COMPANY_SUFFIX = ['通达运输有限公司', '顺发物流有限公司', '宏远汽车运输有限公司', '恒泰物流有限公司', '鑫源运输有限公司'];

function plateSerial(random: Random): string {
  // Mostly digits; private plates often mix in one or two letters.
  return Array.from({ length: 5 }, (_, i) => (i < 2 && random.chance(0.2) ? random.pick([...SERIAL_LETTERS]) : String(random.int(0, 9)))).join('');
}

function tonnageOf(random: Random, size: Size): { tonnage: number; gross: number; length: number } {
  switch (size) {
    case 'tractor': return { tonnage: random.decimal(30, 40, 2), gross: 49, length: random.decimal(6.8, 7.2, 2) };
    case 'heavy': { const t = random.decimal(15, 32, 2); return { tonnage: t, gross: Number((t + random.decimal(10, 14, 2)).toFixed(2)), length: random.pick([9.6, 12.5, 13]) }; }
    case 'medium': { const t = random.decimal(6, 12, 2); return { tonnage: t, gross: Number((t + random.decimal(5, 7, 2)).toFixed(2)), length: random.pick([6.8, 7.7]) }; }
    case 'light': { const t = random.decimal(1.5, 4.4, 2); return { tonnage: t, gross: Number((t + random.decimal(2, 3, 2)).toFixed(2)), length: random.pick([4.2, 5.2]) }; }
  }
}

export function demoVehicles(random: Random, places: PlaceBook, drivers: DemoDriver[], clock: DemoClock): DemoVehicle[] {
  const plates = new Set<string>();
  const vins = new Set<string>();
  return drivers.map((driver) => {
    const hub = random.pick(places.hubs);
    const home: Place = places.place(random, hub);
    const type = driver.vehicleClass === 'C1' ? { code: random.pick(['H31', 'H32']), size: 'light' as Size } : random.weighted(TYPES);
    const newEnergy = type.size !== 'tractor' && random.chance(0.05);
    let plate = '';
    do plate = newEnergy ? `${hub.plate}${random.digits(5)}D` : `${hub.plate}${plateSerial(random)}`; while (plates.has(plate));
    plates.add(plate);
    let vin = '';
    do vin = random.pick(WMI) + Array.from({ length: 14 }, () => random.pick([...VIN_CHARS])).join(''); while (vins.has(vin));
    vins.add(vin);
    const { tonnage, gross, length } = tonnageOf(random, type.size);
    const light = tonnage <= 4.5;
    // Yellow plates for large trucks, blue for light ones, yellow-green for large new-energy.
    const colour = newEnergy ? '93' : light ? '1' : '2';
    const certificate = light ? `${home.code}000000` : `${home.code}${random.digits(6)}`;
    const registerDate = dateYmd(random, 2015, 2024);
    const created = clock.daysAgo(random.int(1, 700), random);
    const review = driver.record.reviewStatus === 'approved' ? random.weighted([['approved', 90], ['pending', 10]] as const) : 'pending';
    const city = home.city.endsWith('城区') ? home.province : home.city;
    const record: Record<string, unknown> = {
      vehicleNumber: plate,
      vehiclePlateColorCode: colour,
      vehicleType: type.code,
      owner: random.chance(0.6) ? driver.driverName : `${city.replace(/市$/, '')}${random.pick(COMPANY_SUFFIX)}`,
      useCharacter: type.code === 'H14' && random.chance(0.5) ? 'R' : 'F',
      vin,
      issuingOrganizations: `${city}公安局交通警察支队`,
      registerDate,
      issueDate: registerDate,
      vehicleEnergyType: newEnergy ? 'C' : random.weighted([['B', 90], ['E', 10]] as const),
      vehicleTonnage: tonnage,
      grossMass: gross,
      length,
      roadTransportCertificateNumber: certificate,
      driverCode: driver.driverCode,
      driverName: driver.driverName,
      reviewStatus: review,
      reportStatus: review === 'approved' ? random.weighted([['reported', 85], ['unreported', 15]] as const) : 'unreported',
      branchCode: clock.branchCode,
      gmtCreated: timeAt(created),
      gmtModified: timeAt(created),
    };
    if (type.size === 'tractor') record.trailerVehiclePlateNumber = `${hub.plate}${random.digits(4)}挂`;
    if (review === 'approved') record.reviewDateTime = timeAt(new Date(created.getTime() + random.int(1, 24) * 3_600_000));
    if (record.reportStatus === 'reported') record.sendToProDateTime = record.reviewDateTime;
    if (random.chance(0.05)) record.remark = `${personName(random)}介绍入驻`;
    return { vehicleNumber: plate, vehiclePlateColorCode: colour, vehicleTonnage: tonnage, roadTransportCertificateNumber: certificate, driver, record };
  });
}
