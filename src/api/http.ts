// The console's one axios instance, wired to the runtime config, the token cookie, the current
// language and the UI feedback. Endpoint functions call `request` rather than axios directly.
import axios, { type AxiosRequestConfig } from 'axios';
import i18next from 'i18next';
import { DEFAULT_LANGUAGE, REQUEST_TIMEOUT_MS } from '../core/api/client';
import type { Envelope } from '../core/generated/api';
import { getRuntimeConfig } from '../config/runtimeConfig';
import { resetToken } from '../session/sessionReset';
import { getToken } from '../session/tokenCookie';
import { getFeedback } from './feedback';
import { IDEMPOTENCY_HEADER, newIdempotencyKey, retryingLostAnswers } from './idempotency';
import { createRequestInterceptor, createResponseInterceptors } from './interceptors';

/** An envelope whose data has a known type. */
export type ApiEnvelope<T> = Omit<Envelope, 'data'> & { data: T };

// A write carrying an Idempotency-Key is sent again when its answer is lost (src/api/idempotency.ts).
export const http = axios.create({
  timeout: REQUEST_TIMEOUT_MS,
  adapter: retryingLostAnswers((config) => axios.getAdapter(axios.defaults.adapter, config)),
});

http.interceptors.request.use(
  createRequestInterceptor({
    getToken,
    getLanguage: () => i18next.language || DEFAULT_LANGUAGE,
    getApiBase: () => getRuntimeConfig().apiBase,
  }),
);

const responseInterceptors = createResponseInterceptors({
  feedback: getFeedback,
  onSignedOutConfirmed: () => {
    resetToken();
    window.location.reload();
  },
});
http.interceptors.response.use(responseInterceptors.onFulfilled, responseInterceptors.onRejected);

/** Sends a call and resolves with its (successful) envelope; failures reject with an ApiError. */
export async function request<T>(config: AxiosRequestConfig): Promise<ApiEnvelope<T>> {
  const response = await http.request<ApiEnvelope<T>>(config);
  return response.data;
}

/** A write the server does once: a new Idempotency-Key for this call (one user action), the same
 * key on each retry of it after a lost answer. */
export async function requestOnce<T>(config: AxiosRequestConfig): Promise<ApiEnvelope<T>> {
  return request<T>({ ...config, headers: { ...(config.headers as Record<string, string> | undefined), [IDEMPOTENCY_HEADER]: newIdempotencyKey() } });
}
