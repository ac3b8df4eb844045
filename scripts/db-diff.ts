// npm run db:diff [-- --check | --record] [-- --name "add invoice"] [-- --schemas <dir>]
// Compares the entity schemas with the snapshot of the last migrated shape
// (server/migrations/snapshot.json) and writes the migration that brings the tables there, with
// every column and index written out (server/storage/dbDiff.ts says what each mode does).
// --check exits 1 when they differ; nothing is written then.
import { readEntitySchemas } from '../server/entities/definition';
import { storageShapeOf } from '../server/entities/tableFromEntity';
import { runDbDiff } from '../server/storage/dbDiff';

function option(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

const mode = process.argv.includes('--check') ? 'check' : process.argv.includes('--record') ? 'record' : 'write';
const schemasDir = option('--schemas');
const target = storageShapeOf(schemasDir ? readEntitySchemas(schemasDir) : readEntitySchemas());
const result = runDbDiff({ target, mode, name: option('--name') });
if (result.outcome === 'differs' || result.outcome === 'refused') {
  console.error(result.message);
  process.exit(1);
}
console.log(result.message);
