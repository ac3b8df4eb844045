// Idempotent writes (issue 11, finding 12). A write sent with an `Idempotency-Key` header (the
// console sends one per user action and the same one on each retry of it) is done once per party
// and key: a repeat within 24 h gets the first answer back (status and body, with the header
// `Idempotent-Replayed: true`) and writes nothing; the key reused for another request (method,
// path or payload) is refused with 422. The answer is stored in the write's own transaction, so
// a write and its key commit together: a retry after a lost answer finds the key, a retry after
// a failed write finds none and writes. Only successful writes are kept; a refusal writes
// nothing, and its retry is checked again. Requests without the header are not affected.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import { Status } from '../../src/core/api/status';
import { fail, type Answer } from '../http/envelope';
import type { Clock } from '../storage/clock';
import type { Db } from '../storage/database';
import type { Database } from '../storage/schema';
import { fingerprintOf } from './fingerprint';
import { KeyAlreadyUsed, storedKey, storeKey, sweepExpiredKeys, type KeyOf } from './store';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'idempotent-replayed';
/** Visible ASCII, as a UUID or any client-made token is. */
const KEY_PATTERN = /^[\x21-\x7e]{1,100}$/;

/** Keeps the answer with the key; the write calls it inside its transaction once it succeeded. */
export type Remember = (trx: Transaction<Database>, answer: Answer<unknown>) => Promise<void>;

const forgetNothing: Remember = async () => undefined;

/** Requests of one party with one key, one after the other within this process. */
const queues = new WeakMap<Db, Map<string, Promise<unknown>>>();

async function oneAtATime<T>(db: Db, { partyId, key }: KeyOf, work: () => Promise<T>): Promise<T> {
  const queue = queues.get(db) ?? new Map<string, Promise<unknown>>();
  queues.set(db, queue);
  const name = `${partyId}\n${key}`;
  const current = (queue.get(name) ?? Promise.resolve()).catch(() => undefined).then(work);
  queue.set(name, current);
  try {
    return await current;
  } finally {
    if (queue.get(name) === current) queue.delete(name);
  }
}

export async function once(
  ctx: { db: Db; now: Clock }, request: FastifyRequest, reply: FastifyReply, partyId: number,
  write: (remember: Remember) => Promise<Answer<unknown>>,
): Promise<Answer<unknown>> {
  const header = request.headers[IDEMPOTENCY_HEADER];
  if (header === undefined) return write(forgetNothing);
  if (typeof header !== 'string' || !KEY_PATTERN.test(header)) return fail(Status.INVALID_PAYLOAD, request.t('server.idempotency.badKey'));
  const id: KeyOf = { partyId, key: header };
  const fingerprint = fingerprintOf(request);

  /** The kept answer of the key, the refusal of a reused key, or null when the key is new. */
  async function earlierAnswer(now: Date): Promise<Answer<unknown> | null> {
    const stored = await storedKey(ctx.db, id, now);
    if (!stored) return null;
    if (stored.fingerprint !== fingerprint) return fail(Status.INVALID_PAYLOAD, request.t('server.idempotency.keyReused'));
    reply.header(REPLAYED_HEADER, 'true');
    return JSON.parse(stored.answer) as Answer<unknown>;
  }

  return oneAtATime(ctx.db, id, async () => {
    const now = ctx.now();
    await sweepExpiredKeys(ctx.db, now);
    const earlier = await earlierAnswer(now);
    if (earlier) return earlier;
    try {
      return await write((trx, answer) => storeKey(trx, id, fingerprint, answer, now));
    } catch (error) {
      // Another process stored the key first: this write rolled back; answer as that one did.
      if (error instanceof KeyAlreadyUsed) {
        const first = await earlierAnswer(now);
        if (first) return first;
      }
      throw error;
    }
  });
}
