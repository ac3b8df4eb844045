// Issue 18: the server's validators are generated ahead of time (scripts/gen-validators.ts), so
// starting the server compiles no schema, however many entities there are. ajv is watched on its
// prototype before any server module loads: a `new Ajv` (its constructor adds vocabularies) or an
// `ajv.compile` anywhere in the start fails this test. A validator missing from the generated
// modules is compiled when it is asked for, so the start's compiles cover every validator it asks
// for, though a generated module loads only on its validator's first call.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Ajv from 'ajv';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RequestedValidator } from '../../../server/http/validators';

const ajvCore = Object.getPrototypeOf(Ajv.prototype) as Pick<Ajv, 'compile' | 'addVocabulary'>;
const compile = vi.spyOn(ajvCore, 'compile');
const newAjv = vi.spyOn(ajvCore, 'addVocabulary');

describe('starting the server', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'freight-aot-'));
  let close = async () => {};
  let requested: RequestedValidator[] = [];
  let shardsAtStart: string[] = [];

  beforeAll(async () => {
    const { recordValidatorRequests } = await import('../../../server/http/validators');
    const stopRecording = recordValidatorRequests();
    const { openSqliteDatabase } = await import('../../../server/storage/database');
    const { migrateToLatest } = await import('../../../server/migrations');
    const { buildApp } = await import('../../../server/app');
    const db = openSqliteDatabase(path.join(dir, 'freight.db'));
    await migrateToLatest(db);
    const app = await buildApp({ db, staticDir: path.join(dir, 'dist'), uploadsDir: path.join(dir, 'uploads') });
    await app.listen({ host: '127.0.0.1', port: 0 });
    requested = stopRecording();
    shardsAtStart = (await import('../../../server/http/generatedValidators')).loadedValidatorShards();
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

  it('loads the generated code of a few validators, not all of it', () => {
    expect(requested.length).toBeGreaterThan(100);
    expect(shardsAtStart.length).toBeLessThanOrEqual(2);
  });

  // Last: compiling the reference validator is the one compile of this file.
  it("loads a validator's module on its first call, and it judges as the schema compiled at run time does", async () => {
    const { validatorFor } = await import('../../../server/http/validators');
    const { loadedValidatorShards } = await import('../../../server/http/generatedValidators');
    const { createProfileAjv } = await import('../../../src/core/validation/profiles');
    const { profile, schema } = requested.find((request) => request.profile === 'query' && JSON.stringify(request.schema).includes('pageNum'))!;
    const generated = validatorFor(profile, schema);
    expect(compile).not.toHaveBeenCalled();
    const reference = createProfileAjv(profile).compile(schema);
    for (const input of [{}, { pageNum: '2', pageSize: '20' }, { pageNum: 'first', nothing: 1 }]) {
      const [generatedInput, referenceInput] = [structuredClone(input), structuredClone(input)];
      expect(generated(generatedInput)).toBe(reference(referenceInput));
      expect(generated.errors ?? null).toEqual(reference.errors ?? null);
      expect(generatedInput).toEqual(referenceInput);
    }
    expect(loadedValidatorShards().length).toBe(shardsAtStart.length + 1);
  });
});
