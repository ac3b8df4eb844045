// The server's validators generated ahead of time (scripts/gen-validators.ts), loaded a module at
// a time on a validator's first call rather than all at start: the generated code is megabytes,
// and a server that answers a few screens needs a few modules of it (issue 18, idle memory).
// shards.json, read at start, only names the keys each module holds; the modules are CommonJS so a
// synchronous first call can require its module. Both are read where they lie in the repository,
// not carried by the bundle (scripts/build/server.ts), so they always agree with each other.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ValidateFunction } from 'ajv';
import { standaloneRuntime, type StandaloneRuntime } from '../../src/core/validation/standaloneRuntime';

const GENERATED_DIR = path.join(import.meta.dirname, '../../src/core/generated/validators/server');

type ShardModule = (runtime: StandaloneRuntime) => Record<string, ValidateFunction>;

/** Key -> its module's file; empty when the validators have not been generated (a fresh clone
 * before `npm run gen:validators`), and then every schema is compiled when it is asked for. */
function generatedKeys(): Map<string, string> {
  let shards: Record<string, string[]>;
  try {
    shards = JSON.parse(readFileSync(path.join(GENERATED_DIR, 'shards.json'), 'utf8')) as Record<string, string[]>;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return new Map();
    throw error;
  }
  return new Map(Object.entries(shards).flatMap(([file, keys]) => keys.map((key) => [key, file])));
}

const shardOfKey: ReadonlyMap<string, string> = generatedKeys();

const requireShard = createRequire(import.meta.url);
const loadedShards = new Map<string, Record<string, ValidateFunction>>();

/** The modules loaded so far (the start test checks that a start loads few). */
export function loadedValidatorShards(): string[] {
  return [...loadedShards.keys()];
}

function generatedValidator(file: string, key: string): ValidateFunction {
  let shard = loadedShards.get(file);
  if (!shard) {
    shard = (requireShard(path.join(GENERATED_DIR, file)) as ShardModule)(standaloneRuntime);
    loadedShards.set(file, shard);
  }
  const validate = shard[`v${key}`];
  if (!validate) throw new Error(`generated validator ${key} is missing from ${file}: run npm run gen:validators`);
  return validate;
}

/** The generated validator of `key`, its module loaded on the first call; undefined when none
 * was generated for that key. */
export function lazyGeneratedValidator<T>(key: string, schema: Record<string, unknown>): ValidateFunction<T> | undefined {
  const file = shardOfKey.get(key);
  if (!file) return undefined;
  let validate: ValidateFunction | undefined;
  function validateOnFirstUse(this: unknown, data: unknown, context?: Parameters<ValidateFunction>[1]): data is T {
    validate ??= generatedValidator(file!, key);
    const valid = validate.call(this, data, context);
    validateOnFirstUse.errors = validate.errors;
    return valid;
  }
  validateOnFirstUse.errors = null as ValidateFunction['errors'];
  return Object.assign(validateOnFirstUse, { schema }) as ValidateFunction<T>;
}
