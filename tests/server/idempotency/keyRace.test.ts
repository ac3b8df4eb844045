// Idempotent writes across processes (server/idempotency/once.ts): the key is stored in the
// write's own transaction under a primary key, so when another process (another server on the
// same database) stored the same key between our look-up and our commit, our write rolls back
// and the caller gets the answer the other one kept.
import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ok } from '../../../server/http/envelope';
import { fingerprintOf } from '../../../server/idempotency/fingerprint';
import { once } from '../../../server/idempotency/once';
import type { Db } from '../../../server/storage/database';
import { openAsAnotherProcess, startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
let otherProcess: Db;
beforeAll(async () => {
  server = await startTestServer();
  otherProcess = openAsAnotherProcess(server);
});
afterAll(async () => {
  await otherProcess.destroy();
  await server.close();
});

function fakeCall(key: string, body: unknown) {
  const headers: Record<string, string> = {};
  const request = { headers: { 'idempotency-key': key }, method: 'POST', url: '/ntocc-basic-api/role', body, t: (text: string) => text } as unknown as FastifyRequest;
  const reply = { header: (name: string, value: string) => { headers[name] = value; return reply; } } as unknown as FastifyReply;
  return { request, reply, headers };
}

describe('a key another process stored first', () => {
  test('rolls this write back and answers as the other did', async () => {
    const { id: partyId } = await server.db.selectFrom('party').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
    const key = randomUUID();
    const { request, reply, headers } = fakeCall(key, { code: 'RACER' });
    const theirs = ok({ code: 'RACER', by: 'the other process' });
    const answer = await once({ db: server.db, now: server.clock.now }, request, reply, partyId, async (remember) => {
      // The look-up found no key; now the other process commits its write and the key.
      await otherProcess.insertInto('idempotency_key').values({
        party_id: partyId, idempotency_key: key, fingerprint: fingerprintOf(request), answer: JSON.stringify(theirs),
        created_at: server.clock.now().toISOString(), expires_at: new Date(server.clock.now().getTime() + 60_000).toISOString(),
      }).execute();
      return server.db.transaction().execute(async (trx) => {
        await trx.insertInto('role').values({ code: 'RACER', name: '竞争者', data_scope: 'branch' }).execute();
        const ours = ok({ code: 'RACER', by: 'this process' });
        await remember(trx, ours);
        return ours;
      });
    });
    expect(answer).toEqual(theirs);
    expect(headers['idempotent-replayed']).toBe('true');
    expect(await server.db.selectFrom('role').select('code').where('code', '=', 'RACER').executeTakeFirst()).toBeUndefined();
  });
});
