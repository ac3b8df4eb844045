// Issue 15, city transport: the dispatch board (a generic `board` block) groups today's orders by
// vehicle; the 改派到… select of a card assigns it to a van without dragging, and dragging the card
// to 未分配 takes it back. Each move is the server's dispatch or unassign action.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { newSession, useSharedBrowser, type Session } from './support/browser';
import { signInAt, zh } from './support/shell';

const baseUrl = inject('baseUrl');
const browser = useSharedBrowser();

const board = (page: Page) => page.locator('[data-board]');
const lane = (page: Page, value: string) => board(page).locator(`[data-lane="${value}"]`);
const cardIn = (laneLocator: Locator, title: string) => laneLocator.locator(`li[data-card="${title}"]`);

describe('the city dispatch board', () => {
  let session: Session;
  beforeAll(async () => {
    session = await newSession(browser(), { width: 1440 });
    await signInAt(session.page, baseUrl, 'staff', '/cityTransport/dispatch');
    await board(session.page).and(session.page.locator('[aria-busy="false"]')).waitFor();
  });
  afterAll(async () => {
    await session.context.close();
  });

  it('a card is assigned through its menu, then dragged back to 未分配', async () => {
    const { page } = session;
    const unassigned = lane(page, '');
    const card = unassigned.locator('li[data-card]').first();
    const title = (await card.getAttribute('data-card'))!;
    // An empty van: its capacity holds any one order of the demo.
    const vans = board(page).locator('[data-lane]:not([data-lane=""])');
    let target = '';
    for (let index = 0; index < await vans.count(); index += 1) {
      if (await vans.nth(index).locator('li[data-card]').count() === 0) {
        target = (await vans.nth(index).getAttribute('data-lane'))!;
        break;
      }
    }
    expect(target).not.toBe('');

    const targetTitle = (await lane(page, target).getAttribute('aria-label'))!;
    await card.getByRole('combobox', { name: zh('renderer.board.moveCard').replace('{{card}}', title) }).click();
    await page.getByRole('option', { name: targetTitle, exact: true }).click();
    await cardIn(lane(page, target), title).waitFor();
    await expect.poll(() => cardIn(unassigned, title).count()).toBe(0);

    await cardIn(lane(page, target), title).dragTo(unassigned.locator('ul'));
    await cardIn(unassigned, title).waitFor();
    expect(await cardIn(lane(page, target), title).count()).toBe(0);
  });
});
