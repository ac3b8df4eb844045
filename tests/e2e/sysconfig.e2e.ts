// The system settings an administrator changes on screen, and where they show:
// - 菜单权限 (systemManage/authorityCreation): a new screen under 基础信息, granted to the
//   administrator's role on 角色管理 (basic/role), is in the sidebar at the next sign-in; its
//   typed Chinese title shows in the role's permission tree as in the sidebar.
// - 必填字段设置 (systemManage/fieldRequired): 司机's 银行账号 made mandatory is marked required in
//   司机管理's 新增 form, the form stops on it, and the server refuses a driver without it.
// - 数据字典 (basic/dict): renaming an item of 司机审核状态 renames the tags of 司机管理's list.
// Each test undoes its change: the other test files share the server.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { apiSignIn, call } from './support/api';
import { newSession, useSharedBrowser, type Session } from './support/browser';
import { chooseOption } from './support/filters';
import { sidebar, signInAt, zh } from './support/shell';

const baseUrl = inject('baseUrl');
const browser = useSharedBrowser();

const MENU = { title: '车队档案', name: 'fleetArchive', path: 'fleetArchive', component: 'basic/DriverTeamDetail' };
const ADMIN_ROLE = 'PLAT_ADMIN';
const RENAMED = '已审核通过';

/** Waits for the answer of a call the action makes. */
async function answerOf<T = unknown>(page: Page, method: string, part: string, act: () => Promise<unknown>): Promise<{ status: number; data: T }> {
  const response = page.waitForResponse((r) => r.url().includes(part) && r.request().method() === method);
  await act();
  return (await (await response).json()) as { status: number; data: T };
}

/** A JSON call to the server (the support's `call` sends forms). */
async function sendJson(method: string, url: string, token: string, body?: unknown): Promise<{ status: number }> {
  const res = await fetch(`${baseUrl}${url}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return (await res.json()) as { status: number };
}

/** Opens a list screen and waits for its first row. */
async function openList(page: Page, path: string): Promise<void> {
  await page.goto(`${baseUrl}${path}`);
  await page.locator('main tbody tr').first().waitFor();
}

function submitButton(page: Page) {
  return page.getByRole('dialog').getByRole('button', { name: zh('renderer.form.submit'), exact: true });
}

describe('system settings changed on their screens', () => {
  let admin: Session;
  let token: string;
  let menuId: number | undefined;
  let requirementId: number | undefined;
  let renamedItem: { id: number; name: string } | undefined;

  beforeAll(async () => {
    admin = await newSession(browser(), { width: 1440 });
    await signInAt(admin.page, baseUrl, 'admin');
    token = await apiSignIn(baseUrl, 'admin');
  });

  afterAll(async () => {
    // What a failed test left behind (each test undoes its change itself when it passes).
    if (menuId !== undefined) await call(baseUrl, 'DELETE', `/ntocc-basic-api/menuResource/${menuId}`, token);
    if (requirementId !== undefined) await call(baseUrl, 'DELETE', `/ntocc-basic-api/fieldRequirement/${requirementId}`, token);
    if (renamedItem) {
      const item = await call<Record<string, unknown>>(baseUrl, 'GET', `/ntocc-basic-api/dictItem/${renamedItem.id}`, token);
      const { id: _id, national: _national, ...fields } = item.data;
      await sendJson('PUT', `/ntocc-basic-api/dictItem/${renamedItem.id}`, token, { ...fields, name: renamedItem.name });
    }
    await admin.context.close();
  });

  it('a screen added on 菜单权限 and granted on 角色管理 shows in the sidebar at the next sign-in', async () => {
    const { page } = admin;
    await page.goto(`${baseUrl}/systemManage/authorityCreation`);
    const tree = page.getByRole('region', { name: zh('page.authorityCreation.tree'), exact: true });
    await tree.getByRole('treeitem', { name: zh('route.BasicInfo'), exact: true }).click();
    await tree.getByRole('button', { name: zh('page.tree.addChild'), exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(zh('entity.menuResource.field.title'), { exact: true }).fill(MENU.title);
    await dialog.getByLabel(zh('entity.menuResource.field.name'), { exact: true }).fill(MENU.name);
    await dialog.getByLabel(zh('entity.menuResource.field.path'), { exact: true }).fill(MENU.path);
    await dialog.getByLabel(zh('entity.menuResource.field.component'), { exact: true }).fill(MENU.component);
    const saved = await answerOf<{ id: number; parentId: number }>(page, 'POST', '/ntocc-basic-api/menuResource', () => submitButton(page).click());
    expect(saved.status).toBe(0);
    menuId = saved.data.id;
    // It is under 基础信息 in the tree.
    await tree.getByRole('treeitem', { name: MENU.title, exact: true }).waitFor();
    expect(await tree.getByRole('treeitem', { name: MENU.title, exact: true }).getAttribute('aria-level')).toBe('2');

    // 角色管理: the administrator's role is given the new screen (the whole leaf) on its tree.
    await openList(page, '/basic/role');
    const row = page.locator('main tbody tr').filter({ hasText: ADMIN_ROLE });
    await row.getByRole('button', { name: zh('page.action.edit'), exact: true }).click();
    const directory = dialog.locator('li[data-directory="BasicInfo"]');
    const toggle = directory.getByRole('button', { name: zh('route.BasicInfo'), exact: true });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    // The leaf shows the title typed on 菜单权限, as the sidebar does.
    await directory.locator(`li[data-leaf="${MENU.name}"]`).getByLabel(MENU.title, { exact: true }).check();
    const granted = await answerOf(page, 'PUT', `/ntocc-basic-api/role/${ADMIN_ROLE}`, () => submitButton(page).click());
    expect(granted.status).toBe(0);

    // The next sign-in shows it under 基础信息, leading to its path.
    const next = await newSession(browser(), { width: 1440 });
    try {
      await signInAt(next.page, baseUrl, 'admin');
      const group = sidebar(next.page).getByRole('button', { name: zh('route.BasicInfo'), exact: true });
      if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
      const link = sidebar(next.page).getByRole('link', { name: MENU.title, exact: true });
      await link.waitFor();
      expect(new URL(await link.evaluate((a) => (a as HTMLAnchorElement).href)).pathname).toBe(`/basic/${MENU.path}`);
    } finally {
      await next.context.close();
    }

    // Removed on 菜单权限 again (its grants go with it).
    await page.goto(`${baseUrl}/systemManage/authorityCreation`);
    const basicInfo = tree.getByRole('treeitem', { name: zh('route.BasicInfo'), exact: true });
    // A click selects a node; the arrow key opens it (the tree's keyboard, as a user without the ▸ uses it).
    await basicInfo.click();
    if ((await basicInfo.getAttribute('aria-expanded')) !== 'true') await basicInfo.press('ArrowRight');
    await tree.getByRole('treeitem', { name: MENU.title, exact: true }).click();
    await tree.getByRole('button', { name: zh('page.action.remove'), exact: true }).click();
    const removed = await answerOf(page, 'DELETE', `/ntocc-basic-api/menuResource/${menuId}`, () =>
      page.getByRole('dialog').getByRole('button', { name: zh('renderer.confirm.ok'), exact: true }).click());
    expect(removed.status).toBe(0);
    menuId = undefined;
    await tree.getByRole('treeitem', { name: MENU.title, exact: true }).waitFor({ state: 'detached' });
  });

  it('银行账号 made mandatory on 必填字段设置 is required in 司机管理\'s form and by the server', async () => {
    const { page } = admin;
    const fieldLabel = zh('entity.driver.field.bankAccount');
    await page.goto(`${baseUrl}/systemManage/fieldRequired`);
    await page.locator('main').getByRole('button', { name: zh('page.action.create'), exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(zh('entity.fieldRequirement.field.entityName'), { exact: true }).selectOption({ label: zh('dict.dict_form_entity.driver') });
    await dialog.getByLabel(zh('entity.fieldRequirement.field.fieldName'), { exact: true }).selectOption({ label: fieldLabel });
    expect(await dialog.getByLabel(zh('entity.fieldRequirement.field.mandatory'), { exact: true }).isChecked()).toBe(true);
    const saved = await answerOf<{ id: number }>(page, 'POST', '/ntocc-basic-api/fieldRequirement', () => submitButton(page).click());
    expect(saved.status).toBe(0);
    requirementId = saved.data.id;
    const requirement = page.locator('main tbody tr').filter({ hasText: fieldLabel });
    await requirement.waitFor();

    // 司机管理 → 新增: the field is marked required, its neighbour 收款人 is not.
    await openList(page, '/basic/DriverManage');
    await page.locator('main').getByRole('button', { name: zh('page.action.create'), exact: true }).click();
    const field = dialog.getByLabel(fieldLabel, { exact: true });
    await field.waitFor();
    expect(await field.evaluate((input) => (input as HTMLInputElement).required)).toBe(true);
    expect(await dialog.getByLabel(zh('entity.driver.field.bankAccountName'), { exact: true }).evaluate((input) => (input as HTMLInputElement).required)).toBe(false);
    // Submitting without it stops on it with the required message (no call is made).
    let posted = false;
    const watchPosts = (request: Request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/ntocc-basic-api/driver') posted = true;
    };
    page.on('request', watchPosts);
    await dialog.getByLabel(zh('entity.driver.field.driverName'), { exact: true }).fill('孙立国');
    await dialog.getByLabel(zh('entity.driver.field.telephone'), { exact: true }).fill('13987654321');
    await submitButton(page).click();
    const bank = dialog.getByRole('group', { name: zh('entity.driver.group.bank'), exact: true });
    await bank.getByRole('alert').waitFor();
    expect(await bank.getByRole('alert').allInnerTexts()).toEqual([zh('validation.required')]);
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    page.off('request', watchPosts);
    expect(posted).toBe(false);
    // 取消 on the changed form asks first: its changes are discarded.
    const form = page.getByRole('dialog', { name: zh('page.action.create'), exact: true });
    await form.getByRole('button', { name: zh('renderer.dialog.cancel'), exact: true }).click();
    await page.getByRole('dialog', { name: zh('renderer.dialog.discardTitle') }).getByRole('button', { name: zh('renderer.dialog.discard'), exact: true }).click();
    await form.waitFor({ state: 'detached' });

    // The server refuses it too, naming the field.
    const refused = await call<{ errors: { field: string; message: string }[] }>(baseUrl, 'POST', '/ntocc-basic-api/driver', token,
      new URLSearchParams({ driverName: '孙立国', telephone: '13987654321' }));
    expect(refused.status).toBe(422);
    expect(refused.data.errors.map((error) => error.field)).toContain('/bankAccount');

    // The requirement is removed on 必填字段设置 again.
    await openList(page, '/systemManage/fieldRequired');
    await requirement.getByRole('button', { name: zh('page.action.remove'), exact: true }).click();
    const removed = await answerOf(page, 'DELETE', `/ntocc-basic-api/fieldRequirement/${requirementId}`, () =>
      page.getByRole('dialog').getByRole('button', { name: zh('renderer.confirm.ok'), exact: true }).click());
    expect(removed.status).toBe(0);
    requirementId = undefined;
    const required = await call<string[]>(baseUrl, 'GET', '/ntocc-basic-api/driver/requiredFields', token);
    expect(required.data).not.toContain('bankAccount');
  });

  it('an item of 司机审核状态 renamed on 数据字典 shows its new name in 司机管理\'s tags', async () => {
    const { page } = admin;
    const original = zh('dict.driver_review_status.approved');
    const typeLabel = zh('entity.dictItem.field.type');

    /** 数据字典 narrowed to 司机审核状态; answers the row of the item `approved`. */
    const openDictionary = async () => {
      await openList(page, '/basic/dict');
      await page.locator('main').getByRole('combobox', { name: typeLabel, exact: true }).fill(zh('dict.driver_review_status.title'));
      await page.getByRole('listbox').getByRole('option', { name: /driver_review_status/ }).click();
      await answerOf(page, 'GET', '/ntocc-basic-api/dictItem/list', () => page.getByRole('button', { name: zh('renderer.filter.search'), exact: true }).click());
      const row = page.locator('main tbody tr').filter({ has: page.getByRole('cell', { name: 'approved', exact: true }) });
      await row.waitFor();
      return row;
    };
    const rename = async (from: string, to: string) => {
      const row = await openDictionary();
      await row.getByRole('button', { name: zh('page.action.edit'), exact: true }).click();
      const name = page.getByRole('dialog').getByLabel(zh('entity.dictItem.field.name'), { exact: true });
      expect(await name.inputValue()).toBe(from);
      await name.fill(to);
      const saved = await answerOf<{ id: number; name: string }>(page, 'PUT', '/ntocc-basic-api/dictItem/', () => submitButton(page).click());
      expect(saved.status).toBe(0);
      expect(saved.data.name).toBe(to);
      await row.getByRole('cell', { name: to, exact: true }).waitFor();
      return saved.data.id;
    };

    renamedItem = { id: await rename(original, RENAMED), name: original };

    // 司机管理: the review-status filter offers the new name, and the matching rows' tags carry it.
    await openList(page, '/basic/DriverManage');
    const statusLabel = zh('entity.driver.field.reviewStatus');
    await chooseOption(page, statusLabel, RENAMED);
    await answerOf(page, 'GET', 'reviewStatus=approved', () => page.getByRole('button', { name: zh('renderer.filter.search'), exact: true }).click());
    const rows = page.locator('main tbody tr');
    await rows.first().getByText(RENAMED, { exact: true }).waitFor();
    const count = await rows.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i += 1) expect(await rows.nth(i).getByText(RENAMED, { exact: true }).count()).toBe(1);
    expect(await page.locator('main table').getByText(original, { exact: true }).count()).toBe(0);

    // Renamed back on 数据字典.
    await rename(RENAMED, original);
    renamedItem = undefined;
  });
});
