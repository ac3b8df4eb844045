// @vitest-environment jsdom
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installFeedback, type Feedback } from '../../../src/api/feedback';
import { request } from '../../../src/api/http';
import { http } from '../../../src/api/httpClient';
import { setToken, removeToken } from '../../../src/session/tokenCookie';

const feedback: Feedback = { message: vi.fn(), confirm: vi.fn(async () => false), closeLoading: vi.fn() };
installFeedback(feedback);

let sent: InternalAxiosRequestConfig | undefined;
function answer(body: unknown): AxiosAdapter {
  return async (config) => {
    sent = config;
    return { data: body, status: 200, statusText: 'OK', headers: {}, config };
  };
}

beforeEach(() => {
  sent = undefined;
  removeToken();
  vi.clearAllMocks();
});

describe('spec 7: the HTTP client', () => {
  it('times out after 300000 ms', () => {
    expect(http.defaults.timeout).toBe(300000);
  });

  it('sends the token of the cookie as a Bearer header, with the deviceId', async () => {
    setToken('token-123');
    http.defaults.adapter = answer({ status: 0, msg: '', data: { ok: true } });
    await expect(request({ url: '/ntocc-basic-api/x', params: { a: 1, gmtCreated: 'c' } })).resolves.toEqual({ status: 0, msg: '', data: { ok: true } });
    expect(sent?.headers.get('Authorization')).toBe('Bearer token-123');
    expect(sent?.headers.get('deviceId')).toBe('freight-console-web');
    expect(sent?.params).toEqual({ a: 1 });
  });

  it('rejects a failing envelope and shows its msg through the installed feedback', async () => {
    http.defaults.adapter = answer({ status: 403, msg: '无权访问', data: null });
    await expect(request({ url: '/ntocc-basic-api/x' })).rejects.toMatchObject({ status: 403, message: '无权访问' });
    expect(feedback.message).toHaveBeenCalledWith('error', '无权访问', 5000);
    expect(feedback.closeLoading).toHaveBeenCalled();
  });
});
