// Issue 10 (shell, sign-in) and issue 11 (finding 2) in the browser: the form a signed-out load
// shows before the console's router (issue 18), sign-in by SMS code, 忘记密码 (a new password with
// an SMS code), and the picture check that appears after failed sign-ins. Each test registers its own driver, so the demo accounts keep their passwords.
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { challengeAnswerHash } from '../../server/auth/captcha/challenges';
import { newSession, useSharedBrowser } from './support/browser';
import { latestSmsCode, registerDriver } from './support/registration';
import { zh } from './support/shell';

const baseUrl = inject('baseUrl');
const dbFile = inject('dbFile');
const browser = useSharedBrowser();

const REGISTERED_PASSWORD = 'Haul@2026';
let mobiles = 0;
/** A mobile number no other account uses: 137, then the clock and a counter. */
const newMobile = () => `137${String(Date.now() + (mobiles += 1)).slice(-8)}`;

/** The answer of the latest picture check, found as a reader of the image does (0 to 99). */
function latestChallengeAnswer(): string {
  const db = new Database(dbFile, { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare('SELECT id, answer_hash FROM sign_in_challenge ORDER BY rowid DESC LIMIT 1').get() as { id: string; answer_hash: string };
    const answer = Array.from({ length: 100 }, (_, n) => String(n)).find((n) => challengeAnswerHash(row.id, n) === row.answer_hash);
    if (answer === undefined) throw new Error('no answer from 0 to 99');
    return answer;
  } finally {
    db.close();
  }
}

async function waitForShell(page: Page): Promise<void> {
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.getByRole('button', { name: zh('navbar.toggleSidebar') }).waitFor();
}

async function sendCodeAndFill(page: Page, mobile: string, codeLabel: string): Promise<void> {
  await page.getByLabel(zh('login.mobile'), { exact: true }).fill(mobile);
  await page.getByRole('button', { name: zh('register.sendCode') }).click();
  await page.getByText(zh('server.verifyCode.sentIfRegistered')).first().waitFor();
  await page.getByLabel(codeLabel, { exact: true }).fill(latestSmsCode(dbFile, mobile));
}

describe('sign-in page', () => {
  it('a private address without a session shows the form at its /login?redirect= address; 注册 and back work from the form shown before the console router; signing in lands on the address', async () => {
    const { context, page } = await newSession(browser(), { width: 1440 });
    try {
      await page.goto(`${baseUrl}/home?tab=1`);
      await page.getByLabel(zh('login.username'), { exact: true }).waitFor();
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(`/login?${new URLSearchParams({ redirect: '/home?tab=1' })}`);
      await page.getByRole('link', { name: zh('login.toRegister') }).click();
      await page.getByRole('heading', { name: zh('register.title') }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/register');
      await page.goBack();
      await page.getByLabel(zh('login.username'), { exact: true }).fill('staff');
      await page.getByLabel(zh('login.password'), { exact: true }).fill('Freight@2026');
      await page.getByRole('button', { name: zh('login.signIn'), exact: true }).click();
      await waitForShell(page);
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/home?tab=1');
    } finally {
      await context.close();
    }
  });

  it('signs in by SMS code on the 短信登录 tab', async () => {
    const mobile = newMobile();
    await registerDriver(baseUrl, dbFile, mobile);
    const { context, page } = await newSession(browser(), { width: 1440 });
    try {
      await page.goto(`${baseUrl}/login`);
      await page.getByLabel(zh('login.username'), { exact: true }).waitFor();
      await page.getByRole('tab', { name: zh('login.tabSms') }).click();
      await sendCodeAndFill(page, mobile, zh('login.smsCode'));
      await page.getByRole('button', { name: zh('login.signIn'), exact: true }).click();
      await waitForShell(page);
    } finally {
      await context.close();
    }
  });

  it('忘记密码: a new password set with an SMS code signs in; the form comes back with the username filled in', async () => {
    const mobile = newMobile();
    await registerDriver(baseUrl, dbFile, mobile);
    const { context, page } = await newSession(browser(), { width: 390 });
    try {
      await page.goto(`${baseUrl}/login`);
      await page.getByRole('button', { name: zh('login.forgotPassword') }).click();
      await sendCodeAndFill(page, mobile, zh('login.smsCode'));
      await page.getByLabel(zh('login.newPassword'), { exact: true }).fill('Password1');
      await page.getByLabel(zh('login.confirmPassword'), { exact: true }).fill('Password1');
      await page.getByRole('button', { name: zh('login.resetSubmit'), exact: true }).click();
      // The shared rule, on the server: a common password is refused on its field.
      await page.getByText(zh('server.password.common')).waitFor();
      await page.getByLabel(zh('login.newPassword'), { exact: true }).fill('Convoy#2027');
      await page.getByLabel(zh('login.confirmPassword'), { exact: true }).fill('Convoy#2027');
      await page.getByRole('button', { name: zh('login.resetSubmit'), exact: true }).click();
      await page.getByText(zh('server.password.reset')).first().waitFor();
      expect(await page.getByLabel(zh('login.username'), { exact: true }).inputValue()).toBe(mobile);
      await page.getByLabel(zh('login.password'), { exact: true }).fill('Convoy#2027');
      await page.getByRole('button', { name: zh('login.signIn'), exact: true }).click();
      await waitForShell(page);
    } finally {
      await context.close();
    }
  });

  it('after 3 wrong passwords the picture check appears; answered, the right password signs in', async () => {
    const mobile = newMobile();
    await registerDriver(baseUrl, dbFile, mobile);
    const { context, page } = await newSession(browser(), { width: 1440 });
    try {
      await page.goto(`${baseUrl}/login`);
      await page.getByLabel(zh('login.username'), { exact: true }).fill(mobile);
      const check = page.getByLabel(zh('login.captcha'), { exact: true });
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        expect(await check.count()).toBe(0);
        await page.getByLabel(zh('login.password'), { exact: true }).fill(`Wrong@${attempt}x`);
        await page.getByRole('button', { name: zh('login.signIn'), exact: true }).click();
        await page.getByRole('alert').filter({ hasText: zh('server.auth.badCredentials') }).first().waitFor();
        await expect.poll(() => page.getByRole('button', { name: zh('login.signIn'), exact: true }).isEnabled()).toBe(true);
      }
      await check.waitFor();
      const image = page.getByRole('img', { name: zh('login.captchaImage') });
      await image.waitFor();
      expect(await image.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
      await page.getByLabel(zh('login.password'), { exact: true }).fill(REGISTERED_PASSWORD);
      await check.fill(latestChallengeAnswer());
      await page.getByRole('button', { name: zh('login.signIn'), exact: true }).click();
      await waitForShell(page);
    } finally {
      await context.close();
    }
  });
});
