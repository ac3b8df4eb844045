// @vitest-environment jsdom
// Issue 11, finding 12 (console side): every write of a user action carries its own
// Idempotency-Key, and a write whose answer was lost is sent again with the same key; reads and
// answered writes are never sent twice.
import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installFeedback } from '../../../src/api/feedback';
import { http } from '../../../src/api/httpClient';
import { isLostAnswer, retryingLostAnswers } from '../../../src/api/idempotency';
import { IDEMPOTENCY_HEADER, newIdempotencyKey } from '../../../src/api/idempotencyKey';
import { createRecord, getRecord, runStateAction } from '../../../renderers/entityApi';
import type { EntitySchema } from '../../../renderers/entities';

installFeedback({ message: vi.fn(), confirm: vi.fn(async () => false), closeLoading: vi.fn() });

const ENTITY = { $id: 'waybill', 'x-service': 'tms' } as unknown as EntitySchema;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const lost = (config: InternalAxiosRequestConfig) => new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
const ok = (config: InternalAxiosRequestConfig) => ({ data: { status: 0, msg: 'OK', data: { id: 7 } }, status: 200, statusText: 'OK', headers: {}, config });

/** A server whose first `dropped` answers are lost; records every request it got. */
function flakyServer(dropped: number) {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    if (seen.length <= dropped) throw lost(config);
    return ok(config);
  };
  return { seen, adapter };
}

const keyOf = (config: InternalAxiosRequestConfig) => AxiosHeaders.from(config.headers).get(IDEMPOTENCY_HEADER);

function useServer(dropped: number) {
  const server = flakyServer(dropped);
  http.defaults.adapter = retryingLostAnswers(() => server.adapter, [0, 0]);
  return server;
}

beforeEach(() => { vi.clearAllMocks(); });

describe('one key per user action', () => {
  it('a key is a random version-4 UUID', () => {
    const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(UUID);
  });

  it('each create and state action sends a key of its own; reads send none', async () => {
    const server = useServer(0);
    await createRecord(ENTITY, { consignee: '甲' });
    await createRecord(ENTITY, { consignee: '甲' });
    await runStateAction(ENTITY, 7, 'cancel', { cancelReason: '重复' });
    await getRecord(ENTITY, 7);
    const [first, second, action, read] = server.seen.map(keyOf);
    expect(first).toMatch(UUID);
    expect(new Set([first, second, action]).size).toBe(3);
    expect(read).toBeFalsy();
  });
});

describe('a write whose answer was lost is sent again with the same key', () => {
  it('retries after lost answers and resolves with the answer that finally came', async () => {
    const server = useServer(2);
    await expect(createRecord(ENTITY, { consignee: '甲' })).resolves.toEqual({ id: 7 });
    expect(server.seen).toHaveLength(3);
    expect(new Set(server.seen.map(keyOf)).size).toBe(1);
  });

  it('gives up after the last retry with the network error', async () => {
    const server = useServer(5);
    await expect(createRecord(ENTITY, { consignee: '甲' })).rejects.toMatchObject({ status: null });
    expect(server.seen).toHaveLength(3);
  });

  it('never sends a read again, nor a write that was answered (even with an error)', async () => {
    const server = useServer(1);
    await expect(getRecord(ENTITY, 7)).rejects.toBeTruthy();
    expect(server.seen).toHaveLength(1);

    const refusals: InternalAxiosRequestConfig[] = [];
    http.defaults.adapter = retryingLostAnswers(() => async (config) => {
      refusals.push(config);
      throw new AxiosError('Bad Gateway', AxiosError.ERR_BAD_RESPONSE, config, null,
        { data: 'bad gateway', status: 502, statusText: 'Bad Gateway', headers: {}, config });
    }, [0, 0]);
    await expect(createRecord(ENTITY, { consignee: '甲' })).rejects.toBeTruthy();
    expect(refusals).toHaveLength(1);
  });

  it('a cancelled request is not a lost answer', () => {
    const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;
    expect(isLostAnswer(new AxiosError('canceled', AxiosError.ERR_CANCELED, config))).toBe(false);
    expect(isLostAnswer(new AxiosError('timeout', AxiosError.ECONNABORTED, config))).toBe(true);
  });
});
