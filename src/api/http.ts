// The calls every endpoint function makes. The axios instance (./httpClient.ts) is imported on
// the first call rather than with the boot code: axios and the interceptors are a fifth of the
// login form's JS, and the form needs them only once it is sent.
import type { AxiosInstance, AxiosRequestConfig } from 'axios';
import type { Envelope } from '../core/generated/api';
import { IDEMPOTENCY_HEADER, newIdempotencyKey } from './idempotencyKey';

/** An envelope whose data has a known type. */
export type ApiEnvelope<T> = Omit<Envelope, 'data'> & { data: T };

let client: Promise<AxiosInstance> | null = null;

/** The console's axios instance, fetched once; a failed fetch (a new deploy, the network) is tried again on the next call. */
export function httpClient(): Promise<AxiosInstance> {
  client ??= import('./httpClient').then(
    (module) => module.http,
    (error: unknown) => {
      client = null;
      throw error;
    },
  );
  return client;
}

/** Sends a call and resolves with its (successful) envelope; failures reject with an ApiError. */
export async function request<T>(config: AxiosRequestConfig): Promise<ApiEnvelope<T>> {
  const response = await (await httpClient()).request<ApiEnvelope<T>>(config);
  return response.data;
}

/** A write the server does once: a new Idempotency-Key for this call (one user action), the same
 * key on each retry of it after a lost answer. */
export async function requestOnce<T>(config: AxiosRequestConfig): Promise<ApiEnvelope<T>> {
  return request<T>({ ...config, headers: { ...(config.headers as Record<string, string> | undefined), [IDEMPOTENCY_HEADER]: newIdempotencyKey() } });
}
