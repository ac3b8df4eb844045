// @vitest-environment jsdom
// The action registry (issue 9 section 5): one registered type per type of the page language,
// and the rules of batch, request and download without a browser.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import i18next from 'i18next';
import { ApiError } from '../../../src/api/apiError';
import type { Action } from '../../../src/core/generated/page-language';
import { registeredActionTypes, splitToolbar } from '../../../renderers/actions';
import { batchPayload, batchRefusal } from '../../../renderers/actions/batch/batch';
import { runBatch } from '../../../renderers/actions/batch/runBatch';
import { downloadRequest } from '../../../renderers/actions/download';
import { requestCall } from '../../../renderers/actions/request/request';
import { entityFor, stateAction } from '../../../renderers/entities';
import pageLanguage from '../../../schemas/page.schema.json';
import { initTestI18n } from './setup';

const driver = entityFor('driver');
const approve = stateAction(driver, 'approve')!;
const t = i18next.t.bind(i18next);

beforeAll(initTestI18n);

describe('every action type of the page language is registered, and only those', () => {
  it('the registry holds the ActionType enum of schemas/page.schema.json', () => {
    const declared = (pageLanguage.definitions.Action.properties.type as { enum: string[] }).enum;
    expect([...registeredActionTypes()].sort()).toEqual([...declared].sort());
  });

  it('toolbar buttons that work on the selected rows go to the selection bar', () => {
    const actions: Action[] = [
      { type: 'create' },
      { type: 'batch', action: 'approve' },
      { type: 'export' },
      { type: 'print' },
      { type: 'request', path: 'report', label: 'x', scope: 'selection' },
      { type: 'request', path: 'sync', label: 'x', scope: 'none' },
      { type: 'download', path: 'report' },
    ];
    const { toolbar, selection } = splitToolbar(actions);
    expect(toolbar.map((a) => a.path ?? a.type)).toEqual(['create', 'export', 'sync', 'report']);
    expect(selection.map((a) => a.path ?? a.type)).toEqual(['batch', 'print', 'report']);
  });
});

describe('runBatch: one call per row, a few at a time, each row done or refused and why', () => {
  const rows = [1, 2, 3, 4, 5].map((id) => ({ id }));

  it('keeps the rows order whatever order the answers come in, with the server message of a refusal', async () => {
    const delays: Record<number, number> = { 1: 30, 2: 5, 3: 15, 4: 1, 5: 10 };
    const call = vi.fn((row: { id: number }) =>
      new Promise((resolve, reject) => setTimeout(() => (row.id === 3 ? reject(new ApiError('状态已变更', 422)) : resolve(null)), delays[row.id])));
    const outcomes = await runBatch({ rows, refusal: () => undefined, call: call as never }, 'failed');
    expect(outcomes.map((o) => [o.row.id, o.outcome, o.outcome === 'refused' ? o.reason : ''])).toEqual([
      [1, 'done', ''], [2, 'done', ''], [3, 'refused', '状态已变更'], [4, 'done', ''], [5, 'done', ''],
    ]);
  });

  it('never has more than three calls in flight', async () => {
    let inFlight = 0;
    let most = 0;
    await runBatch({
      rows,
      refusal: () => undefined,
      call: async () => {
        most = Math.max(most, ++inFlight);
        await new Promise((resolve) => setTimeout(resolve, 5));
        inFlight -= 1;
      },
    }, 'failed');
    expect(most).toBe(3);
  });

  it('a row refused beforehand is never sent; progress reports each finished row', async () => {
    const call = vi.fn(async (_row: Record<string, unknown>) => null);
    const progress: number[] = [];
    const outcomes = await runBatch({ rows, refusal: (row) => (row.id === 2 ? '不可操作' : undefined), call, onProgress: (so) => progress.push(so.length) }, 'failed');
    expect(call.mock.calls.map(([row]) => row.id)).toEqual([1, 3, 4, 5]);
    expect(outcomes[1]).toEqual({ row: { id: 2 }, outcome: 'refused', reason: '不可操作' });
    expect(progress).toEqual([1, 2, 3, 4, 5]);
  });

  it('a rejection without a message is refused with the fallback reason', async () => {
    const outcomes = await runBatch({ rows: [{ id: 1 }], refusal: () => undefined, call: () => Promise.reject(new Error('')) }, 'failed');
    expect(outcomes).toEqual([{ row: { id: 1 }, outcome: 'refused', reason: 'failed' }]);
  });
});

describe("batch: each row sends its own values of the action's fields, under the values asked once", () => {
  const row = { id: 1, drivingLicense: '110105194912310021', vehicleClass: 'A2', issuingOrganizations: '', validPeriodTo: null };

  it('blank answers keep the record values; filled answers go to every record; blanks are not sent', () => {
    expect(batchPayload(approve, row, { vehicleClass: '', validPeriodTo: '2030-01-01' })).toEqual({
      drivingLicense: '110105194912310021', vehicleClass: 'A2', validPeriodTo: '2030-01-01',
    });
  });

  it('a row whose state the action does not start from is refused, naming the state', () => {
    const action: Action = { type: 'batch', action: 'approve' };
    expect(batchRefusal(action, approve, { entity: driver, t }, { reviewStatus: 'pending' })).toBeUndefined();
    expect(batchRefusal(action, approve, { entity: driver, t }, { reviewStatus: 'approved' })).toMatch(/^状态为“.+”的记录不能执行“审核通过”$/);
  });

  it("a row failing the button's `when` is refused", () => {
    const action: Action = { type: 'batch', remove: true, when: { field: 'reviewStatus', in: ['rejected'] } };
    expect(batchRefusal(action, undefined, { entity: driver, t }, { reviewStatus: 'rejected' })).toBeUndefined();
    expect(batchRefusal(action, undefined, { entity: driver, t }, { reviewStatus: 'pending' })).toBe('该记录不满足“删除”的条件');
  });
});

describe('request: POST under the entity, for the row, the selection or nothing', () => {
  const rows = [{ id: 7 }, { id: 9 }];
  it.each<[Action['scope'], string, Record<string, unknown>]>([
    ['row', '7/report', { reason: '补报' }],
    ['selection', 'report', { reason: '补报', ids: [7, 9] }],
    ['none', 'report', { reason: '补报' }],
  ])('scope %s -> %s', (scope, path, body) => {
    expect(requestCall({ type: 'request', path: 'report', label: 'x', scope }, { entity: driver, rows }, { reason: '补报' })).toEqual({ path, body });
  });
});

describe("download: GET the row's file, or the query's without its paging", () => {
  const params = { pageNum: 2, pageSize: 20, reviewStatus: 'pending', driverName: '王' };
  it('a row action asks for /<entity>/<id>/<path>, named <path>-<id> by default', () => {
    expect(downloadRequest({ type: 'download', path: 'card' }, { entity: driver, rows: [{ id: 5 }], placement: 'row', params, t })).toEqual({
      request: { url: '/ntocc-basic-api/driver/5/card', method: 'GET' },
      fileName: 'card-5',
    });
  });
  it('a toolbar action sends the filters of the page', () => {
    expect(downloadRequest({ type: 'download', path: 'roster', fileName: 'page.file.roster' }, { entity: driver, rows: [], placement: 'toolbar', params, t })).toEqual({
      request: { url: '/ntocc-basic-api/driver/roster', method: 'GET', payload: { reviewStatus: 'pending', driverName: '王' } },
      fileName: 'page.file.roster',
    });
  });
});
