// Issue 12 in a real browser, "Staff and accounts sign in" and "Roles are edited, not seeded": the
// admin makes a role holding only 司机管理 (view and edit, own branch) on the roles screen's tree,
// and an account with it on the accounts screen; the new user changes the password staff set at
// the first sign-in, sees only that menu, and the server refuses what the role lacks. The role
// gets 平台车辆 on the roles screen: the next sign-in shows it. Disabling the account ends its
// open session at its next call.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiSignIn, call } from './support/api';
import { newSession, useSharedBrowser, type Session } from './support/browser';
import { sidebar, signInAt, zh } from './support/shell';

const baseUrl = inject('baseUrl');
const browser = useSharedBrowser();
const SHOTS = process.env.ACCOUNTS_SCREENSHOTS;

const ROLE_CODE = 'DRIVER_DESK';
const ROLE_NAME = '司机专员';
const USERNAME = 'zhaolei';
const FIRST_PASSWORD = 'Start#2026a';
const OWN_PASSWORD = 'Mine#2026bq';

/** Waits for the answer of a call the action makes. */
async function answerOf(page: Page, method: string, part: string, act: () => Promise<unknown>): Promise<{ status: number; data: unknown }> {
  const response = page.waitForResponse((r) => r.url().includes(part) && r.request().method() === method);
  await act();
  return (await (await response).json()) as { status: number; data: unknown };
}

/** Checks (or unchecks) actions of a leaf in the role form's permission tree, opening its group. */
async function grant(page: Page, group: string, leaf: string, actions: string[]): Promise<void> {
  const dialog = page.getByRole('dialog');
  const directory = dialog.locator(`li[data-directory="${group}"]`);
  const toggle = directory.getByRole('button', { name: zh(`route.${group}`), exact: true });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  const row = directory.locator(`li[data-leaf="${leaf}"]`);
  for (const action of actions) await row.getByLabel(zh(`entityApi.permission.${action}`), { exact: true }).check();
}

/** The titles of the sidebar's leaves, every group opened. */
async function menuEntries(page: Page): Promise<string[]> {
  const groups = sidebar(page).getByRole('button');
  for (let i = 0; i < await groups.count(); i += 1) {
    const group = groups.nth(i);
    if ((await group.getAttribute('aria-expanded')) === 'false') await group.click();
  }
  return (await sidebar(page).getByRole('link').allInnerTexts()).map((title) => title.trim()).filter(Boolean);
}

/** The new user's first sign-in: the password staff set, then the change it asks for, then the shell. */
async function firstSignIn(page: Page): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel(zh('login.username')).fill(USERNAME);
  await page.getByLabel(zh('login.password')).fill(FIRST_PASSWORD);
  await page.getByRole('button', { name: zh('login.signIn') }).click();
  await page.getByText(zh('login.mustChangePassword')).waitFor();
  await page.getByLabel(zh('profile.oldPassword')).fill(FIRST_PASSWORD);
  await page.getByLabel(zh('profile.newPassword'), { exact: true }).fill(OWN_PASSWORD);
  await page.getByLabel(zh('profile.confirmPassword')).fill(OWN_PASSWORD);
  await page.getByRole('button', { name: zh('profile.savePassword') }).click();
  await page.getByRole('button', { name: zh('navbar.toggleSidebar') }).waitFor();
}

async function signInWithOwnPassword(page: Page): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel(zh('login.username')).fill(USERNAME);
  await page.getByLabel(zh('login.password')).fill(OWN_PASSWORD);
  await page.getByRole('button', { name: zh('login.signIn') }).click();
  await page.getByRole('button', { name: zh('navbar.toggleSidebar') }).waitFor();
}

describe('a staff account with a new role, made on the accounts and roles screens', () => {
  let admin: Session;
  let user: Session;
  beforeAll(async () => {
    admin = await newSession(browser(), { width: 1440 });
    await signInAt(admin.page, baseUrl, 'admin', '/basic/role');
    await admin.page.locator('main tbody tr').first().waitFor();
  });
  afterAll(async () => {
    await admin.context.close();
    await user?.context.close();
  });

  it('the roles screen makes a role with only 司机管理 (view and edit) and scope "own branch"', async () => {
    const { page } = admin;
    await page.getByRole('button', { name: zh('page.action.create'), exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('#root_code').fill(ROLE_CODE);
    await dialog.locator('#root_name').fill(ROLE_NAME);
    await dialog.locator('#root_dataScope').selectOption('branch');
    await grant(page, 'BasicInfo', 'DriverManage', ['view', 'edit']);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/role-form.png` });
    const saved = await answerOf(page, 'POST', '/ntocc-basic-api/role', () => dialog.getByRole('button', { name: zh('renderer.form.submit') }).click());
    expect(saved.status).toBe(0);
    await page.locator('main tbody tr').filter({ hasText: ROLE_CODE }).waitFor();
    const role = await call<{ permissions: string[]; dataScope: string }>(baseUrl, 'GET', `/ntocc-basic-api/role/${ROLE_CODE}`, await apiSignIn(baseUrl, 'admin'));
    expect(role.data.permissions.sort()).toEqual(['DriverManage:edit', 'DriverManage:view']);
    expect(role.data.dataScope).toBe('branch');
  });

  it('the accounts screen makes an account holding the role, with a first password', async () => {
    const { page } = admin;
    await page.goto(`${baseUrl}/basic/account`);
    await page.locator('main tbody tr').first().waitFor();
    await page.getByRole('button', { name: zh('page.action.create'), exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('#root_username').fill(USERNAME);
    await dialog.locator('#root_name').fill('赵磊');
    await dialog.locator('#root_mobile').fill('13698765432');
    await dialog.locator('#root_password').fill(FIRST_PASSWORD);
    await dialog.locator('#root_roles').fill(ROLE_NAME);
    await dialog.getByRole('option', { name: new RegExp(ROLE_CODE) }).click();
    const saved = await answerOf(page, 'POST', '/ntocc-basic-api/account', () => dialog.getByRole('button', { name: zh('renderer.form.submit') }).click());
    expect(saved.status).toBe(0);
    const row = page.locator('main tbody tr').filter({ hasText: USERNAME });
    await row.waitFor();
    expect(await row.innerText()).toContain(ROLE_NAME);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/account-list.png` });
  });

  it('the new user changes the password first, then sees only 司机管理', async () => {
    user = await newSession(browser(), { width: 1440 });
    await firstSignIn(user.page);
    expect(await menuEntries(user.page)).toEqual([zh('route.DriverManage')]);
  });

  it('the server refuses what the role lacks: removing a driver answers 403', async () => {
    const token = await apiSignIn(baseUrl, USERNAME, OWN_PASSWORD);
    const list = await call<{ records: { id: number }[] }>(baseUrl, 'GET', '/ntocc-basic-api/driver/list?pageNum=1&pageSize=10', token);
    expect(list.status).toBe(0);
    const removed = await call(baseUrl, 'DELETE', `/ntocc-basic-api/driver/${list.data.records[0]!.id}`, token);
    expect(removed.status).toBe(403);
    // The console offers no remove button either.
    await user.page.goto(`${baseUrl}/basic/DriverManage`);
    await user.page.locator('main tbody tr').first().waitFor();
    expect(await user.page.getByRole('button', { name: zh('page.action.remove'), exact: true }).count()).toBe(0);
  });

  it('the role given 平台车辆 on the roles screen shows it at the next sign-in', async () => {
    const { page } = admin;
    await page.goto(`${baseUrl}/basic/role`);
    const row = page.locator('main tbody tr').filter({ hasText: ROLE_CODE });
    await row.getByRole('button', { name: zh('page.action.edit'), exact: true }).click();
    await page.getByRole('dialog').locator('li[data-directory="BasicInfo"]').waitFor();
    await grant(page, 'BasicInfo', 'vehicle', ['view']);
    const saved = await answerOf(page, 'PUT', `/ntocc-basic-api/role/${ROLE_CODE}`, () => page.getByRole('dialog').getByRole('button', { name: zh('renderer.form.submit') }).click());
    expect(saved.status).toBe(0);
    const next = await newSession(browser(), { width: 1440 });
    await signInWithOwnPassword(next.page);
    expect(await menuEntries(next.page)).toEqual([zh('route.DriverManage'), zh('route.vehicle')]);
    await next.context.close();
  });

  it('disabling the account on the accounts screen refuses its open session at the next call', async () => {
    const token = await apiSignIn(baseUrl, USERNAME, OWN_PASSWORD);
    expect((await call(baseUrl, 'GET', '/ntocc-basic-api/driver/list', token)).status).toBe(0);
    const { page } = admin;
    await page.goto(`${baseUrl}/basic/account`);
    const row = page.locator('main tbody tr').filter({ hasText: USERNAME });
    await row.getByRole('button', { name: zh('entity.account.action.disable'), exact: true }).click();
    const disabled = await answerOf(page, 'POST', '/disable', () => page.getByRole('dialog').getByRole('button', { name: zh('renderer.form.submit') }).click());
    expect(disabled.status).toBe(0);
    expect((await call(baseUrl, 'GET', '/ntocc-basic-api/driver/list', token)).status).toBe(21332);
    // The browser session of the user ends too: its next call is refused and it is asked to sign in again.
    await user.page.reload();
    await user.page.waitForURL((url) => url.pathname === '/login', { timeout: 15_000 }).catch(() => undefined);
    const onLogin = new URL(user.page.url()).pathname === '/login';
    const asked = await user.page.getByRole('dialog').count();
    expect(onLogin || asked > 0).toBe(true);
  });
});
