// 加油消费记录 (fuel/consumption, and per vehicle vehicleService/refuelConsumption): a fill paid by
// oil card, in the write's transaction —
// - the card is 正常 (not 挂失, not 注销) and, when allocated, allocated to the fill's vehicle; a
//   driver pays only with his own card (or his fleet's, as its captain);
// - the unit price is the station's current price for the grade (merchant prices), the amount
//   litres × price rounded to the fen (the same rounding as the computed amount);
// - the card's holder must be authorized to spend it at the station's merchant (the merchant
//   centre's authorizeMerchantSpend, which records the spend), then the card pays the merchant
//   (ledger fuelConsumed, key `fuel:<branch>:<fill number>`, once): 已扣卡 with the journal number.
//   Any refusal answers a message and writes nothing.
// Other payment methods record the fill only (非油卡支付). A posted fill's money fields are locked
// (x-locks) and it is not removed.
import { toFen } from '../../../src/core/money/fen';
import type { EntityFieldError } from '../../entities/fieldErrors';
import { registerEntityHooks, type HookContext } from '../../entities/hooks';
import type { EntityRecord } from '../../entities/records';
import { balanceFen, postJournal, recipes } from '../../ledger';
import { currentFuelPrice } from '../merchant/prices';
import { authorizeMerchantSpend, MerchantSpendRefusal } from '../merchant/spend';
import { cardByNumber, cardParty, chinaTime, ENTITY, messageOn, OWNER, refusal, tables, text, yuanText } from './shared';

const E = ENTITY.fill;

export const fillKey = (branchCode: string, fillNumber: string) => `fuel:${branchCode}:${fillNumber}`;

/** Pays the fill (the merged record `fill`) by its card; sets the price, the merchant, the
 * journal number and 已扣卡 on `values`, or answers why not. */
async function payByCard(ctx: HookContext, fill: EntityRecord, values: EntityRecord, fallbackNumber: string): Promise<EntityFieldError[] | void> {
  const branchCode = text(fill.branchCode ?? ctx.caller.branchCode);
  const cardNumber = text(fill.cardNumber);
  const card = await cardByNumber(ctx.trx, branchCode, cardNumber);
  if (!card) return [refusal(ctx, E, 'cardNumber', 'cardUnknown')];
  if (card.status !== 'active') {
    return [refusal(ctx, E, 'cardNumber', 'cardNotActive', { card: cardNumber, state: String(ctx.texts.entityT(`dict.oil_card_status.${text(card.status)}`)) })];
  }
  if (ctx.caller.dataScope === 'driver' && card.driver_code !== ctx.caller.code) return [refusal(ctx, E, 'cardNumber', 'notOwnCard')];
  const vehicle = text(fill.vehicleNumber);
  if (card.vehicle_number && card.vehicle_number !== vehicle) {
    return [refusal(ctx, E, 'cardNumber', 'otherVehicle', { card: cardNumber, allocated: text(card.vehicle_number), vehicle })];
  }
  const stationCode = text(fill.stationCode);
  const station = await tables(ctx.trx).selectFrom('fuel_station').select(['station_name', 'merchant_code', 'merchant_name', 'status'])
    .where('branch_code', '=', branchCode).where('station_code', '=', stationCode).executeTakeFirst();
  if (!station) return [refusal(ctx, E, 'stationCode', 'stationUnknown')];
  if (station.status !== 'open') {
    return [refusal(ctx, E, 'stationCode', 'stationNotOpen', { station: text(station.station_name), state: String(ctx.texts.entityT(`dict.fuel_station_status.${text(station.status)}`)) })];
  }
  const fuelType = text(fill.fuelType);
  const price = await currentFuelPrice(ctx.trx, stationCode, fuelType, chinaTime(text(fill.refuelTime)));
  if (price === null || price === undefined) {
    return [refusal(ctx, E, 'stationCode', 'noPrice', { station: text(station.station_name), fuel: String(ctx.texts.entityT(`dict.fuel_type.${fuelType}`)) })];
  }
  const amountFen = toFen(Number(fill.litres) * price);
  const available = await balanceFen(ctx.trx, branchCode, cardParty(cardNumber), 'wallet');
  if (available < amountFen) {
    return [refusal(ctx, E, 'cardNumber', 'insufficient', { available: yuanText(available), needed: yuanText(amountFen) })];
  }
  const fillNumber = text(fill.consumptionNumber) || fallbackNumber;
  const merchantCode = text(station.merchant_code);
  try {
    await authorizeMerchantSpend(ctx.trx, {
      branchCode, party: { type: card.holder_type === 'fleet' ? 'fleet' : 'driver', code: text(card.holder_code) }, merchantCode,
      amountFen, at: ctx.now, businessType: 'refuelConsumption', businessNumber: fillNumber,
    });
  } catch (error) {
    if (error instanceof MerchantSpendRefusal) return [messageOn('stationCode', error.message)];
    throw error;
  }
  const posted = await postJournal(ctx.trx, {
    key: fillKey(branchCode, fillNumber), branchCode, businessType: 'fuelConsumed', businessNumber: fillNumber,
    remark: `${vehicle} ${text(station.station_name)}`, operator: { code: ctx.caller.code, name: ctx.caller.name }, at: ctx.now,
    lines: recipes.fuelConsumed(cardParty(cardNumber), { type: 'merchant', code: merchantCode, name: text(station.merchant_name) }, amountFen),
  });
  Object.assign(values, {
    unitPrice: price, stationName: station.station_name, merchantCode, merchantName: station.merchant_name,
    paymentStatus: 'posted', journalNumber: posted.journalNumber,
  });
}

function paidOtherwise(values: EntityRecord): void {
  Object.assign(values, { paymentStatus: 'offline', cardNumber: null, journalNumber: null });
}

export function registerFillRules(): void {
  registerEntityHooks(E, {
    beforeCreate: async (ctx, values) => {
      if (values.paymentMethod === 'fuel_card') return payByCard(ctx, values, values, '');
      paidOtherwise(values);
      return undefined;
    },
    beforeUpdate: async (ctx, id, stored, values) => {
      // A posted fill's money fields are locked (x-locks): it stays as it was paid.
      if (stored.paymentStatus === 'posted') return undefined;
      const merged = { ...stored, ...values };
      if (merged.paymentMethod === 'fuel_card') return payByCard(ctx, merged, values, `ID${id}`);
      if (values.paymentMethod !== undefined) paidOtherwise(values);
      return undefined;
    },
  }, OWNER);
}
