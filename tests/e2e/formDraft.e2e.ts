// Issue 10, forms: the upload widget (type and size checked before sending, progress, thumbnails
// with a viewer, replace and remove), and a form's unsaved input surviving a session expiry: the
// user signs in again, opens the same form and finds his draft, which he may discard.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { revealToken, TOKEN_COOKIE } from '../../src/session/tokenCookie';
import { revoke } from './support/api';
import { newSession, useSharedBrowser, type Session } from './support/browser';
import { signInAt, zh } from './support/shell';

const baseUrl = inject('baseUrl');
const browser = useSharedBrowser();
const SCREEN = '/systemManage/problem';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const TITLE = '草稿：会话过期后恢复';

async function openCreate(page: Page) {
  await page.getByRole('button', { name: zh('page.action.create'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: zh('page.action.create') });
  await dialog.waitFor();
  return dialog;
}

describe('upload widget and form drafts', () => {
  let session: Session;
  beforeAll(async () => {
    session = await newSession(browser(), { width: 1440 });
    await signInAt(session.page, baseUrl, 'staff', SCREEN);
    await session.page.locator('main tbody tr').first().waitFor();
  });
  afterAll(async () => {
    await session.context.close();
  });

  it('a wrong type is refused by name before sending; an image shows as a thumbnail, is replaced and removed', async () => {
    const dialog = await openCreate(session.page);
    const picker = dialog.locator('label', { hasText: zh('renderer.upload.drop') }).locator('input[type=file]');
    const uploads: string[] = [];
    session.page.on('request', (request) => { if (request.url().includes('/file/upload')) uploads.push(request.url()); });
    await picker.setInputFiles({ name: '说明.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await expect.poll(() => dialog.getByRole('alert').innerText()).toContain('说明.txt');
    expect(uploads).toHaveLength(0);

    await picker.setInputFiles({ name: '截图一.png', mimeType: 'image/png', buffer: PNG });
    const thumbnails = dialog.locator('ul img');
    await expect.poll(() => thumbnails.count()).toBe(1);
    expect(uploads).toHaveLength(1);
    const first = await thumbnails.first().getAttribute('src');

    await dialog.getByRole('button', { name: zh('renderer.upload.preview').replace('{{name}}', '截图') }).click();
    const viewer = session.page.getByRole('dialog', { name: '截图' });
    await expect.poll(() => viewer.locator('img').getAttribute('src')).toBe(first);
    await viewer.getByRole('button', { name: zh('renderer.dialog.close') }).click();

    await dialog.getByRole('button', { name: zh('renderer.upload.replace') }).click();
    await dialog.locator('input[type=file][aria-hidden=true]').setInputFiles({ name: '截图二.png', mimeType: 'image/png', buffer: PNG });
    await expect.poll(() => thumbnails.first().getAttribute('src')).not.toBe(first);
    expect(await thumbnails.count()).toBe(1);

    await dialog.getByRole('button', { name: zh('renderer.upload.remove') }).click();
    await expect.poll(() => thumbnails.count()).toBe(0);
  });

  it('typed input survives a session expiry and comes back in the same form, until discarded', async () => {
    const { page } = session;
    const dialog = page.getByRole('dialog', { name: zh('page.action.create') });
    await dialog.getByLabel('问题标题').fill(TITLE);

    // The session ends on the server (expired or revoked); the user comes back and reloads.
    const cookie = (await page.context().cookies()).find((c) => c.name === TOKEN_COOKIE)!;
    await revoke(baseUrl, revealToken(decodeURIComponent(cookie.value))!);
    await page.reload();
    const expired = page.getByRole('dialog', { name: '确认注销' });
    await expired.getByRole('button', { name: '重新登录' }).click();
    await page.waitForURL(/\/login/);

    await signInAt(page, baseUrl, 'staff', SCREEN);
    const again = await openCreate(page);
    expect(await again.getByLabel('问题标题').inputValue()).toBe(TITLE);
    await again.getByRole('status').filter({ hasText: zh('renderer.form.discardDraft') }).waitFor();

    await again.getByRole('button', { name: zh('renderer.form.discardDraft') }).click();
    expect(await again.getByLabel('问题标题').inputValue()).toBe('');
    await again.getByRole('button', { name: zh('renderer.dialog.cancel') }).click();
    await again.waitFor({ state: 'hidden' });
    const fresh = await openCreate(page);
    expect(await fresh.getByLabel('问题标题').inputValue()).toBe('');
    // Untouched (its defaults filled in), it closes without asking.
    await fresh.getByRole('button', { name: zh('renderer.dialog.cancel') }).click();
    await fresh.waitFor({ state: 'hidden' });
    expect(await page.getByRole('dialog').count()).toBe(0);
  });
});
