// Site content and party-group screens (issue 12): banners, news and partners are released and
// taken off by state actions; banner/type/<type> answers the shown ones; a site deploy makes
// the released content the live version; the company's filings go to the (simulated)
// provincial platform; a branch configuration key is checked per key and reaches user info.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Status } from '../../../src/core/api/status';
import { BranchConfigKey } from '../../../src/core/api/client';
import { exportableQuantity } from '../../../src/core/export/batches';
import { startFixture, uscc, type Fixture } from '../entities/support';

const BASIC = '/ntocc-basic-api';
let f: Fixture;

beforeAll(async () => {
  f = await startFixture();
});
afterAll(() => f.server.close());

const admin = () => f.tokens.admin;

async function createBanner(fields: Record<string, unknown>): Promise<number> {
  const answer = await f.api.call(`${BASIC}/banner`, { json: { title: '新司机注册有礼', type: 'HTSY', imageUrl: '/brand/banner-home-1.svg', sort: 3, ...fields }, token: admin() });
  expect(answer.status, JSON.stringify(answer)).toBe(Status.OK);
  return answer.data.id as number;
}

const homeBanners = async (token = admin(), type = 'HTSY') =>
  (await f.api.call<{ title: string; sort: number }[]>(`${BASIC}/banner/type/${type}`, { token })).data;

describe('banners: released ones show, in order, within their period', () => {
  test('a new banner is a draft: the home page does not show it until it is published, nor after it is unpublished', async () => {
    const id = await createBanner({ title: '双十一运费券' });
    const created = await f.api.call(`${BASIC}/banner/${id}`, { token: admin() });
    expect(created.data).toMatchObject({ isRelease: '0', branchCode: 'SD0001' });
    expect((await homeBanners()).map((b) => b.title)).not.toContain('双十一运费券');

    const published = await f.api.call(`${BASIC}/banner/${id}/publish`, { method: 'POST', json: {}, token: admin() });
    expect(published.data).toMatchObject({ isRelease: '1' });
    expect(published.data.releaseTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await homeBanners()).map((b) => b.title)).toEqual(['智慧物流 一网通达', '合规运营 阳光结算', '双十一运费券']);

    const again = await f.api.call(`${BASIC}/banner/${id}/publish`, { method: 'POST', json: {}, token: admin() });
    expect(again.status).toBe(Status.INVALID_PAYLOAD);

    await f.api.call(`${BASIC}/banner/${id}/unpublish`, { method: 'POST', json: {}, token: admin() });
    expect((await homeBanners()).map((b) => b.title)).not.toContain('双十一运费券');
  });

  test('a released banner outside its display period is not shown', async () => {
    const late = await createBanner({ title: '明年活动', sort: 0, startTime: '2099-01-01 00:00:00' });
    const over = await createBanner({ title: '已结束活动', sort: 0, endTime: '2020-01-01 00:00:00' });
    for (const id of [late, over]) await f.api.call(`${BASIC}/banner/${id}/publish`, { method: 'POST', json: {}, token: admin() });
    const titles = (await homeBanners()).map((b) => b.title);
    expect(titles).not.toContain('明年活动');
    expect(titles).not.toContain('已结束活动');
  });

  test('the placement is a dictionary code and the link a web address', async () => {
    const answer = await f.api.call(`${BASIC}/banner`, { json: { title: 'x', type: 'NOPE', imageUrl: '/brand/logo.svg', sort: 1, linkUrl: 'not a url' }, token: admin() });
    expect(answer.status).toBe(Status.INVALID_PAYLOAD);
    const fields = (answer.data.errors as { field: string }[]).map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['/linkUrl']));
  });

  test('branch staff (no site screens) may not publish a banner', async () => {
    const id = await createBanner({ title: '员工无权发布' });
    const answer = await f.api.call(`${BASIC}/banner/${id}/publish`, { method: 'POST', json: {}, token: f.tokens.staff });
    expect(answer.status).toBe(Status.FORBIDDEN);
  });

  test('demo data: the website and app banners are there, the home page keeps its two', async () => {
    const list = await f.api.call(`${BASIC}/banner/list`, { query: { pageSize: 100 }, token: admin() });
    expect(list.data.total).toBeGreaterThanOrEqual(30);
    expect((await homeBanners(admin(), 'GW')).length).toBeGreaterThan(0);
  });
});

describe('news and partners', () => {
  test('publishing an article stamps its publish time; newsType is a spec section 3 code', async () => {
    const created = await f.api.call(`${BASIC}/siteNews`, { json: { title: '平台开通数电发票', newsType: '3', content: '即日起平台支持数电发票开具。' }, token: admin() });
    expect(created.data).toMatchObject({ isRelease: '0' });
    expect(created.data.publishTime).toBeUndefined();
    const published = await f.api.call(`${BASIC}/siteNews/${created.data.id}/publish`, { method: 'POST', json: {}, token: admin() });
    expect(published.data.publishTime).toMatch(/^\d{4}-/);
    const wrongType = await f.api.call(`${BASIC}/siteNews`, { json: { title: 'x', newsType: '9', content: 'y' }, token: admin() });
    expect(wrongType.status).toBe(Status.INVALID_PAYLOAD);
  });

  test('demo data: news and partners of every kind, most released', async () => {
    const news = await f.api.call(`${BASIC}/siteNews/list`, { query: { pageSize: 10 }, token: admin() });
    expect(news.data.total).toBeGreaterThanOrEqual(100);
    const released = await f.api.call(`${BASIC}/siteNews/list`, { query: { pageSize: 10, isRelease: '1' }, token: admin() });
    expect(released.data.total / news.data.total).toBeGreaterThan(0.6);
    const partners = await f.api.call(`${BASIC}/sitePartner/list`, { query: { pageSize: 50 }, token: admin() });
    expect(partners.data.total).toBeGreaterThanOrEqual(30);
  });
});

describe('site deploy: what is released becomes the live version', () => {
  test('the demo has a live version, open to the public website', async () => {
    const live = await f.api.call(`${BASIC}/siteDeploy/live`);
    expect(live.status).toBe(Status.OK);
    expect(live.data.content.news.length).toBeGreaterThan(0);
  });

  test('deploy counts the released records, stores them, and makes the previous live version history', async () => {
    const before = await f.api.call(`${BASIC}/siteDeploy/list`, { query: { status: 'live' }, token: admin() });
    expect(before.data.total).toBe(1);
    const oldLive = before.data.records[0].id;
    const partner = await f.api.call(`${BASIC}/sitePartner`, { json: { name: '济南新合作物流有限公司', partnerType: 'shipper', logoUrl: '/brand/partner-logo.svg', sort: 1 }, token: admin() });
    await f.api.call(`${BASIC}/sitePartner/${partner.data.id}/publish`, { method: 'POST', json: {}, token: admin() });

    const deployed = await f.api.call(`${BASIC}/siteDeploy/deploy`, { json: { remark: '新增合作伙伴' }, token: admin() });
    expect(deployed.status, JSON.stringify(deployed)).toBe(Status.OK);
    const released = await f.api.call(`${BASIC}/sitePartner/list`, { query: { isRelease: '1', pageSize: 10 }, token: admin() });
    expect(deployed.data).toMatchObject({ status: 'live', remark: '新增合作伙伴', partnerCount: released.data.total });
    expect(deployed.data.version).toMatch(/^WZ\d{14}$/);
    expect(deployed.data.operatorName).toBeTruthy();
    expect(deployed.data.content).toBeUndefined();

    const live = await f.api.call(`${BASIC}/siteDeploy/live`);
    expect(live.data.version).toBe(deployed.data.version);
    expect(live.data.content.partners.map((p: { name: string }) => p.name)).toContain('济南新合作物流有限公司');
    const old = await f.api.call(`${BASIC}/siteDeploy/${oldLive}`, { token: admin() });
    expect(old.data.status).toBe('history');
  });

  test('the screen offers no plain create: a deploy record is made by deploy only', async () => {
    const answer = await f.api.call(`${BASIC}/siteDeploy`, { json: { remark: '伪造' }, token: admin() });
    expect(answer.status).toBe(Status.FORBIDDEN);
    const staff = await f.api.call(`${BASIC}/siteDeploy/deploy`, { json: { remark: '员工' }, token: f.tokens.staff });
    expect(staff.status).toBe(Status.FORBIDDEN);
    const blank = await f.api.call(`${BASIC}/siteDeploy/deploy`, { json: {}, token: admin() });
    expect(blank.status).toBe(Status.INVALID_PAYLOAD);
  });
});

describe('company filings with the provincial platform (simulated)', () => {
  const filing = (overrides: Record<string, unknown> = {}) => ({
    groupName: '顺达网络货运有限公司', uscc: '91370100MA3C8K2X4B', filingType: 'change', provinceCode: '370000',
    legalPerson: '王建国', contactPhone: '0531-88886666', content: '经营地址变更', ...overrides,
  });

  test('a filing starts 待报备; 报备 gets the platform\'s filing number', async () => {
    const created = await f.api.call(`${BASIC}/partyGroupReport`, { json: filing(), token: admin() });
    expect(created.data).toMatchObject({ reportStatus: 'pending' });
    const sent = await f.api.call(`${BASIC}/partyGroupReport/${created.data.id}/report`, { method: 'POST', token: admin() });
    expect(sent.status).toBe(Status.OK);
    expect(sent.data).toMatchObject({ reportStatus: 'reported', reportCount: 1, responseMessage: '报备成功' });
    expect(sent.data.filingNumber).toMatch(/^BA370000\d{8}\d{6}$/);
    const again = await f.api.call(`${BASIC}/partyGroupReport/${created.data.id}/report`, { method: 'POST', token: admin() });
    expect(again.status).toBe(Status.INVALID_PAYLOAD);
    const history = await f.server.db.selectFrom('entity_action_log').selectAll().where('entity', '=', 'partyGroupReport').where('record_id', '=', created.data.id).execute();
    expect(history.map((h) => [h.action, h.from_state, h.to_state])).toEqual([['report', 'pending', 'reported']]);
  });

  test('a refused filing is 报备失败 with the reason, and is sent again once corrected (重新报备)', async () => {
    const created = await f.api.call(`${BASIC}/partyGroupReport`, { json: filing({ filingType: 'enterprise', legalPerson: undefined }), token: admin() });
    const refused = await f.api.call(`${BASIC}/partyGroupReport/${created.data.id}/report`, { method: 'POST', token: admin() });
    expect(refused.data).toMatchObject({ reportStatus: 'failed', responseMessage: '法定代表人信息缺失', reportCount: 1 });
    expect(refused.data.filingNumber).toBeUndefined();
    await f.api.call(`${BASIC}/partyGroupReport/${created.data.id}`, { method: 'PUT', json: { legalPerson: '王建国' }, token: admin() });
    const resent = await f.api.call(`${BASIC}/partyGroupReport/${created.data.id}/report`, { method: 'POST', token: admin() });
    expect(resent.data).toMatchObject({ reportStatus: 'reported', reportCount: 2 });
  });

  test('only a role holding partyGroupReport:report may send a filing', async () => {
    const created = await f.api.call(`${BASIC}/partyGroupReport`, { json: filing(), token: admin() });
    const answer = await f.api.call(`${BASIC}/partyGroupReport/${created.data.id}/report`, { method: 'POST', token: f.tokens.staff });
    expect(answer.status).toBe(Status.FORBIDDEN);
    const missing = await f.api.call(`${BASIC}/partyGroupReport/99999999/report`, { method: 'POST', token: admin() });
    expect(missing.status).toBe(Status.NOT_FOUND);
  });

  test('the USCC is checked', async () => {
    const answer = await f.api.call(`${BASIC}/partyGroupReport`, { json: filing({ uscc: '91370100MA3C8K2X4A' }), token: admin() });
    expect(answer.status).toBe(Status.INVALID_PAYLOAD);
  });
});

describe('party groups and invoicing details', () => {
  test('the enterprise group is a record of the entity API and still brands the login page', async () => {
    const list = await f.api.call(`${BASIC}/partyGroup/list`, { token: admin() });
    expect(list.data.records[0]).toMatchObject({ groupName: '顺达网络货运有限公司', uscc: '91370100MA3C8K2X4B', branchCode: 'SD0001' });
    const id = list.data.records[0].id;
    const changed = await f.api.call(`${BASIC}/partyGroup/${id}`, { method: 'PUT', json: { contactName: '赵敏' }, token: admin() });
    expect(changed.data.contactName).toBe('赵敏');
    expect((await f.api.call(`${BASIC}/partyGroup/getDefault`)).data).toMatchObject({ groupName: '顺达网络货运有限公司', logoUrl: '/brand/logo.svg' });
  });

  test('invoicing details need a valid taxpayer number and bank account; demo has the branch offices', async () => {
    const list = await f.api.call(`${BASIC}/partyGroupInvoice/list`, { token: admin() });
    expect(list.data.total).toBe(30);
    const bad = await f.api.call(`${BASIC}/partyGroupInvoice`, { json: {
      invoiceTitle: '顺达网络货运有限公司新分公司', taxNumber: '123', invoiceType: 'special', bankName: '招商银行济南分行',
      bankAccount: 'x', address: '济南市', phone: '0531-88886666', defaultTaxRate: 9, isDefault: '0', status: 'enabled',
    }, token: admin() });
    expect(bad.status).toBe(Status.INVALID_PAYLOAD);
    const fields = (bad.data.errors as { field: string }[]).map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['/taxNumber', '/bankAccount']));
    const good = await f.api.call(`${BASIC}/partyGroupInvoice`, { json: {
      invoiceTitle: '顺达网络货运有限公司新分公司', taxNumber: uscc('91370100MA3C8K2X9'), invoiceType: 'special', bankName: '招商银行济南分行',
      bankAccount: '6225880137705566', address: '济南市历下区经十路 1 号', phone: '0531-88886666', defaultTaxRate: 9, isDefault: '0', status: 'enabled',
    }, token: admin() });
    expect(good.status, JSON.stringify(good)).toBe(Status.OK);
  });
});

describe('branch configuration keys', () => {
  async function configOf(key: string) {
    const list = await f.api.call(`${BASIC}/partyGroupConfig/list`, { query: { configKey: key }, token: admin() });
    return list.data.records[0] as { id: number; configValue: string };
  }

  test('a value is checked by its key: the export limit is 1..50000, a flag 0 or 1', async () => {
    const row = await configOf(BranchConfigKey.exportableQuantity);
    const put = (json: Record<string, unknown>) => f.api.call(`${BASIC}/partyGroupConfig/${row.id}`, { method: 'PUT', json, token: admin() });
    for (const value of ['0', '50001', 'abc']) {
      const answer = await put({ configKey: BranchConfigKey.exportableQuantity, configValue: value });
      expect(answer.status, value).toBe(Status.INVALID_PAYLOAD);
    }
    expect((await put({ configValue: '100' })).status).toBe(Status.INVALID_PAYLOAD);
    const flag = await configOf(BranchConfigKey.secondUploadDetail);
    const badFlag = await f.api.call(`${BASIC}/partyGroupConfig/${flag.id}`, { method: 'PUT', json: { configKey: BranchConfigKey.secondUploadDetail, configValue: '2' }, token: admin() });
    expect(badFlag.status).toBe(Status.INVALID_PAYLOAD);
  });

  test('a key is unique per branch and must be a known key', async () => {
    const dup = await f.api.call(`${BASIC}/partyGroupConfig`, { json: { configKey: BranchConfigKey.exportableQuantity, configName: '导出', configValue: '100' }, token: admin() });
    expect(dup.status).toBe(Status.INVALID_PAYLOAD);
    const unknown = await f.api.call(`${BASIC}/partyGroupConfig`, { json: { configKey: 'nope', configName: '未知', configValue: '1' }, token: admin() });
    expect(unknown.status).toBe(Status.INVALID_PAYLOAD);
  });

  test('a change reaches the export limit of the server at once and the user info at its next load', async () => {
    const row = await configOf(BranchConfigKey.exportableQuantity);
    const saved = await f.api.call(`${BASIC}/partyGroupConfig/${row.id}`, { method: 'PUT', json: { configKey: BranchConfigKey.exportableQuantity, configValue: '15' }, token: admin() });
    expect(saved.status, JSON.stringify(saved)).toBe(Status.OK);
    const info = await f.api.call(`${BASIC}/getUserInfo`, { method: 'POST', token: admin() });
    const value = info.data.branch.partyGroupConfigCacheMap[BranchConfigKey.exportableQuantity].configValue;
    expect(exportableQuantity(value)).toBe(15);
    const refused = await f.api.call(`${BASIC}/siteNews/export`, { query: { pageNum: 1, pageSize: 16 }, token: admin() });
    expect(refused.status).toBe(Status.INVALID_PAYLOAD);
    await f.api.call(`${BASIC}/partyGroupConfig/${row.id}`, { method: 'PUT', json: { configKey: BranchConfigKey.exportableQuantity, configValue: row.configValue }, token: admin() });
  });
});
