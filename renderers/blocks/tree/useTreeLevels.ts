// The levels of a lazily loaded tree: the roots at once, a node's children when it is first
// opened. After any write of the page (the page query's reloads) every level opened so far is
// fetched again, so moves, new children and removals show without reopening anything.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { EntitySchema } from '../../entities';
import { primaryKey } from '../../entities';
import { childrenOf, type TreeRecord } from './treeApi';
import { ROOT, type Level } from './treeModel';

export interface TreeLevels {
  levels: ReadonlyMap<string, Level>;
  /** Every loaded node by id (as text). */
  nodes: ReadonlyMap<string, TreeRecord>;
  /** Loads the level below `parent` (ROOT: the roots) unless it was opened before. */
  open: (parent: string) => void;
  /** Fetches the level again (after a failure). */
  retry: (parent: string) => void;
}

export function useTreeLevels(entity: EntitySchema, reloads: number): TreeLevels {
  const [levels, setLevels] = useState<ReadonlyMap<string, Level>>(() => new Map([[ROOT, { status: 'loading', ids: [] }]]));
  const [nodes, setNodes] = useState<ReadonlyMap<string, TreeRecord>>(() => new Map());
  // Levels opened so far (changed by events and effects only, never while rendering).
  const opened = useRef(new Set<string>([ROOT]));
  const key = primaryKey(entity);

  const fetchLevel = useCallback(async (parent: string) => {
    // A level shown before keeps its rows while it is fetched again.
    setLevels((current) => (current.get(parent)?.status === 'loaded' ? current : new Map(current).set(parent, { status: 'loading', ids: [] })));
    try {
      const records = await childrenOf(entity, parent === ROOT ? null : parent);
      setNodes((current) => {
        const next = new Map(current);
        for (const record of records) next.set(String(record[key]), record);
        return next;
      });
      setLevels((current) => new Map(current).set(parent, { status: 'loaded', ids: records.map((record) => String(record[key])) }));
    } catch {
      // The HTTP layer has shown the error; the level offers a retry.
      setLevels((current) => new Map(current).set(parent, { status: 'failed', ids: [] }));
    }
  }, [entity, key]);

  useEffect(() => {
    void Promise.all([...opened.current].map(fetchLevel));
  }, [fetchLevel, reloads]);

  const open = useCallback((parent: string) => {
    if (opened.current.has(parent)) return;
    opened.current.add(parent);
    void fetchLevel(parent);
  }, [fetchLevel]);

  const retry = useCallback((parent: string) => void fetchLevel(parent), [fetchLevel]);
  return { levels, nodes, open, retry };
}
