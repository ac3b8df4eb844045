// The server seeds a new database in a process of its own: the same entry started again with
// SEED_ONLY_ENV, which seeds and exits. Seeding builds far more objects than serving (the demo's
// records, areas, dictionaries) and V8 keeps the heap they grew for the life of the process: a
// server that seeded itself idled at 322–329 MB, one that seeds apart at 139–140 MB (128 MB on a
// database seeded before; issue 18, bench/README.md). Run apart, that memory goes with the
// seeding process.
import { spawn } from 'node:child_process';

/** Set for the process that seeds: it seeds the database and exits (server/index.ts). */
export const SEED_ONLY_ENV = 'FREIGHT_SEED_ONLY';

/** Runs this server's entry again (the bundle, or the source under tsx: same Node flags) to seed. */
export function seedInOwnProcess(): Promise<void> {
  const entry = process.argv[1];
  if (!entry) return Promise.reject(new Error('cannot seed apart: the server was not started from a file'));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, entry], {
      env: { ...process.env, [SEED_ONLY_ENV]: '1' },
      stdio: 'inherit',
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`seeding the new database failed (${signal ?? `exit code ${code}`})`))));
  });
}
