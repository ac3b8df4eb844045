// Issue 9 (section 3): the home page shows the branch's HTSY banners, as the server answers them
// (/ntocc-basic-api/banner/type/HTSY), one at a time with a dot per banner to choose one.
import { describe, expect, inject, it } from 'vitest';
import { apiSignIn, call } from './support/api';
import { newSession, useSharedBrowser } from './support/browser';
import { signInAt, zh } from './support/shell';

const baseUrl = inject('baseUrl');
const browser = useSharedBrowser();

describe('the home page banners', () => {
  it('shows the first HTSY banner, and a dot chooses another', async () => {
    const token = await apiSignIn(baseUrl, 'staff');
    const { data: banners } = await call<{ title: string; imageUrl: string }[]>(baseUrl, 'GET', '/ntocc-basic-api/banner/type/HTSY', token);
    expect(banners.length).toBeGreaterThan(1);
    const { context, page } = await newSession(browser(), { width: 1440 });
    try {
      await signInAt(page, baseUrl, 'staff');
      const strip = page.getByRole('region', { name: zh('common.home.banners') });
      const image = strip.getByRole('img');
      await image.waitFor();
      expect(await image.getAttribute('alt')).toBe(banners[0].title);
      // Loaded (it may still be arriving when the element shows).
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      await strip.getByRole('button', { name: banners[1].title }).click();
      expect(await image.getAttribute('alt')).toBe(banners[1].title);
      expect(await image.getAttribute('src')).toBe(banners[1].imageUrl);
      if (process.env.REVIEW_SCREENSHOTS) await page.screenshot({ path: `${process.env.REVIEW_SCREENSHOTS}/home.png` });
    } finally {
      await context.close();
    }
  });
});
