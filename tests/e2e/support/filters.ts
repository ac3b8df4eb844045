// Driving a list's filter panel in the browser: Radix selects (a searchable popover for long
// dictionaries), the date-range picker and its shortcuts, the 展开/收起 fold. A filter folded
// away is unfolded first, as a user would.
import type { Locator, Page } from 'playwright-core';
import { zh } from './shell';

/** The filter form of the view on screen (kept-alive views that are hidden hold the same labels). */
export function filterPanel(page: Page): Locator {
  return page.locator('main').getByRole('search').filter({ visible: true }).first();
}

/** The 展开 toggle of the panel on screen, shown when its filters take more than one row. */
export function foldToggle(page: Page): Locator {
  return filterPanel(page).getByRole('button', { name: new RegExp(`^(${zh('renderer.filter.expand')}|${zh('renderer.filter.collapse')})`) });
}

/** Unfolds the panel when `control` is folded away. */
export async function unfoldFor(page: Page, control: Locator): Promise<void> {
  await filterPanel(page).waitFor();
  if (await control.isVisible()) return;
  const toggle = foldToggle(page);
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  await control.waitFor();
}

/** The select (or searchable choice) of a dictionary filter. */
export function selectTrigger(page: Page, label: string): Locator {
  return filterPanel(page).getByRole('combobox', { name: label, exact: true });
}

/** Chooses the option named `optionName` of the filter labelled `label`. */
export async function chooseOption(page: Page, label: string, optionName: string): Promise<void> {
  const trigger = selectTrigger(page, label);
  await unfoldFor(page, trigger);
  await trigger.click();
  // A long dictionary opens with a search box: narrow the list as a user would.
  const search = page.getByRole('searchbox', { name: label });
  if (await search.isVisible()) await search.fill(optionName);
  await page.getByRole('listbox').getByRole('option', { name: optionName, exact: true }).click();
}

/** The code chosen in a dictionary filter ('' for 全部). */
export async function chosenValue(page: Page, label: string): Promise<string | null> {
  return selectTrigger(page, label).getAttribute('data-value');
}

/** The trigger of a date-range filter. */
export function rangeTrigger(page: Page, label: string): Locator {
  return filterPanel(page).getByRole('button', { name: label, exact: true });
}

async function openRange(page: Page, label: string): Promise<Locator> {
  const trigger = rangeTrigger(page, label);
  await unfoldFor(page, trigger);
  await trigger.click();
  const calendar = page.getByRole('dialog', { name: label });
  await calendar.waitFor();
  return calendar;
}

/** Shows the month of `day` (`yyyy-MM-dd`) in the open calendar by its previous/next buttons, then clicks the day. */
async function clickDay(calendar: Locator, day: string): Promise<void> {
  const cell = calendar.locator(`td[data-day="${day}"]:not([data-outside]) button`);
  for (let step = 0; step < 120 && !(await cell.isVisible()); step += 1) {
    const shown = (await calendar.locator('td[data-day]:not([data-outside])').first().getAttribute('data-day')) ?? '';
    await calendar.locator(shown.slice(0, 7) > day.slice(0, 7) ? '.rdp-button_previous' : '.rdp-button_next').click();
  }
  await cell.click();
}

/** Picks `start` to `end` (`yyyy-MM-dd`) in the calendar of the date-range filter labelled `label`. */
export async function pickRange(page: Page, label: string, start: string, end: string): Promise<void> {
  const calendar = await openRange(page, label);
  await clickDay(calendar, start);
  await clickDay(calendar, end);
  await calendar.waitFor({ state: 'detached' });
}

/** Chooses a quick range (最近一周 …) inside the picker of the filter labelled `label`. */
export async function pickShortcut(page: Page, label: string, shortcutName: string): Promise<void> {
  const calendar = await openRange(page, label);
  await calendar.getByRole('button', { name: shortcutName, exact: true }).click();
  await calendar.waitFor({ state: 'detached' });
}
