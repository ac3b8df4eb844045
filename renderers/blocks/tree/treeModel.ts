// What the tree shows and where the keyboard goes, as pure functions of the loaded levels:
// the visible rows (the roots, and the children of every expanded node whose level is loaded,
// depth-first) and the WAI-ARIA tree keys (Up/Down, Home/End, Right opens or enters, Left
// closes or climbs to the parent).

/** Key of a level: the root level, or a node's id as text. */
export const ROOT = '';

export interface Level {
  status: 'loading' | 'loaded' | 'failed';
  /** The level's node ids in sibling order (empty until loaded). */
  ids: string[];
}

export interface VisibleRow {
  /** A node id, or for a level still loading or failed, the level's key prefixed by `level:`. */
  key: string;
  id: string | null;
  /** The level shown below `parent` when the row is a loading or failed placeholder. */
  placeholder?: 'loading' | 'failed';
  parent: string;
  depth: number;
  /** 1-based position among the siblings, and their number (aria-posinset, aria-setsize). */
  position: number;
  siblings: number;
}

export function visibleRows(levels: ReadonlyMap<string, Level>, expanded: ReadonlySet<string>): VisibleRow[] {
  const rows: VisibleRow[] = [];
  const walk = (parent: string, depth: number): void => {
    const level = levels.get(parent);
    if (!level) return;
    if (level.status !== 'loaded') {
      rows.push({ key: `level:${parent}`, id: null, placeholder: level.status, parent, depth, position: 1, siblings: 1 });
      return;
    }
    level.ids.forEach((id, index) => {
      rows.push({ key: id, id, parent, depth, position: index + 1, siblings: level.ids.length });
      if (expanded.has(id)) walk(id, depth + 1);
    });
  };
  walk(ROOT, 1);
  return rows;
}

/** What a key press on the focused node does. */
export type KeyOutcome =
  | { kind: 'focus'; id: string }
  | { kind: 'expand'; id: string }
  | { kind: 'collapse'; id: string }
  | { kind: 'select'; id: string }
  | { kind: 'none' };

export function keyOutcome(key: string, rows: readonly VisibleRow[], focused: string, hasChildren: (id: string) => boolean, expanded: ReadonlySet<string>): KeyOutcome {
  const nodes = rows.filter((row): row is VisibleRow & { id: string } => row.id !== null);
  const at = nodes.findIndex((row) => row.id === focused);
  if (at < 0) return nodes.length > 0 ? { kind: 'focus', id: nodes[0].id } : { kind: 'none' };
  const row = nodes[at];
  switch (key) {
    case 'ArrowDown': return at + 1 < nodes.length ? { kind: 'focus', id: nodes[at + 1].id } : { kind: 'none' };
    case 'ArrowUp': return at > 0 ? { kind: 'focus', id: nodes[at - 1].id } : { kind: 'none' };
    case 'Home': return { kind: 'focus', id: nodes[0].id };
    case 'End': return { kind: 'focus', id: nodes[nodes.length - 1].id };
    case 'ArrowRight': {
      if (!hasChildren(row.id)) return { kind: 'none' };
      if (!expanded.has(row.id)) return { kind: 'expand', id: row.id };
      const child = nodes[at + 1];
      return child && child.parent === row.id ? { kind: 'focus', id: child.id } : { kind: 'none' };
    }
    case 'ArrowLeft':
      if (expanded.has(row.id)) return { kind: 'collapse', id: row.id };
      return row.parent !== ROOT ? { kind: 'focus', id: row.parent } : { kind: 'none' };
    case 'Enter':
    case ' ': return { kind: 'select', id: row.id };
    default: return { kind: 'none' };
  }
}
