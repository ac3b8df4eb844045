// Issue 10 (forms) in a real browser: a long form's dialog keeps 确定/取消 in view (sticky footer),
// and closing a changed form asks before discarding it (Esc, ×, 取消); an untouched one just closes.
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newSession, useSharedBrowser } from './support/browser';
import { firstRecord, signInAt, zh } from './support/shell';

const baseUrl = inject('baseUrl');
const browser = useSharedBrowser();
const DRIVERS_PATH = '/basic/DriverManage';

async function openCreate(page: Page) {
  await page.locator('main').getByRole('button', { name: zh('page.action.create'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: zh('page.action.create') });
  await dialog.locator('#root_driverName').waitFor();
  return dialog;
}

describe('the create dialog of 司机管理', () => {
  it('keeps 确定 and 取消 visible at the bottom while the long form scrolls', async () => {
    const { page, context } = await newSession(browser(), { width: 1440 });
    await page.setViewportSize({ width: 1440, height: 700 });
    await signInAt(page, baseUrl, 'staff', DRIVERS_PATH);
    await firstRecord(page).waitFor();
    const dialog = await openCreate(page);
    const submit = dialog.getByRole('button', { name: zh('renderer.form.submit'), exact: true });
    const box = await dialog.boundingBox();
    // The form is taller than the dialog: the dialog scrolls, the buttons stay in it.
    expect(await dialog.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
    for (const scroll of [0, 400]) {
      await dialog.evaluate((element, top) => element.scrollTo({ top }), scroll);
      const button = (await submit.boundingBox())!;
      expect(button.y + button.height).toBeLessThanOrEqual(box!.y + box!.height);
      expect(button.y).toBeGreaterThan(box!.y);
    }
    await context.close();
  });

  it('an untouched form closes at once; a changed one asks, keeps editing on 继续编辑 and closes on 放弃修改', async () => {
    const { page, context } = await newSession(browser(), { width: 1440 });
    await signInAt(page, baseUrl, 'staff', DRIVERS_PATH);
    await firstRecord(page).waitFor();
    let dialog = await openCreate(page);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    dialog = await openCreate(page);
    await dialog.locator('#root_driverName').fill('韩立新');
    await page.keyboard.press('Escape');
    const ask = page.getByRole('dialog', { name: zh('renderer.dialog.discardTitle') });
    await ask.getByRole('button', { name: zh('renderer.dialog.keepEditing'), exact: true }).click();
    await ask.waitFor({ state: 'detached' });
    expect(await dialog.locator('#root_driverName').inputValue()).toBe('韩立新');

    await dialog.getByRole('button', { name: zh('renderer.dialog.cancel'), exact: true }).click();
    await ask.getByRole('button', { name: zh('renderer.dialog.discard'), exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await context.close();
  });
});
