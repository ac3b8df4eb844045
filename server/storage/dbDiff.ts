// `npm run db:diff` (scripts/db-diff.ts): compares the shape the entity schemas ask for with the
// snapshot of the last migrated shape and
// - writes: the next migration (literal columns, indexes and kept counts), lists it in
//   migrations/index.ts and records the new shape in the snapshot;
// - checks (--check): says what differs, without writing;
// - records (--record): records the shape in the snapshot only, after a person wrote the
//   migration of a change db:diff refuses (a dropped or changed column, a dropped table).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { listMigration, migrationSource } from './migrationSource';
import { inMigratedOrder, readSnapshot, readSnapshotViews, SNAPSHOT_FILE, writeSnapshot, type StorageShape } from './shape';
import { describeChange, diffShapes, diffViews } from './shapeDiff';
import type { ViewShapes } from './views';

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../migrations');

export interface DbDiffOptions {
  /** What the entity schemas ask for (server/entities/tableFromEntity.ts). */
  target: StorageShape;
  /** The views the entity schemas ask for (x-view); absent: the snapshot's views are kept. */
  views?: ViewShapes;
  mode: 'write' | 'check' | 'record';
  /** Words naming the migration (`add invoice` -> 0007_add_invoice.ts). */
  name?: string;
  snapshotFile?: string;
  migrationsDir?: string;
}

export interface DbDiffResult {
  /** same: nothing to do; differs: --check found changes; refused: changes db:diff does not write. */
  outcome: 'same' | 'written' | 'recorded' | 'differs' | 'refused';
  /** What to tell the person who ran it. */
  message: string;
  /** The migration written (outcome written). */
  file?: string;
}

function nextMigrationName(dir: string, words: string | undefined): string {
  const numbers = readdirSync(dir).map((file) => /^(\d{4})_.*\.ts$/.exec(file)?.[1]).filter((n) => n !== undefined).map(Number);
  const number = String(Math.max(0, ...numbers) + 1).padStart(4, '0');
  const slug = (words ?? 'entity changes').toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_+|_+$/g, '') || 'entity_changes';
  return `${number}_${slug}`;
}

export function runDbDiff(options: DbDiffOptions): DbDiffResult {
  const snapshotFile = options.snapshotFile ?? SNAPSHOT_FILE;
  const migrationsDir = options.migrationsDir ?? MIGRATIONS_DIR;
  const snapshotName = path.relative(process.cwd(), snapshotFile);
  const snapshot = readSnapshot(snapshotFile);
  const snapshotViews = readSnapshotViews(snapshotFile);
  const views = options.views ?? snapshotViews;
  const { changes: tableChanges, refused } = diffShapes(snapshot, options.target);
  // Views last: they read the tables as this migration leaves them.
  const changes = [...tableChanges, ...diffViews(snapshotViews, views)];
  const migrated = inMigratedOrder(snapshot, options.target);
  if (changes.length === 0 && refused.length === 0) return { outcome: 'same', message: `db:diff: the entity schemas match ${snapshotName}` };
  const changeLines = changes.map((change) => `  ${describeChange(change)}`);
  const refusedLines = refused.map((line) => `  ${line}`);

  if (options.mode === 'record') {
    writeSnapshot(migrated, snapshotFile, views);
    return { outcome: 'recorded', message: `db:diff: recorded the entity schemas' shape in ${snapshotName} (no migration written):\n${[...changeLines, ...refusedLines].join('\n')}` };
  }
  if (options.mode === 'check') {
    const lines = [`db:diff: the entity schemas differ from the last migrated shape (${snapshotName}):`, ...changeLines, ...refusedLines];
    lines.push(refused.length > 0
      ? 'Write the migration of the refused changes by hand, then run `npm run db:diff -- --record`.'
      : 'Run `npm run db:diff` to write the migration that makes these changes.');
    return { outcome: 'differs', message: lines.join('\n') };
  }
  if (refused.length > 0) {
    return {
      outcome: 'refused',
      message: ['db:diff wrote nothing: it does not write these changes (they lose data or need a table rebuilt):', ...refusedLines,
        'Write that migration by hand, then run `npm run db:diff -- --record` to record the new shape.'].join('\n'),
    };
  }
  const name = nextMigrationName(migrationsDir, options.name);
  const file = path.join(migrationsDir, `${name}.ts`);
  const indexFile = path.join(migrationsDir, 'index.ts');
  writeFileSync(file, migrationSource(changes));
  writeFileSync(indexFile, listMigration(readFileSync(indexFile, 'utf8'), name));
  writeSnapshot(migrated, snapshotFile, views);
  return { outcome: 'written', file, message: `db:diff: wrote ${path.relative(process.cwd(), file)}, listed it in migrations/index.ts, updated ${snapshotName}:\n${changeLines.join('\n')}` };
}
