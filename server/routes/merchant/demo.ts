// The merchant centre's demo (server/seed/moneyDemo.ts, BEFORE_POSTING, so later fills can spend):
// - the platform's two bank accounts (recharge collection, payment outlay);
// - 12 merchants along the freight corridors of 天津, 河北 and 山东: 8 fuel merchants (中石化, 中石油,
//   中海油, 壳牌 and independents, one LNG), a repair shop, a tyre shop, a parking lot, a weighing
//   station (one pending review, one suspended);
// - 10 fuel stations with three price adjustments each over the last three months;
// - spending authorizations of every approved driver and fleet of the branch at every active fuel
//   merchant (generous limits, a few expiring soon), some at the repair and tyre shops, two revoked;
// - 16 merchant recharges and 20 incoming bank notices: 13 recharges credited by their notices
//   (11 matched automatically by the 充值识别码 in the remark, 2 by hand), their moneyIn journals
//   posted through the timeline (journal number written back on both records); 2 awaiting (one
//   overdue), 1 cancelled; 5 notices nobody could match, 2 returned to their payers by bank transfer.
import type { Transaction } from 'kysely';
import { toFen } from '../../../src/core/money/fen';
import { platformParty, recipes, type DemoMoneyTimeline } from '../../ledger';
import { addMs, DAY_MS, displayTime, HOUR_MS, MINUTE_MS, startOfChinaDay } from '../../storage/clock';
import type { Database, EntityRow } from '../../storage/schema';
import { createRandom } from '../../seed/demo/random';
import { bankCardNumber, companyUscc } from '../../seed/demo/identifiers';
import { DEMO_BRANCH } from '../../seed/organisation';
import { recordAnsweredTransfer } from '../../bank/records';
import { merchantRechargeKey } from './recharges';
import { tables, text, ymdOf } from './shared';
import { DemoNumbers } from '../../seed/demo/numbers';

type Trx = Transaction<Database>;
const SEED = 20261515;
const FINANCE = '陈晓燕';


interface MerchantSeed {
  name: string; type: string; area: string; address: string; legal: string; contact: string; bank: string; branch: string;
  cycle: string; status?: string; stations?: StationSeed[];
}
interface StationSeed { name: string; brand: string; area: string; address: string; lng: number; lat: number; hours: string; grades: Record<string, number> }

const D = { diesel_0: 7.42, diesel_m10: 7.78, gasoline_92: 7.71, gasoline_95: 8.23 };
const MERCHANTS: MerchantSeed[] = [
  { name: '中国石化销售股份有限公司天津石油分公司', type: 'fuel_station', area: '120116', address: '天津市滨海新区塘沽河北路4806号', legal: '张国栋', contact: '李建军', bank: 'ICBK', branch: '中国工商银行天津塘沽支行', cycle: 'weekly', stations: [
    { name: '中石化天津京津塘高速塘沽服务区加油站', brand: 'sinopec', area: '120116', address: '京津塘高速公路塘沽服务区（北区）', lng: 117.612431, lat: 39.083712, hours: '00:00-24:00', grades: { ...D } },
    { name: '中石化天津西青津静公路加油站', brand: 'sinopec', area: '120111', address: '天津市西青区津静公路与外环线交口东200米', lng: 117.103562, lat: 39.152208, hours: '00:00-24:00', grades: { ...D, gasoline_95: 8.25 } }] },
  { name: '中国石油天然气股份有限公司河北唐山销售分公司', type: 'fuel_station', area: '130203', address: '河北省唐山市路北区建设北路103号', legal: '王振华', contact: '赵立伟', bank: 'PCBC', branch: '中国建设银行唐山建设路支行', cycle: 'weekly', stations: [
    { name: '中石油唐山丰润唐津高速加油站', brand: 'petrochina', area: '130208', address: '唐津高速丰润出口南500米', lng: 118.162145, lat: 39.833567, hours: '00:00-24:00', grades: { diesel_0: 7.39, diesel_m10: 7.75, gasoline_92: 7.68 } },
    { name: '中石油唐山曹妃甸港区加油站', brand: 'petrochina', area: '130209', address: '曹妃甸区港城大街与纳潮河路交口', lng: 118.460871, lat: 39.273455, hours: '06:00-23:00', grades: { diesel_0: 7.39, diesel_m10: 7.75, gasoline_92: 7.68, lng: 4.95 } }] },
  { name: '中国石化销售股份有限公司山东济南石油分公司', type: 'fuel_station', area: '370112', address: '山东省济南市历城区工业北路66号', legal: '孙海涛', contact: '刘冬梅', bank: 'ICBK', branch: '中国工商银行济南历城支行', cycle: 'weekly', stations: [
    { name: '中石化济南京台高速济南东服务区加油站', brand: 'sinopec', area: '370112', address: '京台高速济南东服务区（南区）', lng: 117.193455, lat: 36.719823, hours: '00:00-24:00', grades: { diesel_0: 7.46, diesel_m10: 7.82, gasoline_92: 7.73, gasoline_95: 8.27 } }] },
  { name: '中海油（河北）石油销售有限公司沧州分公司', type: 'fuel_station', area: '130983', address: '河北省黄骅市渤海路与新华路交口', legal: '马俊峰', contact: '高雪', bank: 'BKCH', branch: '中国银行黄骅支行', cycle: 'half_month', stations: [
    { name: '中海油黄骅港疏港路加油站', brand: 'cnooc', area: '130983', address: '黄骅港疏港路12公里处', lng: 117.846512, lat: 38.327845, hours: '00:00-24:00', grades: { diesel_0: 7.31, diesel_m10: 7.66, gasoline_92: 7.62 } }] },
  { name: '壳牌（天津）石油有限公司', type: 'fuel_station', area: '120110', address: '天津市东丽区津汉公路13888号', legal: '周文博', contact: '韩丽', bank: 'BKCH', branch: '中国银行天津东丽支行', cycle: 'monthly', stations: [
    { name: '壳牌天津东丽津汉公路加油站', brand: 'shell', area: '120110', address: '津汉公路与东金路交口西北角', lng: 117.331287, lat: 39.184432, hours: '00:00-24:00', grades: { diesel_0: 7.55, gasoline_92: 7.86, gasoline_95: 8.39 } }] },
  { name: '廊坊市安运能源有限公司', type: 'fuel_station', area: '131002', address: '河北省廊坊市安次区龙河高新区龙祥道6号', legal: '杜明', contact: '杜明', bank: 'ABOC', branch: '中国农业银行廊坊安次支行', cycle: 'daily', stations: [
    { name: '安运加油站（京台高速廊坊出口）', brand: 'private', area: '131002', address: '京台高速廊坊出口东300米', lng: 116.685224, lat: 39.487116, hours: '05:30-23:30', grades: { diesel_0: 7.18, diesel_m10: 7.52 } }] },
  { name: '临沂顺通清洁能源有限公司', type: 'fuel_station', area: '371302', address: '山东省临沂市兰山区金雀山路与通达路交口', legal: '徐长江', contact: '王芳', bank: 'COMM', branch: '交通银行临沂兰山支行', cycle: 'weekly', stations: [
    { name: '顺通LNG加气站（临沂物流城）', brand: 'private', area: '371302', address: '临沂市兰山区临西五路物流城南门', lng: 118.315842, lat: 35.108473, hours: '00:00-24:00', grades: { lng: 4.86, cng: 3.95 } }] },
  { name: '寿光市港能石油有限公司', type: 'fuel_station', area: '370783', address: '山东省寿光市羊口镇渤海路188号', legal: '崔建国', contact: '崔晓', bank: 'CMBC', branch: '中国民生银行潍坊寿光支行', cycle: 'weekly', stations: [
    { name: '港能加油站（寿光羊口港）', brand: 'private', area: '370783', address: '寿光市羊口镇渤海路与港城路交口', lng: 118.812663, lat: 37.225171, hours: '00:00-24:00', grades: { diesel_0: 7.21, diesel_m10: 7.55, gasoline_92: 7.58 } }] },
  { name: '天津市东丽区鑫达汽车修理厂', type: 'repair_shop', area: '120110', address: '天津市东丽区津塘公路九号桥北', legal: '杨宝林', contact: '杨宝林', bank: 'ABOC', branch: '中国农业银行天津东丽支行', cycle: 'monthly' },
  { name: '唐山市路北区佳通轮胎经销部', type: 'tyre_shop', area: '130203', address: '唐山市路北区北新西道与友谊路交口', legal: '郑永刚', contact: '郑永刚', bank: 'PSBC', branch: '中国邮政储蓄银行唐山路北支行', cycle: 'monthly' },
  { name: '沧州渤海新区港城停车场有限公司', type: 'parking', area: '130983', address: '渤海新区港城大道与天津路交口', legal: '吕国庆', contact: '吕娜', bank: 'BKCH', branch: '中国银行沧州渤海新区支行', cycle: 'monthly', status: 'suspended' },
  { name: '济南历城区恒信过磅站', type: 'weighing', area: '370112', address: '济南市历城区港沟街道工业南路东首', legal: '范志强', contact: '范志强', bank: 'ICBK', branch: '中国工商银行济南港沟支行', cycle: 'monthly', status: 'pendingReview' },
];
const PAYER_STRANGERS = ['邯郸市丛台区宏运商贸有限公司', '刘建华', '河北冀运物流有限公司', '张春梅', '聊城市东昌府区顺发汽车配件经营部', '王国强'];
const PAYER_BANKS = ['中国工商银行', '中国农业银行', '中国建设银行', '中国银行', '交通银行', '中国邮政储蓄银行', '河北银行', '齐鲁银行'];

interface Party { type: 'driver' | 'fleet'; code: string; name: string; driverCode: string }

export async function seedMerchantDemo(trx: Trx, now: Date, timeline: DemoMoneyTimeline): Promise<void> {
  const db = tables(trx);
  const random = createRandom(SEED);
  const numbers = new DemoNumbers();
  const branchCode = DEMO_BRANCH.code;
  const platform = await platformParty(trx, branchCode);
  const today = startOfChinaDay(now);
  const daysAgo = (days: number, hour = 9) => addMs(today, -days * DAY_MS + hour * HOUR_MS);
  const row = (at: Date) => ({ branch_code: branchCode, gmt_created: displayTime(at), gmt_modified: displayTime(at) });

  // The platform's accounts.
  const opened = daysAgo(400);
  const collection = { bank_merchant_number: '102120089990021', account_name: DEMO_BRANCH.name, account_number: bankCardNumber(random), bank_code: 'ICBK', bank_branch_name: '中国工商银行天津河西支行' };
  const outlay = { bank_merchant_number: '105110073450018', account_name: DEMO_BRANCH.name, account_number: bankCardNumber(random), bank_code: 'PCBC', bank_branch_name: '中国建设银行天津南开支行' };
  await db.insertInto('mch_platform_account').values([
    { ...collection, purpose: 'rechargeCollection', status: 'enabled', remark: '商户充值收款专户，来账通知推送', ...row(opened) },
    { ...outlay, purpose: 'paymentOutlay', status: 'enabled', remark: '商户结算付款账户', ...row(addMs(opened, HOUR_MS)) },
  ]).execute();

  // Merchants and stations.
  const fuelMerchants: { code: string; name: string }[] = [];
  const otherMerchants: { code: string; name: string }[] = [];
  for (const [index, seed] of MERCHANTS.entries()) {
    const created = daysAgo(360 - index * 17, 10);
    const code = numbers.next('MC', created);
    const status = seed.status ?? 'active';
    const reviewed = status === 'pendingReview' ? null : displayTime(addMs(created, random.int(3, 48) * HOUR_MS));
    await db.insertInto('mch_merchant').values({
      merchant_code: code, merchant_name: seed.name, merchant_type: seed.type, uscc: companyUscc(random, seed.area), legal_person: seed.legal,
      contact_name: seed.contact, contact_phone: `1${random.pick(['35', '38', '39', '58', '86', '89'])}${random.digits(8)}`, area_code: seed.area, address: seed.address,
      bank_account_name: seed.name, bank_account: bankCardNumber(random), bank_code: seed.bank, bank_branch_name: seed.branch, settlement_cycle: seed.cycle,
      settlement_count: 0, status, review_remark: reviewed ? '资质齐全，同意入网' : null, reviewer_name: reviewed ? FINANCE : null, review_date_time: reviewed,
      status_reason: status === 'suspended' ? '停车场改造施工，暂停合作至完工' : null, remark: null, ...row(created),
    }).execute();
    if (status === 'active') (seed.type === 'fuel_station' ? fuelMerchants : otherMerchants).push({ code, name: seed.name });
    for (const [s, station] of (seed.stations ?? []).entries()) {
      const stationCreated = addMs(created, (s + 1) * DAY_MS);
      const stationCode = numbers.next('JY', stationCreated);
      await db.insertInto('fuel_station').values({
        station_code: stationCode, station_name: station.name, brand: station.brand, merchant_code: code, merchant_name: seed.name, opening_hours: station.hours,
        contact_phone: `0${random.pick(['22', '315', '317', '531', '539', '536', '316'])}-${random.int(2, 8)}${random.digits(6)}`, status: 'open',
        area_code: station.area, address: station.address, longitude: station.lng, latitude: station.lat, remark: null, ...row(stationCreated),
      }).execute();
      // Three adjustments (国内成品油调价窗口): 85, 45 and 12 days ago at 24:00.
      for (const [step, days] of [85, 45, 12].entries()) {
        const effective = addMs(today, -days * DAY_MS);
        const shift = [-0.18, 0.12, -0.06][step]!;
        for (const [grade, price] of Object.entries(station.grades)) {
          const value = Math.round((price + shift * (step === 2 ? 0 : 1) + (step === 0 ? -0.1 : 0)) * 100) / 100;
          await db.insertInto('fuel_station_price').values({
            station_code: stationCode, station_name: station.name, fuel_type: grade, price: value, effective_from: displayTime(effective),
            operator_name: FINANCE, remark: step === 2 ? '按发改委调价通知执行' : null, ...row(addMs(effective, -6 * HOUR_MS)),
          }).execute();
        }
      }
    }
  }

  // The parties: approved drivers and fleets of the branch.
  const drivers = (await db.selectFrom('basic_driver').select(['driver_code', 'driver_name', 'bank_account_name']).where('branch_code', '=', branchCode)
    .where('review_status', '=', 'approved').orderBy('id').execute())
    .map((d): Party => ({ type: 'driver', code: text(d.driver_code), name: text(d.driver_name), driverCode: text(d.driver_code) }));
  const fleets = (await db.selectFrom('basic_driver_team').select(['team_code', 'team_name', 'captain_code']).where('branch_code', '=', branchCode)
    .where('review_status', '=', 'approved').orderBy('id').execute())
    .map((t): Party => ({ type: 'fleet', code: text(t.team_code), name: text(t.team_name), driverCode: text(t.captain_code) }));

  // Authorizations.
  const authRows: EntityRow[] = [];
  const authorize = (party: Party, merchant: { code: string; name: string }, type: string, single: number, monthly: number, opts: { validTo?: Date; revoked?: string } = {}) => {
    const created = daysAgo(random.int(100, 150), 11);
    authRows.push({
      authorization_number: numbers.next('SQ', created), party_type: party.type, driver_code: party.driverCode, team_code: party.type === 'fleet' ? party.code : null,
      party_code: party.code, party_name: party.name, merchant_code: merchant.code, merchant_name: merchant.name, merchant_type: type,
      single_limit: single, monthly_limit: monthly, valid_from: ymdOf(created), valid_to: ymdOf(opts.validTo ?? addMs(created, 365 * DAY_MS)),
      status: opts.revoked ? 'revoked' : 'active', authorized_date_time: displayTime(created), revoke_reason: opts.revoked ?? null,
      revoked_date_time: opts.revoked ? displayTime(daysAgo(random.int(5, 30), 15)) : null, operator_name: FINANCE, remark: null, ...row(created),
    });
  };
  for (const [i, driver] of drivers.entries()) {
    for (const merchant of fuelMerchants) {
      authorize(driver, merchant, 'fuel_station', 5000, 60000, { validTo: i % 11 === 3 ? addMs(today, random.int(3, 14) * DAY_MS) : undefined });
    }
    if (i % 4 === 0 && otherMerchants[0]) authorize(driver, otherMerchants[0], 'repair_shop', 8000, 20000, { revoked: i === 8 ? '车辆已转让，停止维修挂账' : undefined });
    if (i % 5 === 1 && otherMerchants[1]) authorize(driver, otherMerchants[1], 'tyre_shop', 6000, 12000);
  }
  for (const fleet of fleets) {
    for (const merchant of fuelMerchants) authorize(fleet, merchant, 'fuel_station', 10000, 300000);
    if (otherMerchants[0]) authorize(fleet, otherMerchants[0], 'repair_shop', 20000, 60000, { revoked: fleet === fleets[1] ? '车队改由自有修理厂保养' : undefined });
  }
  for (let i = 0; i < authRows.length; i += 200) await db.insertInto('mch_authorization').values(authRows.slice(i, i + 200)).execute();

  // Recharges and the notices that credit them.
  const parties = [...fleets.slice(0, 4), ...drivers.slice(0, 12)];
  const referenceCodes = new Set<string>();
  const reference = () => {
    for (;;) {
      const code = Array.from({ length: 8 }, () => random.pick([...'ABCDEFGHJKMNPQRSTUVWXYZ23456789'])).join('');
      if (!referenceCodes.has(code)) { referenceCodes.add(code); return code; }
    }
  };
  const noticeAt: Date[] = [];
  const plans = Array.from({ length: 16 }, (_, i) => ({
    party: parties[i % parties.length]!,
    amount: parties[i % parties.length]!.type === 'fleet' ? random.pick([20000, 30000, 50000, 80000]) : random.pick([2000, 3000, 5000, 8000, 10000]),
    fate: i < 11 ? 'auto' : i < 13 ? 'manual' : i === 13 ? 'awaitingOverdue' : i === 14 ? 'awaiting' : 'cancelled',
    applied: i < 13 ? daysAgo(70 - i * 5, 8 + (i % 8)) : i === 13 ? daysAgo(10, 14) : i === 14 ? daysAgo(1, 10) : daysAgo(20, 16),
  }));
  for (const plan of plans) {
    const number = numbers.next('SC', plan.applied);
    const code = reference();
    const payer = plan.party.name;
    const awaiting = plan.fate === 'awaiting' || plan.fate === 'awaitingOverdue';
    await db.insertInto('mch_recharge').values({
      recharge_number: number, party_type: plan.party.type, driver_code: plan.party.driverCode, team_code: plan.party.type === 'fleet' ? plan.party.code : null,
      party_code: plan.party.code, party_name: plan.party.name, amount: plan.amount, payer_account_name: payer, reference_code: code,
      due_date: awaiting ? ymdOf(addMs(plan.applied, 7 * DAY_MS)) : null,
      payee_account_name: collection.account_name, payee_account_number: collection.account_number, payee_bank_code: collection.bank_code, payee_bank_branch: collection.bank_branch_name,
      status: plan.fate === 'cancelled' ? 'cancelled' : awaiting ? 'awaitingFunds' : 'credited',
      notice_number: null, bank_serial_number: null, journal_number: null, credited_date_time: null,
      cancel_reason: plan.fate === 'cancelled' ? '重复提交，已另行充值' : null, cancelled_date_time: plan.fate === 'cancelled' ? displayTime(addMs(plan.applied, 3 * HOUR_MS)) : null,
      applicant_name: plan.party.type === 'fleet' ? plan.party.name : payer, remark: null, ...row(plan.applied),
    }).execute();
    if (plan.fate !== 'auto' && plan.fate !== 'manual') continue;
    // The transfer arrives hours later; a hand match is made by finance the next morning.
    const arrived = addMs(plan.applied, random.int(2, 20) * HOUR_MS + random.int(0, 59) * MINUTE_MS);
    const matched = plan.fate === 'auto' ? addMs(arrived, MINUTE_MS) : addMs(startOfChinaDay(addMs(arrived, DAY_MS)), 9 * HOUR_MS + random.int(5, 50) * MINUTE_MS);
    noticeAt.push(arrived);
    const notice = numbers.next('LZ', arrived);
    const serial = `${displayTime(arrived).replace(/\D/g, '')}${random.digits(6)}`;
    const remark = plan.fate === 'auto' ? `充值${code}` : `${plan.party.name}油费充值`;
    await db.insertInto('mch_bank_notice').values({
      notice_number: notice, platform_account_number: collection.account_number, platform_account_name: collection.account_name, platform_bank_code: collection.bank_code,
      payer_name: payer, payer_account: bankCardNumber(random), payer_bank_name: random.pick(PAYER_BANKS), amount: plan.amount, transfer_remark: remark,
      bank_serial_number: serial, arrival_date_time: displayTime(arrived), source: 'bankCallback', status: 'matched', match_method: plan.fate,
      recharge_number: number, party_name: plan.party.name, journal_number: null, matcher_name: plan.fate === 'auto' ? '系统自动匹配' : FINANCE,
      matched_date_time: displayTime(matched), registrar_name: null, ...row(arrived),
    }).execute();
    const party = { type: plan.party.type, code: plan.party.code, name: plan.party.name };
    timeline.add({
      at: matched,
      journal: { key: merchantRechargeKey(branchCode, number), branchCode, businessType: 'merchantRecharge', businessNumber: number, remark: `${notice} ${serial}`,
        at: matched, lines: recipes.moneyIn(party, platform, toFen(plan.amount), payer) },
      posted: async (t, journalNumber) => {
        const time = displayTime(matched);
        await tables(t).updateTable('mch_recharge').set({ status: 'credited', notice_number: notice, bank_serial_number: serial, journal_number: journalNumber, credited_date_time: time })
          .where('branch_code', '=', branchCode).where('recharge_number', '=', number).execute();
        await tables(t).updateTable('mch_bank_notice').set({ journal_number: journalNumber })
          .where('branch_code', '=', branchCode).where('notice_number', '=', notice).execute();
      },
    });
  }

  // Notices nobody could match (5 unmatched, 2 returned to the payer).
  for (let i = 0; i < 7; i += 1) {
    const arrived = daysAgo(random.int(1, 40), random.int(9, 17));
    const notice = numbers.next('LZ', arrived);
    const amount = random.pick([1500, 2600, 4800, 6000, 12000, 880.5]);
    const payer = PAYER_STRANGERS[i % PAYER_STRANGERS.length]!;
    const payerAccount = bankCardNumber(random);
    const returned = i >= 5;
    let returnTransfer: string | null = null;
    if (returned) {
      const submitted = addMs(arrived, 2 * DAY_MS);
      const made = await recordAnsweredTransfer(trx, branchCode, {
        reference: `noticeReturn:${branchCode}:${notice}:1`, direction: 'out', businessType: 'noticeReturn', businessNumber: notice,
        payerName: collection.account_name, payerAccount: collection.account_number, payeeName: payer, payeeAccount: payerAccount, payeeBankCode: null,
        amountFen: toFen(amount), submittedAt: submitted, finishedAt: addMs(submitted, 3_000), remark: '来账退回',
      });
      returnTransfer = made.transferNumber;
    }
    await db.insertInto('mch_bank_notice').values({
      notice_number: notice, platform_account_number: collection.account_number, platform_account_name: collection.account_name, platform_bank_code: collection.bank_code,
      payer_name: payer, payer_account: payerAccount, payer_bank_name: random.pick(PAYER_BANKS), amount, transfer_remark: random.pick(['货款', '运费', '转账', '', '往来款']) || null,
      bank_serial_number: `${displayTime(arrived).replace(/\D/g, '')}${random.digits(6)}`, arrival_date_time: displayTime(arrived),
      source: i === 2 ? 'manual' : 'bankCallback', status: returned ? 'returned' : 'unmatched', match_method: null, recharge_number: null, party_name: null, journal_number: null,
      matcher_name: null, matched_date_time: null, return_reason: returned ? '付款人非平台客户，无对应充值，原路退回' : null, return_transfer_number: returnTransfer,
      returned_date_time: returned ? displayTime(addMs(arrived, 2 * DAY_MS + 3_000)) : null, registrar_name: i === 2 ? FINANCE : null, ...row(arrived),
    }).execute();
  }
}
