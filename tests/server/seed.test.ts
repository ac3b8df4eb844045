// Seeding on first start: idempotent, from the copied code lists and the menu/role data.
import { execFileSync, spawn } from 'node:child_process';
import BetterSqlite3 from 'better-sqlite3';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { columnNamesOf } from './support/columns';
import { onPostgres } from './support/testDatabase';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_PASSWORD } from '../../src/core/api/client';
import { Status } from '../../src/core/api/status';
import { formats } from '../../src/core/validation';
import { DEMO_ACCOUNTS } from '../../server/seed/accounts';
import { seedIfEmpty } from '../../server/seed';
import { SEED_ONLY_ENV } from '../../server/seed/seedApart';
import { DEFAULT_CODES_DIR, readCodeList } from '../../server/seed/codeLists';
import { DEFAULT_DATA_DIR, grantsLeaf, readMenuData, type MenuDefinition } from '../../server/seed/menu';
import { apiClient } from './support/client';
import { startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const TABLES = ['branch', 'party_group', 'branch_config', 'party', 'role', 'party_role', 'menu', 'role_menu',
  'role_permission_deny', 'dict_type', 'dict_item', 'area', 'app_info', 'banner', 'basic_shipper', 'basic_driver'] as const;

async function counts(): Promise<Record<string, number>> {
  const entries = await Promise.all(TABLES.map(async (table) => {
    const row = await server.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    return [table, Number(row.n)] as const;
  }));
  return Object.fromEntries(entries);
}

describe('seeding is idempotent', () => {
  test('a second run changes nothing', async () => {
    const before = await counts();
    expect(Object.values(before).every((n) => n > 0)).toBe(true);
    expect(await seedIfEmpty(server.db)).toBe(false);
    expect(await counts()).toEqual(before);
  });

  test('scripts/seed.ts creates and seeds a file, and leaves a seeded one unchanged', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'freight-seed-cli-'));
    const file = path.join(dir, 'demo.db');
    const run = () => execFileSync(process.execPath, ['--import', 'tsx', 'scripts/seed.ts', file], { encoding: 'utf8' });
    try {
      expect(run()).toContain('Seeded');
      expect(run()).toContain('left unchanged');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('a server started on a new database seeds it in a process of its own (server/seed/seedApart.ts)', () => {
  const serverEnv = (file: string, extra: Record<string, string> = {}) => ({ ...process.env, HOST: '127.0.0.1', PORT: '0', FREIGHT_DB: file, LOG_LEVEL: 'warn', ...extra });

  test.skipIf(onPostgres())('the seeding process seeds the file and exits without serving', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'freight-seed-apart-'));
    const file = path.join(dir, 'new.db');
    try {
      const output = execFileSync(process.execPath, ['--import', 'tsx', 'server/index.ts'], { encoding: 'utf8', env: serverEnv(file, { [SEED_ONLY_ENV]: '1' }) });
      expect(output).not.toContain('freight-console server on');
      const db = new BetterSqlite3(file, { readonly: true });
      try {
        expect(db.prepare('select count(*) as n from branch').get()).toEqual({ n: 1 });
        expect((db.prepare("select count(*) as n from party where username = 'admin'").get() as { n: number }).n).toBe(1);
      } finally { db.close(); }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  test.skipIf(onPostgres())('the server then says the database is new and seeded, and the demo accounts sign in', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'freight-seed-apart-'));
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], { env: serverEnv(path.join(dir, 'new.db')), stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    try {
      const url = await new Promise<string>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          const listening = /freight-console server on (http:\/\/\S+)/.exec(output);
          if (listening && output.includes('demo accounts')) resolve(listening[1]!);
        });
        child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.once('exit', (code) => reject(new Error(`the server exited with ${code}:\n${output}`)));
      });
      expect(output).toContain('(new, seeded with demo data)');
      expect(await apiClient(url).signIn('admin')).toEqual(expect.any(String));
    } finally {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('storage', () => {
  test.skipIf(onPostgres())('SQLite runs in WAL mode with foreign keys enforced', async () => {
    const { rows: [journal] } = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(server.db);
    const { rows: [keys] } = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(server.db);
    expect(journal.journal_mode).toBe('wal');
    expect(keys.foreign_keys).toBe(1);
  });

  test.runIf(onPostgres())('PostgreSQL enforces foreign keys: a dictionary item of a dictionary that does not exist is refused', async () => {
    // A copy of a demo dictionary item, but in a dictionary nobody made.
    const others = (await columnNamesOf(server.db, 'dict_item')).filter((name) => name !== 'id' && name !== 'type').map((name) => sql.ref(name));
    const write = sql`insert into dict_item (type, ${sql.join(others)})
      select 'NO_SUCH_DICTIONARY', ${sql.join(others)} from dict_item limit 1`.execute(server.db);
    await expect(write).rejects.toMatchObject({ code: '23503' });
  });
});

describe('dictionaries come from the copied code lists', () => {
  const files = readdirSync(DEFAULT_CODES_DIR).filter((file) => file.endsWith('.txt') && file !== 'city_code.txt');

  test.each(files)('%s: one dictionary with every code of the file', async (file) => {
    const type = file.replace(/\.txt$/, '');
    const items = await server.db.selectFrom('dict_item').select(['code', 'name']).where('type', '=', type).orderBy('sort').execute();
    expect(items).toEqual(readCodeList(DEFAULT_CODES_DIR, file));
  });
});

describe('demo accounts', () => {
  test.each(DEMO_ACCOUNTS.map((a) => [a.username, a] as const))('%s signs in with the demo password', async (_name, account) => {
    const api = apiClient(server.url);
    const token = await api.signIn(account.username, DEMO_PASSWORD);
    const info = await api.call('/ntocc-basic-api/getUserInfo', { method: 'POST', token });
    expect(info.data.roleList.map((r: { roles: string }) => r.roles)).toEqual(account.roles);
    expect(info.status).toBe(Status.OK);
    expect(formats['cn-mobile'](account.mobile)).toBe(true);
  });

  test('the demo driver has exactly one driver record, linked by his party code, approved', async () => {
    const account = await server.db.selectFrom('party').select(['code', 'mobile']).where('username', '=', 'driver').executeTakeFirstOrThrow();
    const records = await server.db.selectFrom('basic_driver').selectAll()
      .where((eb) => eb.or([eb('driver_code', '=', account.code), eb('telephone', '=', account.mobile)])).execute();
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ driver_code: account.code, driver_name: '王建国', vehicle_class: 'A2', review_status: 'approved', branch_code: 'SD0001' });
  });

  test('identity numbers of the demo profiles are valid', async () => {
    const account = await server.db.selectFrom('party').select('code').where('username', '=', 'driver').executeTakeFirstOrThrow();
    const driver = await server.db.selectFrom('basic_driver').select('driving_license').where('driver_code', '=', account.code).executeTakeFirstOrThrow();
    expect(formats['cn-id-card'](String(driver.driving_license))).toBe(true);
    const shippers = await server.db.selectFrom('basic_shipper').select(['id_card', 'uscc']).execute();
    for (const { id_card, uscc } of shippers) {
      if (id_card) expect(formats['cn-id-card'](String(id_card))).toBe(true);
      if (uscc) expect(formats['cn-uscc'](String(uscc))).toBe(true);
    }
  });
});

describe('menu and role data (server/seed/data)', () => {
  const { menu, roles } = readMenuData(DEFAULT_DATA_DIR);
  const leaves = (nodes: MenuDefinition[]): MenuDefinition[] => nodes.flatMap((n) => (n.children ? leaves(n.children) : [n]));
  const allLeaves = leaves(menu);

  test('every grant prefix of every role grants at least one screen', () => {
    for (const role of roles) {
      if (role.grants === '*') continue;
      for (const prefix of role.grants) expect(allLeaves.some((leaf) => grantsLeaf([prefix], leaf.component)), `${role.code}: ${prefix}`).toBe(true);
    }
  });

  test('every denied code names an action of a screen the role is granted', () => {
    const standard = ['view', 'add', 'edit', 'remove', 'export'];
    for (const role of roles) {
      const granted = allLeaves.filter((leaf) => grantsLeaf(role.grants, leaf.component));
      const codes = new Set(granted.flatMap((leaf) => [...standard, ...(leaf.actions ?? [])].map((a) => `${leaf.name}:${a}`)));
      for (const code of role.deny) expect(codes.has(code), `${role.code}: ${code}`).toBe(true);
    }
  });
});
