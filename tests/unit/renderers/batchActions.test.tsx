// @vitest-environment jsdom
// Issue 9 section 5 in the table: the selection bar and its batch, the export of the selection,
// and the print, request and download buttons, over the driver review queue with a mocked API.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { AxiosRequestConfig } from 'axios';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/apiError';
import { download, saveBlob } from '../../../src/api/download';
import { request, requestOnce } from '../../../src/api/http';
import type { Action, ListPage } from '../../../src/core/generated/page-language';
import { expandPage } from '../../../src/core/page/expandPage';
import { setPermissions } from '../../../src/session/permissions';
import { BlocksRenderer } from '../../../renderers/blocks/BlocksRenderer';
import reviewPage from '../../../pages/tms/review/driverReview.json';
import { initTestI18n, installFakeFeedback } from './setup';

vi.mock('../../../src/api/http', () => ({ request: vi.fn(), requestOnce: vi.fn() }));
vi.mock('../../../src/api/download', () => ({ saveBlob: vi.fn(), download: vi.fn(async () => undefined) }));

const COMPONENT = 'tms/review/driverReview';
const licence = (n: number) => ({ drivingLicense: `11010519491231002${n}`, vehicleClass: 'A2', issuingOrganizations: '北京市公安局', validPeriodFrom: '2020-01-01', validPeriodTo: '2030-01-01', qualificationCertificate: `Q${n}` });
const rows = [
  { id: 1, driverName: '王强', telephone: '13800000001', reviewStatus: 'pending', ...licence(1) },
  { id: 2, driverName: '李明', telephone: '13800000002', reviewStatus: 'pending', ...licence(2) },
  { id: 3, driverName: '赵磊', telephone: '13800000003', reviewStatus: 'approved', ...licence(3) },
  { id: 4, driverName: '孙涛', telephone: '13800000004', reviewStatus: 'pending', ...licence(4) },
];
const REFUSAL = '当前状态为“已通过”，不能审核通过';

const calls = () => vi.mocked(request).mock.calls.map(([config]) => config as AxiosRequestConfig);
const listCalls = () => calls().filter((config) => String(config.url).endsWith('/driver/list'));
const posts = () => calls().filter((config) => config.method === 'POST');

function answer(config: AxiosRequestConfig) {
  const url = String(config.url);
  if (url.endsWith('/driver/list')) return { status: 0, msg: '', data: { records: rows, total: rows.length, pageNum: 1 } };
  if (url.endsWith('/driver/2/approve')) throw new ApiError(REFUSAL, 422);
  // The branch has no print template of drivers (systemManage/printConfig): print uses the action's fields.
  if (url.endsWith('/printTemplate/default')) return { status: 0, msg: '', data: null };
  return { status: 0, msg: '', data: [] };
}

function renderQueue(change: (page: ListPage) => void = () => undefined) {
  const page = structuredClone(reviewPage) as unknown as ListPage;
  change(page);
  render(
    <MemoryRouter>
      <BlocksRenderer page={expandPage(page)} component={COMPONENT} />
    </MemoryRouter>,
  );
  return screen.findByText('王强');
}

const rowOf = (name: string) => screen.getByText(name).closest('tr')!;
/** Clicks the row's last button of that name (four actions all show inline). */
const runLast = (name: string, label: string) => fireEvent.click(within(rowOf(name)).getAllByRole('button', { name: label }).at(-1)!);
const select = (...names: string[]) => names.forEach((name) => fireEvent.click(within(rowOf(name)).getByLabelText('选择此行')));

beforeAll(initTestI18n);
beforeEach(() => {
  setPermissions([]);
  vi.mocked(request).mockImplementation(async (config) => answer(config) as never);
  vi.mocked(requestOnce).mockImplementation((config) => request(config));
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.mocked(request).mockReset();
  vi.mocked(requestOnce).mockReset();
  vi.mocked(saveBlob).mockReset();
  vi.mocked(download).mockClear();
});

describe('the selection bar: "已选择 N 项" with the batch buttons and 取消选择, only while rows are selected', () => {
  it('appears with the count, offers the batch buttons, and 取消选择 clears the selection', async () => {
    await renderQueue();
    expect(screen.queryByRole('region', { name: '已选择的行' })).toBeNull();
    select('王强', '李明');
    const bar = screen.getByRole('region', { name: '已选择的行' });
    expect(bar.textContent).toContain('已选择 2 项');
    expect(within(bar).getAllByRole('button').map((button) => button.textContent)).toEqual(['审核通过', '驳回', '取消选择']);
    fireEvent.click(within(bar).getByRole('button', { name: '取消选择' }));
    expect(screen.queryByRole('region', { name: '已选择的行' })).toBeNull();
    expect((within(rowOf('王强')).getByLabelText('选择此行') as HTMLInputElement).checked).toBe(false);
  });
});

describe('batch: a state action over the selected rows, with a result per row', () => {
  it('approves each row with its own licence details; the server refuses one, a row in another state is never sent; the list reloads', async () => {
    const feedback = installFakeFeedback(true);
    await renderQueue();
    select('王强', '李明', '赵磊', '孙涛');
    const listsBefore = listCalls().length;
    fireEvent.click(within(screen.getByRole('region', { name: '已选择的行' })).getByRole('button', { name: '审核通过' }));
    const fields = await screen.findByRole('dialog', { name: '审核通过' });
    expect(fields.textContent).toContain('留空的项按每条记录现有的值提交');
    fireEvent.click(await within(fields).findByRole('button', { name: '确定' }));

    await waitFor(() => expect(feedback.confirm).toHaveBeenCalledWith(expect.objectContaining({ text: '确定对选中的 4 项执行“审核通过”吗？' })));
    const results = await screen.findByRole('list', { name: '处理结果' });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('已完成 2 项，被拒绝 2 项'));
    expect(within(results).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '王强已完成',
      `李明被拒绝：${REFUSAL}`,
      expect.stringMatching(/^赵磊被拒绝：状态为“.+”的记录不能执行“审核通过”$/),
      '孙涛已完成',
    ]);
    expect(posts().map((config) => [config.url, config.data])).toEqual(
      expect.arrayContaining([
        ['/ntocc-basic-api/driver/1/approve', licence(1)],
        ['/ntocc-basic-api/driver/2/approve', licence(2)],
        ['/ntocc-basic-api/driver/4/approve', licence(4)],
      ]),
    );
    expect(posts()).toHaveLength(3);
    expect(vi.mocked(requestOnce)).toHaveBeenCalledTimes(3);
    await waitFor(() => expect(listCalls().length).toBe(listsBefore + 1));
    expect(screen.queryByRole('region', { name: '已选择的行' })).toBeNull();
  });

  it('a value given once goes to every row (a rejection reason); nothing is sent when the question is declined', async () => {
    const feedback = installFakeFeedback(true);
    await renderQueue();
    select('王强', '孙涛');
    fireEvent.click(within(screen.getByRole('region', { name: '已选择的行' })).getByRole('button', { name: '驳回' }));
    const fields = await screen.findByRole('dialog', { name: '驳回' });
    fireEvent.change(within(fields).getByLabelText('审核意见'), { target: { value: '证件不清晰' } });
    fireEvent.click(within(fields).getByRole('button', { name: '确定' }));
    await screen.findByRole('list', { name: '处理结果' });
    await waitFor(() => expect(posts()).toHaveLength(2));
    expect(posts().map((config) => config.data)).toEqual([{ reviewRemark: '证件不清晰' }, { reviewRemark: '证件不清晰' }]);

    cleanup();
    vi.mocked(request).mockClear();
    vi.mocked(feedback.confirm).mockResolvedValue(false);
    await renderQueue();
    select('王强');
    fireEvent.click(within(screen.getByRole('region', { name: '已选择的行' })).getByRole('button', { name: '驳回' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: '驳回' })).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(feedback.confirm).toHaveBeenCalledTimes(2));
    expect(posts()).toEqual([]);
  });
});

describe('export uses the selection when rows are selected', () => {
  it('exports exactly the selected rows, without asking the server for the query', async () => {
    // xlsx is written by the server (GET <entity>/export), saved by the browser straight to disk.
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) { saved.push(this.href); });
    await renderQueue();
    select('李明', '孙涛');
    const listsBefore = listCalls().length;
    fireEvent.click(screen.getByRole('button', { name: '导出' }));
    const dialog = await screen.findByRole('dialog', { name: '导出' });
    expect(dialog.textContent).toContain('导出已选择的 2 项');
    fireEvent.click(within(dialog).getAllByRole('button', { name: '导出' }).at(-1)!);
    await waitFor(() => expect(saved).toHaveLength(1));
    const address = new URL(saved[0]!);
    expect(address.pathname).toMatch(/\/ntocc-basic-api\/driver\/export$/);
    expect(address.searchParams.get('ids')).toBe('2,4');
    expect(address.searchParams.get('pageSize')).toBe('2');
    expect(listCalls().length).toBe(listsBefore);
    click.mockRestore();
  });
});

describe('print, request and download buttons on a row', () => {
  const withRowAction = (action: Action) => (page: ListPage) => page.rowActions!.push(action);

  it("print opens the row's print layout, values formatted as the table's, and the print dialog", async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await renderQueue(withRowAction({ type: 'print', fields: ['driverName', 'telephone', 'validPeriodTo'] }));
    runLast('李明', '打印');
    const sheet = await screen.findByRole('document', { name: '打印预览' });
    expect(calls().find((config) => String(config.url).endsWith('/printTemplate/default'))).toMatchObject({ method: 'GET', params: { entity: 'driver' } });
    expect(sheet.parentElement).toBe(document.body);
    expect(sheet.classList.contains('print-sheet')).toBe(true);
    expect([...sheet.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual(['姓名', '手机号', expect.any(String)]);
    expect([...sheet.querySelectorAll('dd')].map((dd) => dd.textContent)).toEqual(['李明', '13800000002', '2030-01-01']);
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    fireEvent.click(within(sheet).getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('document', { name: '打印预览' })).toBeNull();
    print.mockRestore();
  });

  it("print follows the branch's default print template: its fields in order with its labels, header, footer and paper", async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const template = { templateName: '司机卡', paperSize: 'A5', orientation: 'landscape', fields: [{ field: 'telephone', label: '联系电话' }, { field: 'driverName' }], headerText: '司机信息表', footerText: '济南分公司' };
    vi.mocked(request).mockImplementation(async (config) =>
      (String(config.url).endsWith('/printTemplate/default') ? { status: 0, msg: '', data: template } : answer(config)) as never);
    await renderQueue(withRowAction({ type: 'print', fields: ['driverName', 'telephone', 'validPeriodTo'] }));
    runLast('李明', '打印');
    const sheet = await screen.findByRole('document', { name: '打印预览' });
    expect([...sheet.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual(['联系电话', '姓名']);
    expect([...sheet.querySelectorAll('dd')].map((dd) => dd.textContent)).toEqual(['13800000002', '李明']);
    expect(sheet.querySelector('h1')?.textContent).toBe('司机信息表');
    expect(sheet.textContent).toContain('济南分公司');
    expect(sheet.querySelector('style')?.textContent).toContain('size: A5 landscape');
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    print.mockRestore();
  });

  it('request asks its fields, then posts them to /<entity>/<id>/<path>', async () => {
    installFakeFeedback(true);
    await renderQueue(withRowAction({ type: 'request', path: 'report', label: 'entity.driver.action.reject', scope: 'row', fields: ['reviewRemark'] }));
    runLast('王强', '驳回');
    const dialog = await screen.findByRole('dialog', { name: '驳回' });
    fireEvent.change(within(dialog).getByLabelText('审核意见'), { target: { value: '重新上报' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]).toMatchObject({ url: '/ntocc-basic-api/driver/1/report', data: { reviewRemark: '重新上报' } });
    expect(requestOnce).toHaveBeenCalledTimes(1);
  });

  it("download fetches the row's file from /<entity>/<id>/<path>", async () => {
    await renderQueue(withRowAction({ type: 'download', path: 'card' }));
    runLast('孙涛', '下载');
    await waitFor(() => expect(download).toHaveBeenCalledWith({ url: '/ntocc-basic-api/driver/4/card', method: 'GET' }, 'card-4'));
  });
});
