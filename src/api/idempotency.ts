// One Idempotency-Key per user action (a submit, a confirmed state action, a removal). The server
// does a write once per key (server/idempotency), so a write whose answer was lost — the
// connection dropped, the request timed out — is sent again with the same key, and the server
// answers as it did the first time instead of writing twice. Requests without a key (reads,
// sign-in) are never retried here, and an answered request is never retried.
import axios, { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { IDEMPOTENCY_HEADER } from './idempotencyKey';

/** How long to wait before each retry of a write whose answer was lost. */
export const LOST_ANSWER_RETRY_DELAYS_MS: readonly number[] = [500, 2000];

/** No answer came back (network error, timeout): the server may or may not have written. */
export function isLostAnswer(error: unknown): boolean {
  return axios.isAxiosError(error) && !error.response && error.code !== AxiosError.ERR_CANCELED;
}

function carriesKey(config: InternalAxiosRequestConfig): boolean {
  return AxiosHeaders.from(config.headers).has(IDEMPOTENCY_HEADER);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** An adapter that sends a keyed write again, unchanged (same key), while its answer is lost. */
export function retryingLostAnswers(
  adapterFor: (config: InternalAxiosRequestConfig) => AxiosAdapter,
  delays: readonly number[] = LOST_ANSWER_RETRY_DELAYS_MS,
  wait: (ms: number) => Promise<void> = sleep,
): AxiosAdapter {
  return async (config) => {
    const send = adapterFor(config);
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await send(config);
      } catch (error) {
        if (attempt >= delays.length || !carriesKey(config) || !isLostAnswer(error)) throw error;
        await wait(delays[attempt]!);
      }
    }
  };
}
