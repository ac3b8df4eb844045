import { describe, expect, it } from 'vitest';
import { interpretResponse } from '../../../src/api/interpretResponse';

describe('spec 8: status 0, 1 and 2 count as success; 1 also warns', () => {
  it.each([0, 2])('status %i is ok', (status) => {
    const envelope = { status, msg: 'done', data: { id: 1 } };
    expect(interpretResponse(envelope)).toEqual({ kind: 'ok', envelope });
  });

  it('status 1 is success with a warning carrying msg', () => {
    const envelope = { status: 1, msg: '部分数据未保存', data: null };
    expect(interpretResponse(envelope)).toEqual({ kind: 'warn', envelope, message: '部分数据未保存' });
  });
});

describe('spec 8: any other status is an error with msg, or "Error"', () => {
  it.each([401, 403, 404, 422, 423, 429, 4001, 4002, 500])('status %i with msg is an error showing msg', (status) => {
    expect(interpretResponse({ status, msg: '出错了', data: { errors: [] } })).toEqual({
      kind: 'error',
      status,
      message: '出错了',
      data: { errors: [] },
    });
  });

  it('an error without msg reads "Error"', () => {
    expect(interpretResponse({ status: 500, msg: '' })).toMatchObject({ kind: 'error', message: 'Error' });
  });

  it('status 21332 means the session was revoked', () => {
    expect(interpretResponse({ status: 21332, msg: '登录已失效' })).toMatchObject({ kind: 'signedOut', status: 21332, message: '登录已失效' });
  });
});
