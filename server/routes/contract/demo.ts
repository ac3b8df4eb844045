// The demo's contracts (server/seed/moneyDemo.ts, after the postings; contracts move no money):
// the templates of templates.ts, then contracts of every type drafted exactly as the server drafts
// them (drafting.ts: number, parties copied, text rendered from the template) over real demo
// shippers, drivers, fleets, upstream customers and waybills, in every state — drafts, waiting
// for signature, signed (some ending within 30 days, some past their end), terminated — with
// their history (entity_action_log) as the actions write it. The demo driver has a 承运合同 and
// the demo shipper a 货主合同 waiting for their signature, and each a signed one.
import type { Transaction } from 'kysely';
import type { DemoMoneyTimeline } from '../../ledger';
import type { Caller } from '../../entities/caller';
import type { EntityRecord } from '../../entities/records';
import { rowOf } from '../../entities/records';
import { sharedRegistry } from '../../entities/shared';
import { createRandom, type Random } from '../../seed/demo/random';
import { DEMO_BRANCH } from '../../seed/organisation';
import { maskPhone } from '../../sms/answers';
import { addMs, DAY_MS, displayTime, HOUR_MS, MINUTE_MS } from '../../storage/clock';
import type { Database } from '../../storage/schema';
import { contentHash, draft, edb, TABLE } from './drafting';
import { DEMO_TEMPLATES } from './templates';

type Trx = Transaction<Database>;
const SEED = 20261501;
const ymd = (at: Date) => displayTime(at).slice(0, 10).replace(/-/g, '');

type State = 'draft' | 'pendingSign' | 'signed' | 'expiring' | 'expired' | 'terminated';
interface Plan { type: string; party: EntityRecord; state: State; title: string; price: [number, string, string, number] }

const PRICES: Record<string, Array<[number, string, string, number]>> = {
  // unit price, pricing unit, settlement cycle, tax rate
  shipper: [[185, 'perTon', 'monthly', 9], [4200, 'perTrip', 'half_month', 9], [0.42, 'perTonKm', 'monthly', 9]],
  carrier: [[165, 'perTon', 'per_waybill', 9], [3800, 'perTrip', 'weekly', 9], [0.38, 'perTonKm', 'per_waybill', 9]],
  source: [[178, 'perTon', 'monthly', 9], [0.4, 'perTonKm', 'quarterly', 9]],
  storage: [[1.8, 'perPalletDay', 'monthly', 6], [26, 'perSquareMeterMonth', 'monthly', 6]],
  transport: [[160, 'perTon', 'per_waybill', 9], [3600, 'perTrip', 'per_waybill', 9]],
};
const TITLES: Record<string, string> = {
  shipper: '年度公路运输服务合同', carrier: '道路货物承运合同', source: '大宗货源运输合作合同', storage: '仓储保管服务合同', transport: '运输合同',
};
const PAYMENT_TERMS: Record<string, string[]> = {
  shipper: ['每月5日前对账，对账无误后10个工作日内付清', '预付30%，货到验收后付清余款'],
  carrier: ['回单上传且签收后3个工作日内支付至司机本人银行卡', '按周对账，次周二统一支付'],
  source: ['每月对账，次月15日前付清上月运费', '按季度对账，开票后30日内付款'],
  storage: ['每月初5日内支付上月仓储费', '按月预付仓储费'],
  transport: ['卸货签收并上传回单后3个工作日内支付', '预付50%油费，余款签收后支付'],
};
const TERMINATE_REASONS = ['双方协商一致提前终止', '乙方车辆转让，不再承运', '货主业务调整，停止合作', '乙方多次延误到货，甲方依约解除'];
const IPS = ['112.224.18.', '39.88.102.', '223.104.186.', '120.229.45.', '27.196.77.'];

async function partyCodes(trx: Trx): Promise<{ shipper: string; driver: string; staff: { code: string; name: string } }> {
  const parties = await trx.selectFrom('party').select(['username', 'code', 'name']).where('username', 'in', ['shipper', 'driver', 'staff']).execute();
  const of = (username: string) => parties.find((party) => party.username === username);
  return { shipper: of('shipper')?.code ?? '', driver: of('driver')?.code ?? '', staff: { code: of('staff')?.code ?? '', name: of('staff')?.name ?? '' } };
}

export async function seedContractDemo(trx: Trx, now: Date, _timeline: DemoMoneyTimeline): Promise<void> {
  const branch = DEMO_BRANCH.code;
  const registry = sharedRegistry();
  const contract = registry.get('contract');
  const template = registry.get('contractTemplate');
  if (!contract || !template) return;
  const random = createRandom(SEED);
  const { shipper: demoShipper, driver: demoDriver, staff } = await partyCodes(trx);
  // Templates, made a year ago (the disabled one earlier).
  for (const [index, item] of DEMO_TEMPLATES.entries()) {
    const at = displayTime(addMs(now, -(400 - index * 7) * DAY_MS));
    await edb(trx).insertInto(TABLE.template).values(rowOf(template, {
      templateName: item.name, contractType: item.type, version: item.version, status: item.status, bodyText: item.body, remark: item.remark,
      creatorName: staff.name, branchCode: branch, gmtCreated: at, gmtModified: at,
    })).execute();
  }
  const shippers = await edb(trx).selectFrom('basic_shipper').select(['shipper_code']).where('branch_code', '=', branch)
    .where('contact_phone', 'is not', null).orderBy('id').limit(40).execute();
  const drivers = await edb(trx).selectFrom('basic_driver').select(['driver_code']).where('branch_code', '=', branch)
    .where('review_status', '=', 'approved').where('telephone', 'is not', null).orderBy('id').limit(60).execute();
  const teams = await edb(trx).selectFrom('basic_driver_team').select(['team_code']).where('branch_code', '=', branch)
    .where('captain_code', 'is not', null).where('captain_phone', 'is not', null).orderBy('id').limit(10).execute();
  const customers = await edb(trx).selectFrom('basic_upstream_customer').select(['customer_code']).where('branch_code', '=', branch).orderBy('id').limit(12).execute();
  const waybills = await edb(trx).selectFrom('tms_waybill').select(['shipping_note_number', 'driver_code']).where('branch_code', '=', branch)
    .where('driver_code', 'is not', null).where('status', 'in', ['signed', 'completed', 'transporting', 'loaded']).orderBy('id', 'desc').limit(30).execute();
  if (shippers.length === 0 || drivers.length === 0) return;
  const pickOf = <T>(items: T[], at: number) => items[at % items.length]!;
  const STATES: Array<[State, number]> = [['draft', 12], ['pendingSign', 15], ['signed', 38], ['expiring', 12], ['expired', 10], ['terminated', 13]];
  const plans: Plan[] = [];
  const plan = (type: string, party: EntityRecord, state: State, title = TITLES[type]!) => plans.push({ type, party, state, title, price: random.pick(PRICES[type]!) });
  // The demo accounts' own contracts, to sign and signed.
  if (demoShipper) {
    plan('shipper', { shipperCode: demoShipper }, 'pendingSign', '2027年度公路运输服务合同');
    plan('shipper', { shipperCode: demoShipper }, 'signed', '2026年度公路运输服务合同');
    plan('storage', { shipperCode: demoShipper }, 'expiring');
  }
  if (demoDriver) {
    plan('carrier', { driverCode: demoDriver }, 'pendingSign', '道路货物承运合同（续签）');
    plan('carrier', { driverCode: demoDriver }, 'signed');
    const own = waybills.find((waybill) => waybill.driver_code === demoDriver);
    if (own) plan('transport', { shippingNoteNumber: own.shipping_note_number }, 'signed');
  }
  for (let i = 0; i < 14; i += 1) plan('shipper', { shipperCode: pickOf(shippers, i + 1).shipper_code }, random.weighted(STATES));
  for (let i = 0; i < 16; i += 1) {
    const party = i % 4 === 3 && teams.length > 0 ? { teamCode: pickOf(teams, i).team_code } : { driverCode: pickOf(drivers, i + 2).driver_code };
    plan('carrier', party, random.weighted(STATES));
  }
  for (let i = 0; i < 9; i += 1) {
    const party = i % 3 === 2 || customers.length === 0 ? { shipperCode: pickOf(shippers, i + 20).shipper_code } : { customerCode: pickOf(customers, i).customer_code };
    plan('source', party, random.weighted(STATES));
  }
  for (let i = 0; i < 8; i += 1) plan('storage', { shipperCode: pickOf(shippers, i + 7).shipper_code }, random.weighted(STATES));
  for (const [i, waybill] of waybills.slice(0, 12).entries()) {
    if (waybill.driver_code === demoDriver) continue;
    plan('transport', { shippingNoteNumber: waybill.shipping_note_number }, random.weighted(i < 8 ? STATES.filter(([s]) => s !== 'expiring') : STATES));
  }
  const caller: Caller = { partyId: 0, code: staff.code, name: staff.name, branchCode: branch, role: 'BRANCH_STAFF', dataScope: 'branch', branches: [] };
  const texts = { t: ((key: string) => key) as never, entityT: ((key: string) => key) as never };
  for (const item of plans) await writeContract(trx, item, random, now, { caller, texts, contract });
}

/** The days a contract of the state was drafted, started and ends, around now. */
function termOf(state: State, type: string, random: Random, now: Date): { drafted: Date; start: Date; end: Date } {
  const days = type === 'transport' ? random.int(2, 6) : random.pick([180, 365, 365, 730]);
  let end: Date;
  if (state === 'expiring') end = addMs(now, random.int(3, 27) * DAY_MS);
  else if (state === 'expired') end = addMs(now, -random.int(5, 70) * DAY_MS);
  else if (state === 'draft' || state === 'pendingSign') end = addMs(now, (days + random.int(5, 30)) * DAY_MS);
  else end = addMs(now, random.int(40, Math.max(60, days - 20)) * DAY_MS);
  const start = addMs(end, -days * DAY_MS);
  const drafted = state === 'draft' || state === 'pendingSign' ? addMs(now, -random.int(1, 9) * DAY_MS - random.int(1, 8) * HOUR_MS) : addMs(start, -random.int(3, 15) * DAY_MS);
  return { drafted: drafted > now ? addMs(now, -2 * HOUR_MS) : drafted, start, end };
}

async function writeContract(trx: Trx, item: Plan, random: Random, now: Date, { caller, texts, contract }: {
  caller: Caller; texts: { t: never; entityT: never }; contract: NonNullable<ReturnType<ReturnType<typeof sharedRegistry>['get']>>;
}): Promise<void> {
  const { drafted, start, end } = termOf(item.state, item.type, random, now);
  const [unitPrice, pricingUnit, settlementCycle, taxRate] = item.price;
  const volume = item.type === 'transport' ? random.int(28, 34) : pricingUnit === 'perTrip' ? random.int(40, 300) : random.int(2000, 60000);
  const values: EntityRecord = {
    contractType: item.type, title: item.title, ...item.party, startDate: ymd(start), endDate: ymd(end),
    unitPrice, pricingUnit, settlementCycle, taxRate, estimatedAmount: Math.round(unitPrice * volume * 100) / 100,
    paymentTerms: random.pick(PAYMENT_TERMS[item.type]!), creatorName: caller.name, branchCode: caller.branchCode,
  };
  const errors = await draft({ db: trx as never, trx, caller, texts: texts as never, now: drafted }, null, values);
  if (errors && errors.length > 0) return;
  const at = (date: Date) => displayTime(date);
  values.status = 'draft';
  values.gmtCreated = at(drafted);
  const log: Array<{ action: string; from: string; to: string; at: Date; payload?: EntityRecord }> = [];
  let last = drafted;
  if (item.state !== 'draft') {
    const sent = addMs(drafted, random.int(1, 20) * HOUR_MS);
    values.status = 'pendingSign';
    values.sentDateTime = at(sent);
    values.contentHash = contentHash(values);
    log.push({ action: 'send', from: 'draft', to: 'pendingSign', at: sent });
    last = sent;
    if (item.state !== 'pendingSign') {
      const signed = addMs(sent, random.int(20, 60 * 30) * MINUTE_MS);
      const mobile = String(values.partyBMobile ?? '');
      const body = await edb(trx).selectFrom('sys_contract_body').select(['body_name', 'seal_image']).where('id', '=', Number(values.bodyId)).executeTakeFirst();
      Object.assign(values, {
        status: 'signed', signerName: values.partyBName, signerMobile: maskPhone(mobile), signedDateTime: at(signed),
        signIp: `${random.pick(IPS)}${random.int(2, 250)}`, sealBodyName: body?.body_name ?? values.partyAName, sealImage: body?.seal_image ?? null,
      });
      log.push({ action: 'sign', from: 'pendingSign', to: 'signed', at: signed, payload: { signerMobile: values.signerMobile, signIp: values.signIp, contentHash: values.contentHash } });
      last = signed;
      if (item.state === 'terminated') {
        const terminated = new Date(Math.min(now.getTime() - HOUR_MS, signed.getTime() + random.int(20, 120) * DAY_MS));
        Object.assign(values, { status: 'terminated', terminatedDateTime: at(terminated), terminateReason: random.pick(TERMINATE_REASONS) });
        log.push({ action: 'terminate', from: 'signed', to: 'terminated', at: terminated, payload: { terminateReason: values.terminateReason } });
        last = terminated;
      }
    }
  }
  values.gmtModified = at(last);
  const inserted = await edb(trx).insertInto(TABLE.contract).values(rowOf(contract, values)).returning('id').executeTakeFirstOrThrow();
  for (const line of log) {
    await trx.insertInto('entity_action_log').values({
      entity: 'contract', record_id: Number(inserted.id), action: line.action, from_state: line.from, to_state: line.to,
      party_code: line.action === 'sign' ? String(values.shipperCode ?? values.driverCode ?? caller.code) : caller.code,
      payload: JSON.stringify(line.payload ?? {}), gmt_created: at(line.at),
    }).execute();
  }
}
