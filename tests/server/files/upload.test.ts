// POST /ntocc-basic-api/file/upload: images (jpeg, png, webp) and pdf recognised by content,
// at most 5 MB, stored under a random name and served back under /files/ through the signed
// address the answer carries (privateFiles.test.ts has who may open it).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEVICE_ID } from '../../../src/core/api/client';
import { Status } from '../../../src/core/api/status';
import { apiClient } from '../support/client';
import { storedFileCount } from './storedFiles';
import { startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await apiClient(server.url).signIn('staff');
});
afterAll(() => server.close());

/** A real 1x1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

async function upload(content: Buffer, filename: string, options: { withToken?: boolean; field?: string } = {}) {
  const form = new FormData();
  form.append(options.field ?? 'file', new Blob([new Uint8Array(content)]), filename);
  const headers: Record<string, string> = { deviceId: DEVICE_ID };
  if (options.withToken !== false) headers.authorization = `Bearer ${token}`;
  const response = await fetch(new URL('/ntocc-basic-api/file/upload', server.url), { method: 'POST', body: form, headers });
  return response.json() as Promise<{ status: number; msg: string; data: { url: string; name: string; size: number; errors: { field: string; key: string }[] } }>;
}

const storedCount = async () => Number((await server.db.selectFrom('file_upload').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

describe('upload', () => {
  test('accepts a png and answers its url (signed), name and size; the file is served back', async () => {
    const answer = await upload(PNG, '行驶证.png');
    expect(answer.status).toBe(Status.OK);
    expect(answer.data).toMatchObject({ name: '行驶证.png', size: PNG.length, url: expect.stringMatching(/^\/files\/[0-9a-f]{32}\.png\?expires=\d+&signature=[\w-]+$/) });
    const served = await fetch(new URL(answer.data.url, server.url));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
  });

  test('accepts a pdf', async () => {
    const answer = await upload(PDF, '保单.pdf');
    expect(answer.data.url).toMatch(/\.pdf\?/);
  });

  test('refuses a fake png (text named .png) and stores nothing', async () => {
    const files = await storedFileCount(server);
    const rows = await storedCount();
    const answer = await upload(Buffer.from('<script>alert(1)</script>'), 'photo.png');
    expect(answer.status).toBe(Status.INVALID_PAYLOAD);
    expect(answer.data.errors).toEqual([expect.objectContaining({ field: '/file', key: 'entityApi.upload.unsupported' })]);
    expect(await storedFileCount(server)).toBe(files);
    expect(await storedCount()).toBe(rows);
  });

  test('refuses a file over 5 MB and stores nothing', async () => {
    const rows = await storedCount();
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const answer = await upload(big, 'big.png');
    expect(answer.status).toBe(Status.INVALID_PAYLOAD);
    expect(answer.data.errors[0]).toMatchObject({ field: '/file', key: 'entityApi.upload.tooLarge' });
    expect(answer.data.errors[0]).toHaveProperty('message', '文件不能超过 5 MB');
    expect(await storedCount()).toBe(rows);
  });

  test('takes a file of exactly 5 MB and refuses one byte more (the limit holds at its edge)', async () => {
    const exact = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 - PNG.length)]);
    const taken = await upload(exact, 'exact.png');
    expect(taken.status).toBe(Status.OK);
    expect(taken.data.size).toBe(5 * 1024 * 1024);
    const rows = await storedCount();
    const over = await upload(Buffer.concat([exact, Buffer.alloc(1)]), 'over.png');
    expect(over.data.errors[0]).toMatchObject({ field: '/file', key: 'entityApi.upload.tooLarge' });
    expect(await storedCount()).toBe(rows);
  });

  test('refuses a form without the file field', async () => {
    const answer = await upload(PNG, 'a.png', { field: 'image' });
    expect(answer.data.errors[0]).toMatchObject({ field: '/file', key: 'entityApi.upload.missing' });
  });

  test('needs a token', async () => {
    expect((await upload(PNG, 'a.png', { withToken: false })).status).toBe(Status.UNAUTHENTICATED);
  });

  test('a malformed file name answers 404', async () => {
    for (const name of ['..%2Ffreight.db', 'freight.db']) {
      expect((await fetch(new URL(`/files/${name}`, server.url))).status).toBe(404);
    }
  });

  test('a signed address of a file no longer stored answers 404', async () => {
    const answer = await upload(PNG, 'gone.png');
    const name = answer.data.url.slice('/files/'.length).split('?')[0];
    await server.db.deleteFrom('file_upload').where('name', '=', name).execute();
    expect((await fetch(new URL(answer.data.url, server.url))).status).toBe(404);
  });
});
