// Messages, their records, agreements, print templates and app versions (issue 12, systemManage):
// what the screens rely on beyond the generic entity API.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Status } from '../../../src/core/api/status';
import { sys } from '../../../server/sysrecords/tables';
import { startFixture, type Fixture } from '../entities/support';
import { eventually, openSocket, pause } from '../realtime/sockets';
import { latestCode } from '../support/sms';

let fx: Fixture;
beforeAll(async () => {
  fx = await startFixture();
});
afterAll(() => fx.server.close());

const BASIC = '/ntocc-basic-api';
const admin = () => fx.tokens.admin;
const post = (path: string, json: unknown, token = admin()) => fx.api.call(`${BASIC}/${path}`, { method: 'POST', json, token });
const put = (path: string, json: unknown, token = admin()) => fx.api.call(`${BASIC}/${path}`, { method: 'PUT', json, token });
const get = (path: string, query: Record<string, string | number> = {}, token = admin()) => fx.api.call(`${BASIC}/${path}`, { query, token });
const db = () => sys(fx.server.db);

async function branchOf(username: string): Promise<string> {
  return (await fx.server.db.selectFrom('party').select('branch_code').where('username', '=', username).executeTakeFirstOrThrow()).branch_code;
}

describe('news: 发送 sends a draft and records what was sent', () => {
  test('publishing counts the audience, records the push and one SMS per recipient', async () => {
    const created = await post('news', { title: '关于启用电子回单的通知', newsKind: 'notice', audience: 'driver', channel: 'sms', content: '请各位司机下载新版APP。' });
    expect(created.status).toBe(Status.OK);
    expect(created.data.status).toBe('draft');
    const branch = await branchOf('admin');
    const drivers = await fx.server.db.selectFrom('party').select('mobile')
      .where('branch_code', '=', branch).where('party_type', '=', 'DRIVER').where('status', '=', 'ENABLED').execute();
    const smsBefore = await fx.server.db.selectFrom('sms_record').select('id').where('purpose', '=', 'notice').execute();

    const sent = await post(`news/${created.data.id}/publish`, {});
    expect(sent.status).toBe(Status.OK);
    expect(sent.data).toMatchObject({ status: 'sent', recipientCount: drivers.length });
    expect(sent.data.sendTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const push = await db().selectFrom('sys_push_record').selectAll().where('news_id', '=', created.data.id).execute();
    expect(push).toHaveLength(1);
    expect(push[0]).toMatchObject({ push_kind: 'news', channel: 'sms', audience: 'driver', recipient_count: drivers.length, branch_code: branch });
    const smsAfter = await fx.server.db.selectFrom('sms_record').select(['phone', 'content']).where('purpose', '=', 'notice').execute();
    expect(smsAfter.length - smsBefore.length).toBe(new Set(drivers.map((d) => d.mobile).filter(Boolean)).size);
    expect(smsAfter.at(-1)!.content).toContain('关于启用电子回单的通知');
  });

  test('a sent message cannot be edited, sent again or removed; withdrawing needs a reason', async () => {
    const created = await post('news', { title: '国庆假期放假安排', newsKind: 'notice', audience: 'all', channel: 'site', content: '10月1日至7日放假。' });
    await post(`news/${created.data.id}/publish`, {});
    expect((await put(`news/${created.data.id}`, { title: '改标题' })).status).toBe(Status.INVALID_PAYLOAD);
    expect((await post(`news/${created.data.id}/publish`, {})).status).toBe(Status.INVALID_PAYLOAD);
    expect((await fx.api.call(`${BASIC}/news/${created.data.id}`, { method: 'DELETE', token: admin() })).status).not.toBe(Status.OK);
    expect((await post(`news/${created.data.id}/withdraw`, {})).status).toBe(Status.INVALID_PAYLOAD);
    const withdrawn = await post(`news/${created.data.id}/withdraw`, { withdrawReason: '发送对象选择错误' });
    expect(withdrawn.data).toMatchObject({ status: 'withdrawn', withdrawReason: '发送对象选择错误' });
  });

  test('the note and payment record screens list only their kind of message', async () => {
    await post('news', { title: '您的运费已到账', newsKind: 'payment', audience: 'driver', channel: 'push', content: '运费 3,200.00 元已到账。' });
    const kinds = async (kind: string) => {
      const answer = await get('news/list', { newsKind: kind, pageSize: 100 });
      return new Set(answer.data.records.map((r: { newsKind: string }) => r.newsKind));
    };
    expect(await kinds('payment')).toEqual(new Set(['payment']));
    expect(await kinds('notice')).toEqual(new Set(['notice']));
  });
});

describe('SMS and verification-code records: read-only, phones and codes masked for everyone', () => {
  const phone = '13700137011';

  test('an SMS record shows the phone and the code masked, and cannot be written', async () => {
    await fx.api.call('/ntocc-tps-api/sms/sendRegisterVerifyCode', { method: 'POST', query: { phone } });
    const code = await latestCode(fx.server.db, phone);
    const list = await get('smsRecord/list', { pageSize: 10 });
    expect(list.status).toBe(Status.OK);
    const mine = list.data.records.find((r: { phone: string; content: string }) => r.phone === '137****7011');
    expect(mine).toBeDefined();
    expect(mine.content).not.toContain(code);
    expect(mine.content).toContain('******');
    expect((await post('smsRecord', { phone, purpose: 'register', content: 'x', status: 'RECORDED', gmtCreated: '2026-03-02 10:00:00' })).status).toBe(Status.FORBIDDEN);
  });

  test('a verification-code record never carries the code or its hash, and follows the code: issued, void, used', async () => {
    const other = '13700137022';
    await fx.api.call('/ntocc-tps-api/sms/sendRegisterVerifyCode', { method: 'POST', query: { phone: other } });
    fx.server.clock.advance(61_000);
    await fx.api.call('/ntocc-tps-api/sms/sendRegisterVerifyCode', { method: 'POST', query: { phone: other } });
    const states = async () => (await fx.server.db.selectFrom('verify_code').select('status').where('phone', '=', other).orderBy('id').execute()).map((r) => r.status);
    expect(await states()).toEqual(['void', 'issued']);
    const code = await latestCode(fx.server.db, other);
    const signedUp = await fx.api.call(`${BASIC}/party/register`, { method: 'POST', form: {
      phone: other, password: 'Haul@2026', name: '孙海涛', partyType: 'SHIPPER', verifyCode: code, branchCode: 'SD0001' } });
    expect(signedUp.status).toBe(Status.OK);
    expect(await states()).toEqual(['void', 'used']);
    const list = await get('verifyCode/list', { pageSize: 50 });
    const records = list.data.records.filter((r: { phone: string }) => r.phone === '137****7022');
    expect(records.map((r: { status: string }) => r.status)).toEqual(['used', 'void']);
    for (const record of records) {
      expect(Object.keys(record)).not.toContain('codeHash');
      expect(JSON.stringify(record)).not.toContain(code);
    }
  });
});

describe('agreements: one version in force per kind, shown at registration, accepted on sign-up', () => {
  const newVersion = { agreementKind: 'userRegister', title: '顺达网络货运平台用户注册协议', version: 'V9.1', effectiveDate: '20260301', content: '第一条 本协议自发布之日起生效。' };

  test('publishing a version supersedes the one in force; the register screen gets the new one', async () => {
    const before = await fx.api.call(`${BASIC}/agreement/published`, { query: { branchCode: 'SD0001', partyType: 'DRIVER' } });
    expect(before.status).toBe(Status.OK);
    const created = await post('agreement', newVersion);
    expect(created.data.status).toBe('draft');
    const published = await post(`agreement/${created.data.id}/publish`, {});
    expect(published.data.status).toBe('published');
    const inForce = await db().selectFrom('sys_agreement').select('id')
      .where('branch_code', '=', 'SD0001').where('agreement_kind', '=', 'userRegister').where('status', '=', 'published').execute();
    expect(inForce.map((r) => r.id)).toEqual([created.data.id]);
    const after = await fx.api.call(`${BASIC}/agreement/published`, { query: { branchCode: 'SD0001', partyType: 'DRIVER' } });
    const kinds = after.data.map((a: { agreementKind: string }) => a.agreementKind);
    expect(kinds[0]).toBe('userRegister');
    expect(kinds).not.toContain('shipperConsign');
    expect(after.data[0]).toMatchObject({ id: created.data.id, version: 'V9.1', content: newVersion.content });
    // A published text is not changed: a new version is written instead.
    expect((await put(`agreement/${created.data.id}`, { content: '改' })).status).toBe(Status.INVALID_PAYLOAD);
  });

  test('a sign-up records its acceptance of each agreement; a superseded version is refused', async () => {
    const inForce = (await fx.api.call(`${BASIC}/agreement/published`, { query: { branchCode: 'SD0001', partyType: 'SHIPPER' } })).data as { id: number; version: string }[];
    const phone = '13700137033';
    await fx.api.call('/ntocc-tps-api/sms/sendRegisterVerifyCode', { method: 'POST', query: { phone } });
    const form = { phone, password: 'Haul@2026', name: '钱文静', partyType: 'SHIPPER', verifyCode: await latestCode(fx.server.db, phone), branchCode: 'SD0001' };
    const superseded = await db().selectFrom('sys_agreement').select('id').where('status', '=', 'superseded').executeTakeFirstOrThrow();
    const refused = await fx.api.call(`${BASIC}/party/register`, { method: 'POST', form: { ...form, agreementIds: String(superseded.id) } });
    expect(refused.status).toBe(Status.INVALID_PAYLOAD);
    expect(refused.data.errors[0].field).toBe('/agreementIds');
    expect(await fx.server.db.selectFrom('party').select('id').where('mobile', '=', phone).executeTakeFirst()).toBeUndefined();

    const countBefore = await db().selectFrom('sys_agreement').select(['id', 'acceptance_count']).where('id', 'in', inForce.map((a) => a.id)).execute();
    const signedUp = await fx.api.call(`${BASIC}/party/register`, { method: 'POST', form: { ...form, agreementIds: inForce.map((a) => a.id).join(',') } });
    expect(signedUp.status).toBe(Status.OK);
    const accepted = await db().selectFrom('sys_agreement_acceptance').selectAll().where('party_code', '=', signedUp.data.code).orderBy('agreement_id').execute();
    expect(accepted.map((a) => [a.agreement_id, a.version])).toEqual(inForce.map((a) => [a.id, a.version]).sort((x, y) => Number(x[0]) - Number(y[0])));
    expect(accepted[0]).toMatchObject({ party_name: '钱文静', branch_code: 'SD0001' });
    expect(accepted[0]!.accepted_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const countAfter = await db().selectFrom('sys_agreement').select(['id', 'acceptance_count']).where('id', 'in', inForce.map((a) => a.id)).execute();
    for (const row of countAfter) expect(Number(row.acceptance_count)).toBe(Number(countBefore.find((b) => b.id === row.id)!.acceptance_count ?? 0) + 1);
  });
});

describe('print templates: the print action reads the default template of its entity', () => {
  test('the default one is answered with its fields in order; making another default clears the first', async () => {
    const first = await post('printTemplate', { templateName: '运单交接单', entityName: 'waybill', paperSize: 'A5', orientation: 'landscape',
      printFields: 'shippingNoteNumber=运单号\nvehicleNumber\ndriverName=司机', headerText: '运单交接单', isDefault: '1' });
    expect(first.status).toBe(Status.OK);
    const answer = await get('printTemplate/default', { entity: 'waybill' });
    expect(answer.data).toMatchObject({ id: first.data.id, paperSize: 'A5', orientation: 'landscape', headerText: '运单交接单',
      fields: [{ field: 'shippingNoteNumber', label: '运单号' }, { field: 'vehicleNumber' }, { field: 'driverName', label: '司机' }] });
    const second = await post('printTemplate', { templateName: '运单随车联', entityName: 'waybill', paperSize: 'A4', orientation: 'portrait', printFields: 'shippingNoteNumber', isDefault: '1' });
    expect((await get('printTemplate/default', { entity: 'waybill' })).data.id).toBe(second.data.id);
    expect((await get(`printTemplate/${first.data.id}`)).data.isDefault).toBe('0');
    expect((await get('printTemplate/default', { entity: 'noSuchEntity' })).data).toBeNull();
  });

  test('a malformed field list is refused', async () => {
    const bad = await post('printTemplate', { templateName: '坏模板', entityName: 'waybill', paperSize: 'A4', orientation: 'portrait', printFields: '运单号=shippingNoteNumber' });
    expect(bad.status).toBe(Status.INVALID_PAYLOAD);
  });
});

describe('problems: 受理, 解决并回复, 关闭', () => {
  test('a reported problem is accepted, resolved with a reply and closed, in that order', async () => {
    const created = await post('problem', { title: '司机APP定位不刷新', module: 'driverApp', priority: 'high', description: '定位停留在昨天。', reporterName: '王建国', reporterPhone: '15822055005' });
    expect(created.data).toMatchObject({ status: 'pending' });
    expect(created.data.problemNumber).toMatch(/^WT\d{14}$/);
    expect((await post(`problem/${created.data.id}/handle`, {})).status).toBe(Status.INVALID_PAYLOAD);
    expect((await post(`problem/${created.data.id}/handle`, { handlerName: '陈晓燕' })).data.status).toBe('processing');
    expect((await post(`problem/${created.data.id}/resolve`, {})).status).toBe(Status.INVALID_PAYLOAD);
    const resolved = await post(`problem/${created.data.id}/resolve`, { reply: '已修复定位上报，请更新APP。' });
    expect(resolved.data).toMatchObject({ status: 'resolved', reply: '已修复定位上报，请更新APP。' });
    expect(resolved.data.resolveTime).toBeDefined();
    expect((await post(`problem/${created.data.id}/close`, {})).data.status).toBe('closed');
    expect((await post(`problem/${created.data.id}/handle`, { handlerName: '陈晓燕' })).status).toBe(Status.INVALID_PAYLOAD);
  });
});

describe('app versions: listed through the entity, published only with a newer version number', () => {
  test('the list answers the appInfo records; the generic create is refused; publish checks the version number', async () => {
    const list = await get('appVersion/list', { pageSize: 10 });
    expect(list.status).toBe(Status.OK);
    expect(list.data.total).toBe((await get('appInfo', { pageSize: 10 })).data.total);
    const latest = list.data.records.find((r: { appName: string; platform: string }) => r.platform === 'android');
    const version = { appName: latest.appName, platform: 'android', versionName: '9.9.0', downloadUrl: 'https://download.example.com/app-9.9.0.apk', forceUpdate: true, description: '修复已知问题' };
    expect((await post('appVersion', { ...version, versionCode: latest.versionCode + 1 })).status).toBe(Status.FORBIDDEN);
    const old = await post('appVersion/publish', { ...version, versionCode: latest.versionCode });
    expect(old.status).toBe(Status.INVALID_PAYLOAD);
    expect(old.data.errors[0].field).toBe('/versionCode');
    const published = await post('appVersion/publish', { ...version, versionCode: latest.versionCode + 1 });
    expect(published.status).toBe(Status.OK);
    expect((await get('appVersion/list', { pageSize: 10, platform: 'android' })).data.records[0]).toMatchObject({ versionName: '9.9.0', forceUpdate: true });
    // A shipper holds no app-update screen.
    expect((await post('appVersion/publish', { ...version, versionCode: latest.versionCode + 2 }, fx.tokens.shipper)).status).toBe(Status.FORBIDDEN);
  });
});

describe('push records: each refreshToDoList delivered to a branch\'s sockets is recorded', () => {
  test('a change of the branch\'s to-do counts with two sockets open records one push to 2 sockets', async () => {
    const staff = await fx.server.db.selectFrom('party').select(['code', 'branch_code']).where('username', '=', 'staff').executeTakeFirstOrThrow();
    const path = { branchCode: staff.branch_code, partyType: 'BRANCH_STAFF', code: staff.code };
    const sockets = [await openSocket(fx.server, path, fx.tokens.staff), await openSocket(fx.server, path, fx.tokens.staff)];
    const count = async () => (await db().selectFrom('sys_push_record').select('id').where('push_kind', '=', 'refreshToDoList').execute()).length;
    const before = await count();
    const pending = await fx.server.db.selectFrom('basic_driver').select('id').where('review_status', '=', 'pending').where('branch_code', '=', staff.branch_code)
      .orderBy('id').limit(1).executeTakeFirstOrThrow();
    await post(`driver/${pending.id}/reject`, { reviewRemark: '证件照片模糊' });
    expect(await eventually(() => sockets.every((s) => s.messages.length > 0), 2000)).toBe(true);
    // The record is written after the delivery: wait for it (PostgreSQL under load took over
    // 100 ms), then a while longer to see that no second one follows.
    await expect.poll(count, { timeout: 2000, interval: 20 }).toBeGreaterThan(before);
    await pause(100);
    const rows = await db().selectFrom('sys_push_record').select(['recipient_count', 'branch_code']).where('push_kind', '=', 'refreshToDoList').orderBy('id', 'desc').execute();
    expect(rows.length).toBe(before + 1);
    expect(rows[0]).toMatchObject({ recipient_count: 2, branch_code: staff.branch_code });
    for (const socket of sockets) socket.socket.close();
  });

  test('the push record list is read-only', async () => {
    expect((await get('pushRecord/list', { pageSize: 10 })).status).toBe(Status.OK);
    expect((await post('pushRecord', { pushKind: 'news', channel: 'site', title: 'x', recipientCount: 1 })).status).toBe(Status.FORBIDDEN);
  });
});
