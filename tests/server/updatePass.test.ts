// POST /ntocc-basic-api/party/updatePass: "old password checked; the new one must pass the password rule".
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_PASSWORD } from '../../src/core/api/client';
import { Status } from '../../src/core/api/status';
import { apiClient } from './support/client';
import { startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
let api: ReturnType<typeof apiClient>;
beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server.url);
});
afterAll(() => server.close());

const updatePass = (token: string, query: Record<string, string>) =>
  api.call('/ntocc-basic-api/party/updatePass', { method: 'POST', query, token });

describe('the old password is checked', () => {
  test('a wrong old password answers 422 on /oldPassword and changes nothing', async () => {
    const token = await api.signIn('staff');
    const answer = await updatePass(token, { oldPassword: 'Nope@2026', newPassword: 'Better#2027' });
    expect(answer.status).toBe(Status.INVALID_PAYLOAD);
    expect(answer.data.errors).toEqual([{ field: '/oldPassword', message: '原密码不正确' }]);
    expect((await api.authorize(api.signInForm('staff'))).status).toBe(Status.OK);
  });
});

describe('the new password must pass the password rule', () => {
  test('a common password (Qwerty123) answers 422 on /newPassword and changes nothing', async () => {
    const token = await api.signIn('driver');
    const answer = await updatePass(token, { oldPassword: DEMO_PASSWORD, newPassword: 'Qwerty123' });
    expect(answer.data.errors).toEqual([{ field: '/newPassword', message: '该密码过于常见，容易被猜中，请换一个' }]);
    expect((await api.authorize(api.signInForm('driver'))).status).toBe(Status.OK);
  });

  test.each([
    ['too short', 'Ab1!'],
    ['one character class only', 'abcdefghij'],
    ['contains a space', 'Abc 12345'],
    ['longer than 20 characters', 'Abcdefgh1234567890123'],
  ])('%s: 422 on /newPassword', async (_case, newPassword) => {
    const token = await api.signIn('staff');
    const answer = await updatePass(token, { oldPassword: DEMO_PASSWORD, newPassword });
    expect(answer.status).toBe(Status.INVALID_PAYLOAD);
    expect(answer.data.errors).toEqual([expect.objectContaining({ field: '/newPassword' })]);
    expect(answer.data.errors[0].message).not.toBe('');
  });

  test('the new password must differ from the old one', async () => {
    const token = await api.signIn('staff');
    const answer = await updatePass(token, { oldPassword: DEMO_PASSWORD, newPassword: DEMO_PASSWORD });
    expect(answer.data.errors).toEqual([{ field: '/newPassword', message: '新密码不能与原密码相同' }]);
  });

  test('missing fields are named', async () => {
    const answer = await updatePass(await api.signIn('staff'), {});
    expect(answer.data.errors.map((e: { field: string }) => e.field).sort()).toEqual(['/newPassword', '/oldPassword']);
  });
});

describe('a successful change', () => {
  test('the new password signs in, the old one no longer does', async () => {
    const token = await api.signIn('driver');
    expect((await updatePass(token, { oldPassword: DEMO_PASSWORD, newPassword: 'Road#Safe2027' })).status).toBe(Status.OK);
    expect((await api.authorize(api.signInForm('driver'))).status).toBe(Status.BAD_CREDENTIALS);
    expect((await api.authorize(api.signInForm('driver', 'Road#Safe2027'))).status).toBe(Status.OK);
  });

  test('the other sessions of the party end; the current one stays', async () => {
    const other = await api.signIn('shipper');
    const current = await api.signIn('shipper');
    expect((await updatePass(current, { oldPassword: DEMO_PASSWORD, newPassword: 'Cargo@2027x' })).status).toBe(Status.OK);
    const info = (token: string) => api.call('/ntocc-basic-api/getUserInfo', { method: 'POST', token });
    expect((await info(current)).status).toBe(Status.OK);
    expect((await info(other)).status).toBe(Status.TOKEN_REVOKED);
  });

  test('the new hash is an scrypt hash, never the password itself', async () => {
    const row = await server.db.selectFrom('party').select('password_hash').where('username', '=', 'shipper').executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(row.password_hash).not.toContain('Cargo@2027x');
  });
});
