// npm run bench (server start, issue 18): how long the API server takes from its process start to
// listening on a seeded SQLite database, and how much of it is ajv compiling schemas
// (bench/support/countAjvCompiles.mjs counts them in the process), as `npm start` runs it (the
// bundle) and through tsx; with BENCH_BASELINE=<commit>, that commit's server too (tsx),
// interleaved. Then, in this process, building the entity registry for 16, 32, 64 and every
// entity: with the validators generated ahead of time, and what compiling the same validators
// at run time costs; and the first validation of three entities' forms, compiled by rjsf's ajv
// validator or generated. Writes bench/results/server-start.json and the table in bench/README.md.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RJSFSchema } from '@rjsf/utils';
import type { EntityFormValidators } from '../src/core/generated/validators/forms/index';
import { formFieldSchema } from '../src/core/validation/formFields';
import { PrecompiledFormValidator } from '../src/core/validation/precompiledFormValidator';
import { createProfileAjv, type AjvProfile } from '../src/core/validation/profiles';
import { createFormValidator } from '../src/core/validation/rjsf';
import { standaloneRuntime } from '../src/core/validation/standaloneRuntime';
import { DEFAULT_ENTITIES_DIR } from '../server/entities/definition';
import { recordValidatorRequests } from '../server/http/validators';
import { createEntityRegistry } from '../server/entities/registry';
import { machineInfo } from './report';
import { startServerProcess, type StartOptions } from './serverProcess';

const ROOT = path.resolve(import.meta.dirname, '..');
const RESULTS_FILE = path.join(import.meta.dirname, 'results', 'server-start.json');
const README = path.join(import.meta.dirname, 'README.md');
const MARKERS = ['<!-- server-start:start -->', '<!-- server-start:end -->'] as const;
const STARTS = Number(process.env.BENCH_STARTS ?? 7);
const BASELINE = process.env.BENCH_BASELINE;
const COUNTER = path.join(import.meta.dirname, 'support', 'countAjvCompiles.mjs');
const ENTITY_COUNTS = [16, 32, 64];
/** Entities whose whole create form is validated once, as when a form opens and is submitted. */
const FORM_ENTITIES = ['waybill', 'driver', 'vehicle'];

interface Variant { name: string; options: StartOptions; db: string }
interface StartFigures { name: string; startsMs: number[]; medianMs: number; compiles: number; compileMs: number }
interface FormFigures { entity: string; fields: number; compiledAtRunTimeMs: number; generatedMs: number }
interface RegistryFigures { entities: number; validators: number; registryMs: number; compilesDuringRegistry: number; compileAtRunTimeMs: number }

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const round = (value: number) => Math.round(value);

function log(message: string): void {
  process.stdout.write(`[bench:start] ${message}\n`);
}

/** The tree of `commit` in a temporary folder, with this checkout's node_modules. */
function checkout(commit: string, dir: string): string {
  const tree = path.join(dir, 'baseline');
  mkdirSync(tree);
  execFileSync('sh', ['-c', `git archive ${commit} | tar -x -C ${JSON.stringify(tree)}`], { cwd: ROOT });
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(tree, 'node_modules'));
  return tree;
}

/** One start: wall time from spawning the process to its "listening" line, and its compiles. */
async function timedStart(variant: Variant, countFile: string): Promise<{ ms: number; compiles: number; compileMs: number }> {
  process.env.AJV_COUNT_FILE = countFile;
  const started = performance.now();
  const server = await startServerProcess(variant.db, variant.options);
  const ms = performance.now() - started;
  await server.stop();
  const counted = JSON.parse(readFileSync(countFile, 'utf8')) as { compiles: number; compileMs: number };
  return { ms, compiles: counted.compiles, compileMs: counted.compileMs };
}

async function measureStarts(dir: string): Promise<StartFigures[]> {
  const variants: Variant[] = [
    { name: '`npm start` (bundle)', options: { runner: 'bundle' }, db: path.join(dir, 'current.db') },
    { name: 'tsx server/index.ts', options: { runner: 'tsx' }, db: path.join(dir, 'current.db') },
  ];
  if (BASELINE) variants.push({ name: `tsx server/index.ts at ${BASELINE} (before)`, options: { runner: 'tsx', root: checkout(BASELINE, dir) }, db: path.join(dir, 'baseline.db') });
  process.env.NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ''} --import ${COUNTER}`.trim();
  const countFile = path.join(dir, 'compiles.json');
  // A first start of each seeds its database (and builds the bundle); it is not counted.
  for (const variant of variants) {
    const first = await timedStart(variant, countFile);
    log(`${variant.name}: first start (seeding) ${round(first.ms)} ms`);
  }
  const samples = new Map(variants.map((variant) => [variant.name, [] as { ms: number; compiles: number; compileMs: number }[]]));
  for (let start = 0; start < STARTS; start += 1) {
    for (const variant of variants) {
      const sample = await timedStart(variant, countFile);
      samples.get(variant.name)!.push(sample);
      log(`${variant.name}: ${round(sample.ms)} ms, ${sample.compiles} compiles (${round(sample.compileMs)} ms)`);
    }
  }
  return variants.map(({ name }) => {
    const runs = samples.get(name)!;
    return { name, startsMs: runs.map((run) => round(run.ms)), medianMs: round(median(runs.map((run) => run.ms))), compiles: runs[0].compiles, compileMs: round(median(runs.map((run) => run.compileMs))) };
  });
}

/** Registry of the first `count` entities: time with the generated validators, the compiles it
 * made (0 when every one was generated), and the time compiling its validators would take. */
function measureRegistry(dir: string, count: number): RegistryFigures {
  const entitiesDir = path.join(dir, `entities-${count}`);
  mkdirSync(entitiesDir);
  const files = readdirSync(DEFAULT_ENTITIES_DIR).filter((file) => file.endsWith('.json')).sort().slice(0, count);
  for (const file of files) copyFileSync(path.join(DEFAULT_ENTITIES_DIR, file), path.join(entitiesDir, file));
  const ajvCore = Object.getPrototypeOf(createProfileAjv('payload')) as { compile: (...args: unknown[]) => unknown };
  const compile = ajvCore.compile;
  let compiles = 0;
  ajvCore.compile = function counted(this: unknown, ...args: unknown[]) {
    compiles += 1;
    return compile.apply(this, args);
  };
  const started = performance.now();
  createEntityRegistry(entitiesDir);
  const registryMs = performance.now() - started;
  ajvCore.compile = compile;
  // Built again, recording which validators it asks for (recording copies each schema: not timed).
  const stop = recordValidatorRequests();
  createEntityRegistry(entitiesDir);
  const requests = stop();
  // The start before issue 18: one ajv per profile, each validator compiled.
  const compileStarted = performance.now();
  const ajvs = new Map<AjvProfile, ReturnType<typeof createProfileAjv>>();
  for (const { profile, schema } of requests) {
    if (!ajvs.has(profile)) ajvs.set(profile, createProfileAjv(profile));
    ajvs.get(profile)!.compile(schema);
  }
  const compileAtRunTimeMs = performance.now() - compileStarted;
  return { entities: files.length, validators: requests.length, registryMs: round(registryMs), compilesDuringRegistry: compiles, compileAtRunTimeMs: round(compileAtRunTimeMs) };
}

/** The first validation of an entity's create form (every field; submit on an empty form): rjsf's
 * ajv validator compiles the form schema then, the generated one loads the entity's module. In
 * this Node process, not in the browser: the work is the same JavaScript. */
async function measureForm(entityName: string): Promise<FormFigures> {
  const entity = JSON.parse(readFileSync(path.join(DEFAULT_ENTITIES_DIR, `${entityName}.json`), 'utf8')) as { properties: Record<string, Record<string, unknown>>; required?: string[] };
  const properties = Object.fromEntries(Object.entries(entity.properties).map(([name, field]) => [name, formFieldSchema(field)]));
  const schema: RJSFSchema = { type: 'object', properties, ...(entity.required ? { required: entity.required } : {}) };
  const compiledStarted = performance.now();
  createFormValidator().validateFormData({}, schema);
  const compiledAtRunTimeMs = performance.now() - compiledStarted;
  const generatedStarted = performance.now();
  const module = (await import(path.join(ROOT, 'src/core/generated/validators/forms', `${entityName}.js`))) as { default: EntityFormValidators };
  new PrecompiledFormValidator(module.default(standaloneRuntime)).validateFormData({}, schema);
  const generatedMs = performance.now() - generatedStarted;
  return { entity: entityName, fields: Object.keys(properties).length, compiledAtRunTimeMs: Math.round(compiledAtRunTimeMs * 10) / 10, generatedMs: Math.round(generatedMs * 10) / 10 };
}

function table(results: { date: string; machine: ReturnType<typeof machineInfo>; loadAfter: number[]; node: string; starts: StartFigures[]; registry: RegistryFigures[]; forms: FormFigures[] }): string {
  return [
    `Measured ${results.date} on ${results.machine.cpuModel} (${results.machine.cpus} CPUs, load ${results.machine.loadAverage.join(' / ')} before, ${results.loadAfter.join(' / ')} after), Node ${results.node}; ${STARTS} starts each, interleaved, on a seeded SQLite database.`,
    '',
    '| server start (process start → listening) | median (ms) | starts (ms) | ajv compiles | compiling (ms, median) |',
    '|---|---:|---|---:|---:|',
    ...results.starts.map((s) => `| ${s.name} | ${s.medianMs} | ${s.startsMs.join(', ')} | ${s.compiles} | ${s.compileMs} |`),
    '',
    '| entities | validators | entity registry with generated validators (ms) | compiles while building it | the same validators compiled at run time (ms) |',
    '|---:|---:|---:|---:|---:|',
    ...results.registry.map((r) => `| ${r.entities} | ${r.validators} | ${r.registryMs} | ${r.compilesDuringRegistry} | ${r.compileAtRunTimeMs} |`),
    '',
    '| a form\'s first validation (Node, same code as the browser) | fields | rjsf ajv validator, compiling (ms) | generated validators, module load included (ms) |',
    '|---|---:|---:|---:|',
    ...results.forms.map((f) => `| ${f.entity} | ${f.fields} | ${f.compiledAtRunTimeMs} | ${f.generatedMs} |`),
  ].join('\n');
}

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'freight-bench-start-'));
  try {
    const machine = machineInfo();
    const starts = await measureStarts(dir);
    const all = readdirSync(DEFAULT_ENTITIES_DIR).filter((file) => file.endsWith('.json')).length;
    const registry = [...ENTITY_COUNTS.filter((count) => count < all), all].map((count) => {
      const figures = measureRegistry(dir, count);
      log(`${figures.entities} entities: registry ${figures.registryMs} ms (${figures.compilesDuringRegistry} compiles); compiling its ${figures.validators} validators ${figures.compileAtRunTimeMs} ms`);
      return figures;
    });
    const forms: FormFigures[] = [];
    for (const entity of FORM_ENTITIES) forms.push(await measureForm(entity));
    for (const f of forms) log(`${f.entity} form (${f.fields} fields): compiled ${f.compiledAtRunTimeMs} ms, generated ${f.generatedMs} ms`);
    const results = { date: new Date().toISOString(), machine, loadAfter: os.loadavg().map((l) => Math.round(l * 100) / 100), node: process.version, baseline: BASELINE ?? null, starts, registry, forms };
    mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
    writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
    const readme = readFileSync(README, 'utf8');
    const [open, close] = MARKERS;
    const at = readme.indexOf(open);
    const end = readme.indexOf(close);
    const section = `${open}\n${table(results)}\n${close}`;
    writeFileSync(README, at >= 0 && end > at ? readme.slice(0, at) + section + readme.slice(end + close.length) : `${readme.trimEnd()}\n\n## Server start (issue 18)\n${section}\n`);
    log(`wrote ${path.relative(ROOT, RESULTS_FILE)} and bench/README.md`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
