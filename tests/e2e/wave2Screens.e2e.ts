// Issue 13: every screen of the wave-2 groups (orders, transport, review centre, customer
// service, prepayment) opens a real screen for a role that has it — its page renders records, a
// form or a report, never the 功能暂未开放 placeholder nor an error — and a review queue
// approves and rejects in batch.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiSignIn, call, callOk } from './support/api';
import { newSession, useSharedBrowser, type Session } from './support/browser';
import { expectScreenRenders, menuScreens, repoFile } from './support/menuScreens';
import { signInAt, zh } from './support/shell';

const baseUrl = inject('baseUrl');
const browser = useSharedBrowser();
const GROUPS = ['tms/order/', 'tms/transportManage/', 'tms/review/', 'tms/CustomerService/', 'tms/PayInAdvance/'];

/** The menu's leaves of the wave-2 groups: the screens, or with `hidden` the detail pages their rows open. */
const wave2Screens = (hidden = false) => menuScreens(GROUPS, hidden);

describe('every wave-2 screen opens for the platform admin', () => {
  let session: Session;
  const screens = wave2Screens();
  beforeAll(async () => {
    session = await newSession(browser(), { width: 1440 });
    await signInAt(session.page, baseUrl, 'admin', '/home');
  });
  afterAll(async () => {
    await session.context.close();
  });

  it('the groups hold the 34 screens of issue 13 and 报价记录', () => {
    expect(screens.length).toBeGreaterThanOrEqual(35);
  });

  it.each(screens.map((screen) => [screen.component, screen] as const))('%s renders its page', async (_component, screen) => {
    await expectScreenRenders(session.page, baseUrl, screen);
  });
});

describe('every wave-2 detail page opens one record', () => {
  let session: Session;
  let token: string;
  const details = wave2Screens(true);
  beforeAll(async () => {
    session = await newSession(browser(), { width: 1440 });
    await signInAt(session.page, baseUrl, 'admin', '/home');
    token = await apiSignIn(baseUrl, 'admin');
  });
  afterAll(async () => {
    await session.context.close();
  });

  it.each(details.map((detail) => [detail.component, detail] as const))('%s shows the first record of its entity', async (_component, detail) => {
    const page = JSON.parse(readFileSync(repoFile(`pages/${detail.component}.json`), 'utf8')) as { entity: string };
    const schema = JSON.parse(readFileSync(repoFile(`schemas/entities/${page.entity}.json`), 'utf8')) as { 'x-service': string };
    const first = (await callOk<{ records: { id: number }[] }>(baseUrl, 'GET', `/ntocc-${schema['x-service']}-api/${page.entity}/list?pageNum=1&pageSize=10`, token)).records[0]!;
    await session.page.goto(`${baseUrl}${detail.route}?id=${first.id}`);
    await session.page.locator('main dl dt').first().waitFor({ timeout: 15_000 });
    // The decisions on the record, or that there are none yet.
    const history = session.page.getByRole('region', { name: zh('renderer.history.title') });
    await history.getByText(/→|·|暂无处理记录/).first().waitFor({ timeout: 15_000 });
    expect(await session.page.locator('main').getByText(zh('errorPage.notAvailableTitle')).count()).toBe(0);
  });
});

describe('a review queue approves and rejects in batch', () => {
  it('货主审核: two shippers approved and one rejected with a reason, from the selection bar', async () => {
    const { page, context } = await newSession(browser(), { width: 1440 });
    try {
      const token = await apiSignIn(baseUrl, 'staff');
      const pending = (await call<{ records: { id: number; shipperName: string }[] }>(baseUrl, 'GET', '/ntocc-basic-api/shipper/list?pageNum=1&pageSize=10&reviewStatus=PENDING&sortField=gmtCreated&sortType=asc', token)).data.records;
      expect(pending.length).toBeGreaterThanOrEqual(3);
      await signInAt(page, baseUrl, 'staff', '/review/shipperReview');
      const rowOf = (name: string) => page.locator('main tbody tr').filter({ hasText: name }).first();
      const bar = page.getByRole('region', { name: '已选择的行' });
      const status = (id: number) => call<{ reviewStatus: string; reviewRemark: string }>(baseUrl, 'GET', `/ntocc-basic-api/shipper/${id}`, token).then((answer) => answer.data);
      await rowOf(pending[0]!.shipperName).waitFor();
      for (const shipper of pending.slice(0, 2)) await rowOf(shipper.shipperName).getByLabel('选择此行').check();
      await bar.getByRole('button', { name: zh('entity.shipper.action.approve') }).click();
      const confirm = page.getByRole('dialog').filter({ hasText: '提示' });
      await confirm.getByRole('button', { name: '确定' }).click();
      await page.getByRole('dialog').getByRole('status').filter({ hasText: '已完成 2 项' }).waitFor();
      expect((await status(pending[0]!.id)).reviewStatus).toBe('APPROVED');
      expect((await status(pending[1]!.id)).reviewStatus).toBe('APPROVED');
      await page.getByRole('dialog').getByRole('button', { name: '关闭' }).last().click();

      await rowOf(pending[2]!.shipperName).getByLabel('选择此行').check();
      await bar.getByRole('button', { name: zh('entity.shipper.action.reject') }).click();
      const fields = page.getByRole('dialog').filter({ hasText: '留空的项' });
      await fields.getByLabel(zh('entity.shipper.field.reviewRemark')).fill('营业执照照片模糊，请重新上传');
      await fields.getByRole('button', { name: '确定' }).click();
      await page.getByRole('dialog').filter({ hasText: '提示' }).getByRole('button', { name: '确定' }).click();
      await page.getByRole('dialog').getByRole('status').filter({ hasText: '已完成 1 项' }).waitFor();
      expect(await status(pending[2]!.id)).toMatchObject({ reviewStatus: 'REJECTED', reviewRemark: '营业执照照片模糊，请重新上传' });
    } finally {
      await context.close();
    }
  });
});

describe('a review detail page decides on its record', () => {
  it('财务审核 → 付款申请详情: 驳回 from the detail page with a reason; the history shows it and the buttons go', async () => {
    const { page, context } = await newSession(browser(), { width: 1440 });
    try {
      const token = await apiSignIn(baseUrl, 'staff');
      const pending = (await call<{ records: { id: number; applicationNumber: string }[] }>(baseUrl, 'GET', '/ntocc-tms-api/paymentApplication/list?pageNum=1&pageSize=10&status=pending', token)).data.records;
      expect(pending.length).toBeGreaterThan(0);
      const detail = menuScreens(['tms/review/paymentApplicationDetail'], true)[0]!;
      await signInAt(page, baseUrl, 'staff', `${detail.route}?id=${pending[0]!.id}`);
      const buttons = page.locator('[data-record-actions]');
      await buttons.getByRole('button', { name: zh('entity.paymentApplication.action.approve') }).waitFor();
      await buttons.getByRole('button', { name: zh('entity.paymentApplication.action.reject') }).click();
      const fields = page.getByRole('dialog');
      await fields.getByLabel(zh('entity.paymentApplication.field.reviewRemark')).fill('收款卡号与司机身份证姓名不一致');
      await fields.getByRole('button', { name: '确定' }).click();
      const history = page.getByRole('region', { name: zh('renderer.history.title') });
      await history.getByText('收款卡号与司机身份证姓名不一致').waitFor({ timeout: 15_000 });
      await page.locator('[data-record-actions]').waitFor({ state: 'detached' });
      const after = (await call<{ status: string }>(baseUrl, 'GET', `/ntocc-tms-api/paymentApplication/${pending[0]!.id}`, token)).data;
      expect(after.status).toBe('rejected');
    } finally {
      await context.close();
    }
  });
});
