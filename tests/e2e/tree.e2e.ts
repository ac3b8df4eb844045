// Issue 9 section 4 in a real browser: 部门管理 is a tree block beside a table. Branch staff
// see the top departments, open one (its children are fetched only then), add a child through
// the record dialog, move a node by dragging it onto another, and a drag that would put a
// department under its own child is refused: the server's message shows and the tree stays.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiSignIn, call } from './support/api';
import { newSession, useSharedBrowser, type Session } from './support/browser';
import { signInAt } from './support/shell';

const baseUrl = inject('baseUrl');
const PATH = '/basic/department';
const API = '/ntocc-basic-api/department';
const browser = useSharedBrowser();

interface Node { id: number; name: string; parentId?: number; hasChildren: boolean }

let token: string;
/** A level of the tree as the server holds it, read beside the browser. */
async function childrenOf(parentId?: number): Promise<Node[]> {
  const answer = await call<Node[]>(baseUrl, 'GET', `${API}/children${parentId === undefined ? '' : `?parentId=${parentId}`}`, token);
  return answer.data;
}
const named = (nodes: Node[], name: string) => nodes.find((node) => node.name === name)!;

/** The tree's rows as shown, each with its level: `2 调度组`. */
async function shownTree(page: Page): Promise<string[]> {
  return page.getByRole('treeitem').evaluateAll((items) => items.map((item) => `${item.getAttribute('aria-level')} ${item.lastElementChild?.textContent?.trim()}`));
}

describe('部门管理: a tree of departments', () => {
  let session: Session;
  beforeAll(async () => {
    token = await apiSignIn(baseUrl, 'staff');
    session = await newSession(browser(), { width: 1440 });
    await signInAt(session.page, baseUrl, 'staff', PATH);
    await session.page.getByRole('treeitem').first().waitFor();
  });
  afterAll(async () => {
    await session.context.close();
  });

  it('shows the top departments in their order, closed', async () => {
    const roots = await childrenOf();
    expect(await shownTree(session.page)).toEqual(roots.map((node) => `1 ${node.name}`));
    expect(await session.page.getByRole('treeitem', { name: '运营部' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('opening a department fetches its children then, and shows them one level deeper', async () => {
    const { page } = session;
    const operations = named(await childrenOf(), '运营部');
    const fetched = page.waitForResponse((r) => r.url().includes(`${API}/children?parentId=${operations.id}`));
    const item = page.getByRole('treeitem', { name: '运营部' });
    await item.click();
    await item.press('ArrowRight');
    await fetched;
    await page.getByRole('treeitem', { name: '调度组' }).waitFor();
    expect(await item.getAttribute('aria-expanded')).toBe('true');
    const children = (await childrenOf(operations.id)).map((node) => `2 ${node.name}`);
    const shown = await shownTree(page);
    expect(shown.slice(shown.indexOf('1 运营部') + 1, shown.indexOf('1 运营部') + 1 + children.length)).toEqual(children);
    // The table beside it lists the selected department's children.
    await expect(page.locator('main tbody tr').filter({ visible: true }).count()).resolves.toBe(children.length);
  });

  it('adds a child to the selected department through the record dialog', async () => {
    const { page } = session;
    await page.getByRole('treeitem', { name: '财务部' }).click();
    await page.getByRole('toolbar').getByRole('button', { name: '新增下级' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('#root_name').fill('资金组');
    await dialog.getByRole('button', { name: '确定' }).click();
    await page.getByRole('treeitem', { name: '资金组' }).waitFor();
    const finance = named(await childrenOf(), '财务部');
    const under = await childrenOf(finance.id);
    expect(under.map((node) => node.name).at(-1)).toBe('资金组');
    expect(await page.getByRole('treeitem', { name: '资金组' }).getAttribute('aria-level')).toBe('2');
  });

  it('dragging a department onto another moves it there', async () => {
    const { page } = session;
    await page.getByRole('treeitem', { name: '资金组' }).dragTo(page.getByRole('treeitem', { name: '运营部' }));
    await page.getByRole('status').filter({ hasText: '已将“资金组”移到“运营部”下' }).waitFor();
    const operations = named(await childrenOf(), '运营部');
    expect((await childrenOf(operations.id)).map((node) => node.name).at(-1)).toBe('资金组');
    await expect.poll(async () => (await shownTree(page)).indexOf('2 资金组') > (await shownTree(page)).indexOf('1 运营部')).toBe(true);
  });

  it('dragging a department onto its own child is refused: the message shows and the tree stays', async () => {
    const { page } = session;
    const before = await shownTree(page);
    const operations = named(await childrenOf(), '运营部');
    const serverBefore = await childrenOf(operations.id);
    const refused = page.waitForResponse((r) => r.url().includes(`${API}/${operations.id}/move`));
    await page.getByRole('treeitem', { name: '运营部' }).dragTo(page.getByRole('treeitem', { name: '调度组' }));
    expect(((await (await refused).json()) as { status: number }).status).toBe(422);
    await page.getByRole('alert').filter({ hasText: '不能把“运营部”移到“调度组”下：那是它自己或它的下级' }).waitFor();
    expect(await shownTree(page)).toEqual(before);
    expect(named(await childrenOf(), '运营部').parentId).toBeUndefined();
    expect(await childrenOf(operations.id)).toEqual(serverBefore);
  });
});
