// Issue 9, section 6: a screen's page JSON, entity schemas and texts are fetched when the screen
// opens, not with the first bundle; switching the language fetches the open screen's texts in it.
import { describe, expect, inject, it } from 'vitest';
import { newSession, useSharedBrowser } from './support/browser';
import { signInAt, text, zh } from './support/shell';

const baseUrl = inject('baseUrl');
const browser = useSharedBrowser();

const isLogResource = (url: string): boolean =>
  /\/assets\/(entities\/operationLog-|texts\/entity\.operationLog\.|pages\/systemManage\.operationLog-)/.test(url);

describe('loading per screen', () => {
  it('the operation log\'s page, schema and texts are fetched when it opens, and in English after a language switch', async () => {
    const { page, context } = await newSession(browser());
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));

    await signInAt(page, baseUrl, 'staff', '/home');
    await page.locator('main').getByText(zh('route.Dashboard')).first().waitFor().catch(() => undefined);
    expect(requested.filter(isLogResource)).toEqual([]);

    await page.goto(`${baseUrl}/systemManage/operationLog`);
    const header = page.locator('main table thead');
    await expect.poll(() => header.innerText()).toContain(zh('entity.operationLog.field.operatorName'));
    const logFiles = requested.filter(isLogResource);
    expect(logFiles.some((url) => url.startsWith('/assets/entities/operationLog-'))).toBe(true);
    expect(logFiles.some((url) => url.startsWith('/assets/texts/entity.operationLog.zh-'))).toBe(true);
    expect(logFiles.some((url) => url.startsWith('/assets/pages/systemManage.operationLog-'))).toBe(true);
    expect(logFiles.some((url) => url.startsWith('/assets/texts/entity.operationLog.en-'))).toBe(false);

    await page.getByLabel(zh('common.language')).first().selectOption('en');
    await expect.poll(() => header.innerText()).toContain(text('en', 'entity.operationLog.field.operatorName'));
    expect(requested.some((url) => url.startsWith('/assets/texts/entity.operationLog.en-'))).toBe(true);
    await context.close();
  });
});
