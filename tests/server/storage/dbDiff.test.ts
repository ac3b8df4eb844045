// `npm run db:diff`: the entity schemas against the snapshot of the last migrated shape. Each
// test changes a copy of the schemas in a temporary folder beside a copy of the migrations,
// writes the migration there, runs every migration on an empty database and finds the tables
// the changed schemas define; going down one version gives back the tables of the snapshot.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Migrator } from 'kysely/migration';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { DEFAULT_ENTITIES_DIR, readEntitySchemas, type EntitySchema } from '../../../server/entities/definition';
import { storageShapeOf } from '../../../server/entities/tableFromEntity';
import { runDbDiff, type DbDiffResult } from '../../../server/storage/dbDiff';
import type { Db } from '../../../server/storage/database';
import { readSnapshot, readSnapshotViews, type StorageShape } from '../../../server/storage/shape';
import { viewShapesOf } from '../../../server/storage/views';
import { sql } from 'kysely';
import { asStoredIn, columnNamesOf, comparable, countTriggersOf, databaseShapeOf, triggersOf, viewRuns } from '../migrations/support/databaseShape';
import { emptyDatabase, type MigrationTestDatabase } from '../migrations/support/migrationDatabase';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const STORAGE = path.join(ROOT, 'server/storage');

let dir: string;
let entitiesDir: string;
let migrationsDir: string;
let opened: MigrationTestDatabase | undefined;

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'freight-db-diff-'));
  entitiesDir = path.join(dir, 'entities');
  migrationsDir = path.join(dir, 'migrations');
  cpSync(DEFAULT_ENTITIES_DIR, entitiesDir, { recursive: true });
  cpSync(path.join(ROOT, 'server/migrations'), migrationsDir, { recursive: true });
  // What the copied migrations import from the storage folder beside theirs, and the packages.
  mkdirSync(path.join(dir, 'storage'));
  symlinkSync(path.join(STORAGE, 'dialect'), path.join(dir, 'storage/dialect'));
  for (const file of ['clock.ts', 'keptCounts.ts', 'database.ts', 'schema.ts', 'views.ts']) symlinkSync(path.join(STORAGE, file), path.join(dir, 'storage', file));
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
});

afterEach(async () => {
  await opened?.close();
  opened = undefined;
  rmSync(dir, { recursive: true, force: true });
});

const schemaFile = (name: string) => path.join(entitiesDir, `${name}.json`);
const readSchema = (name: string) => JSON.parse(readFileSync(schemaFile(name), 'utf8')) as EntitySchema;

function changeSchema(name: string, change: (schema: EntitySchema) => void): void {
  const schema = readSchema(name);
  change(schema);
  writeFileSync(schemaFile(name), JSON.stringify(schema, null, 2));
}

const target = (): StorageShape => storageShapeOf(readEntitySchemas(entitiesDir));
const snapshotFile = () => path.join(migrationsDir, 'snapshot.json');
const diff = (mode: 'write' | 'check' | 'record', name?: string): DbDiffResult =>
  runDbDiff({ target: target(), views: viewShapesOf(readEntitySchemas(entitiesDir)), mode, name, snapshotFile: snapshotFile(), migrationsDir });

const migrationFiles = () => readdirSync(migrationsDir).filter((file) => /^\d{4}_.*\.ts$/.test(file)).sort();

/** Every migration of the temporary folder (as its index lists them) on an empty database. */
async function migrateCopy(): Promise<{ db: Db; migrator: Migrator }> {
  const index = await import(pathToFileURL(path.join(migrationsDir, 'index.ts')).href) as {
    migrateToLatest: (db: Db) => Promise<void>; migratorOf: (db: Db) => Migrator;
  };
  opened = await emptyDatabase();
  await index.migrateToLatest(opened.db);
  return { db: opened.db, migrator: index.migratorOf(opened.db) };
}

async function expectShape(database: Db, shape: StorageShape): Promise<void> {
  const actual = await databaseShapeOf(database, Object.keys(shape));
  for (const table of Object.keys(shape)) expect(comparable(actual[table]!), table).toEqual(comparable(asStoredIn(database, shape[table]!)));
}

/** Writes the migration of the changed schemas and proves it: up gives the schemas' tables, the
 * snapshot records them, down gives back the tables before. */
async function writeAndApply(name: string): Promise<{ result: DbDiffResult; source: string; database: Db }> {
  const before = readSnapshot(snapshotFile());
  const result = diff('write', name);
  expect(result.outcome, result.message).toBe('written');
  const { db: database, migrator } = await migrateCopy();
  // The snapshot now records what the migrations make (an added column last), and matches the schemas.
  await expectShape(database, readSnapshot(snapshotFile()));
  expect(diff('check').outcome).toBe('same');
  const { error } = await migrator.migrateDown();
  if (error) throw error;
  await expectShape(database, Object.fromEntries(Object.keys(before).map((table) => [table, before[table]!])));
  await migrator.migrateToLatest();
  return { result, source: readFileSync(result.file!, 'utf8'), database };
}

describe('with nothing changed, there is nothing to write', () => {
  test('--check answers that the schemas match the snapshot, and nothing is written', () => {
    const files = migrationFiles();
    expect(diff('check').outcome).toBe('same');
    expect(diff('write').outcome).toBe('same');
    expect(migrationFiles()).toEqual(files);
  });
});

describe('a new field becomes a new column', () => {
  test('an optional field: the column added, with the index its filter needs; --check said so first', async () => {
    changeSchema('waybill', (schema) => {
      schema.properties.trailerPlate = { type: 'string', maxLength: 8, 'x-label': 'entity.waybill.field.trailerPlate', 'x-filter': true, 'x-order': 995 };
    });
    const check = diff('check');
    expect(check.outcome).toBe('differs');
    expect(check.message).toContain('tms_waybill: new column trailer_plate varchar(8)');
    expect(check.message).toContain('tms_waybill: new index tms_waybill_trailer_plate_idx (trailer_plate)');
    expect(check.message).toContain('npm run db:diff');

    const { result, source } = await writeAndApply('trailer plate');
    expect(path.basename(result.file!)).toBe(`${String(migrationFiles().length).padStart(4, '0')}_trailer_plate.ts`);
    expect(source).toContain(".addColumn('trailer_plate', 'varchar(8)')");
    // Literal: it imports the schema builder, the dialect and the column helpers, never a schema.
    const imports = [...source.matchAll(/^import .* from '([^']+)';$/gm)].map((match) => match[1]);
    expect(imports).toEqual(['kysely', '../storage/dialect']);
  });

  test('a required field with a first value: NOT NULL, the rows there are get that value', async () => {
    changeSchema('vehicle', (schema) => {
      schema.required = [...(schema.required ?? []), 'axleCount'];
      schema.properties.axleCount = { type: 'integer', 'x-label': 'entity.vehicle.field.axleCount', 'x-initial': 2, 'x-order': 995 };
    });
    const { source } = await writeAndApply('axle count');
    expect(source).toContain(".addColumn('axle_count', 'bigint', (c) => c.notNull().defaultTo(2))");
  });

  test('a required field without a first value is refused: the rows there are would have none', () => {
    changeSchema('vehicle', (schema) => {
      schema.required = [...(schema.required ?? []), 'axleCount'];
      schema.properties.axleCount = { type: 'integer', 'x-label': 'entity.vehicle.field.axleCount', 'x-order': 995 };
    });
    const files = migrationFiles();
    const snapshot = readFileSync(snapshotFile(), 'utf8');
    const result = diff('write');
    expect(result.outcome).toBe('refused');
    expect(result.message).toContain('basic_vehicle.axle_count is new and NOT NULL');
    expect([migrationFiles(), readFileSync(snapshotFile(), 'utf8')]).toEqual([files, snapshot]);
  });
});

describe('x-indexes: an added composite index is created, a removed one dropped', () => {
  test('the migration creates the new index and drops the one no longer declared', async () => {
    changeSchema('vehicle', (schema) => {
      schema['x-indexes'] = [['branchCode', 'gmtCreated'], ['branchCode', 'reviewStatus', 'gmtCreated']];
    });
    const { source } = await writeAndApply('vehicle review queue index');
    expect(source).toContain("createIndex('basic_vehicle_branch_code_review_status_gmt_created_idx').on('basic_vehicle').columns(['branch_code', 'review_status', 'gmt_created'])");
    expect(source).toContain("dropIndex('basic_vehicle_driver_code_gmt_created_idx')");
  });
});

describe('x-kept-counts: changed kinds change the kept counts', () => {
  test('a kind no longer declared is no longer kept, and the triggers follow', async () => {
    changeSchema('vehicle', (schema) => { schema['x-kept-counts'] = ['all', 'branch']; });
    const { source, database } = await writeAndApply('vehicle counts');
    expect(source).toContain("keepCounts(db, 'basic_vehicle', [[], ['branch_code']])");
    expect(await triggersOf(database, 'basic_vehicle')).toEqual(countTriggersOf(database, 'basic_vehicle'));
  });
});

describe('a new entity becomes a new table', () => {
  test('its columns, its indexes and its kept counts, all written out', async () => {
    writeFileSync(schemaFile('invoice'), JSON.stringify({
      $id: 'invoice', title: 'entity.invoice.title', 'x-service': 'tms', 'x-table': 'tms_invoice', 'x-primary-key': 'id',
      'x-scope': { branch: 'branchCode', shipper: 'shipperCode' },
      'x-indexes': [['branchCode', 'gmtCreated']], 'x-kept-counts': ['all', 'branch', 'shipper', 'driver'],
      type: 'object', additionalProperties: false, required: ['invoiceNumber', 'amount'],
      properties: {
        id: { type: 'integer', 'x-label': 'entity.invoice.field.id', 'x-readonly': true, 'x-order': 10 },
        invoiceNumber: { type: 'string', maxLength: 20, 'x-label': 'entity.invoice.field.invoiceNumber', 'x-unique': true, 'x-sortable': true, 'x-order': 20 },
        amount: { type: 'number', 'x-label': 'entity.invoice.field.amount', 'x-filter': 'range', 'x-order': 30 },
        shipperCode: { type: 'string', maxLength: 32, 'x-label': 'entity.invoice.field.shipperCode', 'x-order': 40 },
        branchCode: { type: 'string', maxLength: 32, 'x-label': 'entity.invoice.field.branchCode', 'x-readonly': true, 'x-order': 50 },
        gmtCreated: { type: 'string', maxLength: 19, 'x-label': 'entity.invoice.field.gmtCreated', 'x-readonly': true, 'x-sortable': true, 'x-order': 60 },
        gmtModified: { type: 'string', maxLength: 19, 'x-label': 'entity.invoice.field.gmtModified', 'x-readonly': true, 'x-order': 70 },
      },
    }));
    const { result, source, database } = await writeAndApply('invoices');
    expect(source).toContain("createTable('tms_invoice')");
    expect(source).toContain(".addColumn('amount', 'numeric(18, 3)', notNull)");
    expect(source).toContain("keepCounts(db, 'tms_invoice', [[], ['branch_code'], ['branch_code', 'shipper_code']])");
    expect(await triggersOf(database, 'tms_invoice')).toEqual(countTriggersOf(database, 'tms_invoice'));
    const migrationsIndex = readFileSync(path.join(migrationsDir, 'index.ts'), 'utf8');
    const name = path.basename(result.file!, '.ts');
    expect(migrationsIndex).toContain(`import * as invoices from './${name}';`);
    expect(migrationsIndex).toContain(`  '${name}': invoices,`);
  });
});

describe('changes that lose data or need a table rebuilt are written by hand', () => {
  test('a removed field or a changed type is refused with what to do, and nothing is written', () => {
    changeSchema('waybill', (schema) => {
      delete schema.properties.remark;
      schema.properties.cancelReason = { ...schema.properties.cancelReason!, maxLength: 300 };
    });
    const files = migrationFiles();
    const result = diff('write');
    expect(result.outcome).toBe('refused');
    expect(result.message).toContain('tms_waybill.remark is gone from the entity');
    expect(result.message).toContain('tms_waybill.cancel_reason changed from varchar(200) to varchar(300)');
    expect(result.message).toContain('npm run db:diff -- --record');
    expect(migrationFiles()).toEqual(files);
  });

  test('--record then records the shape, so --check passes again', () => {
    changeSchema('waybill', (schema) => { delete schema.properties.remark; });
    expect(diff('check').outcome).toBe('differs');
    expect(diff('record').outcome).toBe('recorded');
    expect(diff('check').outcome).toBe('same');
    expect(existsSync(snapshotFile())).toBe(true);
  });
});

describe('x-view: an entity that is a view over other tables', () => {
  /** Whether the database has the view, running this select. */
  const runs = (database: Db, name: string, select: string[]) => viewRuns(database, name, { select: select.join('\n') });
  const hasView = async (database: Db, name: string) => (await columnNamesOf(database, name)).length > 0;
  const brief = ['select w.id, w.branch_code, w.shipping_note_number', 'from tms_waybill w'];
  const signedBrief = [...brief, "where w.status = 'signed'"];
  const briefSigned = ['select b.id, b.branch_code, b.shipping_note_number', 'from tms_waybill_brief_view b'];

  /** A view entity over the waybills: id, branch and number, and its freight when `freight`. */
  function writeViewEntity(name: string, table: string, select: string[]): void {
    const property = (label: string, schema: Record<string, unknown>) => ({ ...schema, 'x-label': `entity.${name}.field.${label}`, 'x-readonly': true });
    writeFileSync(schemaFile(name), JSON.stringify({
      $schema: '../entity.schema.json', $id: name, title: `entity.${name}.title`, 'x-service': 'tms', 'x-table': table,
      'x-primary-key': 'id', 'x-view': { select }, 'x-scope': { branch: 'branchCode' }, type: 'object', additionalProperties: false,
      properties: {
        id: property('id', { type: 'integer', minimum: 1 }),
        branchCode: property('branchCode', { type: 'string', maxLength: 32 }),
        shippingNoteNumber: property('shippingNoteNumber', { type: 'string', maxLength: 32 }),
      },
    }, null, 2));
  }

  test('a new view entity: the migration creates it after the views it reads, and down drops both', async () => {
    writeViewEntity('waybillBrief', 'tms_waybill_brief_view', brief);
    // A view reading the other view comes after it whatever the names' order.
    writeViewEntity('aWaybillBriefSigned', 'a_waybill_brief_signed_view', briefSigned);
    const check = diff('check');
    expect(check.message).toContain('tms_waybill_brief_view: new view');
    expect(check.message).toContain('a_waybill_brief_signed_view: new view');
    expect(target()['tms_waybill_brief_view']).toBeUndefined();

    const { source, database } = await writeAndApply('waybill brief');
    expect(source.indexOf("createView(db, 'tms_waybill_brief_view'")).toBeLessThan(source.indexOf("createView(db, 'a_waybill_brief_signed_view'"));
    const imports = [...source.matchAll(/^import .* from '([^']+)';$/gm)].map((match) => match[1]);
    expect(imports).toEqual(['kysely', '../storage/views']);
    expect(await runs(database, 'a_waybill_brief_signed_view', briefSigned)).toBe(true);
    await sql`insert into tms_waybill_brief_view (id) values (1)`.execute(database).then(() => { throw new Error('a view took a row'); }, () => undefined);
    expect(readSnapshotViews(snapshotFile())['tms_waybill_brief_view']).toEqual({ select: 'select w.id, w.branch_code, w.shipping_note_number\nfrom tms_waybill w' });
  });

  test('a changed select makes the view again, with every view that reads it; down gives back the old select', async () => {
    writeViewEntity('waybillBrief', 'tms_waybill_brief_view', brief);
    writeViewEntity('aWaybillBriefSigned', 'a_waybill_brief_signed_view', briefSigned);
    // Written, not yet run: the migrations' index is imported once per test.
    expect(diff('write', 'waybill brief').outcome).toBe('written');
    writeViewEntity('waybillBrief', 'tms_waybill_brief_view', signedBrief);
    const check = diff('check');
    expect(check.message).toContain('tms_waybill_brief_view: view made again');
    expect(check.message).toContain('a_waybill_brief_signed_view: view made again');
    const written = diff('write', 'signed only');
    expect(written.outcome, written.message).toBe('written');
    const { db: database, migrator } = await migrateCopy();
    expect(await runs(database, 'tms_waybill_brief_view', signedBrief)).toBe(true);
    const { error } = await migrator.migrateDown();
    if (error) throw error;
    expect(await runs(database, 'tms_waybill_brief_view', brief)).toBe(true);
    expect(await runs(database, 'a_waybill_brief_signed_view', briefSigned)).toBe(true);
  });

  test('an entity that is no view any more: its view is dropped (a view holds no data)', async () => {
    rmSync(schemaFile('reportQuality'));
    expect(diff('check').message).toContain('tms_report_quality_view: view dropped');
    const { database } = await writeAndApply('no report quality');
    expect(await hasView(database, 'tms_report_quality_view')).toBe(false);
  });
});
