// The tree block's rows and keys (renderers/blocks/tree/treeModel.ts): the rows shown are the
// roots and the loaded children of open nodes, depth-first; the keys follow the WAI-ARIA tree.
import { describe, expect, test } from 'vitest';
import { keyOutcome, ROOT, visibleRows, type Level } from '../../../../renderers/blocks/tree/treeModel';

const loaded = (...ids: string[]): Level => ({ status: 'loaded', ids });
// 1 运营部 (2 调度组, 3 客服组), 4 财务部 (5 结算组), 6 总经理办公室
const levels = new Map<string, Level>([[ROOT, loaded('1', '4', '6')], ['1', loaded('2', '3')], ['4', loaded('5')]]);
const parents = new Set(['1', '4']);
const hasChildren = (id: string) => parents.has(id);
const ids = (rows: ReturnType<typeof visibleRows>) => rows.map((row) => row.key);

describe('visible rows: roots, then the children of open nodes', () => {
  test('closed nodes hide their children', () => {
    expect(ids(visibleRows(levels, new Set()))).toEqual(['1', '4', '6']);
  });

  test('an open node shows its children below it, one level deeper, with their place among siblings', () => {
    const rows = visibleRows(levels, new Set(['1']));
    expect(ids(rows)).toEqual(['1', '2', '3', '4', '6']);
    expect(rows[1]).toMatchObject({ id: '2', parent: '1', depth: 2, position: 1, siblings: 2 });
    expect(rows[3]).toMatchObject({ id: '4', parent: ROOT, depth: 1, position: 2, siblings: 3 });
  });

  test('an open node whose children are still loading (or failed) shows a placeholder', () => {
    const loading = new Map(levels).set('6', { status: 'loading', ids: [] });
    expect(visibleRows(loading, new Set(['6'])).at(-1)).toMatchObject({ key: 'level:6', id: null, placeholder: 'loading', depth: 2 });
    const failed = new Map(levels).set('6', { status: 'failed', ids: [] });
    expect(visibleRows(failed, new Set(['6'])).at(-1)).toMatchObject({ placeholder: 'failed' });
  });
});

describe('keys: the WAI-ARIA tree pattern', () => {
  const open = new Set(['1']);
  const rows = visibleRows(levels, open);
  const press = (key: string, focused: string, expanded: ReadonlySet<string> = open) => keyOutcome(key, visibleRows(levels, expanded), focused, hasChildren, expanded);

  test('Down and Up move through the visible nodes, Home and End to the first and last', () => {
    expect(press('ArrowDown', '1')).toEqual({ kind: 'focus', id: '2' });
    expect(press('ArrowDown', '3')).toEqual({ kind: 'focus', id: '4' });
    expect(press('ArrowUp', '4')).toEqual({ kind: 'focus', id: '3' });
    expect(press('ArrowUp', '1')).toEqual({ kind: 'none' });
    expect(press('ArrowDown', '6')).toEqual({ kind: 'none' });
    expect(press('Home', '3')).toEqual({ kind: 'focus', id: '1' });
    expect(press('End', '2')).toEqual({ kind: 'focus', id: '6' });
  });

  test('Right opens a closed parent, then enters its first child; on a leaf it does nothing', () => {
    expect(press('ArrowRight', '4')).toEqual({ kind: 'expand', id: '4' });
    expect(press('ArrowRight', '1')).toEqual({ kind: 'focus', id: '2' });
    expect(press('ArrowRight', '6')).toEqual({ kind: 'none' });
  });

  test('Left closes an open node, else climbs to the parent', () => {
    expect(press('ArrowLeft', '1')).toEqual({ kind: 'collapse', id: '1' });
    expect(press('ArrowLeft', '3')).toEqual({ kind: 'focus', id: '1' });
    expect(press('ArrowLeft', '6')).toEqual({ kind: 'none' });
  });

  test('Enter and Space select the focused node; a focus lost with its node goes to the first', () => {
    expect(press('Enter', '3')).toEqual({ kind: 'select', id: '3' });
    expect(press(' ', '6')).toEqual({ kind: 'select', id: '6' });
    expect(keyOutcome('ArrowDown', rows, 'gone', hasChildren, open)).toEqual({ kind: 'focus', id: '1' });
  });
});
