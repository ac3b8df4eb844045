// npm run db:diff [-- --check | --record] [-- --name "add invoice"] [-- --schemas <dir>]
//                 [-- --only <table,...>] [-- --forget <table,...>]
// Compares the entity schemas with the snapshot of the last migrated shape
// (server/migrations/snapshot.json) and writes the migration that brings the tables there, with
// every column and index written out (server/storage/dbDiff.ts says what each mode does).
// --check exits 1 when they differ; nothing is written then.
// --only limits the comparison to the named tables, so people adding entities side by side each
// write the migration of their own tables only. --forget removes tables from the snapshot (after
// deleting the unreleased migration that made them, to write it again).
import { readEntitySchemas } from '../server/entities/definition';
import { storageShapeOf } from '../server/entities/tableFromEntity';
import { runDbDiff } from '../server/storage/dbDiff';
import { readSnapshot, writeSnapshot, type StorageShape } from '../server/storage/shape';

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

const forget = tableList('--forget');
if (forget) {
  const shape: StorageShape = { ...readSnapshot() };
  for (const table of forget) delete shape[table];
  writeSnapshot(shape);
  console.log(`db:diff: removed ${forget.join(', ')} from the snapshot`);
  process.exit(0);
}

const mode = process.argv.includes('--check') ? 'check' : process.argv.includes('--record') ? 'record' : 'write';
const schemasDir = option('--schemas');
const schemasShape = storageShapeOf(schemasDir ? readEntitySchemas(schemasDir) : readEntitySchemas());
const only = tableList('--only');
const target = only ? onlyTables(schemasShape, only) : schemasShape;
const result = runDbDiff({ target, mode, name: option('--name') });
if (result.outcome === 'differs' || result.outcome === 'refused') {
  console.error(result.message);
  process.exit(1);
}
console.log(result.message);
