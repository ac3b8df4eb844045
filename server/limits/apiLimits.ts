// Limits on the API as a whole (the /ntocc-* scope), with @fastify/rate-limit's counters:
// calls per client address per minute (checked before the token, so a flood of guessed tokens
// costs no database look-up) and per signed-in account per minute; and a concurrency gate on the
// costly reads (exports and aggregates): a few at once per account, the rest wait in line.
// Refusals are the API envelope (docs/contracts.md: HTTP 200) with status 429, a message in the
// caller's language and a Retry-After header.
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Status } from '../../src/core/api/status';
import type { LimitSettings } from '../config';
import { fail } from '../http/envelope';
import { ConcurrencyGate } from './concurrencyGate';

const MINUTE_MS = 60_000;

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

async function refuseWhenExceeded(limiter: Limiter, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  const result = await limiter(request);
  if (result.isAllowed || !result.isExceeded) return undefined;
  const seconds = Math.max(1, result.ttlInSeconds);
  return reply.header('retry-after', String(seconds))
    .send(fail(Status.TOO_MANY_REQUESTS, request.t('server.limits.tooManyCalls', { seconds })));
}

/** Calls per client address; add before the token check. */
export async function limitCallsPerClient(api: FastifyInstance, settings: LimitSettings): Promise<void> {
  await api.register(fastifyRateLimit, { global: false });
  const limiter = api.createRateLimit({ max: settings.apiPerClientPerMinute, timeWindow: MINUTE_MS });
  api.addHook('onRequest', async (request, reply) => refuseWhenExceeded(limiter, request, reply));
}

/** Calls per account; add after the token check (open routes are counted per client only). */
export function limitCallsPerAccount(api: FastifyInstance, settings: LimitSettings): void {
  const limiter = api.createRateLimit({
    max: settings.apiPerAccountPerMinute,
    timeWindow: MINUTE_MS,
    keyGenerator: (request) => `account:${request.session?.partyId ?? ''}`,
  });
  api.addHook('onRequest', async (request, reply) => (request.session ? refuseWhenExceeded(limiter, request, reply) : undefined));
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
