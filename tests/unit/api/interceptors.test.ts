import { AxiosError, AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/apiError';
import type { ConfirmOptions, Feedback } from '../../../src/api/feedback';
import {
  SIGNED_OUT_DIALOG,
  createRequestInterceptor,
  createResponseInterceptors,
  stripAuditFields,
} from '../../../src/api/interceptors';

function fakeFeedback(confirmAnswer = false) {
  const calls = { messages: [] as [string, string, number | undefined][], confirms: [] as ConfirmOptions[], loadingClosed: 0 };
  const feedback: Feedback = {
    message: (type, text, duration) => void calls.messages.push([type, text, duration]),
    confirm: (options) => {
      calls.confirms.push(options);
      return Promise.resolve(confirmAnswer);
    },
    closeLoading: () => void calls.loadingClosed++,
  };
  return { feedback, calls };
}

function responseWith(data: unknown, responseType?: InternalAxiosRequestConfig['responseType']): AxiosResponse {
  const config = { headers: new AxiosHeaders(), responseType } as InternalAxiosRequestConfig;
  return { data, status: 200, statusText: 'OK', headers: {}, config };
}

function setup(confirmAnswer = false) {
  const { feedback, calls } = fakeFeedback(confirmAnswer);
  const onSignedOutConfirmed = vi.fn();
  const interceptors = createResponseInterceptors({ feedback: () => feedback, onSignedOutConfirmed });
  return { ...interceptors, calls, onSignedOutConfirmed };
}

describe('response interceptor: status 0 and 2 pass silently', () => {
  it.each([0, 2])('status %i resolves with the response and shows nothing', async (status) => {
    const { onFulfilled, calls } = setup();
    const response = responseWith({ status, msg: '', data: [1] });
    await expect(onFulfilled(response)).resolves.toBe(response);
    expect(calls.messages).toEqual([]);
  });
});

describe('response interceptor: status 1 resolves and shows msg as a warning', () => {
  it('warns with the msg text', async () => {
    const { onFulfilled, calls } = setup();
    const response = responseWith({ status: 1, msg: '注意：部分成功', data: null });
    await expect(onFulfilled(response)).resolves.toBe(response);
    expect(calls.messages).toEqual([['warning', '注意：部分成功', undefined]]);
  });
});

describe('response interceptor: other statuses show msg (or "Error") for 5 s, clear loading, reject', () => {
  it('shows the msg as an error for 5000 ms and rejects with an ApiError', async () => {
    const { onFulfilled, calls } = setup();
    const rejection = onFulfilled(responseWith({ status: 4001, msg: '用户名或密码错误', data: null }));
    await expect(rejection).rejects.toBeInstanceOf(ApiError);
    await expect(rejection).rejects.toMatchObject({ message: '用户名或密码错误', status: 4001 });
    expect(calls.messages).toEqual([['error', '用户名或密码错误', 5000]]);
    expect(calls.loadingClosed).toBe(1);
  });

  it('shows "Error" when msg is empty', async () => {
    const { onFulfilled, calls } = setup();
    await expect(onFulfilled(responseWith({ status: 500, msg: '' }))).rejects.toThrow('Error');
    expect(calls.messages).toEqual([['error', 'Error', 5000]]);
  });

  it('keeps the 422 field errors on the rejection', async () => {
    const { onFulfilled } = setup();
    const errors = [{ field: '/mobile', message: 'validation.format.cn-mobile' }];
    await expect(onFulfilled(responseWith({ status: 422, msg: '参数错误', data: { errors } }))).rejects.toMatchObject({ data: { errors } });
  });
});

describe('response interceptor: status 21332 opens the 确认注销 dialog', () => {
  it('shows the error, then the dialog with the exact Chinese texts', async () => {
    const { onFulfilled, calls } = setup();
    await expect(onFulfilled(responseWith({ status: 21332, msg: '令牌已失效' }))).rejects.toThrow('令牌已失效');
    expect(calls.messages).toEqual([['error', '令牌已失效', 5000]]);
    expect(calls.confirms).toEqual([
      { title: '确认注销', text: '您已注销，您可以取消以停留在此页，或重新登录', confirmText: '重新登录', cancelText: '取消', type: 'warning' },
    ]);
    expect(SIGNED_OUT_DIALOG.title).toBe('确认注销');
  });

  it('重新登录 resets the token and reloads', async () => {
    const { onFulfilled, onSignedOutConfirmed } = setup(true);
    await onFulfilled(responseWith({ status: 21332, msg: '' })).catch(() => undefined);
    await vi.waitFor(() => expect(onSignedOutConfirmed).toHaveBeenCalledTimes(1));
  });

  it('取消 stays on the page', async () => {
    const { onFulfilled, onSignedOutConfirmed } = setup(false);
    await onFulfilled(responseWith({ status: 21332, msg: '' })).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(onSignedOutConfirmed).not.toHaveBeenCalled();
  });
});

describe('response interceptor: downloads pass through untouched', () => {
  it('a blob response is not read as an envelope', async () => {
    const { onFulfilled, calls } = setup();
    const response = responseWith({ status: 500, msg: 'looks like an envelope' }, 'blob');
    await expect(onFulfilled(response)).resolves.toBe(response);
    expect(calls.messages).toEqual([]);
  });
});

describe('response interceptor: network errors show the error message for 5 s and clear loading', () => {
  it('a network failure', async () => {
    const { onRejected, calls } = setup();
    const rejection = onRejected(new AxiosError('Network Error', AxiosError.ERR_NETWORK));
    await expect(rejection).rejects.toMatchObject({ message: 'Network Error', status: null });
    expect(calls.messages).toEqual([['error', 'Network Error', 5000]]);
    expect(calls.loadingClosed).toBe(1);
  });

  it('a time-out', async () => {
    const { onRejected, calls } = setup();
    await expect(onRejected(new AxiosError('timeout of 300000ms exceeded', AxiosError.ECONNABORTED))).rejects.toBeInstanceOf(ApiError);
    expect(calls.messages).toEqual([['error', 'timeout of 300000ms exceeded', 5000]]);
  });

  it('an HTTP 500 carrying the envelope shows its msg', async () => {
    const { onRejected, calls } = setup();
    const error = new AxiosError('Request failed with status code 500', 'ERR_BAD_RESPONSE', undefined, undefined, {
      ...responseWith({ status: 500, msg: '服务器内部错误' }),
      status: 500,
    });
    await expect(onRejected(error)).rejects.toMatchObject({ message: '服务器内部错误', status: 500 });
    expect(calls.messages).toEqual([['error', '服务器内部错误', 5000]]);
  });
});

describe('request interceptor: headers of spec section 7', () => {
  const build = (token?: string) =>
    createRequestInterceptor({ getToken: () => token, getLanguage: () => 'zh', getApiBase: () => 'https://api.example.com' });
  const config = (extra: Partial<InternalAxiosRequestConfig> = {}) => ({ headers: new AxiosHeaders(), ...extra }) as InternalAxiosRequestConfig;

  it('adds Authorization: Bearer <token> when a token exists', () => {
    expect(build('abc.def')(config()).headers.get('Authorization')).toBe('Bearer abc.def');
  });

  it('adds no Authorization header without a token', () => {
    expect(build(undefined)(config()).headers.has('Authorization')).toBe(false);
  });

  it('always sends the fixed deviceId and the current language', () => {
    const headers = build()(config()).headers;
    expect(headers.get('deviceId')).toBe('freight-console-web');
    expect(headers.get('Accept-Language')).toBe('zh');
  });

  it('takes the base URL from the runtime config', () => {
    expect(build()(config()).baseURL).toBe('https://api.example.com');
  });
});

describe('request interceptor: every request drops gmtCreated and gmtModified', () => {
  const intercept = createRequestInterceptor({ getToken: () => undefined, getLanguage: () => 'en', getApiBase: () => '' });
  const audit = { id: 7, name: '张三', gmtCreated: '2026-01-01 00:00:00', gmtModified: '2026-01-02 00:00:00' };

  it('from query params', () => {
    const result = intercept({ headers: new AxiosHeaders(), params: audit } as InternalAxiosRequestConfig);
    expect(result.params).toEqual({ id: 7, name: '张三' });
  });

  it('from a JSON body, without touching the caller’s object', () => {
    const result = intercept({ headers: new AxiosHeaders(), data: audit } as InternalAxiosRequestConfig);
    expect(result.data).toEqual({ id: 7, name: '张三' });
    expect(audit).toHaveProperty('gmtCreated');
  });

  it('from a form-encoded body', () => {
    const form = new URLSearchParams({ username: 'admin', gmtCreated: 'x', gmtModified: 'y' });
    const result = intercept({ headers: new AxiosHeaders(), data: form } as InternalAxiosRequestConfig);
    expect(String(result.data)).toBe('username=admin');
  });

  it('from a multipart body', () => {
    const form = new FormData();
    form.set('file', 'content');
    form.set('gmtModified', 'y');
    expect([...stripAuditFields(form).keys()]).toEqual(['file']);
  });

  it('leaves other payloads alone', () => {
    expect(stripAuditFields('raw text')).toBe('raw text');
    expect(stripAuditFields(undefined)).toBeUndefined();
    expect(stripAuditFields([1, 2])).toEqual([1, 2]);
  });
});
