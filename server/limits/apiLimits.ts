// Limits on the API as a whole (the /ntocc-* scope): calls per client address per minute
// (checked before the token, so a flood of guessed tokens costs no database look-up) and per
// signed-in account per minute, counted where the server's limits count (counters.ts: shared by
// the instances on PostgreSQL), in a minute opened by the first call; and a concurrency gate on
// the costly reads (exports and aggregates): a few at once per account, the rest wait in line.
// Refusals are the API envelope (docs/contracts.md: HTTP 200) with status 429, a message in the
// caller's language and a Retry-After header.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Status } from '../../src/core/api/status';
import type { LimitSettings } from '../config';
import { fail } from '../http/envelope';
import { ConcurrencyGate } from './concurrencyGate';
import type { AppLimits } from './index';

const MINUTE_MS = 60_000;

/** Counts the call for `subject` (`kind:key`), `max` a minute; the 429 answer sent when it is
 * one too many. Real time, not the server's clock: a test that freezes the clock still sees its
 * minutes pass. */
export async function refuseWhenExceeded(limits: AppLimits, subject: string, max: number, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  const now = Date.now();
  const { count, closesAt } = await limits.counters.add(subject, MINUTE_MS, new Date(now));
  if (count <= max) return undefined;
  const seconds = Math.max(1, Math.ceil((closesAt - now) / 1000));
  return reply.header('retry-after', String(seconds))
    .send(fail(Status.TOO_MANY_REQUESTS, request.t('server.limits.tooManyCalls', { seconds })));
}

/** Calls per client address; add before the token check. */
export function limitCallsPerClient(api: FastifyInstance, limits: AppLimits): void {
  api.addHook('onRequest', async (request, reply) => refuseWhenExceeded(limits, `api-client:${request.ip}`, limits.settings.apiPerClientPerMinute, request, reply));
}

/** Calls per account; add after the token check (open routes are counted per client only). */
export function limitCallsPerAccount(api: FastifyInstance, limits: AppLimits): void {
  api.addHook('onRequest', async (request, reply) => (request.session
    ? refuseWhenExceeded(limits, `api-account:${request.session.partyId}`, limits.settings.apiPerAccountPerMinute, request, reply)
    : undefined));
}

/** Exports and aggregates of the entity API: `/export`, `/aggregate`, `/aggregate/export`. */
export function isCostlyRead(routeUrl: string | undefined): boolean {
  return routeUrl !== undefined && /\/(export|aggregate|aggregate\/export)$/.test(routeUrl);
}

/** The gate on costly reads; add after the token check. */
export function gateCostlyReads(api: FastifyInstance, settings: LimitSettings): ConcurrencyGate {
  const gate = new ConcurrencyGate(settings.costlyReadsAtOnce, settings.costlyReadsWaiting);
  api.addHook('onRequest', async (request, reply) => {
    if (!request.session || !isCostlyRead(request.routeOptions.url)) return undefined;
    const release = await gate.enter(String(request.session.partyId));
    if (!release) {
      return reply.header('retry-after', '10')
        .send(fail(Status.TOO_MANY_REQUESTS, request.t('server.limits.tooManyAtOnce', { count: settings.costlyReadsAtOnce })));
    }
    // 'close' follows the last byte of a streamed export, or a connection cut before it.
    reply.raw.once('close', release);
    if (request.raw.destroyed) release();
    return undefined;
  });
  return gate;
}
