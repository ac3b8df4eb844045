// 油价: the price of a fuel grade at a station at a moment — the latest price line
// (fuel_station_price) whose effective time has come. Prices are yuan per litre (per kg for LNG
// and CNG), as the station's board shows them.
import { displayTime } from '../../storage/clock';
import { tables, text, type AnyDb } from './shared';

/** The price in yuan of the grade (dictionary fuel_type) at the station at `at`, or null when the
 * station has no price of that grade in effect then. */
export async function currentFuelPrice(db: AnyDb, stationCode: string, fuelType: string, at: Date): Promise<number | null> {
  const row = await tables(db).selectFrom('fuel_station_price').select('price')
    .where('station_code', '=', stationCode).where('fuel_type', '=', fuelType).where('effective_from', '<=', displayTime(at))
    .orderBy('effective_from', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
  return row ? Number(row.price) : null;
}

/** Each grade's price in effect at `at` for each station: station code → [grade, price] in the
 * order of the fuel_type dictionary's codes as given. */
export async function currentPricesOf(db: AnyDb, stationCodes: string[], at: Date): Promise<Map<string, Map<string, number>>> {
  const found = new Map<string, Map<string, number>>();
  if (stationCodes.length === 0) return found;
  const rows = await tables(db).selectFrom('fuel_station_price').select(['station_code', 'fuel_type', 'price', 'effective_from', 'id'])
    .where('station_code', 'in', stationCodes).where('effective_from', '<=', displayTime(at))
    .orderBy('effective_from', 'desc').orderBy('id', 'desc').execute();
  for (const row of rows) {
    const station = found.get(text(row.station_code)) ?? new Map<string, number>();
    if (!station.has(text(row.fuel_type))) station.set(text(row.fuel_type), Number(row.price));
    found.set(text(row.station_code), station);
  }
  return found;
}
