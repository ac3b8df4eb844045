// Issue 11, finding 8: uploads per party per day (China time), a number of files and of bytes,
// refused beyond with 429 and a message in the caller's language; simultaneous uploads cannot
// slip past the count; another party and the next day are not affected.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEVICE_ID } from '../../../src/core/api/client';
import { Status } from '../../../src/core/api/status';
import { DAY_MS } from '../../../server/storage/clock';
import { apiClient } from '../support/client';
import { startTestServer, type TestServer } from '../support/testServer';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const FILES_PER_DAY = 3;

let server: TestServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer({ limits: { uploadsPerPartyPerDay: FILES_PER_DAY, uploadMegabytesPerPartyPerDay: 1 } });
  const api = apiClient(server.url);
  for (const name of ['driver', 'staff', 'shipper', 'admin']) tokens[name] = await api.signIn(name);
});
afterAll(() => server.close());

async function upload(token: string, content = PNG, language = 'zh') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(content)]), 'photo.png');
  const response = await fetch(new URL('/ntocc-basic-api/file/upload', server.url), {
    method: 'POST', body: form, headers: { deviceId: DEVICE_ID, authorization: `Bearer ${token}`, 'accept-language': language },
  });
  return response.json() as Promise<{ status: number; msg: string }>;
}

const storedBy = async (username: string) => {
  const party = await server.db.selectFrom('party').select('code').where('username', '=', username).executeTakeFirstOrThrow();
  const row = await server.db.selectFrom('file_upload').select((eb) => eb.fn.countAll<number>().as('n')).where('party_code', '=', party.code).executeTakeFirstOrThrow();
  return Number(row.n);
};

describe('files per party per day', () => {
  test('the files of the day are taken, the next is refused with 429 in the caller\'s language and not stored', async () => {
    for (let i = 0; i < FILES_PER_DAY; i += 1) expect((await upload(tokens.driver)).status).toBe(Status.OK);
    const refused = await upload(tokens.driver, PNG, 'en');
    expect(refused).toMatchObject({ status: Status.TOO_MANY_REQUESTS, msg: "You have reached today's upload limit (3 files and 1 MB a day). Please try again tomorrow." });
    expect((await upload(tokens.driver)).msg).toBe('今日上传已达上限（每天 3 个文件、1 MB），请明天再试');
    expect(await storedBy('driver')).toBe(FILES_PER_DAY);
  });

  test('another party still uploads', async () => {
    expect((await upload(tokens.staff)).status).toBe(Status.OK);
  });

  test('ten simultaneous uploads of one party store exactly the day\'s files', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => upload(tokens.shipper)));
    expect(answers.filter((a) => a.status === Status.OK)).toHaveLength(FILES_PER_DAY);
    expect(answers.filter((a) => a.status === Status.TOO_MANY_REQUESTS)).toHaveLength(10 - FILES_PER_DAY);
    expect(await storedBy('shipper')).toBe(FILES_PER_DAY);
  });
});

describe('bytes per party per day', () => {
  test('a file that would pass the day\'s megabytes is refused and not stored', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(600 * 1024)]);
    expect((await upload(tokens.admin, big)).status).toBe(Status.OK);
    expect((await upload(tokens.admin, big)).status).toBe(Status.TOO_MANY_REQUESTS);
    expect(await storedBy('admin')).toBe(1);
    expect((await upload(tokens.admin)).status).toBe(Status.OK);
  });
});

describe('the next day (China time) starts afresh', () => {
  test('the party refused today uploads again tomorrow', async () => {
    expect((await upload(tokens.driver)).status).toBe(Status.TOO_MANY_REQUESTS);
    server.clock.advance(DAY_MS);
    const tomorrow = await apiClient(server.url).signIn('driver');
    expect((await upload(tomorrow)).status).toBe(Status.OK);
  });
});
