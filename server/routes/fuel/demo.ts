// The oil cards' demo money (server/seed/moneyDemo.ts, after the merchant centre's step, so its
// fuel stations, prices and authorizations exist):
// - a card for each of the drivers with the most money earned (the demo driver first), allocated
//   to his vehicle; for a few fleets a main card and sub-cards allocated to their vehicles;
// - top-ups as lazy journals: at its turn each reads the holder's available balance (what the
//   carrier payments of the timeline put there) and moves part of it to the card, or nothing;
// - the demo fills of a carded vehicle after the card was opened are paid by it at a station whose
//   merchant the holder is authorized at, at the station's price then: at its turn the fill is
//   authorized (the merchant centre records the spend) and posted (fuelConsumed) — or, when the
//   card cannot pay it, it is left paid by the company (公司月结), nothing moved;
// - a card cancelled at the end returns its balance (oilCardReturned); one is reported lost.
// Every other demo fill is 非油卡支付. A card's balance = its top-ups − its fills − its return.
import { sql, type Transaction } from 'kysely';
import { fromFen, toFen } from '../../../src/core/money/fen';
import { balanceFen, recipes, type DemoMoneyTimeline, type JournalInput } from '../../ledger';
import { addMs, DAY_MS, displayTime, HOUR_MS } from '../../storage/clock';
import type { Database, EntityRow } from '../../storage/schema';
import { createRandom, type Random } from '../../seed/demo/random';
import { DEMO_BRANCH } from '../../seed/organisation';
import { currentFuelPrice } from '../merchant/prices';
import { authorizeMerchantSpend, MerchantSpendRefusal } from '../merchant/spend';
import { cardParty, chinaTime, holderParty, TABLE, tables, text } from './shared';
import { fillKey } from './fills';
import { DemoNumbers } from '../../seed/demo/numbers';

const SEED = 20261515;
const DRIVER_CARDS = 8;
const FLEET_CARDS = 2;
const STAFF = '陈晓燕';
type Trx = Transaction<Database>;

interface DemoCard {
  row: EntityRow;
  openedAt: Date;
}

/** Business numbers of the demo: prefix, day, and the day's sequence. */

function cardNumberOf(issuer: string, random: Random): string {
  return issuer === 'sinopec' ? `100011${random.digits(13)}` : `9030${random.digits(12)}`;
}

async function insertCard(trx: Trx, values: Record<string, string | number | null>, openedAt: Date, random: Random, vehicle: string | null): Promise<EntityRow> {
  const time = displayTime(openedAt);
  const row = {
    card_number: values.card_number, issuer: values.issuer, card_kind: values.card_kind, main_card_number: values.main_card_number ?? null,
    holder_type: values.holder_type, team_code: values.team_code ?? null, driver_code: values.driver_code, holder_code: values.holder_code,
    holder_name: values.holder_name, vehicle_number: vehicle, status: 'active', opened_date: time.slice(0, 10).replace(/-/g, ''),
    remark: values.remark ?? null, branch_code: DEMO_BRANCH.code, gmt_created: time, gmt_modified: time,
  };
  await tables(trx).insertInto(TABLE.card).values(row).execute();
  if (vehicle) {
    await tables(trx).insertInto(TABLE.allocation).values({
      card_number: row.card_number, vehicle_number: vehicle, holder_name: row.holder_name, from_date_time: time, to_date_time: null,
      operator_name: STAFF, remark: random.chance(0.5) ? '开卡即分配' : null, driver_code: row.driver_code, branch_code: DEMO_BRANCH.code,
      gmt_created: time, gmt_modified: time,
    }).execute();
  }
  return row;
}

/** The drivers with the most money earned in the demo (the demo driver first) and their vehicle. */
async function cardedDrivers(trx: Trx): Promise<{ code: string; name: string; vehicle: string }[]> {
  const { rows } = await sql<{ driver_code: string; driver_name: string; vehicle_number: string; paid: number }>`
    select w.driver_code, max(w.driver_name) as driver_name, max(w.vehicle_number) as vehicle_number, sum(w.total_monetary_amount) as paid
    from tms_waybill w where w.branch_code = ${DEMO_BRANCH.code} and w.status in ('signed', 'completed') and w.driver_code is not null
      and w.vehicle_number is not null and exists (select 1 from basic_refuel_consumption r where r.vehicle_number = w.vehicle_number)
    group by w.driver_code order by case when w.driver_code = 'DR000005' then 0 else 1 end, paid desc limit ${DRIVER_CARDS}`.execute(trx);
  return rows.map((row) => ({ code: row.driver_code, name: row.driver_name, vehicle: row.vehicle_number }));
}

async function cardedFleets(trx: Trx): Promise<{ code: string; name: string; captain: string; vehicles: string[] }[]> {
  const teams = await tables(trx).selectFrom('basic_driver_team').select(['team_code', 'team_name', 'captain_code'])
    .where('branch_code', '=', DEMO_BRANCH.code).where('review_status', '=', 'approved').where('status', '=', 'normal')
    .orderBy('id').limit(FLEET_CARDS).execute();
  const fleets = [];
  for (const team of teams) {
    const vehicles = await tables(trx).selectFrom('basic_driver_team_vehicle').select('vehicle_number')
      .where('branch_code', '=', DEMO_BRANCH.code).where('team_code', '=', text(team.team_code)).orderBy('id').limit(2).execute();
    fleets.push({ code: text(team.team_code), name: text(team.team_name), captain: text(team.captain_code), vehicles: vehicles.map((v) => text(v.vehicle_number)) });
  }
  return fleets;
}

/** The stations (open, with prices) whose merchant authorizes the party, by station code. */
async function stationsFor(trx: Trx, party: { type: string; code: string }): Promise<EntityRow[]> {
  const { rows } = await sql<EntityRow>`
    select s.station_code, s.station_name, s.merchant_code, s.merchant_name from fuel_station s
    where s.branch_code = ${DEMO_BRANCH.code} and s.status = 'open'
      and exists (select 1 from mch_authorization a where a.branch_code = s.branch_code and a.merchant_code = s.merchant_code
        and a.party_type = ${party.type} and a.party_code = ${party.code} and a.status = 'active')
    order by s.id`.execute(trx);
  return rows;
}

export async function seedFuelDemo(trx: Trx, now: Date, timeline: DemoMoneyTimeline): Promise<void> {
  const random = createRandom(SEED);
  const numbers = new DemoNumbers();
  const db = tables(trx);
  const cards: DemoCard[] = [];
  const used = new Set<string>();
  const uniqueNumber = (issuer: string) => {
    for (;;) {
      const number = cardNumberOf(issuer, random);
      if (!used.has(number)) { used.add(number); return number; }
    }
  };
  for (const [index, driver] of (await cardedDrivers(trx)).entries()) {
    const openedAt = addMs(now, -(150 - index * 6) * DAY_MS - random.int(8, 17) * HOUR_MS);
    const issuer = index % 3 === 2 ? 'petrochina' : 'sinopec';
    const row = await insertCard(trx, {
      card_number: uniqueNumber(issuer), issuer, card_kind: 'main', holder_type: 'driver', driver_code: driver.code,
      holder_code: driver.code, holder_name: driver.name,
    }, openedAt, random, driver.vehicle);
    cards.push({ row, openedAt });
  }
  for (const [index, fleet] of (await cardedFleets(trx)).entries()) {
    const openedAt = addMs(now, -(120 - index * 10) * DAY_MS);
    const issuer = index % 2 === 0 ? 'sinopec' : 'petrochina';
    const main = await insertCard(trx, {
      card_number: uniqueNumber(issuer), issuer, card_kind: 'main', holder_type: 'fleet', team_code: fleet.code, driver_code: fleet.captain,
      holder_code: fleet.code, holder_name: fleet.name, remark: '车队主卡',
    }, openedAt, random, null);
    cards.push({ row: main, openedAt });
    for (const vehicle of fleet.vehicles) {
      const row = await insertCard(trx, {
        card_number: uniqueNumber(issuer), issuer, card_kind: 'sub', main_card_number: main.card_number, holder_type: 'fleet', team_code: fleet.code,
        driver_code: fleet.captain, holder_code: fleet.code, holder_name: fleet.name,
      }, addMs(openedAt, HOUR_MS), random, vehicle);
      cards.push({ row, openedAt: addMs(openedAt, HOUR_MS) });
    }
  }
  for (const card of cards) addTopUps(card, now, timeline, random);
  await addFills(trx, cards, timeline, random, numbers);
  // The last fleet sub-card reported lost; the last driver card cancelled, its balance returned.
  const lost = [...cards].reverse().find((card) => card.row.card_kind === 'sub');
  if (lost) {
    const at = addMs(now, -3 * DAY_MS);
    // In its turn, so the fills before it are paid by the card and those after it are not.
    timeline.add({
      at,
      journal: async (t) => {
        await tables(t).updateTable(TABLE.card).set({ status: 'frozen', freeze_reason: '司机报告油卡遗失', frozen_date_time: displayTime(at), gmt_modified: displayTime(at) })
          .where('card_number', '=', text(lost.row.card_number)).execute();
        return null;
      },
    });
  }
  const cancelled = cards.filter((card) => card.row.holder_type === 'driver').at(-1);
  if (cancelled) addCancellation(cancelled, now, timeline);
  // Every fill not paid by card: recorded without ledger money.
  await db.updateTable(TABLE.fill).set({ payment_status: 'offline' }).where('branch_code', '=', DEMO_BRANCH.code).where('payment_status', 'is', null).execute();
}

/** Top-ups every three to five weeks from the card's opening: part of the holder's wallet then. */
function addTopUps(card: DemoCard, now: Date, timeline: DemoMoneyTimeline, random: Random): void {
  const number = text(card.row.card_number);
  const holder = holderParty(card.row);
  let at = addMs(card.openedAt, 2 * HOUR_MS);
  let sequence = 0;
  while (at.getTime() < now.getTime() - DAY_MS) {
    const share = random.decimal(0.4, 0.8, 2);
    const cap = random.int(30, 80) * 100;
    const when = at;
    timeline.add({
      at: when,
      journal: async (trx): Promise<JournalInput | null> => {
        const available = await balanceFen(trx, DEMO_BRANCH.code, holder, 'wallet');
        const fen = Math.min(Math.floor((available * share) / 10_000) * 10_000, cap * 100);
        if (fen < 50_000) return null;
        sequence += 1;
        return {
          key: `oilCardTopUp:${DEMO_BRANCH.code}:${number}:${sequence}`, branchCode: DEMO_BRANCH.code, businessType: 'oilCardTopUp',
          businessNumber: number, operator: { code: 'demo', name: STAFF }, at: when, lines: recipes.oilCardTopUp(holder, cardParty(number), fen),
        };
      },
    });
    at = addMs(at, random.int(21, 35) * DAY_MS + random.int(0, 8) * HOUR_MS);
  }
}

async function addFills(trx: Trx, cards: DemoCard[], timeline: DemoMoneyTimeline, random: Random, numbers: DemoNumbers): Promise<void> {
  const db = tables(trx);
  for (const card of cards) {
    const vehicle = text(card.row.vehicle_number);
    if (!vehicle) continue;
    const holder = holderParty(card.row);
    const stations = await stationsFor(trx, holder);
    if (stations.length === 0) continue;
    const fills = await db.selectFrom(TABLE.fill).select(['id', 'consumption_number', 'refuel_time', 'fuel_type', 'litres'])
      .where('branch_code', '=', DEMO_BRANCH.code).where('vehicle_number', '=', vehicle)
      .where('refuel_time', '>', displayTime(addMs(card.openedAt, DAY_MS))).orderBy('refuel_time').execute();
    const home = random.pick(stations);
    for (const fill of fills) {
      const station = random.chance(0.7) ? home : random.pick(stations);
      const at = chinaTime(text(fill.refuel_time));
      const price = await currentFuelPrice(trx, text(station.station_code), text(fill.fuel_type), at);
      if (price === null) continue;
      const amountFen = toFen(Number(fill.litres) * price);
      const id = Number(fill.id);
      const fillNumber = text(fill.consumption_number) || numbers.next('JYXF', at);
      const cardNumber = text(card.row.card_number);
      const merchant = { type: 'merchant' as const, code: text(station.merchant_code), name: text(station.merchant_name) };
      // Paid otherwise (company monthly) when the card cannot pay it at its turn.
      const paidByCompany = async (t: Trx) => {
        await tables(t).updateTable(TABLE.fill).set({ payment_method: 'company', payment_status: 'offline' }).where('id', '=', id).execute();
      };
      timeline.add({
        at,
        journal: async (t): Promise<JournalInput | null> => {
          const available = await balanceFen(t, DEMO_BRANCH.code, cardParty(cardNumber), 'wallet');
          const status = await tables(t).selectFrom(TABLE.card).select('status').where('card_number', '=', cardNumber).executeTakeFirst();
          if (available < amountFen || status?.status !== 'active') { await paidByCompany(t); return null; }
          try {
            await authorizeMerchantSpend(t, {
              branchCode: DEMO_BRANCH.code, party: { type: holder.type === 'fleet' ? 'fleet' : 'driver', code: holder.code }, merchantCode: merchant.code,
              amountFen, at, businessType: 'refuelConsumption', businessNumber: fillNumber,
            });
          } catch (error) {
            if (!(error instanceof MerchantSpendRefusal)) throw error;
            await paidByCompany(t);
            return null;
          }
          await tables(t).updateTable(TABLE.fill).set({
            payment_method: 'fuel_card', card_number: cardNumber, station_code: station.station_code, station_name: station.station_name,
            merchant_code: merchant.code, merchant_name: merchant.name, unit_price: price, amount: fromFen(amountFen),
          }).where('id', '=', id).execute();
          return {
            key: fillKey(DEMO_BRANCH.code, fillNumber), branchCode: DEMO_BRANCH.code, businessType: 'fuelConsumed', businessNumber: fillNumber,
            remark: `${vehicle} ${text(station.station_name)}`, operator: { code: 'demo', name: STAFF }, at,
            lines: recipes.fuelConsumed(cardParty(cardNumber), merchant, amountFen),
          };
        },
        posted: async (t, journalNumber) => {
          await tables(t).updateTable(TABLE.fill).set({ payment_status: 'posted', journal_number: journalNumber }).where('id', '=', id).execute();
        },
        refused: paidByCompany,
      });
    }
  }
}

/** The card cancelled two days before now: what is left on it goes back to the holder. */
function addCancellation(card: DemoCard, now: Date, timeline: DemoMoneyTimeline): void {
  const at = addMs(now, -2 * DAY_MS);
  const number = text(card.row.card_number);
  const time = displayTime(at);
  timeline.add({
    at,
    journal: async (trx): Promise<JournalInput | null> => {
      const left = await balanceFen(trx, DEMO_BRANCH.code, cardParty(number), 'wallet');
      await tables(trx).updateTable(TABLE.card).set({
        status: 'cancelled', cancel_reason: '司机退出平台合作，油卡注销', cancel_date_time: time, returned_amount: fromFen(left), gmt_modified: time,
      }).where('card_number', '=', number).execute();
      await tables(trx).updateTable(TABLE.allocation).set({ to_date_time: time, gmt_modified: time })
        .where('card_number', '=', number).where('to_date_time', 'is', null).execute();
      if (left <= 0) return null;
      return {
        key: `oilCardReturned:${DEMO_BRANCH.code}:${number}`, branchCode: DEMO_BRANCH.code, businessType: 'oilCardReturned', businessNumber: number,
        remark: '油卡注销，余额退回', operator: { code: 'demo', name: STAFF }, at, lines: recipes.oilCardReturned(cardParty(number), holderParty(card.row), left),
      };
    },
    posted: async (trx, journalNumber) => {
      await tables(trx).updateTable(TABLE.card).set({ return_journal_number: journalNumber }).where('card_number', '=', number).execute();
    },
  });
}
