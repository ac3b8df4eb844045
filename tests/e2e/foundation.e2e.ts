// Issue 2 in a real browser: gating, sign-in, menus per role, language, 21332, sign-out.
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../src/core/api/client';
import { revealToken, TOKEN_COOKIE } from '../../src/session/tokenCookie';
import { apiSignIn, revoke, topLevelEntries, userInfo } from './support/api';
import { newSession, useSharedBrowser } from './support/browser';

const baseUrl = inject('baseUrl');
const browser = useSharedBrowser();


async function signIn(page: Page, username: string): Promise<void> {
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('密码').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '登录' }).click();
}

async function sidebarEntries(page: Page): Promise<string[]> {
  // The sidebar's navigation (its accessible name follows the language).
  const nav = page.locator('aside').getByRole('navigation');
  await nav.locator(':scope > ul > li').first().waitFor();
  return (await nav.locator(':scope > ul > li').allInnerTexts()).map((text) => text.replace('▾', '').trim());
}

async function sessionToken(page: Page): Promise<string | undefined> {
  const cookie = (await page.context().cookies()).find((c) => c.name === TOKEN_COOKIE);
  return cookie ? revealToken(decodeURIComponent(cookie.value)) : undefined;
}

describe('gating (spec section 2)', () => {
  it('a protected path with a query, opened without a token, lands on /login with the redirect kept', async () => {
    const { page, context } = await newSession(browser());
    await page.goto(`${baseUrl}/profile/index?tab=password&x=1`);
    await page.waitForURL(/\/login\?/);
    const url = new URL(page.url());
    expect(url.pathname).toBe('/login');
    expect(url.searchParams.get('redirect')).toBe('/profile/index?tab=password&x=1');
    await page.getByLabel('用户名').waitFor({ timeout: 10_000 });
    await context.close();
  });

  it('signing in as admin lands on the redirect target', async () => {
    const { page, context } = await newSession(browser());
    await page.goto(`${baseUrl}/profile/index?tab=password`);
    await page.waitForURL(/\/login\?/);
    await signIn(page, 'admin');
    await page.waitForURL((url) => url.pathname === '/profile/index');
    expect(new URL(page.url()).search).toBe('?tab=password');
    await context.close();
  });

  it('/login with a token goes to /, which is the dashboard at /home', async () => {
    const { page, context } = await newSession(browser());
    await page.goto(`${baseUrl}/login`);
    await signIn(page, 'staff');
    await page.waitForURL((url) => url.pathname === '/home');
    await page.goto(`${baseUrl}/login`);
    await page.waitForURL((url) => url.pathname === '/home');
    await context.close();
  });
});

describe('menus come from the server (spec sections 2 and 6)', () => {
  it('the sidebar lists exactly the menus the server grants admin, and shipper sees fewer', async () => {
    const expectedAdmin = topLevelEntries(await userInfo(baseUrl, await apiSignIn(baseUrl, 'admin')), 'zh');
    const expectedShipper = topLevelEntries(await userInfo(baseUrl, await apiSignIn(baseUrl, 'shipper')), 'zh');
    expect(expectedShipper.length).toBeLessThan(expectedAdmin.length);

    for (const [username, expected] of [['admin', expectedAdmin], ['shipper', expectedShipper]] as const) {
      const { page, context } = await newSession(browser());
      await page.goto(`${baseUrl}/login`);
      await signIn(page, username);
      await page.waitForURL((url) => url.pathname === '/home');
      expect(await sidebarEntries(page)).toEqual(expected);
      await context.close();
    }
  });

  it('switching to English changes the menu titles at once, without a reload', async () => {
    const expectedEn = topLevelEntries(await userInfo(baseUrl, await apiSignIn(baseUrl, 'staff')), 'en');
    const { page, context } = await newSession(browser());
    await page.goto(`${baseUrl}/login`);
    await signIn(page, 'staff');
    await page.waitForURL((url) => url.pathname === '/home');
    const before = await sidebarEntries(page);
    await page.evaluate(() => ((window as unknown as { __notReloaded: boolean }).__notReloaded = true));
    await page.getByLabel('语言').selectOption('en');
    await expect.poll(() => sidebarEntries(page)).toEqual(expectedEn);
    expect(before).not.toEqual(expectedEn);
    expect(await page.evaluate(() => (window as unknown as { __notReloaded?: boolean }).__notReloaded)).toBe(true);
    expect(await page.title()).toContain(' - ');
    await context.close();
  });
});

describe('a revoked token (spec section 8, status 21332)', () => {
  it('the next call shows the 确认注销 dialog; 重新登录 resets the token and reloads to /login', async () => {
    const { page, context } = await newSession(browser());
    await page.goto(`${baseUrl}/login`);
    await signIn(page, 'admin');
    await page.waitForURL((url) => url.pathname === '/home');
    const token = await sessionToken(page);
    expect(token).toBeTruthy();
    await revoke(baseUrl, token!);

    // admin holds two roles: switching calls the server with the revoked token.
    await page.getByLabel('角色').selectOption('BRANCH_STAFF');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.getByRole('heading').innerText()).toBe('确认注销');
    expect(await dialog.innerText()).toContain('您已注销，您可以取消以停留在此页，或重新登录');
    await dialog.getByRole('button', { name: '重新登录' }).click();
    await page.waitForURL(/\/login/);
    expect(await sessionToken(page)).toBeUndefined();
    await context.close();
  });
});

describe('sign-out (spec section 4)', () => {
  it('returns to /login, removes the cookie and revokes the token on the server', async () => {
    const { page, context } = await newSession(browser());
    await page.goto(`${baseUrl}/login`);
    await signIn(page, 'driver');
    await page.waitForURL((url) => url.pathname === '/home');
    const token = await sessionToken(page);
    await page.getByRole('button', { name: '用户菜单' }).click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await page.waitForURL(/\/login/);
    expect(await sessionToken(page)).toBeUndefined();
    expect(await page.evaluate(() => localStorage.getItem('permissions'))).toBeNull();
    const res = await fetch(`${baseUrl}/ntocc-basic-api/getUserInfo`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
    expect(((await res.json()) as { status: number }).status).toBe(21332);
    await context.close();
  });
});
