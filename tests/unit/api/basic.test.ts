// @vitest-environment jsdom
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authorizeBody, listDict, register, resetPassword, updatePass } from '../../../src/api/endpoints/basic';
import { installFeedback } from '../../../src/api/feedback';
import { http } from '../../../src/api/httpClient';

installFeedback({ message: vi.fn(), confirm: vi.fn(async () => false), closeLoading: vi.fn() });

describe('spec 7: sign-in sends every credential field form-encoded', () => {
  it('with the username trimmed and the client constants', () => {
    const body = authorizeBody({ username: '  admin ', password: 'Freight@2026', branchCode: 'SD0001' }, 1_700_000_000_000);
    expect(Object.fromEntries(body)).toEqual({
      username: 'admin',
      password: 'Freight@2026',
      client_id: 'freight-console',
      client_secret: 'freight-console-secret',
      grant_type: 'password',
      response_type: 'token',
      device_id: 'freight-console-web',
      time: '1700000000000',
      branchCode: 'SD0001',
      phoneCode: '',
    });
  });
});

describe('issue 10: sign-in by SMS code and the picture check travel in the same form', () => {
  it('grant_type sms_code with the code; the challenge id and answer when the server asked for one', () => {
    const bySms = authorizeBody({ username: '13911112222', password: '', grantType: 'sms_code', phoneCode: '123456' }, 1);
    expect(Object.fromEntries(bySms)).toMatchObject({ username: '13911112222', grant_type: 'sms_code', phoneCode: '123456' });
    const withChallenge = authorizeBody({ username: 'admin', password: 'x', captchaId: 'c1', captchaAnswer: '42' }, 1);
    expect(Object.fromEntries(withChallenge)).toMatchObject({ grant_type: 'password', captchaId: 'c1', captchaAnswer: '42' });
  });
});

describe('issue 10: passwords travel in the body, never in the query string', () => {
  let calls: InternalAxiosRequestConfig[];
  beforeEach(() => {
    calls = [];
    http.defaults.adapter = async (config) => {
      calls.push(config);
      return { data: { status: 0, msg: '', data: null }, status: 200, statusText: 'OK', headers: {}, config };
    };
  });

  it('register, password change and password reset', async () => {
    await register({ partyType: 'DRIVER', name: '刘德胜', phone: '13911112222', verifyCode: '123456', password: 'Haul@2026', branchCode: 'SD0001' });
    await updatePass({ oldPassword: 'Old@2026', newPassword: 'New@2027' });
    await resetPassword({ phone: '13911112222', verifyCode: '123456', newPassword: 'New@2027' });
    expect(calls.map((call) => call.params)).toEqual([undefined, undefined, undefined]);
    expect(calls.map((call) => JSON.parse(call.data as string))).toEqual([
      expect.objectContaining({ password: 'Haul@2026' }), expect.objectContaining({ newPassword: 'New@2027' }), expect.objectContaining({ newPassword: 'New@2027' }),
    ]);
  });
});

describe('spec 7: isRelease and newsType are answered locally without a call', () => {
  let calls: InternalAxiosRequestConfig[];
  beforeEach(() => {
    calls = [];
    const adapter: AxiosAdapter = async (config) => {
      calls.push(config);
      const data = [
        { type: 'goodsType', dictList: [{ code: 'G1', name: '煤炭' }] },
        { type: 'unit', dictList: [{ code: 'T', name: '吨' }] },
      ];
      return { data: { status: 0, msg: '', data }, status: 200, statusText: 'OK', headers: {}, config };
    };
    http.defaults.adapter = adapter;
  });

  it('answers the local types without any request', async () => {
    const dicts = await listDict(['isRelease', 'newsType']);
    expect(calls).toHaveLength(0);
    expect(dicts.map((dict) => dict.type)).toEqual(['isRelease', 'newsType']);
    expect(dicts[0].dictList).toEqual([
      { code: '0', name: '未发布' },
      { code: '1', name: '已发布' },
    ]);
    expect(dicts[1].dictList.map((item) => item.code)).toEqual(['1', '2', '3', '4', '5']);
  });

  it('asks the server for the other types in one call and keeps the requested order', async () => {
    const dicts = await listDict(['unit', 'isRelease', 'goodsType']);
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe('/ntocc-basic-api/dict/listDict');
    expect(calls[0].params).toEqual({ types: 'unit,goodsType' });
    expect(dicts.map((dict) => dict.type)).toEqual(['unit', 'isRelease', 'goodsType']);
  });
});
