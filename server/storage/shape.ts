// The shape of the entity tables: what the migrations make and what the entity schemas ask for
// (server/entities/tableFromEntity.ts), compared by `npm run db:diff` against the committed
// snapshot of the last migrated shape (migrations/snapshot.json) and by the migration-equivalence test
// against real databases.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ViewShapes } from './views';

export interface ColumnShape {
  name: string;
  /** The type as the migration writes it: varchar(n), numeric(18, 3), bigint, integer, text. */
  type: string;
  notNull: boolean;
  /** The auto-numbered integer primary key. */
  primaryKey?: true;
  /** What rows that exist get when the column is added NOT NULL to a table (x-initial, or the
   * state machine's initial state). Not part of the shape: the snapshot does not keep it. */
  fill?: string | number | boolean;
}

export interface IndexShape { name: string; columns: string[]; unique: boolean }

export interface TableShape {
  columns: ColumnShape[];
  indexes: IndexShape[];
  /** The scope shapes whose counts the database keeps (keptCounts.ts), [] = the whole table. */
  keptCounts: string[][];
}

/** Table name -> shape. */
export type StorageShape = Record<string, TableShape>;

export const SNAPSHOT_FILE = path.resolve(import.meta.dirname, '../migrations/snapshot.json');

const ABOUT = 'The entity tables and views as the migrations leave them. Written by `npm run db:diff` with the migration it writes; do not edit by hand.';

export function readSnapshot(file = SNAPSHOT_FILE): StorageShape {
  return (JSON.parse(readFileSync(file, 'utf8')) as { tables: StorageShape }).tables;
}

/** The views (entities' x-view) as the migrations leave them. */
export function readSnapshotViews(file = SNAPSHOT_FILE): ViewShapes {
  if (!existsSync(file)) return {};
  return (JSON.parse(readFileSync(file, 'utf8')) as { views?: ViewShapes }).views ?? {};
}

function withoutFill(table: TableShape): TableShape {
  return { ...table, columns: table.columns.map(({ fill: _fill, ...column }) => column) };
}

/** One line per column and per index, so a change shows as the lines it changes. */
function tableText(table: TableShape): string {
  const list = (items: unknown[]) => (items.length === 0 ? '[]' : `[\n${items.map((item) => `        ${JSON.stringify(item)}`).join(',\n')}\n      ]`);
  return `{\n      "columns": ${list(table.columns)},\n      "indexes": ${list(table.indexes)},\n      "keptCounts": ${JSON.stringify(table.keptCounts)}\n    }`;
}

/** `after` with each table's columns in the order a migration leaves them: the columns `before`
 * had keep their places and new ones go last (ALTER TABLE appends), wherever the schema lists them. */
export function inMigratedOrder(before: StorageShape, after: StorageShape): StorageShape {
  const shape: StorageShape = {};
  for (const [name, table] of Object.entries(after)) {
    const old = before[name]?.columns.map((column) => column.name) ?? [];
    const place = (column: ColumnShape) => { const at = old.indexOf(column.name); return at < 0 ? old.length : at; };
    const columns = table.columns.map((column, at) => ({ column, at })).sort((a, b) => place(a.column) - place(b.column) || a.at - b.at).map(({ column }) => column);
    shape[name] = { ...table, columns };
  }
  return shape;
}

/** Writes the tables and the views (those of the file unless given). */
export function writeSnapshot(shape: StorageShape, file = SNAPSHOT_FILE, views: ViewShapes = readSnapshotViews(file)): void {
  const tables = Object.keys(shape).sort().map((name) => `    ${JSON.stringify(name)}: ${tableText(withoutFill(shape[name]!))}`);
  const viewLines = Object.keys(views).sort().map((name) => `    ${JSON.stringify(name)}: ${JSON.stringify(views[name])}`);
  const viewsPart = viewLines.length === 0 ? '' : `,\n  "views": {\n${viewLines.join(',\n')}\n  }`;
  writeFileSync(file, `{\n  "about": ${JSON.stringify(ABOUT)},\n  "tables": {\n${tables.join(',\n')}\n  }${viewsPart}\n}\n`);
}
