// Issue 12, basic master data in a real browser: on 货物类型 the staff add a sub-type under 钢材
// (with its national cargo class), on 货物 they add goods of that type (chosen by name in a
// remote select, never by its id), and the goods list filtered by that type shows the new
// goods with the type's name and class, and nothing of another type.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiSignIn, call } from './support/api';
import { newSession, useSharedBrowser, type Session } from './support/browser';
import { filterPanel, unfoldFor } from './support/filters';
import { signInAt, zh } from './support/shell';

const baseUrl = inject('baseUrl');
const browser = useSharedBrowser();
const suffix = Date.now().toString(36).slice(-4).toUpperCase();
const TYPE = `不锈钢${suffix}`;
const GOODS = `304不锈钢卷${suffix}`;

interface Goods { name: string; goodsTypeId: number; goodsTypeName: string; cargoTypeClassificationCode: string; unitName: string }

describe('货物类型 → 货物: a new type and its goods, found by the type filter', () => {
  let session: Session;
  let token: string;
  beforeAll(async () => {
    token = await apiSignIn(baseUrl, 'staff');
    session = await newSession(browser(), { width: 1440 });
    await signInAt(session.page, baseUrl, 'staff', '/basic/goodsType');
    await session.page.getByRole('treeitem').first().waitFor();
  });
  afterAll(async () => {
    await session.context.close();
  });

  it('adds a sub-type under 钢材 with its national cargo class', async () => {
    const { page } = session;
    await page.getByRole('treeitem', { name: '钢材' }).click();
    await page.getByRole('toolbar').getByRole('button', { name: zh('page.tree.addChild') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('#root_name').fill(TYPE);
    await dialog.locator('#root_cargoTypeClassificationCode').selectOption('0400');
    await dialog.getByRole('button', { name: zh('renderer.form.submit') }).click();
    await page.getByRole('treeitem', { name: TYPE }).waitFor();
    expect(await page.getByRole('treeitem', { name: TYPE }).getAttribute('aria-level')).toBe('2');
  });

  it('adds goods of that type, choosing the type and the unit by their names', async () => {
    const { page } = session;
    await page.goto(`${baseUrl}/basic/goods`);
    await filterPanel(page).waitFor();
    await page.locator('main').getByRole('button', { name: zh('page.action.create'), exact: true }).filter({ visible: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('#root_name').fill(GOODS);
    await dialog.locator('#root_spec').fill('2.0×1219×C 冷轧');
    const type = dialog.locator('#root_goodsTypeId');
    await type.fill(TYPE.slice(0, 3));
    await dialog.getByRole('option', { name: TYPE, exact: true }).click();
    // The chosen type reads as its name, not as its id.
    await expect(type.inputValue()).resolves.toBe(TYPE);
    const unit = dialog.locator('#root_unitId');
    await unit.fill('卷');
    await dialog.getByRole('option', { name: '卷', exact: true }).click();
    await dialog.locator('#root_packaging').selectOption('rolled');
    await dialog.getByRole('button', { name: zh('renderer.form.submit') }).click();
    await dialog.waitFor({ state: 'hidden' });
    const saved = await call<{ records: Goods[] }>(baseUrl, 'GET', `/ntocc-basic-api/goods/list?pageNum=1&pageSize=10&name=${encodeURIComponent(GOODS)}`, token);
    expect(saved.data.records).toEqual([expect.objectContaining({ name: GOODS, goodsTypeName: TYPE, cargoTypeClassificationCode: '0400', unitName: '卷' })]);
  });

  it('the type filter lists the new goods, with the type\'s name and national class, and only goods of that type', async () => {
    const { page } = session;
    const filter = filterPanel(page).getByRole('combobox', { name: zh('entity.goods.field.goodsTypeId'), exact: true });
    await unfoldFor(page, filter);
    await filter.fill(TYPE.slice(0, 3));
    await page.getByRole('option', { name: TYPE, exact: true }).click();
    const listed = page.waitForResponse((r) => r.url().includes('/ntocc-basic-api/goods/list') && r.url().includes('goodsTypeId='));
    await filterPanel(page).getByRole('button', { name: zh('renderer.filter.search') }).click();
    await listed;
    const rows = page.locator('main tbody tr').filter({ visible: true });
    await expect.poll(() => rows.count()).toBe(1);
    const row = rows.first();
    await expect(row.textContent()).resolves.toContain(GOODS);
    await expect(row.textContent()).resolves.toContain(TYPE);
    await expect(row.textContent()).resolves.toContain('钢铁');
    // The filter keeps showing the type's name.
    await expect(filter.inputValue()).resolves.toBe(TYPE);
  });
});
