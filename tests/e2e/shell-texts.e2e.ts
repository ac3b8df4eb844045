// Issue 10 (shell): every text translated (role names, the settings panel, dictionary items),
// the header search ranked and its zh placeholder whole, a favicon, and no console error on an
// invalid form submit.
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newSession, useSharedBrowser } from './support/browser';
import { signInAt, text, zh } from './support/shell';

const baseUrl = inject('baseUrl');
const browser = useSharedBrowser();
const en = (key: string) => text('en', key);

describe('role names are translated in the greeting and the profile', () => {
  it('in English the home greeting and the profile name the role in English', async () => {
    const { page, context } = await newSession(browser(), { locale: 'en-US' });
    await signInAt(page, baseUrl, 'staff', '/home', 'en');
    const role = en('common.roles.BRANCH_STAFF');
    await expect.poll(() => page.locator('main [data-welcome]').innerText()).toContain(role);

    await page.getByRole('button', { name: en('navbar.userMenu') }).click();
    await page.getByRole('menuitem', { name: en('navbar.profile') }).click();
    const details = page.locator('main dl');
    await details.waitFor();
    expect(await details.innerText()).toContain(role);
    expect(await details.innerText()).not.toContain('分公司运营财务');
    await context.close();
  });
});

describe('the settings panel is all in Chinese in zh', () => {
  it('no "Tags-View", "Header" or "Logo" left in its labels', async () => {
    const { page, context } = await newSession(browser());
    await signInAt(page, baseUrl, 'staff');
    await page.getByRole('button', { name: zh('settings.title') }).click();
    const panel = page.getByRole('dialog', { name: zh('settings.title') });
    await panel.waitFor();
    expect(await panel.innerText()).not.toMatch(/Tags-View|Header|Logo/);
    await context.close();
  });
});

describe('dictionary items in the user\'s language', () => {
  it('in English the vehicle list shows plate colours and vehicle types in English, and the server answers them so', async () => {
    const { page, context } = await newSession(browser(), { locale: 'en-US' });
    const answered = page.waitForResponse((response) => response.url().includes('/dict/listDict') && response.url().includes('plate_color_code'));
    await signInAt(page, baseUrl, 'staff', '/basic/vehicle', 'en');
    const names = ((await (await answered).json()) as { data: { type: string; dictList: { name: string }[] }[] }).data
      .find((dict) => dict.type === 'plate_color_code')!.dictList.map((item) => item.name);
    expect(names).toContain('Yellow');
    expect(names.join('')).not.toMatch(/[\u4e00-\u9fff]/);

    const body = page.locator('main table tbody');
    await body.locator('tr').first().waitFor();
    const shown = await body.innerText();
    expect(shown).toMatch(/Yellow|Blue|Green/);
    expect(shown).not.toMatch(/黄色|蓝色|绿色|货车|挂车|牵引车/);
    await context.close();
  });
});

describe('header search ranks the best match first (fuse.js with pinyin in zh)', () => {
  const search = (page: Page) => page.getByRole('combobox', { name: zh('search.label') });
  const options = (page: Page) => page.getByRole('listbox').getByRole('option');

  it('"sjgl" lists 司机管理 first', async () => {
    const { page, context } = await newSession(browser(), { width: 1440 });
    await signInAt(page, baseUrl, 'admin');
    await search(page).fill('sjgl');
    await expect.poll(async () => (await options(page).allInnerTexts())[0]).toBe(`${zh('route.BasicInfo')} > ${zh('route.DriverManage')}`);
    await context.close();
  });

  it('at most 8 results are shown', async () => {
    const { page, context } = await newSession(browser(), { width: 1440 });
    await signInAt(page, baseUrl, 'admin');
    // 管理 ends dozens of admin's menu titles.
    await search(page).fill('管理');
    await expect.poll(() => options(page).count()).toBe(8);
    await context.close();
  });

  it('the zh placeholder is not cut off while the search is in use', async () => {
    const { page, context } = await newSession(browser(), { width: 1440 });
    await signInAt(page, baseUrl, 'admin');
    await search(page).focus();
    await expect.poll(() => search(page).evaluate((input: HTMLInputElement) => input.clientWidth)).toBeGreaterThan(200);
    const room = await search(page).evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context2d = document.createElement('canvas').getContext('2d')!;
      context2d.font = `${style.fontSize} ${style.fontFamily}`;
      const inner = input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      return inner - context2d.measureText(input.placeholder).width;
    });
    expect(room).toBeGreaterThan(0);
    await context.close();
  });
});

describe('a favicon, and no console error', () => {
  it('the page links an SVG favicon the server serves, and loading the shell logs no error', async () => {
    const { page, context } = await newSession(browser());
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await signInAt(page, baseUrl, 'staff');
    const href = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(href).toBeTruthy();
    const icon = await fetch(new URL(href!, baseUrl));
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toContain('image/svg+xml');
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('submitting an empty create dialog shows the field errors and logs no console error', async () => {
    const { page, context } = await newSession(browser());
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await signInAt(page, baseUrl, 'staff', '/basic/DriverManage');
    await page.getByRole('button', { name: zh('page.action.create'), exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: zh('renderer.form.submit'), exact: true }).click();
    await dialog.getByRole('alert').first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
