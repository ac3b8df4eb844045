// Issue 16, the map screens at 1440 px: the vehicle map draws a marker (or a cluster counting it)
// for every vehicle the positions API answers; a demo track with a speeding warning lists it and
// replays (the replay point moves and its time changes); a fence drawn on 电子围栏 is saved, listed
// and read back through the entity API. Without amapKey_web no request leaves the machine.
import { describe, expect, inject, it } from 'vitest';
import { apiSignIn, call } from './support/api';
import { newSession, useSharedBrowser } from './support/browser';
import { outsideRequests } from './support/publicLinks';
import { signInAt } from './support/shell';

const baseUrl = inject('baseUrl');
const browser = useSharedBrowser();


const shift = (text: string, hours: number) => {
  const date = new Date(Date.parse(`${text.replace(' ', 'T')}+08:00`) + hours * 3_600_000);
  return new Date(date.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
};

describe('map screens', () => {
  it('车辆地图 draws every vehicle the positions API answers, offline', async () => {
    const token = await apiSignIn(baseUrl, 'admin');
    const answer = await call<unknown[]>(baseUrl, 'GET', '/ntocc-basic-api/vehiclePosition/lastPositions', token);
    const vehicles = answer.data.length;
    expect(vehicles).toBeGreaterThan(0);
    const { context, page } = await newSession(browser(), { width: 1440 });
    const outside = outsideRequests(page, baseUrl);
    try {
      await signInAt(page, baseUrl, 'admin', '/basic/vehicleMap');
      const map = page.locator('[data-map="positions"] [data-drawn]');
      await expect.poll(() => map.getAttribute('data-points'), { timeout: 15_000 }).toBe(String(vehicles));
      // every vehicle is drawn once: single markers plus the counts of the clusters
      await expect.poll(async () => {
        const singles = await page.locator('[data-map="positions"] path.map-marker').count();
        const clustered = await page.locator('[data-map="positions"] .map-cluster').evaluateAll((nodes) => nodes.reduce((sum, node) => sum + Number(node.getAttribute('data-count')), 0));
        return singles + clustered;
      }, { timeout: 10_000 }).toBe(vehicles);
      expect(await page.locator('[data-map="positions"] li [data-row]').count()).toBe(vehicles);
      // a row clicked opens the vehicle's popup with the link to its track
      await page.locator('[data-map="positions"] li [data-row]').first().click();
      await page.locator('.leaflet-popup').getByRole('link').waitFor();
      expect(await page.locator('.leaflet-popup').getByRole('link', { name: '查看轨迹' }).getAttribute('href')).toContain('/trackOfVehicle?vehicleNumber=');
      // a fleet chosen keeps its vehicles only
      const fleets = new Map<string, number>();
      for (const vehicle of answer.data as { fleetName: string | null }[]) if (vehicle.fleetName) fleets.set(vehicle.fleetName, (fleets.get(vehicle.fleetName) ?? 0) + 1);
      const [fleet, members] = [...fleets.entries()][0]!;
      await page.getByRole('combobox', { name: '车队' }).click();
      await page.getByRole('option', { name: fleet, exact: true }).click();
      await expect.poll(() => page.locator('[data-map="positions"] li [data-row]').count()).toBe(members);
      expect(outside).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('车辆轨迹 lists the speeding warning of a demo track and replays it', async () => {
    const token = await apiSignIn(baseUrl, 'admin');
    const alarms = await call<{ records: { vehicleNumber: string; alarmTime: string }[] }>(baseUrl, 'GET', '/ntocc-tms-api/vehicleAlarm/list?alarmKind=speeding&pageNum=1&pageSize=10', token);
    const speeding = alarms.data.records[0];
    expect(speeding).toBeDefined();
    const { context, page } = await newSession(browser(), { width: 1440 });
    const outside = outsideRequests(page, baseUrl);
    try {
      const query = new URLSearchParams({ vehicleNumber: speeding.vehicleNumber, from: shift(speeding.alarmTime, -6), to: shift(speeding.alarmTime, 6) });
      await signInAt(page, baseUrl, 'admin', `/trackOfVehicle?${query.toString()}`);
      await page.locator('[data-map="track"] [data-status="loaded"]').waitFor({ timeout: 15_000 });
      await page.locator('[data-map="track"] [data-alarm="speeding"]').first().waitFor();
      const replayPoint = page.locator('[data-map="track"] path.map-replay');
      await replayPoint.waitFor();
      const before = await replayPoint.getAttribute('d');
      const timeBefore = await page.locator('[data-replay-time]').textContent();
      await page.getByRole('button', { name: '×16' }).click();
      await page.locator('[data-replay-toggle]').click();
      await expect.poll(() => page.locator('[data-replay-time]').textContent(), { timeout: 10_000 }).not.toBe(timeBefore);
      await expect.poll(() => replayPoint.getAttribute('d'), { timeout: 10_000 }).not.toBe(before);
      expect(outside).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('电子围栏: a polygon drawn and saved is listed and read back by the API', async () => {
    const { context, page } = await newSession(browser(), { width: 1440 });
    const outside = outsideRequests(page, baseUrl);
    const name = `测试围栏${Date.now() % 100000}`;
    try {
      await signInAt(page, baseUrl, 'admin', '/monitoring/enclosure');
      await page.getByRole('button', { name: '绘制多边形' }).click();
      const canvas = page.locator('[data-map="fences"] [data-drawing]');
      const box = (await canvas.boundingBox())!;
      for (const [x, y] of [[0.45, 0.45], [0.55, 0.45], [0.55, 0.55], [0.45, 0.55]]) {
        await page.mouse.click(box.x + box.width * x, box.y + box.height * y);
      }
      const form = page.getByRole('region', { name: '围栏信息' });
      await form.getByLabel('围栏名称').fill(name);
      await form.getByRole('button', { name: '保存' }).click();
      await page.locator(`[data-fence="${name}"]`).waitFor({ timeout: 10_000 });
      const token = await apiSignIn(baseUrl, 'admin');
      const saved = await call<{ records: { fenceName: string; shape: string; path: string }[] }>(baseUrl, 'GET', `/ntocc-basic-api/geofence/list?pageNum=1&pageSize=500`, token);
      const fence = saved.data.records.find((record) => record.fenceName === name);
      expect(fence?.shape).toBe('polygon');
      expect((JSON.parse(fence!.path) as unknown[]).length).toBe(4);
      expect(outside).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
