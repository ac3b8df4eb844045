// 加油站管理: a station belongs to a merchant of type fuel station (it is paid through it), and
// shows each grade's current price (the latest price line in effect now, prices.ts), read with
// the record.
import type { AppContext } from '../../context';
import { registerEntityHooks, type HookContext } from '../../entities/hooks';
import type { EntityFieldError } from '../../entities/fieldErrors';
import type { EntityRecord } from '../../entities/records';
import { OWNER, refusal, tables, text } from './shared';
import { currentPricesOf } from './prices';

/** fuel_type code → the station's transient price field. */
export const PRICE_FIELDS: Record<string, string> = {
  diesel_0: 'priceDiesel0', diesel_m10: 'priceDieselM10', diesel_m20: 'priceDieselM20',
  gasoline_92: 'priceGasoline92', gasoline_95: 'priceGasoline95', lng: 'priceLng', cng: 'priceCng',
};

async function ofFuelMerchant(ctx: HookContext, values: EntityRecord, stored: EntityRecord | null): Promise<EntityFieldError[] | void> {
  if (values.merchantCode === undefined) return;
  const merchant = await tables(ctx.trx).selectFrom('mch_merchant').select('merchant_type')
    .where('branch_code', '=', text(stored?.branchCode ?? values.branchCode ?? ctx.caller.branchCode))
    .where('merchant_code', '=', text(values.merchantCode)).executeTakeFirst();
  if (merchant?.merchant_type !== 'fuel_station') return [refusal(ctx, 'fuelStation', 'merchantCode', 'merchantNotFuel')];
}

export function registerStationHooks(app: AppContext): void {
  registerEntityHooks('fuelStation', {
    beforeCreate: (ctx, values) => ofFuelMerchant(ctx, values, null),
    beforeUpdate: (ctx, _id, stored, values) => ofFuelMerchant(ctx, values, stored),
    decorate: async (db, records) => {
      const prices = await currentPricesOf(db, records.map((record) => text(record.stationCode)), app.now());
      for (const record of records) {
        const station = prices.get(text(record.stationCode));
        for (const [grade, field] of Object.entries(PRICE_FIELDS)) record[field] = station?.get(grade) ?? null;
      }
    },
  }, OWNER);
}
