// npm run db:diff [-- --check | --record] [-- --name "add invoice"] [-- --schemas <dir>]
//                 [-- --only <table,...>] [-- --forget <table,...>]
// Compares the entity schemas with the snapshot of the last migrated shape
// (server/migrations/snapshot.json) and writes the migration that brings the tables there, with
// every column and index written out (server/storage/dbDiff.ts says what each mode does).
// --check exits 1 when they differ; nothing is written then.
// Entities with x-view are views: made again when their select changes (server/storage/views.ts).
// --only limits the comparison to the named tables (and views), so people adding entities side by side each
// write the migration of their own tables only. --forget removes tables from the snapshot (after
// deleting the unreleased migration that made them, to write it again).
import { readEntitySchemas } from '../server/entities/definition';
import { storageShapeOf } from '../server/entities/tableFromEntity';
import { runDbDiff } from '../server/storage/dbDiff';
import { readSnapshot, readSnapshotViews, writeSnapshot, type StorageShape } from '../server/storage/shape';
import { viewShapesOf, type ViewShapes } from '../server/storage/views';

function option(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

function tableList(name: string): string[] | undefined {
  return option(name)?.split(',').map((table) => table.trim()).filter(Boolean);
}

/** The snapshot with the named tables as the schemas ask for them (absent when no schema makes one). */
function onlyTables(schemasShape: StorageShape, tables: string[]): StorageShape {
  const shape: StorageShape = { ...readSnapshot() };
  for (const table of tables) {
    if (schemasShape[table]) shape[table] = schemasShape[table];
    else delete shape[table];
  }
  return shape;
}

/** The snapshot's views with the named ones as the schemas ask for them (absent when none does). */
function onlyViews(schemasViews: ViewShapes, names: string[]): ViewShapes {
  const views: ViewShapes = { ...readSnapshotViews() };
  for (const name of names) {
    if (schemasViews[name]) views[name] = schemasViews[name];
    else delete views[name];
  }
  return views;
}

const forget = tableList('--forget');
if (forget) {
  const shape: StorageShape = { ...readSnapshot() };
  const views: ViewShapes = { ...readSnapshotViews() };
  for (const table of forget) {
    delete shape[table];
    delete views[table];
  }
  writeSnapshot(shape, undefined, views);
  console.log(`db:diff: removed ${forget.join(', ')} from the snapshot`);
  process.exit(0);
}

const mode = process.argv.includes('--check') ? 'check' : process.argv.includes('--record') ? 'record' : 'write';
const schemasDir = option('--schemas');
const schemas = schemasDir ? readEntitySchemas(schemasDir) : readEntitySchemas();
const schemasShape = storageShapeOf(schemas);
const schemasViews = viewShapesOf(schemas);
const only = tableList('--only');
const target = only ? onlyTables(schemasShape, only) : schemasShape;
const views = only ? onlyViews(schemasViews, only) : schemasViews;
const result = runDbDiff({ target, views, mode, name: option('--name') });
if (result.outcome === 'differs' || result.outcome === 'refused') {
  console.error(result.message);
  process.exit(1);
}
console.log(result.message);
