// Idempotent writes (issue 11, finding 12): "when the connection drops after the server
// committed, a client retry creates a second record". A create or state action sent with an
// `Idempotency-Key` is done once per user and key within 24 h: a repeat gets the first answer
// (status and body) and writes nothing; the key reused for another payload is refused (422).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEVICE_ID } from '../../../src/core/api/client';
import { Status } from '../../../src/core/api/status';
import { countRows, newWaybill, startFixture, VEHICLE, WAYBILL, type Fixture } from '../entities/support';

const ROLE = '/ntocc-basic-api/role';
const DAY_MS = 24 * 60 * 60 * 1000;

let fx: Fixture;
beforeAll(async () => { fx = await startFixture(); });
afterAll(() => fx.server.close());

interface Sent { status: number; msg: string; data: Record<string, unknown> | null; replayed: boolean }

/** A JSON write with an Idempotency-Key, as the console sends it. */
async function send(path: string, options: { json?: unknown; key?: string; token?: string; method?: string }): Promise<Sent> {
  const headers: Record<string, string> = { deviceId: DEVICE_ID, authorization: `Bearer ${options.token ?? fx.tokens.staff}` };
  if (options.key !== undefined) headers['idempotency-key'] = options.key;
  if (options.json !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(new URL(path, fx.server.url), {
    method: options.method ?? 'POST', headers, body: options.json === undefined ? undefined : JSON.stringify(options.json),
  });
  const body = (await response.json()) as Omit<Sent, 'replayed'>;
  return { ...body, replayed: response.headers.get('idempotent-replayed') === 'true' };
}

async function keysOf(key: string): Promise<number> {
  const row = await fx.server.db.selectFrom('idempotency_key').select((eb) => eb.fn.countAll().as('n')).where('idempotency_key', '=', key).executeTakeFirstOrThrow();
  return Number(row.n);
}

async function logRows(): Promise<number> {
  const row = await fx.server.db.selectFrom('operation_log').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('a retry after the commit returns the same record and writes nothing', () => {
  test('a create sent twice with one key: one record, the same answer, one kept key, one log row', async () => {
    const key = randomUUID();
    const [waybills, logged] = [await countRows(fx.server.db, 'tms_waybill'), await logRows()];
    const first = await send(WAYBILL, { json: newWaybill(), key });
    expect(first.status).toBe(Status.OK);
    expect(first.replayed).toBe(false);
    const retry = await send(WAYBILL, { json: newWaybill(), key });
    expect(retry).toEqual({ ...first, replayed: true });
    expect(await countRows(fx.server.db, 'tms_waybill')).toBe(waybills + 1);
    expect(await keysOf(key)).toBe(1);
    expect(await logRows()).toBe(logged + 1);
  });

  test('retries racing the first request still make one record', async () => {
    const key = randomUUID();
    const waybills = await countRows(fx.server.db, 'tms_waybill');
    const answers = await Promise.all(Array.from({ length: 5 }, () => send(WAYBILL, { json: newWaybill(), key })));
    expect(new Set(answers.map((a) => (a.data as { id: number }).id)).size).toBe(1);
    expect(answers.filter((a) => !a.replayed)).toHaveLength(1);
    expect(await countRows(fx.server.db, 'tms_waybill')).toBe(waybills + 1);
  });

  test('a state action sent twice with one key answers OK twice and acts once', async () => {
    const vehicle = await fx.server.db.selectFrom('basic_vehicle').select('id').where('review_status', '=', 'pending').orderBy('id').limit(1).executeTakeFirstOrThrow();
    const key = randomUUID();
    const actions = await countRows(fx.server.db, 'entity_action_log');
    const first = await send(`${VEHICLE}/${vehicle.id}/approve`, { key });
    expect(first.status).toBe(Status.OK);
    // Without the key, a second approve is refused: the vehicle is no longer pending.
    const retry = await send(`${VEHICLE}/${vehicle.id}/approve`, { key });
    expect(retry).toEqual({ ...first, replayed: true });
    expect(await countRows(fx.server.db, 'entity_action_log')).toBe(actions + 1);
    expect((await send(`${VEHICLE}/${vehicle.id}/approve`, {})).status).toBe(Status.INVALID_PAYLOAD);
  });

  test('a role create sent twice with one key: one role, the same answer', async () => {
    const key = randomUUID();
    const role = { code: 'CHECKER', name: '核对员', dataScope: 'branch', menus: ['waybillManage'] };
    const first = await send(ROLE, { json: role, key, token: fx.tokens.admin });
    expect(first.status).toBe(Status.OK);
    // Without the key the retry would answer "code taken".
    const retry = await send(ROLE, { json: role, key, token: fx.tokens.admin });
    expect(retry).toEqual({ ...first, replayed: true });
    expect(await fx.server.db.selectFrom('role').select('code').where('code', '=', 'CHECKER').execute()).toHaveLength(1);
  });

  test('an app version published twice with one key: one version', async () => {
    const key = randomUUID();
    const version = { appName: 'freight-driver', platform: 'android', versionName: '9.9.9', versionCode: 999999, downloadUrl: 'https://example.com/app.apk' };
    const first = await send('/ntocc-basic-api/appInfo', { json: version, key, token: fx.tokens.admin });
    expect(first.status).toBe(Status.OK);
    expect(await send('/ntocc-basic-api/appInfo', { json: version, key, token: fx.tokens.admin })).toEqual({ ...first, replayed: true });
    expect(await fx.server.db.selectFrom('app_info').select('id').where('version_code', '=', 999999).execute()).toHaveLength(1);
  });
});

describe('a key belongs to one request of one user', () => {
  test('the key reused with another payload is refused with 422 and writes nothing', async () => {
    const key = randomUUID();
    expect((await send(WAYBILL, { json: newWaybill(), key })).status).toBe(Status.OK);
    const waybills = await countRows(fx.server.db, 'tms_waybill');
    const reused = await send(WAYBILL, { json: newWaybill({ consignee: '另一个收货单位有限公司' }), key });
    expect(reused.status).toBe(Status.INVALID_PAYLOAD);
    expect(reused.msg).toContain('Idempotency-Key');
    expect(reused.replayed).toBe(false);
    expect(await countRows(fx.server.db, 'tms_waybill')).toBe(waybills);
  });

  test('the key reused on another path (another record) is refused too', async () => {
    const [a, b] = await fx.server.db.selectFrom('basic_vehicle').select('id').where('review_status', '=', 'pending').orderBy('id').limit(2).execute();
    const key = randomUUID();
    expect((await send(`${VEHICLE}/${a!.id}/reject`, { json: { reviewRemark: '照片不清晰' }, key })).status).toBe(Status.OK);
    expect((await send(`${VEHICLE}/${b!.id}/reject`, { json: { reviewRemark: '照片不清晰' }, key })).status).toBe(Status.INVALID_PAYLOAD);
    expect((await fx.server.db.selectFrom('basic_vehicle').select('review_status').where('id', '=', b!.id).executeTakeFirstOrThrow()).review_status).toBe('pending');
  });

  test('another user\'s same key is another user\'s write', async () => {
    const key = randomUUID();
    const staff = await send(WAYBILL, { json: newWaybill(), key });
    const admin = await send(WAYBILL, { json: newWaybill(), key, token: fx.tokens.admin });
    expect(admin.status).toBe(Status.OK);
    expect(admin.replayed).toBe(false);
    expect((admin.data as { id: number }).id).not.toBe((staff.data as { id: number }).id);
    expect(await keysOf(key)).toBe(2);
  });

  test('a refused write keeps no key: the corrected payload may follow with the same key', async () => {
    const key = randomUUID();
    const refused = await send(WAYBILL, { json: newWaybill({ consignee: '' }), key });
    expect(refused.status).toBe(Status.INVALID_PAYLOAD);
    expect(await keysOf(key)).toBe(0);
    const corrected = await send(WAYBILL, { json: newWaybill(), key });
    expect(corrected.status).toBe(Status.OK);
    expect(corrected.replayed).toBe(false);
  });

  test('a malformed key is refused with 422 before anything is written', async () => {
    const waybills = await countRows(fx.server.db, 'tms_waybill');
    for (const key of ['', 'x'.repeat(101), 'with space']) {
      const answer = await send(WAYBILL, { json: newWaybill(), key });
      expect(answer.status).toBe(Status.INVALID_PAYLOAD);
    }
    expect(await countRows(fx.server.db, 'tms_waybill')).toBe(waybills);
  });

  test('writes without a key are not affected: each one writes', async () => {
    const waybills = await countRows(fx.server.db, 'tms_waybill');
    await send(WAYBILL, { json: newWaybill() });
    await send(WAYBILL, { json: newWaybill() });
    expect(await countRows(fx.server.db, 'tms_waybill')).toBe(waybills + 2);
  });
});

describe('keys are kept 24 hours', () => {
  test('after 24 h the key is swept and the same key writes again', async () => {
    const key = randomUUID();
    const first = await send(WAYBILL, { json: newWaybill(), key });
    fx.server.clock.advance(DAY_MS - 60_000);
    // The session has expired meanwhile: the same user signs in again.
    const token = await fx.api.signIn('staff');
    expect((await send(WAYBILL, { json: newWaybill(), key, token })).replayed).toBe(true);
    fx.server.clock.advance(2 * 60_000);
    const later = await send(WAYBILL, { json: newWaybill(), key, token });
    expect(later.status).toBe(Status.OK);
    expect(later.replayed).toBe(false);
    expect((later.data as { id: number }).id).not.toBe((first.data as { id: number }).id);
    const expired = await fx.server.db.selectFrom('idempotency_key').select('idempotency_key')
      .where('expires_at', '<=', fx.server.clock.now().toISOString()).execute();
    expect(expired).toEqual([]);
  });
});
