// Issue 12, vehicle services in a real browser: on 维修保养 a repair goes from 申请中, through its
// approval on 维修审核 (issue 13: made here through the API), to 已批准, to 维修中 (开始维修,
// confirmed) and to 已完成 (完工, with its parts and labour costs); the status tabs' counts follow
// each step and the row shows the total the server computed.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiSignIn, call } from './support/api';
import { newSession, useSharedBrowser, type Session } from './support/browser';
import { filterPanel, unfoldFor } from './support/filters';
import { signInAt, zh } from './support/shell';

const baseUrl = inject('baseUrl');
const browser = useSharedBrowser();
const REPAIR = '/ntocc-basic-api/vehicleRepair';

interface Repair { id: number; repairNumber: string; status: string; totalCost?: number }

/** The count each status tab shows, by its title. */
async function tabCounts(page: Page): Promise<Record<string, number>> {
  const tabs = page.locator('main [role="tablist"]').filter({ visible: true }).first().getByRole('tab');
  const counts: Record<string, number> = {};
  for (const tab of await tabs.all()) {
    const text = (await tab.textContent()) ?? '';
    const match = /^(.*?)(\d[\d,]*)$/.exec(text.trim());
    if (match) counts[match[1].trim()] = Number(match[2].replace(/,/g, ''));
  }
  return counts;
}

describe('维修保养: a repair from 申请中 to 已完成, the tab counts following', () => {
  let session: Session;
  let token: string;
  let repair: Repair;

  beforeAll(async () => {
    token = await apiSignIn(baseUrl, 'admin');
    // One level of approval for repairs (the default), whatever the demo's 审核配置 says.
    const configs = await call<{ records: { id: number }[] }>(baseUrl, 'GET', '/ntocc-basic-api/auditConfig/list?pageNum=1&pageSize=10&reviewType=repair', token);
    for (const config of configs.data.records) {
      await fetch(`${baseUrl}/ntocc-basic-api/auditConfig/${config.id}`, { method: 'PUT', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: JSON.stringify({ enabled: false }) });
    }
    const vehicles = await call<{ records: { vehicleNumber: string; reviewStatus: string }[] }>(baseUrl, 'GET', '/ntocc-basic-api/vehicle/list?pageNum=1&pageSize=10&reviewStatus=approved', token);
    const response = await fetch(`${baseUrl}${REPAIR}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ vehicleNumber: vehicles.data.records[0].vehicleNumber, repairKind: 'minor', workshop: '济南重汽服务站', mileage: 231000, repairItems: '更换前后刹车片' }),
    });
    repair = ((await response.json()) as { data: Repair }).data;
    expect(repair.status).toBe('applying');
    session = await newSession(browser(), { width: 1440 });
    await signInAt(session.page, baseUrl, 'admin', '/basic/vehicleService/repair');
    await filterPanel(session.page).waitFor();
  });
  afterAll(async () => {
    await session.context.close();
  });

  /** Filters the list to the new repair and waits for the tab counts of that query. */
  async function showOnlyTheRepair(page: Page): Promise<void> {
    const input = filterPanel(page).getByRole('textbox', { name: zh('entity.vehicleRepair.field.repairNumber'), exact: true });
    await unfoldFor(page, input);
    await input.fill(repair.repairNumber);
    const counted = page.waitForResponse((r) => r.url().includes(`${REPAIR}/aggregate`) && r.url().includes('repairNumber='));
    await filterPanel(page).getByRole('button', { name: zh('renderer.filter.search') }).click();
    await counted;
  }

  const row = (page: Page) => page.locator('main tbody tr').filter({ visible: true }).filter({ hasText: repair.repairNumber });

  it('shows the new repair under 申请中 with its count', async () => {
    const { page } = session;
    await showOnlyTheRepair(page);
    await expect.poll(() => tabCounts(page)).toMatchObject({ [zh('page.vehicleRepair.tab.all')]: 1, [zh('page.vehicleRepair.tab.applying')]: 1, [zh('page.vehicleRepair.tab.repairing')]: 0, [zh('page.vehicleRepair.tab.completed')]: 0 });
    await expect(row(page).textContent()).resolves.toContain(zh('dict.repair_status.applying'));
  });

  it('an application is not started before its approval; approved on 维修审核, it shows under 已批准', async () => {
    const { page } = session;
    await expect(row(page).getByRole('button', { name: zh('entity.vehicleRepair.action.start') }).count()).resolves.toBe(0);
    const approved = await fetch(`${baseUrl}${REPAIR}/${repair.id}/approve`, { method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: '{}' });
    expect(((await approved.json()) as { data: Repair }).data.status).toBe('approved');
    // The same query again sends nothing new: reset, then filter to the repair, to read it afresh.
    const reset = page.waitForResponse((r) => r.url().includes(`${REPAIR}/aggregate`) && !r.url().includes('repairNumber='));
    await filterPanel(page).getByRole('button', { name: zh('renderer.filter.refresh') }).click();
    await reset;
    await showOnlyTheRepair(page);
    await expect.poll(() => tabCounts(page)).toMatchObject({ [zh('page.vehicleRepair.tab.applying')]: 0, [zh('page.vehicleRepair.tab.approved')]: 1 });
  });

  it('开始维修 (confirmed) moves it to 维修中 and the counts follow', async () => {
    const { page } = session;
    await row(page).getByRole('button', { name: zh('entity.vehicleRepair.action.start') }).click();
    const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog')).filter({ hasText: zh('entity.vehicleRepair.confirm.start') });
    await confirm.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => tabCounts(page)).toMatchObject({ [zh('page.vehicleRepair.tab.approved')]: 0, [zh('page.vehicleRepair.tab.repairing')]: 1 });
    await expect.poll(() => row(page).textContent()).toContain(zh('dict.repair_status.repairing'));
  });

  it('完工 with the parts and labour costs completes it; the total is computed and the counts follow', async () => {
    const { page } = session;
    await row(page).getByRole('button', { name: zh('entity.vehicleRepair.action.complete') }).click();
    const dialog = page.getByRole('dialog').filter({ has: page.locator('#root_partsCost') });
    await dialog.locator('#root_partsCost').fill('860.5');
    await dialog.locator('#root_laborCost').fill('240');
    await dialog.getByRole('button', { name: '确定' }).click();
    const confirm = page.getByRole('alertdialog');
    if (await confirm.isVisible().catch(() => false)) await confirm.getByRole('button', { name: '确定' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => tabCounts(page)).toMatchObject({ [zh('page.vehicleRepair.tab.repairing')]: 0, [zh('page.vehicleRepair.tab.completed')]: 1, [zh('page.vehicleRepair.tab.all')]: 1 });
    await expect.poll(() => row(page).textContent()).toContain('1,100.50');
    const stored = await call<Repair>(baseUrl, 'GET', `${REPAIR}/${repair.id}`, token);
    expect(stored.data).toMatchObject({ status: 'completed', totalCost: 1100.5 });
    // A completed repair offers neither start nor complete any more.
    await expect(row(page).getByRole('button', { name: zh('entity.vehicleRepair.action.start') }).count()).resolves.toBe(0);
  });
});
