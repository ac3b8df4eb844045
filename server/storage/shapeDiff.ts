// What a migration must do to bring the entity tables from one shape (the snapshot of the last
// migrated shape) to another (what the entity schemas ask for): the changes `npm run db:diff`
// writes as a migration, and the changes it will not write (they lose data or need a table
// rebuilt) for a person to write by hand.
import type { ColumnShape, IndexShape, StorageShape, TableShape } from './shape';
import { inDependencyOrder, type ViewShape, type ViewShapes } from './views';

export type Change =
  | { kind: 'createTable'; table: string; shape: TableShape }
  | { kind: 'addColumn'; table: string; column: ColumnShape }
  | { kind: 'dropIndex'; table: string; index: IndexShape }
  | { kind: 'createIndex'; table: string; index: IndexShape }
  | { kind: 'keepCounts'; table: string; shapes: string[][]; before: string[][] }
  // Views (x-view) come after the tables they read; `table` names the view.
  | { kind: 'createView'; table: string; view: ViewShape; before?: ViewShape }
  | { kind: 'dropView'; table: string; before: ViewShape };

export interface ShapeDiff {
  changes: Change[];
  /** Differences db:diff does not write, each said in a sentence. */
  refused: string[];
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((item, i) => item === b[i]);
const shapeKey = (shapes: string[][]) => shapes.map((columns) => columns.join(',')).sort().join('|');

function columnText(column: ColumnShape): string {
  return `${column.type}${column.primaryKey ? ' primary key' : column.notNull ? ' not null' : ''}`;
}

function columnRefusal(table: string, before: ColumnShape, after: ColumnShape): string | null {
  if (before.type === after.type && before.notNull === after.notNull && Boolean(before.primaryKey) === Boolean(after.primaryKey)) return null;
  return `${table}.${after.name} changed from ${columnText(before)} to ${columnText(after)}: a changed column needs the table rebuilt (see migration 0003)`;
}

function tableChanges(table: string, before: TableShape, after: TableShape, diff: ShapeDiff): void {
  const columnsBefore = new Map(before.columns.map((column) => [column.name, column]));
  const columnsAfter = new Set(after.columns.map((column) => column.name));
  for (const column of before.columns) {
    if (!columnsAfter.has(column.name)) diff.refused.push(`${table}.${column.name} is gone from the entity: dropping a column loses its data`);
  }
  for (const column of after.columns) {
    const old = columnsBefore.get(column.name);
    if (old) {
      const refusal = columnRefusal(table, old, column);
      if (refusal) diff.refused.push(refusal);
    } else if (column.primaryKey) {
      diff.refused.push(`${table}.${column.name}: a new primary key needs the table rebuilt`);
    } else if (column.notNull && column.fill === undefined) {
      diff.refused.push(`${table}.${column.name} is new and NOT NULL: the rows that exist need a value (give the field x-initial, or add it optional first)`);
    } else {
      diff.changes.push({ kind: 'addColumn', table, column });
    }
  }
  const indexesAfter = new Map(after.indexes.map((index) => [index.name, index]));
  const indexesBefore = new Map(before.indexes.map((index) => [index.name, index]));
  const same = (a: IndexShape, b: IndexShape) => a.unique === b.unique && sameList(a.columns, b.columns);
  for (const index of before.indexes) {
    const kept = indexesAfter.get(index.name);
    if (!kept || !same(kept, index)) diff.changes.push({ kind: 'dropIndex', table, index });
  }
  for (const index of after.indexes) {
    const old = indexesBefore.get(index.name);
    if (!old || !same(old, index)) diff.changes.push({ kind: 'createIndex', table, index });
  }
  if (shapeKey(before.keptCounts) !== shapeKey(after.keptCounts)) {
    diff.changes.push({ kind: 'keepCounts', table, shapes: after.keptCounts, before: before.keptCounts });
  }
}

export function diffShapes(before: StorageShape, after: StorageShape): ShapeDiff {
  const diff: ShapeDiff = { changes: [], refused: [] };
  for (const table of Object.keys(before).sort()) {
    if (!after[table]) diff.refused.push(`table ${table} has no entity any more: dropping a table loses its records`);
  }
  for (const table of Object.keys(after).sort()) {
    const old = before[table];
    if (old) tableChanges(table, old, after[table]!, diff);
    else diff.changes.push({ kind: 'createTable', table, shape: after[table]! });
  }
  return diff;
}

const sameView = (a: ViewShape, b: ViewShape) => a.select === b.select && a.postgres === b.postgres;

/** Views made, changed or gone. A changed view is made again with every view that reads it (a
 * database may refuse to drop a view others read, and they must see its new columns). */
export function diffViews(before: ViewShapes, after: ViewShapes): Change[] {
  const changes: Change[] = [];
  for (const name of inDependencyOrder(before).reverse()) {
    if (!after[name]) changes.push({ kind: 'dropView', table: name, before: before[name]! });
  }
  const remade = new Set<string>();
  for (const name of inDependencyOrder(after)) {
    const view = after[name]!;
    const old = before[name];
    const readsRemade = [...remade].some((other) => new RegExp(`\\b${other}\\b`).test(`${view.select}\n${view.postgres ?? ''}`));
    if (old && sameView(old, view) && !readsRemade) continue;
    remade.add(name);
    changes.push({ kind: 'createView', table: name, view, ...(old ? { before: old } : {}) });
  }
  return changes;
}

const shapesText = (shapes: string[][]) => (shapes.length === 0 ? 'none' : shapes.map((columns) => (columns.length === 0 ? '(all)' : columns.join('+'))).join(', '));

/** One line per change, for the --check message and the migration's header. */
export function describeChange(change: Change): string {
  switch (change.kind) {
    case 'createTable': return `${change.table}: new table (${change.shape.columns.length} columns, ${change.shape.indexes.length} indexes)`;
    case 'addColumn': return `${change.table}: new column ${change.column.name} ${columnText(change.column)}`;
    case 'dropIndex': return `${change.table}: index ${change.index.name} dropped`;
    case 'createIndex': return `${change.table}: new ${change.index.unique ? 'unique ' : ''}index ${change.index.name} (${change.index.columns.join(', ')})`;
    case 'keepCounts': return `${change.table}: kept counts ${shapesText(change.before)} -> ${shapesText(change.shapes)}`;
    case 'createView': return `${change.table}: ${change.before ? 'view made again (its select changed or a view it reads did)' : 'new view'}`;
    case 'dropView': return `${change.table}: view dropped`;
  }
}
