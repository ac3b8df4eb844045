// Issue 19: a page of 500 rows renders only the rows in view, yet its scrollbar is true: scrolled
// to its end, the page's last record is the last row, fully in view at the bottom of the scroll
// area, under the sticky header. 520 waybills of the staff's branch are seeded (copies of one of
// its waybills, numbered YD20100101xxxxxx, consigned one second apart on 2010-01-01 so they sort
// after every other waybill and a 运单号 filter finds exactly them).
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { apiSignIn, call } from './support/api';
import { newSession, useSharedBrowser, type Session } from './support/browser';
import { signInAt, zh } from './support/shell';

const baseUrl = inject('baseUrl');
const dbFile = inject('dbFile');
const browser = useSharedBrowser();
const WAYBILL_PATH = '/transport/waybillManage';
const LIST = '/ntocc-tms-api/waybill/list';
const PREFIX = 'YD20100101';
const SEEDED = 520;
const numberOf = (sequence: number) => `${PREFIX}${String(sequence).padStart(6, '0')}`;

/** Copies a waybill the staff sees SEEDED times, consigned 1 s apart (sequence 1 oldest). */
async function seedWaybills(): Promise<void> {
  const seen = await call<{ records: { id: number }[] }>(baseUrl, 'GET', `${LIST}?pageNum=1&pageSize=10`, await apiSignIn(baseUrl, 'staff'));
  expect(seen.status, seen.msg).toBe(0);
  const db = new Database(dbFile);
  try {
    const template = db.prepare('select * from tms_waybill where id = ?').get(seen.data.records[0]!.id) as Record<string, unknown>;
    const columns = Object.keys(template).filter((column) => column !== 'id');
    const insert = db.prepare(`insert into tms_waybill (${columns.join(', ')}) values (${columns.map((column) => `@${column}`).join(', ')})`);
    db.transaction(() => {
      for (let sequence = 1; sequence <= SEEDED; sequence += 1) {
        const second = sequence - 1;
        const time = `2010-01-01 ${String(Math.floor(second / 3600)).padStart(2, '0')}:${String(Math.floor(second / 60) % 60).padStart(2, '0')}:${String(second % 60).padStart(2, '0')}`;
        insert.run({ ...template, shipping_note_number: numberOf(sequence), consignment_date_time: time });
      }
    })();
  } finally {
    db.close();
  }
}

/** The scroll area of the list on screen: the table's parent. */
const scrollArea = (page: Page): Locator => page.locator('main table').locator('xpath=..');

describe('a 500-row page scrolled to its end (virtualised rows, a true scrollbar)', () => {
  let session: Session;
  beforeAll(async () => {
    await seedWaybills();
    session = await newSession(browser(), { width: 1600 });
    await signInAt(session.page, baseUrl, 'staff', WAYBILL_PATH);
    await session.page.locator('main tbody tr').first().waitFor();
  });
  afterAll(async () => {
    await session?.context.close();
  });

  it('shows the last record fully in view at the bottom, with the header still on top', async () => {
    const { page } = session;
    await page.getByLabel('运单号').fill(PREFIX);
    const filtered = page.waitForResponse((r) => r.url().includes(LIST) && new URL(r.url()).searchParams.get('shippingNoteNumber') === PREFIX);
    await page.getByRole('button', { name: '查询' }).click();
    await filtered;
    const pager = page.getByRole('navigation', { name: zh('renderer.pagination.label') });
    const answer = page.waitForResponse((r) => r.url().includes(LIST) && new URL(r.url()).searchParams.get('pageSize') === '500');
    await pager.locator('select').selectOption('500');
    const { data } = (await (await answer).json()) as { data: { total: number; records: { shippingNoteNumber: string }[] } };
    expect(data.total).toBe(SEEDED);
    expect(data.records).toHaveLength(500);
    // Consignment time descending: sequences 520 down to 21.
    const last = data.records.at(-1)!.shippingNoteNumber;
    expect(last).toBe(numberOf(SEEDED - 499));

    const area = scrollArea(page);
    await expect.poll(() => page.locator('main table').getAttribute('data-rows')).toBe('500');
    // Only the rows in view (and a few more) are in the page.
    const rendered = await page.locator('main tbody tr:not([aria-hidden])').count();
    expect(rendered).toBeGreaterThan(5);
    expect(rendered).toBeLessThan(100);
    // The scrollbar is true: the scroll height is the header plus 500 rows as tall as a rendered one.
    const rowHeight = await page.locator('main tbody tr:not([aria-hidden])').first().evaluate((row) => row.getBoundingClientRect().height);
    const headerHeight = await page.locator('main thead').evaluate((head) => head.getBoundingClientRect().height);
    const scrollHeight = await area.evaluate((element) => element.scrollHeight);
    expect(Math.abs(scrollHeight - (headerHeight + 500 * rowHeight))).toBeLessThan(rowHeight);

    // As a user drags the scrollbar to its end: one scroll, no correction afterwards.
    await area.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
    const lastRow = page.locator('main tbody tr', { hasText: last });
    await lastRow.waitFor();
    await expect
      .poll(async () => {
        const [row, box, header] = await Promise.all([
          lastRow.evaluate((element) => element.getBoundingClientRect().toJSON() as DOMRect),
          area.evaluate((element) => ({ top: element.getBoundingClientRect().top, bottom: element.getBoundingClientRect().top + element.clientTop + element.clientHeight, atEnd: element.scrollTop + element.clientHeight >= element.scrollHeight - 1 })),
          page.locator('main thead').evaluate((head) => head.getBoundingClientRect().toJSON() as DOMRect),
        ]);
        return { atEnd: box.atEnd, fullyInView: row.top >= header.bottom - 1 && row.bottom <= box.bottom + 1, atBottom: box.bottom - row.bottom <= 2, headerOnTop: Math.abs(header.top - box.top) <= 2 };
      })
      .toEqual({ atEnd: true, fullyInView: true, atBottom: true, headerOnTop: true });
    // No row after it: the page's last record is the table's last row.
    expect(await page.locator('main tbody tr:not([aria-hidden])').last().innerText()).toContain(last);
    // The row still works: its checkbox selects it.
    await lastRow.getByRole('checkbox').check();
    expect(await lastRow.getAttribute('aria-selected')).toBe('true');
  });
});
