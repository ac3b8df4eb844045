// Both file stores (server/files/store.ts) keep the same promises: a file is read back byte for
// byte, streamed in and out in pieces (the database store in 256 KB chunks), seen whole or not at
// all, never written twice under one name, and gone once removed. The database store runs on the
// suite's database (SQLite, or PostgreSQL with TEST_DATABASE=postgres).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CHUNK_BYTES, DatabaseStore } from '../../../server/files/databaseStore';
import { FolderStore } from '../../../server/files/folderStore';
import { importUploads } from '../../../server/files/importFolder';
import { readFileStoreKind, type FileStore } from '../../../server/files/store';
import { startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
let dir: string;
beforeAll(async () => {
  server = await startTestServer();
  dir = mkdtempSync(path.join(os.tmpdir(), 'freight-file-store-'));
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A stream of `content` in pieces of uneven sizes, none of them a chunk's size. */
function unevenStream(content: Buffer): Readable {
  const pieces: Buffer[] = [];
  for (let at = 0, size = 1000; at < content.length; at += size, size = (size * 7) % 90_001 + 1) pieces.push(content.subarray(at, at + size));
  return Readable.from(pieces);
}

/** A stream that fails after giving `bytes` bytes. */
function failingStream(bytes: number): Readable {
  return Readable.from((async function* pieces() {
    yield randomBytes(bytes);
    throw new Error('the source broke off');
  })());
}

const stores: [string, () => FileStore][] = [
  ['folder', () => new FolderStore(path.join(dir, 'uploads'))],
  ['database', () => new DatabaseStore(server.db, 'test', () => new Date())],
];

describe.each(stores)('the %s store', (_kind, makeStore) => {
  let store: FileStore;
  beforeAll(() => { store = makeStore(); });

  test('reads back a small file written from a buffer', async () => {
    const content = Buffer.from('%PDF-1.4 a small file');
    await store.write('small.pdf', content);
    expect(await store.exists('small.pdf')).toBe(true);
    expect(await buffer((await store.read('small.pdf'))!)).toEqual(content);
  });

  test('streams a file of several chunks in and out unchanged', async () => {
    const content = randomBytes(CHUNK_BYTES * 3 + 12_345);
    await store.write('large.bin', unevenStream(content));
    const read = await store.read('large.bin');
    expect(read).toBeInstanceOf(Readable);
    expect(Buffer.compare(await buffer(read!), content)).toBe(0);
  });

  test('a file of exactly one chunk, and an empty file', async () => {
    const one = randomBytes(CHUNK_BYTES);
    await store.write('one-chunk.bin', one);
    expect(Buffer.compare(await buffer((await store.read('one-chunk.bin'))!), one)).toBe(0);
    await store.write('empty.bin', Buffer.alloc(0));
    expect((await buffer((await store.read('empty.bin'))!)).length).toBe(0);
  });

  test('refuses a second file under a taken name and keeps the first', async () => {
    await store.write('taken.pdf', Buffer.from('first'));
    await expect(store.write('taken.pdf', Buffer.from('second'))).rejects.toThrow(/already named/);
    expect((await buffer((await store.read('taken.pdf'))!)).toString()).toBe('first');
  });

  test('a write whose source breaks off leaves no file behind', async () => {
    await expect(store.write('broken.bin', failingStream(CHUNK_BYTES + 10))).rejects.toThrow('the source broke off');
    expect(await store.exists('broken.bin')).toBe(false);
    expect(await store.read('broken.bin')).toBeNull();
    // The name is free again.
    await store.write('broken.bin', Buffer.from('whole'));
    expect((await buffer((await store.read('broken.bin'))!)).toString()).toBe('whole');
  });

  test('a removed file is gone; removing a missing one is no error', async () => {
    await store.write('gone.png', Buffer.from('png'));
    await store.remove('gone.png');
    expect(await store.exists('gone.png')).toBe(false);
    expect(await store.read('gone.png')).toBeNull();
    await expect(store.remove('never-there.png')).resolves.toBeUndefined();
  });

  test('refuses names that could leave the store', async () => {
    for (const name of ['../escape.png', 'a/b.png', '', '.hidden']) {
      await expect(store.write(name, Buffer.from('x'))).rejects.toThrow(/not a stored file name/);
    }
  });
});

test('the database store keeps a file in chunk rows and removes them with it', async () => {
  const store = new DatabaseStore(server.db, 'chunks', () => new Date());
  await store.write('three.bin', randomBytes(CHUNK_BYTES * 2 + 1));
  const rows = () => server.db.selectFrom('stored_file_chunk').select('seq').where('area', '=', 'chunks').orderBy('seq').execute();
  expect((await rows()).map((row) => row.seq)).toEqual([0, 1, 2]);
  await store.remove('three.bin');
  expect(await rows()).toEqual([]);
});

test('the areas of the database store are apart', async () => {
  const uploads = new DatabaseStore(server.db, 'area-a', () => new Date());
  const exports = new DatabaseStore(server.db, 'area-b', () => new Date());
  await uploads.write('same.xlsx', Buffer.from('a'));
  expect(await exports.exists('same.xlsx')).toBe(false);
});

test('an upload folder is imported into the database store once (files:import)', async () => {
  const folder = path.join(dir, 'branch-uploads');
  const source = new FolderStore(folder);
  const names = ['0123456789abcdef0123456789abcdef.png', 'fedcba9876543210fedcba9876543210.pdf'];
  const contents = names.map(() => randomBytes(CHUNK_BYTES + 99));
  for (const [i, name] of names.entries()) await source.write(name, contents[i]);
  await source.write('notes.txt', Buffer.from('not an upload'));
  const target = new DatabaseStore(server.db, 'imported', () => new Date());
  expect(await importUploads(folder, target)).toEqual({ imported: 2, skipped: 0 });
  for (const [i, name] of names.entries()) expect(Buffer.compare(await buffer((await target.read(name))!), contents[i])).toBe(0);
  expect(await target.exists('notes.txt')).toBe(false);
  expect(await importUploads(folder, target)).toEqual({ imported: 0, skipped: 2 });
  expect(readdirSync(folder).sort()).toEqual([...names, 'notes.txt'].sort());
});

test('FREIGHT_FILE_STORE chooses the store; unset, the database decides', () => {
  expect(readFileStoreKind(true, {})).toBe('database');
  expect(readFileStoreKind(false, {})).toBe('folder');
  expect(readFileStoreKind(true, { FREIGHT_FILE_STORE: 'folder' })).toBe('folder');
  expect(readFileStoreKind(false, { FREIGHT_FILE_STORE: 'database' })).toBe('database');
  expect(() => readFileStoreKind(false, { FREIGHT_FILE_STORE: 'nfs' })).toThrow(/folder or database/);
});
