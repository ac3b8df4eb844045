// The user's layout of a list (columns, density): painted at once from the local cache, then
// replaced by the server's copy (the one that follows the user to another browser); each change
// is kept in both. A saved view, when picked, lays the list out with its own copy.
import { useEffect, useState } from 'react';
import type { ListLayout } from '../../src/core/generated/api';
import { keepListLayout, readListLayout } from '../../src/api/endpoints/views';
import { columnPrefsKey, densityOf, readCachedLayout, reconcileColumns, writeCachedLayout } from './columnPrefs';

export interface ListLayoutState {
  layout: ListLayout;
  /** Keeps a change made by the user (server and cache). */
  change: (layout: ListLayout) => void;
}

export function useListLayout(userCode: string, screen: string, columnIds: readonly string[]): ListLayoutState {
  const key = columnPrefsKey(userCode, screen);
  const [layout, setLayout] = useState<ListLayout>(() => readCachedLayout(key, columnIds));
  const [layoutFor, setLayoutFor] = useState({ key, columnIds });
  if (layoutFor.key !== key || layoutFor.columnIds !== columnIds) {
    setLayoutFor({ key, columnIds });
    setLayout(readCachedLayout(key, columnIds));
  }
  useEffect(() => {
    if (!userCode) return;
    let live = true;
    readListLayout(screen).then((answer) => {
      if (!live || !answer.data) return;
      const kept = { columns: reconcileColumns(answer.data.columns, columnIds), density: densityOf(answer.data.density) };
      writeCachedLayout(key, kept);
      setLayout(kept);
    }).catch(() => undefined);
    return () => {
      live = false;
    };
  }, [userCode, screen, key, columnIds]);
  const change = (next: ListLayout) => {
    setLayout(next);
    writeCachedLayout(key, next);
    if (userCode) void keepListLayout(screen, next).catch(() => undefined);
  };
  return { layout, change };
}
