// Issue 10, found broken 5: a mistyped address shows 404; a screen of the product the user may
// not open still shows 无访问权限 (403).
import { describe, expect, inject, it } from 'vitest';
import { newSession, useSharedBrowser } from './support/browser';
import { signInAt } from './support/shell';

const baseUrl = inject('baseUrl');
const browser = useSharedBrowser();

describe('an address the user cannot open', () => {
  it('a mistyped one lands on 404, a screen of another role on 无访问权限', async () => {
    const { context, page } = await newSession(browser(), { width: 1440 });
    try {
      await signInAt(page, baseUrl, 'shipper');
      await page.goto(`${baseUrl}/transport/waybilManage`);
      await page.waitForURL((url) => url.pathname === '/404');
      // The shipper is not granted the driver records of 基础信息.
      await page.goto(`${baseUrl}/basic/DriverManage`);
      await page.waitForURL((url) => url.pathname === '/noPermission');
      expect(new URL(page.url()).pathname).toBe('/noPermission');
    } finally {
      await context.close();
    }
  });
});
