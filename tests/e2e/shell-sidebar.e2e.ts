// Issue 10 (shell): menu icons for every top-level group, and a collapsed sidebar that leaves an
// icon strip with tooltips and fly-out submenus (vue-element-admin), remembered across a reload.
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiSignIn, topLevelEntries, userInfo } from './support/api';
import { newSession, useSharedBrowser } from './support/browser';
import { signInAt, zh } from './support/shell';

const baseUrl = inject('baseUrl');
const browser = useSharedBrowser();

const aside = (page: Page) => page.locator('aside');
const strip = (page: Page) => aside(page).getByRole('navigation', { name: zh('navbar.menu') });
/** The top-level entries of the sidebar: group buttons and single links, in order. */
const topLevel = (page: Page) => strip(page).locator(':scope > ul > li > :is(a, button)');

describe('every top-level menu entry has its icon', () => {
  it('the expanded sidebar shows an icon of its own before each top-level title', async () => {
    const { page, context } = await newSession(browser(), { width: 1440 });
    await signInAt(page, baseUrl, 'admin');
    const entries = topLevel(page);
    await entries.first().waitFor();
    const icons = await entries.evaluateAll((elements) => elements.map((element) => element.querySelector('svg')?.dataset.icon ?? 'none'));
    expect(icons).not.toContain('none');
    expect(icons).not.toContain('fallback');
    expect(new Set(icons).size).toBe(icons.length);
    await context.close();
  });
});

describe('the collapsed sidebar is an icon strip with tooltips and fly-outs', () => {
  it('the hamburger collapses the sidebar to a 54 px strip of icons without titles, one per top-level entry', async () => {
    const expected = topLevelEntries(await userInfo(baseUrl, await apiSignIn(baseUrl, 'staff')), 'zh');
    const { page, context } = await newSession(browser(), { width: 1440 });
    await signInAt(page, baseUrl, 'staff');
    await page.getByRole('button', { name: zh('navbar.toggleSidebar') }).click();
    await expect.poll(async () => (await aside(page).boundingBox())?.width).toBe(54);
    // Titles are the entries' accessible names only (for screen readers and the tooltips).
    // The strip's code may still be on its way (it is fetched when the browser is idle).
    await expect.poll(() => topLevel(page).evaluateAll((elements) => elements.map((element) => element.getAttribute('aria-label')))).toEqual(expected);
    expect((await strip(page).innerText()).trim()).toBe('');
    expect(await topLevel(page).evaluateAll((elements) => elements.every((element) => element.querySelector('svg') !== null))).toBe(true);
    await context.close();
  });

  it('hovering an icon shows its title as a tooltip; a group opens a fly-out whose entry opens the screen', async () => {
    const { page, context } = await newSession(browser(), { width: 1440 });
    await signInAt(page, baseUrl, 'staff');
    await page.getByRole('button', { name: zh('navbar.toggleSidebar') }).click();
    const basic = strip(page).getByRole('button', { name: zh('route.BasicInfo'), exact: true });
    await basic.hover();
    const tooltip = page.getByRole('tooltip');
    await tooltip.waitFor();
    expect(await tooltip.innerText()).toBe(zh('route.BasicInfo'));

    await basic.click();
    const flyOut = page.getByRole('menu');
    await flyOut.waitFor();
    // The fly-out opens beside the strip.
    expect((await flyOut.boundingBox())?.x).toBeGreaterThanOrEqual(54);
    await flyOut.getByRole('menuitem', { name: zh('route.DriverManage'), exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/basic/DriverManage');
    await page.getByRole('heading', { name: zh('route.DriverManage') }).waitFor();
    await flyOut.waitFor({ state: 'hidden' });
    // The group holding the screen is marked in the strip.
    expect(await basic.evaluate((button) => getComputedStyle(button).color)).toBe('rgb(64, 158, 255)');
    await context.close();
  });

  it('the collapsed state is remembered across a reload, and the hamburger expands the sidebar again', async () => {
    const { page, context } = await newSession(browser(), { width: 1440 });
    await signInAt(page, baseUrl, 'staff');
    await page.getByRole('button', { name: zh('navbar.toggleSidebar') }).click();
    await expect.poll(async () => (await aside(page).boundingBox())?.width).toBe(54);
    await page.reload();
    await topLevel(page).first().waitFor();
    expect((await aside(page).boundingBox())?.width).toBe(54);
    await page.getByRole('button', { name: zh('navbar.toggleSidebar') }).click();
    await expect.poll(async () => (await aside(page).boundingBox())?.width).toBe(210);
    expect(await strip(page).getByRole('button', { name: zh('route.BasicInfo'), exact: true }).innerText()).toContain(zh('route.BasicInfo'));
    await context.close();
  });
});
