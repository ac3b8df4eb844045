// Issue 18: the server's validators are generated ahead of time (scripts/gen-validators.ts), so
// starting the server compiles no schema, however many entities there are. ajv is watched on its
// prototype before any server module loads: a `new Ajv` (its constructor adds vocabularies) or an
// `ajv.compile` anywhere in the start fails this test.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Ajv from 'ajv';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

const ajvCore = Object.getPrototypeOf(Ajv.prototype) as Pick<Ajv, 'compile' | 'addVocabulary'>;
const compile = vi.spyOn(ajvCore, 'compile');
const newAjv = vi.spyOn(ajvCore, 'addVocabulary');

describe('starting the server', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'freight-aot-'));
  let close = async () => {};

  beforeAll(async () => {
    const { openSqliteDatabase } = await import('../../../server/storage/database');
    const { migrateToLatest } = await import('../../../server/migrations');
    const { buildApp } = await import('../../../server/app');
    const db = openSqliteDatabase(path.join(dir, 'freight.db'));
    await migrateToLatest(db);
    const app = await buildApp({ db, staticDir: path.join(dir, 'dist'), uploadsDir: path.join(dir, 'uploads') });
    await app.listen({ host: '127.0.0.1', port: 0 });
    close = async () => {
      await app.close();
      await db.destroy();
    };
  });
  afterAll(async () => {
    await close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('compiles no schema: every validator of the start was generated ahead of time (npm run gen:validators)', () => {
    const schemas = compile.mock.calls.map(([schema]) => JSON.stringify(schema).slice(0, 120));
    expect(schemas).toEqual([]);
  });

  it('creates no ajv instance', () => {
    expect(newAjv).not.toHaveBeenCalled();
  });
});
