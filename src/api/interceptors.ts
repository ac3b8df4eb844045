// The request and response rules of spec sections 7 and 8, built from injected dependencies so
// they can be tested with a fake feedback and a fake token.
import axios, { type AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { DEVICE_ID, ERROR_MESSAGE_DURATION_MS } from '../core/api/client';
import { ApiError } from './apiError';
import type { Feedback } from './feedback';
import { interpretResponse, isEnvelope } from './interpretResponse';

/** Audit columns the server owns; every request drops them from its payload (spec section 7). */
export const AUDIT_FIELDS = ['gmtCreated', 'gmtModified'] as const;

/** The 21332 dialog, with the exact Chinese texts of spec section 8 whatever the language. */
export const SIGNED_OUT_DIALOG = {
  title: '确认注销',
  text: '您已注销，您可以取消以停留在此页，或重新登录',
  confirmText: '重新登录',
  cancelText: '取消',
  type: 'warning',
} as const;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** A copy of a payload (plain object, URLSearchParams or FormData) without the audit fields. */
export function stripAuditFields<T>(payload: T): T {
  if (payload instanceof URLSearchParams) {
    const copy = new URLSearchParams(payload);
    AUDIT_FIELDS.forEach((field) => copy.delete(field));
    return copy as T;
  }
  if (typeof FormData !== 'undefined' && payload instanceof FormData) {
    AUDIT_FIELDS.forEach((field) => payload.delete(field));
    return payload;
  }
  if (isPlainObject(payload)) {
    const copy: Record<string, unknown> = { ...payload };
    AUDIT_FIELDS.forEach((field) => delete copy[field]);
    return copy as T;
  }
  return payload;
}

export interface RequestContext {
  getToken(): string | undefined;
  getLanguage(): string;
  getApiBase(): string;
}

export function createRequestInterceptor(context: RequestContext) {
  return (config: InternalAxiosRequestConfig): InternalAxiosRequestConfig => {
    if (config.baseURL === undefined) config.baseURL = context.getApiBase();
    const token = context.getToken();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    config.headers.set('deviceId', DEVICE_ID);
    config.headers.set('Accept-Language', context.getLanguage());
    config.params = stripAuditFields(config.params);
    config.data = stripAuditFields(config.data);
    return config;
  };
}

export interface ResponseContext {
  feedback(): Feedback;
  /** The user chose 重新登录 in the 21332 dialog: reset the token and reload the page. */
  onSignedOutConfirmed(): void;
}

function isBinary(response: AxiosResponse): boolean {
  const type = response.config.responseType;
  return type === 'blob' || type === 'arraybuffer' || type === 'stream';
}

export function createResponseInterceptors(context: ResponseContext) {
  const fail = (message: string, status: number | null, data?: unknown) => {
    const feedback = context.feedback();
    feedback.message('error', message, ERROR_MESSAGE_DURATION_MS);
    feedback.closeLoading();
    return Promise.reject(new ApiError(message, status, data));
  };

  const onFulfilled = async (response: AxiosResponse): Promise<AxiosResponse> => {
    // Downloads carry a file, not an envelope; src/api/download.ts reads errors inside blobs.
    if (isBinary(response) || !isEnvelope(response.data)) return response;
    const outcome = interpretResponse(response.data);
    switch (outcome.kind) {
      case 'ok':
        return response;
      case 'warn':
        context.feedback().message('warning', outcome.message);
        return response;
      case 'signedOut': {
        const rejection = fail(outcome.message, outcome.status, outcome.data);
        void context
          .feedback()
          .confirm({ ...SIGNED_OUT_DIALOG })
          .then((confirmed) => {
            if (confirmed) context.onSignedOutConfirmed();
          });
        return rejection;
      }
      case 'error':
        return fail(outcome.message, outcome.status, outcome.data);
    }
  };

  const onRejected = (error: AxiosError): Promise<never> => {
    // A request the caller cancelled on purpose is not an error to show.
    if (axios.isCancel(error)) return Promise.reject(error);
    // HTTP 500 still carries the envelope (docs/contracts.md): prefer its msg.
    const body = error.response?.data;
    if (isEnvelope(body)) return fail(body.msg || error.message, body.status, body.data);
    return fail(error.message, null);
  };

  return { onFulfilled, onRejected };
}
