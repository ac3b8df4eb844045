// Issue 11 (findings 9 and 11) in a real browser: under the server's content security policy the
// console runs without a single violation (login, register, shell, a list, a record's detail with a
// private image, a record form's validation), and a private image shows through the signed address
// the API hands out, while its bare address is refused.
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiSignIn } from './support/api';
import { newSession, useSharedBrowser, type Session } from './support/browser';
import { signInAt } from './support/shell';

const baseUrl = inject('baseUrl');
const dbFile = inject('dbFile');
const browser = useSharedBrowser();
const SCREENSHOTS = process.env.SECURITY_SCREENSHOTS;
const REQUIRED = '此项为必填项';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** Every violation the page reports, collected from the first script on. */
const RECORD_VIOLATIONS = () => {
  const seen: string[] = [];
  (window as unknown as { cspViolations: string[] }).cspViolations = seen;
  document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
};

describe('the console under the content security policy', () => {
  let session: Session;
  let vehicleId: number;
  let imageAddress: string;
  const consoleViolations: string[] = [];

  beforeAll(async () => {
    // A vehicle of the branch gets a licence image uploaded by staff.
    const token = await apiSignIn(baseUrl, 'admin');
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(PNG)]), '行驶证.png');
    const uploaded = (await (await fetch(`${baseUrl}/ntocc-basic-api/file/upload`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } })).json()) as { data: { url: string } };
    const db = new Database(dbFile, { fileMustExist: true });
    try {
      const vehicle = db.prepare("SELECT id FROM basic_vehicle WHERE branch_code = 'SD0001' ORDER BY id LIMIT 1").get() as { id: number };
      vehicleId = vehicle.id;
      db.prepare('UPDATE basic_vehicle SET driving_license_image = ? WHERE id = ?').run(uploaded.data.url.split('?')[0], vehicleId);
    } finally {
      db.close();
    }
    session = await newSession(browser(), { width: 1440 });
    await session.page.addInitScript(RECORD_VIOLATIONS);
    session.page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) consoleViolations.push(message.text());
    });
  });
  afterAll(async () => {
    await session.context.close();
  });

  const violations = () => session.page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? []);

  it('signs in and opens the shell and a list without a violation', async () => {
    await signInAt(session.page, baseUrl, 'admin', '/basic/vehicle');
    await session.page.locator('main tbody tr').first().waitFor();
    expect(await violations()).toEqual([]);
  });

  it('a record\'s private image shows through its signed address', async () => {
    const { page } = session;
    await page.goto(`${baseUrl}/basic/vehicleDetail?id=${vehicleId}`);
    const image = page.locator('main img[src^="/files/"]').first();
    await image.waitFor();
    imageAddress = (await image.getAttribute('src'))!;
    expect(imageAddress).toMatch(/^\/files\/[0-9a-f]{32}\.png\?expires=\d+&signature=[\w-]+$/);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/vehicle-detail-desktop.png`, fullPage: true });
    expect(await violations()).toEqual([]);
  });

  it('the bare address of the same image is refused', async () => {
    const response = await fetch(`${baseUrl}${imageAddress.split('?')[0]}`);
    expect(response.status).toBe(403);
  });

  it('a record form validates in the page (validators generated ahead of time: nothing evaluated) without a violation', async () => {
    const { page } = session;
    await page.goto(`${baseUrl}/basic/vehicle`);
    await page.getByRole('button', { name: '新增' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: '确定' }).click();
    await dialog.getByText(REQUIRED).first().waitFor();
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/vehicle-form-desktop.png` });
    expect(await violations()).toEqual([]);
  });

  it('the login and register pages on a phone show no violation', async () => {
    const phone = await newSession(browser(), { width: 390 });
    try {
      await phone.page.addInitScript(RECORD_VIOLATIONS);
      for (const path of ['/login', '/register']) {
        await phone.page.goto(`${baseUrl}${path}`);
        await phone.page.locator('form').waitFor();
        if (SCREENSHOTS) await phone.page.screenshot({ path: `${SCREENSHOTS}${path}-mobile.png`, fullPage: true });
        expect(await phone.page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [])).toEqual([]);
      }
    } finally {
      await phone.context.close();
    }
  });

  it('the browser reported no policy violation in its console', () => {
    expect(consoleViolations).toEqual([]);
  });
});
