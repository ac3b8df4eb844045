// The public queueing routes and the collection agreement (issue 16), through the open API of a
// real server on the demo data: a driver takes a number with a site's signed link (numbering per
// site and day, one queue per vehicle, clear refusals), the ticket re-opens from its own token,
// wrong, expired and other-kind tokens read nothing, the kiosk checks a driver in by his ID-card
// number (his waybill, never another driver's; misses are rate-limited), the live channel of a
// site's queue pushes when staff call a number and refuses bad tokens, and a driver signs the
// collection agreement by SMS code once (wrong and expired codes write nothing).
import { WebSocket } from 'ws';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Status } from '../../../src/core/api/status';
import { signLink } from '../../../server/publicLinks';
import { ID_CARD_MISSES_PER_CLIENT_HOUR } from '../../../server/routes/publicQueue';
import { DAY_MS, displayTime, HOUR_MS, MINUTE_MS } from '../../../server/storage/clock';
import { entityRows, idCard, startFixture, type Fixture } from '../entities/support';
import { eventually } from '../realtime/sockets';

type Row = Record<string, unknown>;
interface Reply { http: number; status: number; msg: string; data: Row | null }

let fx: Fixture;
const db = () => entityRows(fx);
const today = () => displayTime(fx.server.clock.now()).slice(0, 10).replace(/-/g, '');
let clientSeq = 0;
/** Each test speaks from its own address (X-Forwarded-For, TRUST_PROXY): the per-client limits count apart. */
const newClient = () => `10.16.${Math.floor(++clientSeq / 250)}.${clientSeq % 250}`;

async function open(path: string, init: { method?: string; json?: unknown; client?: string } = {}): Promise<Reply> {
  const headers: Record<string, string> = { 'x-forwarded-for': init.client ?? newClient() };
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(new URL(path, fx.server.url), { method: init.method ?? (init.json === undefined ? 'GET' : 'POST'), headers, body: init.json === undefined ? undefined : JSON.stringify(init.json) });
  const body = await response.json() as { status: number; msg: string; data: Row | null };
  return { http: response.status, ...body };
}
const load = (kind: string, token: string, client?: string) => open(`/ntocc-public-api/link/${kind}?t=${encodeURIComponent(token)}`, { client });
const act = (kind: string, action: string, token: string, json: unknown, client?: string) =>
  open(`/ntocc-public-api/link/${kind}/${action}?t=${encodeURIComponent(token)}`, { json, client });

async function mint(kind: string, subject: number | string, token = fx.tokens.staff, ttlHours?: number): Promise<string> {
  const answer = await fx.api.call<{ token: string; url: string }>('/ntocc-basic-api/publicLink', { method: 'POST', token, json: { kind, subject: String(subject), ...(ttlHours ? { ttlHours } : {}) } });
  expect(answer.status, answer.msg).toBe(Status.OK);
  return answer.data.token;
}

/** Approved vehicles with a driver who has a mobile, none queued and none with a dispatched waybill. */
let vehicles: Row[] = [];
const aVehicle = () => vehicles.shift()!;
let sites: Row[] = [];
const aSite = () => sites.shift()!;
const driverOf = async (code: unknown) => await db().selectFrom('basic_driver').selectAll().where('driver_code', '=', String(code)).executeTakeFirstOrThrow() as Row;

beforeAll(async () => {
  process.env.TRUST_PROXY = 'true';
  fx = await startFixture();
  const queued = new Set<unknown>((await db().selectFrom('tms_loading_queue').select('vehicle_number').where('status', 'in', ['waiting', 'called', 'loading']).execute()).map((r) => r.vehicle_number));
  const dispatched = new Set<unknown>((await db().selectFrom('tms_waybill').select('vehicle_number').where('status', '=', 'dispatched').execute()).map((r) => r.vehicle_number));
  const candidates = await db().selectFrom('basic_vehicle as v').innerJoin('basic_driver as d', 'd.driver_code', 'v.driver_code')
    .select(['v.vehicle_number', 'v.driver_code', 'd.telephone', 'd.driver_name']).where('v.review_status', '=', 'approved').where('d.telephone', 'is not', null)
    .where('v.branch_code', '=', 'SD0001').orderBy('v.id').execute() as Row[];
  vehicles = candidates.filter((v) => !queued.has(v.vehicle_number) && !dispatched.has(v.vehicle_number));
  const usedToday = new Set<unknown>((await db().selectFrom('tms_loading_queue').select('station_code').where('queue_date', '=', today()).execute()).map((r) => r.station_code));
  sites = (await db().selectFrom('basic_station').selectAll().where('status', '=', 'enabled').where('branch_code', '=', 'SD0001').orderBy('id').execute() as Row[])
    .filter((s) => !usedToday.has(s.station_code));
});
afterAll(async () => {
  delete process.env.TRUST_PROXY;
  await fx.server.close();
});

describe('/queueingSystem: a driver takes a number with the site link', () => {
  test('numbers 1, 2 per site and day; the ticket shows the site, the people ahead, and re-opens from its token', async () => {
    const site = aSite();
    const token = await mint('queueSite', Number(site.id));
    const page = await load('queueSite', token);
    expect(page.http).toBe(200);
    expect(page.data!.record).toMatchObject({ mode: 'site', stationName: site.name, waitingCount: 0 });
    const [first, second] = [aVehicle(), aVehicle()];
    const one = await act('queueSite', 'take', token, { vehicleNumber: first.vehicle_number, telephone: first.telephone });
    expect(one.status, one.msg).toBe(Status.OK);
    expect(one.data!.ticket).toMatchObject({ queueNumber: 1, stationName: site.name, status: 'waiting', ahead: 0, queueDate: today(), vehicleNumber: first.vehicle_number });
    const two = await act('queueSite', 'take', token, { vehicleNumber: second.vehicle_number, telephone: second.telephone, shippingNoteNumber: '' });
    expect(two.status, two.msg).toBe(Status.OK);
    expect(two.data!.ticket).toMatchObject({ queueNumber: 2, ahead: 1 });
    const entry = await db().selectFrom('tms_loading_queue').selectAll().where('vehicle_number', '=', String(second.vehicle_number)).where('status', '=', 'waiting').executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ station_code: site.station_code, check_in_channel: 'mobile', driver_code: second.driver_code, queue_number: 2 });
    // The phone keeps the ticket: its own token opens it again, and it follows the queue.
    const ticket = await load('queueSite', String(two.data!.open));
    expect(ticket.data!.record).toMatchObject({ mode: 'ticket', queueNumber: 2, stationName: site.name, ahead: 1 });
    const firstEntry = await db().selectFrom('tms_loading_queue').select('id').where('vehicle_number', '=', String(first.vehicle_number)).where('status', '=', 'waiting').executeTakeFirstOrThrow();
    expect((await fx.api.call(`/ntocc-tms-api/loadingQueue/${String(firstEntry.id)}/call`, { method: 'POST', json: {}, token: fx.tokens.staff })).status).toBe(Status.OK);
    expect((await load('queueSite', String(two.data!.open))).data!.record).toMatchObject({ ahead: 0 });
    // The site page now says how many wait.
    expect((await load('queueSite', token)).data!.record).toMatchObject({ waitingCount: 1 });
  });

  test('a vehicle already queued is refused with its number; wrong mobile and unknown plate read alike; bad input names the field', async () => {
    const site = aSite();
    const token = await mint('queueSite', Number(site.id));
    const vehicle = aVehicle();
    const taken = await act('queueSite', 'take', token, { vehicleNumber: vehicle.vehicle_number, telephone: vehicle.telephone });
    expect(taken.status, taken.msg).toBe(Status.OK);
    const before = await db().selectFrom('tms_loading_queue').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    const again = await act('queueSite', 'take', token, { vehicleNumber: vehicle.vehicle_number, telephone: vehicle.telephone });
    expect(again.status).toBe(Status.INVALID_PAYLOAD);
    expect(again.msg).toBe(`已在排队中：${String(site.name)} 第 ${String((taken.data!.ticket as Row).queueNumber)} 号`);
    const other = vehicles[vehicles.length - 1]!;
    const wrongMobile = await act('queueSite', 'take', token, { vehicleNumber: other.vehicle_number, telephone: '13000000000' });
    const unknownPlate = await act('queueSite', 'take', token, { vehicleNumber: '京Z99999', telephone: other.telephone });
    expect(wrongMobile).toMatchObject({ status: Status.NOT_FOUND, msg: '未找到车辆：请确认车牌号和司机手机号与平台登记一致', data: null });
    expect(unknownPlate).toMatchObject({ status: Status.NOT_FOUND, msg: wrongMobile.msg, data: null });
    const bad = await act('queueSite', 'take', token, { vehicleNumber: 'ABC', telephone: '123' });
    expect(bad.status).toBe(Status.INVALID_PAYLOAD);
    expect((bad.data!.errors as Row[]).map((e) => e.field)).toEqual(['/vehicleNumber', '/telephone']);
    const after = await db().selectFrom('tms_loading_queue').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  test('a forged, expired or other-kind token reads and writes nothing', async () => {
    const site = aSite();
    const token = await mint('queueSite', Number(site.id), fx.tokens.staff, 1);
    const forged = `${token.slice(0, -3)}${token.endsWith('AAA') ? 'BBB' : 'AAA'}`;
    for (const reply of [await load('queueSite', forged), await act('queueSite', 'take', forged, { vehicleNumber: '冀A11536', telephone: '13800000000' })]) {
      expect(reply).toMatchObject({ http: 401, status: 401, data: { refusal: 'invalid' } });
    }
    // A wall screen's token opens the list, not the number machine.
    const listToken = await mint('queueList', Number(site.id));
    expect(await load('queueSite', listToken)).toMatchObject({ http: 401, data: { refusal: 'invalid' } });
    const vehicle = aVehicle();
    fx.server.clock.advance(2 * HOUR_MS);
    try {
      const expired = await act('queueSite', 'take', token, { vehicleNumber: vehicle.vehicle_number, telephone: vehicle.telephone });
      expect(expired).toMatchObject({ http: 410, status: 410, msg: '链接已过期，请联系发送方重新获取', data: { refusal: 'expired' } });
      expect(await db().selectFrom('tms_loading_queue').select('id').where('vehicle_number', '=', String(vehicle.vehicle_number)).where('status', '=', 'waiting').executeTakeFirst()).toBeUndefined();
    } finally {
      fx.server.clock.advance(-2 * HOUR_MS);
    }
  });

  test('staff mint site links only for stations they may read; a driver may not', async () => {
    const answer = await fx.api.call('/ntocc-basic-api/publicLink', { method: 'POST', token: fx.tokens.driver, json: { kind: 'queueSite', subject: String(sites[0]!.id) } });
    expect(answer.status).toBe(Status.FORBIDDEN);
  });
});

describe('/BrushIdCard: check in by ID-card number', () => {
  /** Drivers with a dispatched waybill whose vehicle is not queued. */
  async function waitingDrivers(): Promise<Row[]> {
    const rows = await db().selectFrom('tms_waybill').select(['driver_code', 'vehicle_number', 'shipping_note_number', 'consignment_date_time', 'id'])
      .where('status', '=', 'dispatched').where('branch_code', '=', 'SD0001').orderBy('consignment_date_time').orderBy('id').execute() as Row[];
    const queued = new Set<unknown>((await db().selectFrom('tms_loading_queue').select('vehicle_number').where('status', 'in', ['waiting', 'called', 'loading']).execute()).map((r) => r.vehicle_number));
    const seen = new Set<unknown>();
    return rows.filter((r) => !queued.has(r.vehicle_number) && !seen.has(r.driver_code) && seen.add(r.driver_code));
  }

  test('finds the driver\'s own waiting waybill and queues its vehicle; the answer holds nothing of other drivers', async () => {
    const site = aSite();
    const token = await mint('queueKiosk', Number(site.id));
    const [mine, other] = await waitingDrivers();
    const driver = await driverOf(mine!.driver_code);
    const otherDriver = await driverOf(other!.driver_code);
    const answer = await act('queueKiosk', 'checkIn', token, { idNumber: driver.driving_license });
    expect(answer.status, answer.msg).toBe(Status.OK);
    expect(answer.data!.waybill).toMatchObject({ shippingNoteNumber: mine!.shipping_note_number, vehicleNumber: mine!.vehicle_number });
    expect(answer.data!.ticket).toMatchObject({ stationName: site.name, status: 'waiting', shippingNoteNumber: mine!.shipping_note_number });
    const text = JSON.stringify(answer);
    for (const value of [otherDriver.driver_name, otherDriver.driving_license, otherDriver.telephone, other!.shipping_note_number, driver.driving_license, driver.telephone]) {
      expect(text).not.toContain(String(value));
    }
    const entry = await db().selectFrom('tms_loading_queue').selectAll().where('shipping_note_number', '=', String(mine!.shipping_note_number)).where('status', '=', 'waiting').executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ check_in_channel: 'idCard', driver_code: mine!.driver_code, vehicle_number: mine!.vehicle_number, station_code: site.station_code });
    // Twice: already queued, with the number.
    const twice = await act('queueKiosk', 'checkIn', token, { idNumber: driver.driving_license });
    expect(twice.msg).toBe(`已在排队中：${String(site.name)} 第 ${String(entry.queue_number)} 号`);
  });

  test('an unknown number and a driver without a waiting waybill read alike; a malformed number is refused by its format', async () => {
    const site = aSite();
    const token = await mint('queueKiosk', Number(site.id));
    const client = newClient();
    const unknown = await act('queueKiosk', 'checkIn', token, { idNumber: idCard('11010519491231002') }, client);
    const idle = vehicles[vehicles.length - 2]!;
    const idleDriver = await driverOf(idle.driver_code);
    const noWaybill = await act('queueKiosk', 'checkIn', token, { idNumber: idleDriver.driving_license }, client);
    expect(unknown).toMatchObject({ status: Status.NOT_FOUND, msg: '未找到您待装货的运单，请到现场窗口登记', data: null });
    expect(noWaybill).toEqual(unknown);
    const malformed = await act('queueKiosk', 'checkIn', token, { idNumber: '110105194912310022' }, newClient());
    expect(malformed).toMatchObject({ status: Status.INVALID_PAYLOAD, msg: '请输入正确的18位身份证号' });
  });

  test(`after ${ID_CARD_MISSES_PER_CLIENT_HOUR} misses in an hour a client is refused, even with a right number, until the next hour`, async () => {
    const site = aSite();
    const token = await mint('queueKiosk', Number(site.id));
    const client = newClient();
    for (let i = 0; i < ID_CARD_MISSES_PER_CLIENT_HOUR; i += 1) {
      expect((await act('queueKiosk', 'checkIn', token, { idNumber: idCard(`11010519800101${String(100 + i)}`) }, client)).status).toBe(Status.NOT_FOUND);
    }
    const [waiting] = await waitingDrivers();
    const driver = await driverOf(waiting!.driver_code);
    const refused = await act('queueKiosk', 'checkIn', token, { idNumber: driver.driving_license }, client);
    expect(refused).toMatchObject({ status: Status.TOO_MANY_REQUESTS, msg: '查询次数过多，请稍后再试或到现场窗口登记', data: null });
    expect(await db().selectFrom('tms_loading_queue').select('id').where('shipping_note_number', '=', String(waiting!.shipping_note_number)).where('status', '=', 'waiting').executeTakeFirst()).toBeUndefined();
    // Another kiosk is not affected.
    expect((await act('queueKiosk', 'checkIn', token, { idNumber: driver.driving_license })).status).toBe(Status.OK);
    // The next hour the client may look up again.
    fx.server.clock.advance(HOUR_MS);
    try {
      expect((await act('queueKiosk', 'checkIn', token, { idNumber: idCard('11010519800101199') }, client)).status).toBe(Status.NOT_FOUND);
    } finally {
      fx.server.clock.advance(-HOUR_MS);
    }
  });
});

describe('/queList: the live channel of a site\'s queue', () => {
  function socket(channel: string, token: string): Promise<{ ws: WebSocket; messages: Row[] } | { refused: number }> {
    return new Promise((resolve) => {
      const url = new URL(`/ntocc-public-socket/${channel}?t=${encodeURIComponent(token)}`, fx.server.url);
      url.protocol = 'ws:';
      const ws = new WebSocket(url);
      const messages: Row[] = [];
      ws.on('message', (data) => messages.push(JSON.parse(String(data)) as Row));
      ws.on('unexpected-response', (_request, response) => {
        resolve({ refused: response.statusCode ?? 0 });
        ws.terminate();
      });
      ws.on('error', () => undefined);
      ws.on('open', () => resolve({ ws, messages }));
    });
  }

  test('opens with a snapshot (plates masked) and pushes when staff call, skip and finish', async () => {
    const site = aSite();
    const siteToken = await mint('queueSite', Number(site.id));
    const vehicle = aVehicle();
    const taken = await act('queueSite', 'take', siteToken, { vehicleNumber: vehicle.vehicle_number, telephone: vehicle.telephone });
    expect(taken.status, taken.msg).toBe(Status.OK);
    const listToken = await mint('queueList', Number(site.id));
    const page = await load('queueList', listToken);
    expect(page.data!.record).toMatchObject({ stationName: site.name, counts: { waiting: 1, called: 0 } });
    const live = await socket('siteQueue', listToken);
    if ('refused' in live) throw new Error(`refused ${live.refused}`);
    try {
      expect(await eventually(() => live.messages.length >= 1, 2000)).toBe(true);
      const first = live.messages[0]!;
      expect(first.type).toBe('snapshot');
      const waiting = (first.data as { waiting: Row[] }).waiting;
      expect(waiting).toHaveLength(1);
      expect(waiting[0]!.vehicleNumber).toMatch(/^.{2}·.{2}\*+.$/);
      expect(JSON.stringify(first)).not.toContain(String(vehicle.vehicle_number));
      const entry = await db().selectFrom('tms_loading_queue').select(['id', 'queue_number']).where('vehicle_number', '=', String(vehicle.vehicle_number)).where('status', '=', 'waiting').executeTakeFirstOrThrow();
      for (const [action, state] of [['call', 'called'], ['skip', 'skipped'], ['call', 'called'], ['load', 'loading'], ['finish', 'finished']] as const) {
        const seen = live.messages.length;
        const answer = await fx.api.call(`/ntocc-tms-api/loadingQueue/${String(entry.id)}/${action}`, { method: 'POST', json: {}, token: fx.tokens.staff });
        expect(answer.status, answer.msg).toBe(Status.OK);
        expect(await eventually(() => live.messages.length > seen, 3000), `push after ${action}`).toBe(true);
        const data = live.messages[live.messages.length - 1]!.data as { calling: Row[]; counts: Record<string, number> };
        expect(data.counts[state === 'called' ? 'called' : state]).toBe(1);
        if (state === 'called') expect(data.calling[0]).toMatchObject({ queueNumber: entry.queue_number });
      }
    } finally {
      live.ws.close();
    }
  });

  test('a forged token, an expired one, another kind\'s and an unknown channel are refused before the upgrade', async () => {
    const site = sites[0]!;
    const listToken = await mint('queueList', Number(site.id));
    const forged = `${listToken.slice(0, -3)}${listToken.endsWith('AAA') ? 'BBB' : 'AAA'}`;
    expect(await socket('siteQueue', forged)).toEqual({ refused: 401 });
    expect(await socket('siteQueue', await mint('queueSite', Number(site.id)))).toEqual({ refused: 401 });
    expect(await socket('nothing', listToken)).toEqual({ refused: 404 });
    const { token: expired } = await signLink({ db: fx.server.db, now: () => new Date(fx.server.clock.now().getTime() - 2 * DAY_MS) }, { kind: 'queueList', subject: String(site.id), branchCode: 'SD0001', ttlHours: 1 });
    expect(await socket('siteQueue', expired)).toEqual({ refused: 410 });
  });
});

describe('/collectionAgreement4Mobile: a driver signs the collection agreement by SMS code', () => {
  /** Fleet members (not captains) with a mobile whose captain has a verified card and who have not signed. */
  async function signers(): Promise<Row[]> {
    const signed = new Set<unknown>((await db().selectFrom('sys_agreement_acceptance').select('party_code').where('agreement_kind', '=', 'driverCollection').execute()).map((r) => r.party_code));
    const rows = await db().selectFrom('basic_driver_team_member as m').innerJoin('basic_driver_team as t', 't.team_code', 'm.team_code')
      .innerJoin('basic_driver as d', 'd.driver_code', 'm.driver_code')
      .select(['d.id', 'd.driver_code', 'd.driver_name', 'd.telephone', 't.captain_code', 't.team_name'])
      .where('d.telephone', 'is not', null).whereRef('t.captain_code', '!=', 'm.driver_code').orderBy('m.id').execute() as Row[];
    const cards = new Set<unknown>((await db().selectFrom('basic_bank_card').select('driver_code').where('verify_status', '=', 'verified').execute()).map((r) => r.driver_code));
    const phones = new Map<unknown, number>();
    for (const r of rows) phones.set(r.telephone, (phones.get(r.telephone) ?? 0) + 1);
    return rows.filter((r) => !signed.has(r.driver_code) && cards.has(r.captain_code) && phones.get(r.telephone) === 1);
  }
  const lastCode = async (phone: unknown) => {
    const row = await db().selectFrom('sms_record').select('content').where('phone', '=', String(phone)).where('purpose', '=', 'sign').orderBy('id', 'desc').executeTakeFirstOrThrow();
    return /\d{6}/.exec(String(row.content))![0];
  };
  const acceptances = async (code: unknown) => await db().selectFrom('sys_agreement_acceptance').selectAll().where('party_code', '=', String(code)).where('agreement_kind', '=', 'driverCollection').execute() as Row[];

  test('the demo has a published version and one signature with its payee', async () => {
    const published = await db().selectFrom('sys_agreement').selectAll().where('agreement_kind', '=', 'driverCollection').where('status', '=', 'published').execute() as Row[];
    expect(published.length).toBeGreaterThanOrEqual(1);
    expect(String(published[0]!.content)).toContain('{payeeName}');
    const demo = await db().selectFrom('sys_agreement_acceptance').selectAll().where('agreement_kind', '=', 'driverCollection').execute() as Row[];
    expect(demo).toHaveLength(1);
    expect(demo[0]).toMatchObject({ payee_account: expect.stringMatching(/^\d{4}\*+\d{4}$/), signer_mobile: expect.stringMatching(/^\d{3}\*{4}\d{4}$/) });
    // Staff read it on the driver's detail page (its table of signed agreements).
    const listed = await fx.api.call<{ records: Row[] }>('/ntocc-basic-api/agreementAcceptance/list', { query: { partyCode: String(demo[0]!.party_code), pageSize: 10 }, token: fx.tokens.staff });
    expect(listed.status).toBe(Status.OK);
    expect(listed.data.records.find((r) => r.agreementKind === 'driverCollection')).toMatchObject({ payeeName: demo[0]!.payee_name });
  });

  test('reads the text with the names filled; a wrong code signs nothing; the right one signs once; a second sign changes nothing', async () => {
    const [driver] = await signers();
    const token = await mint('collectionAgreement', Number(driver!.id));
    const page = await load('collectionAgreement', token);
    const record = page.data!.record as Row;
    expect(record).toMatchObject({ driverName: driver!.driver_name, teamName: driver!.team_name, signed: false, blocked: null });
    expect(String(record.content)).toContain(String(driver!.driver_name));
    expect(String(record.content)).toContain(String(record.payeeName));
    expect(String(record.payeeAccount)).toMatch(/^\d{4}\*+\d{4}$/);
    expect(JSON.stringify(page)).not.toContain(String(driver!.telephone));
    const client = newClient();
    const sent = await act('collectionAgreement', 'sendCode', token, {}, client);
    expect(sent.status, sent.msg).toBe(Status.OK);
    expect(sent.data).toMatchObject({ phone: `${String(driver!.telephone).slice(0, 3)}****${String(driver!.telephone).slice(7)}` });
    const code = await lastCode(driver!.telephone);
    const wrong = await act('collectionAgreement', 'sign', token, { signCode: code === '000000' ? '111111' : '000000' }, client);
    expect(wrong.status).toBe(Status.BAD_VERIFY_CODE);
    expect(await acceptances(driver!.driver_code)).toHaveLength(0);
    const agreement = await db().selectFrom('sys_agreement').select(['id', 'acceptance_count']).where('agreement_kind', '=', 'driverCollection').where('status', '=', 'published').orderBy('publish_time', 'desc').executeTakeFirstOrThrow();
    const signed = await act('collectionAgreement', 'sign', token, { signCode: code }, client);
    expect(signed.status, signed.msg).toBe(Status.OK);
    expect(signed.data).toMatchObject({ signed: true, already: false, signedTime: displayTime(fx.server.clock.now()) });
    const rows = await acceptances(driver!.driver_code);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ payee_code: driver!.captain_code, payee_name: record.payeeName, payee_account: record.payeeAccount, sign_ip: client, agreement_id: agreement.id, accepted_time: displayTime(fx.server.clock.now()) });
    expect(String(rows[0]!.content_hash)).toMatch(/^[0-9a-f]{64}$/);
    const count = Number((await db().selectFrom('sys_agreement').select('acceptance_count').where('id', '=', Number(agreement.id)).executeTakeFirstOrThrow()).acceptance_count);
    expect(count).toBe(Number(agreement.acceptance_count ?? 0) + 1);
    fx.server.clock.advance(MINUTE_MS);
    try {
      const again = await act('collectionAgreement', 'sign', token, { signCode: code }, client);
      expect(again).toMatchObject({ status: Status.OK, data: { already: true, signedTime: rows[0]!.accepted_time } });
      expect(await acceptances(driver!.driver_code)).toHaveLength(1);
      expect(Number((await db().selectFrom('sys_agreement').select('acceptance_count').where('id', '=', Number(agreement.id)).executeTakeFirstOrThrow()).acceptance_count)).toBe(count);
      expect((await load('collectionAgreement', token)).data!.record).toMatchObject({ signed: true, signedTime: rows[0]!.accepted_time });
    } finally {
      fx.server.clock.advance(-MINUTE_MS);
    }
  });

  test('an expired code signs nothing; a second code within a minute is refused (rate limit)', async () => {
    const [, driver] = await signers();
    const token = await mint('collectionAgreement', Number(driver!.id));
    const client = newClient();
    expect((await act('collectionAgreement', 'sendCode', token, {}, client)).status).toBe(Status.OK);
    const again = await act('collectionAgreement', 'sendCode', token, {}, client);
    expect(again.status).toBe(Status.TOO_MANY_REQUESTS);
    const code = await lastCode(driver!.telephone);
    fx.server.clock.advance(6 * MINUTE_MS);
    try {
      const expired = await act('collectionAgreement', 'sign', token, { signCode: code }, client);
      expect(expired.status).toBe(Status.BAD_VERIFY_CODE);
      expect(await acceptances(driver!.driver_code)).toHaveLength(0);
    } finally {
      fx.server.clock.advance(-6 * MINUTE_MS);
    }
  });
});
