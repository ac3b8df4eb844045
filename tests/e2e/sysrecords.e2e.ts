// Issue 12 (systemManage/agreement) in a real browser: the administrator writes and publishes a new
// version of the user registration agreement; the register screen shows that version behind
// 我已阅读并同意《…》; a sign-up through the screen records the acceptance of that version.
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiSignIn, call } from './support/api';
import { newSession, useSharedBrowser, type Session } from './support/browser';
import { latestSmsCode } from './support/registration';
import { signInAt, zh } from './support/shell';

const baseUrl = inject('baseUrl');
const dbFile = inject('dbFile');
const browser = useSharedBrowser();
const SHOTS = process.env.SYSRECORDS_SCREENSHOTS;

const TITLE = '顺达网络货运平台用户注册协议（2026年修订版）';
const VERSION = 'V8.2';
const CLAUSE = '第八条 平台将对运单轨迹数据保存不少于三年。';

interface Agreement { id: number; title: string; version: string; status: string }

function acceptancesOf(partyMobile: string): { agreement_id: number; version: string; agreement_kind: string }[] {
  const db = new Database(dbFile, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(`SELECT a.agreement_id, a.version, a.agreement_kind FROM sys_agreement_acceptance a
      JOIN party p ON p.code = a.party_code WHERE p.mobile = ? ORDER BY a.agreement_id`).all(partyMobile) as never;
  } finally {
    db.close();
  }
}

describe('a new registration agreement is shown at sign-up and its acceptance recorded', () => {
  let admin: Session;
  let published: Agreement;
  beforeAll(async () => {
    admin = await newSession(browser(), { width: 1440 });
  });
  afterAll(async () => {
    await admin.context.close();
  });

  it('the administrator writes a version on 协议管理 and publishes it', async () => {
    const { page } = admin;
    await signInAt(page, baseUrl, 'admin', '/systemManage/agreement');
    await page.locator('main tbody tr').first().waitFor();
    await page.getByRole('button', { name: zh('page.action.create') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('#root_agreementKind').selectOption('userRegister');
    await dialog.locator('#root_title').fill(TITLE);
    await dialog.locator('#root_version').fill(VERSION);
    await dialog.locator('#root_effectiveDate').fill('2026-03-01');
    await dialog.locator('#root_content').fill(`欢迎注册。\n${CLAUSE}`);
    const created = page.waitForResponse((r) => r.url().endsWith('/ntocc-basic-api/agreement') && r.request().method() === 'POST');
    await dialog.getByRole('button', { name: zh('renderer.form.submit') }).click();
    const draft = ((await (await created).json()) as { data: Agreement }).data;
    expect(draft.status).toBe('draft');

    const row = page.locator('main tbody tr').filter({ hasText: VERSION });
    await row.waitFor();
    const publish = page.waitForResponse((r) => r.url().endsWith(`/agreement/${draft.id}/publish`));
    await row.getByRole('button', { name: '发布' }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: '提示' });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: '确定' }).click();
    published = ((await (await publish).json()) as { data: Agreement }).data;
    expect(published.status).toBe('published');
    await row.getByText('已发布').waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/agreement-1440.png` });

    // The version before it is superseded: one version of the kind is in force.
    const token = await apiSignIn(baseUrl, 'admin');
    const list = await call<{ records: Agreement[] }>(baseUrl, 'GET', '/ntocc-basic-api/agreement/list?agreementKind=userRegister&status=published&pageSize=10', token);
    expect(list.data.records.map((r) => r.id)).toEqual([draft.id]);
  });

  it('the register screen shows it behind 我已阅读并同意, and a sign-up records its acceptance', async () => {
    const visitor = await newSession(browser(), { width: 390 });
    try {
      const { page } = visitor;
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${baseUrl}/register`);
      const link = page.getByRole('button', { name: `《${TITLE}》` });
      await link.waitFor();
      await link.click();
      const reading = page.getByRole('dialog', { name: TITLE });
      await reading.getByText(CLAUSE).waitFor();
      await reading.getByText(VERSION).waitFor();
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/register-agreement-390.png` });
      await reading.getByRole('button', { name: zh('register.agreement.agree') }).click();
      await expect(page.locator('input[name="agreementAccepted"]').isChecked()).resolves.toBe(true);

      const mobile = `137${String(Date.now()).slice(-8)}`;
      await page.locator('select').first().selectOption('DRIVER');
      await page.locator('input[name="name"]').fill('赵德明');
      await page.locator('input[name="phone"]').fill(mobile);
      await page.getByRole('button', { name: zh('register.sendCode') }).click();
      await page.getByText(zh('register.codeSent')).first().waitFor();
      await page.locator('input[name="verifyCode"]').fill(latestSmsCode(dbFile, mobile));
      await page.locator('input[name="password"]').fill('Haul@2026');
      await page.locator('input[name="confirmPassword"]').fill('Haul@2026');
      const registered = page.waitForResponse((r) => r.url().endsWith('/party/register'));
      await page.getByRole('button', { name: zh('register.submit'), exact: true }).click();
      expect(((await (await registered).json()) as { status: number }).status).toBe(0);
      await page.waitForURL((url) => url.pathname === '/login');

      const accepted = acceptancesOf(mobile);
      expect(accepted.find((a) => a.agreement_kind === 'userRegister')).toEqual({ agreement_id: published.id, version: VERSION, agreement_kind: 'userRegister' });
      // The driver also accepted the privacy policy and the driver carriage agreement in force.
      expect(accepted.map((a) => a.agreement_kind).sort()).toEqual(['driverCarriage', 'privacy', 'userRegister']);
    } finally {
      await visitor.context.close();
    }
  });

  it('without ticking the box the sign-up is not sent', async () => {
    const visitor = await newSession(browser(), { width: 1440 });
    try {
      const { page } = visitor;
      await page.goto(`${baseUrl}/register`);
      await page.getByRole('button', { name: `《${TITLE}》` }).waitFor();
      let sent = false;
      page.on('request', (r) => { if (r.url().endsWith('/party/register')) sent = true; });
      await page.locator('input[name="name"]').fill('钱国强');
      await page.locator('input[name="phone"]').fill('13712345678');
      await page.locator('input[name="verifyCode"]').fill('123456');
      await page.locator('input[name="password"]').fill('Haul@2026');
      await page.locator('input[name="confirmPassword"]').fill('Haul@2026');
      await page.getByRole('button', { name: zh('register.submit'), exact: true }).click();
      await page.getByRole('alert').filter({ hasText: zh('register.agreement.required') }).waitFor();
      expect(sent).toBe(false);
    } finally {
      await visitor.context.close();
    }
  });
});
