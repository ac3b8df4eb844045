// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { AxiosRequestConfig } from 'axios';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../../src/api/http';
import type { ListPage } from '../../../src/core/generated/page-language';
import { setPermissions } from '../../../src/session/permissions';
import { BlocksRenderer } from '../../../renderers/blocks/BlocksRenderer';
import { expandPage } from '../../../src/core/page/expandPage';
import waybillPage from '../../../pages/tms/transportManage/waybillManage.json';
import { progress } from '../../../src/layout/progress/progressStore';
import { initTestI18n, installFakeFeedback } from './setup';

// Writes go through requestOnce (one Idempotency-Key per user action); both land in `request` here.
vi.mock('../../../src/api/http', () => {
  const request = vi.fn();
  return { request, requestOnce: (...args: unknown[]) => request(...args) };
});

const page = waybillPage as unknown as ListPage;
const COMPONENT = 'tms/transportManage/waybillManage';
const ALL_PERMISSIONS = ['add', 'export', 'edit', 'remove', 'dispatch', 'load', 'unload', 'sign', 'complete', 'exchange', 'cancel'].map(
  (action) => `waybillManage:${action}`,
);

const rows = [
  { id: 1, shippingNoteNumber: 'YD20260101000001', status: 'pending_dispatch', totalMonetaryAmount: 1234.5, consignmentDateTime: '2026-01-01 08:00:00' },
  { id: 2, shippingNoteNumber: 'YD20260101000002', status: 'dispatched', totalMonetaryAmount: 88, consignmentDateTime: '2026-01-02 08:00:00' },
];

function listCalls(): Record<string, unknown>[] {
  return vi
    .mocked(request)
    .mock.calls.map(([config]) => config as AxiosRequestConfig)
    .filter((config) => String(config.url).endsWith('/waybill/list'))
    .map((config) => config.params as Record<string, unknown>);
}
const lastList = () => listCalls().at(-1)!;

/** The row's actions in order: its inline links, then those under 更多 (the menu is closed again). */
async function rowActionNames(row: HTMLElement): Promise<string[]> {
  const buttons = within(row).queryAllByRole('button').map((button) => button.textContent ?? '');
  const more = within(row).queryByRole('button', { name: /更多/ });
  if (!more) return buttons;
  fireEvent.keyDown(more, { key: 'Enter' });
  const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent ?? '');
  fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  return [...buttons.filter((name) => !name.includes('更多')), ...items];
}

/** Runs a row action, inline or from the 更多 menu. */
async function runRowAction(row: HTMLElement, name: string): Promise<void> {
  const inline = within(row).queryByRole('button', { name });
  if (inline) {
    fireEvent.click(inline);
    return;
  }
  fireEvent.keyDown(within(row).getByRole('button', { name: /更多/ }), { key: 'Enter' });
  fireEvent.click(await screen.findByRole('menuitem', { name }));
}

function answer(config: AxiosRequestConfig) {
  if (String(config.url).endsWith('/waybill/list')) return { status: 0, msg: '', data: { records: rows, total: 45, pageNum: 1 } };
  if (String(config.url).endsWith('/dict/listDict')) return { status: 0, msg: '', data: [] };
  return { status: 0, msg: '', data: null };
}

function renderList() {
  render(
    <MemoryRouter>
      <BlocksRenderer page={expandPage(page)} component={COMPONENT} />
    </MemoryRouter>,
  );
  return screen.findByText('YD20260101000001');
}

beforeAll(initTestI18n);
beforeEach(() => {
  installFakeFeedback();
  setPermissions(ALL_PERMISSIONS);
  vi.mocked(request).mockImplementation(async (config) => answer(config) as never);
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.mocked(request).mockReset();
});

describe('list renderer: the query sent is pageNum, pageSize, sortField, sortType', () => {
  it('opens on page 1 with the page size and default sort of the page', async () => {
    await renderList();
    expect(listCalls()[0]).toEqual({ pageNum: 1, pageSize: 20, sortField: 'consignmentDateTime', sortType: 'desc' });
  });

  it('shows money with separators and dictionary names, not codes', async () => {
    await renderList();
    expect(screen.getByText('1,234.50')).toBeTruthy();
    expect(screen.getAllByText('待派车').length).toBeGreaterThan(0);
  });
});

/** Opens a date-range filter's picker and chooses one of its quick ranges. */
function pickShortcut(label: string, shortcut: string): void {
  fireEvent.click(within(screen.getByRole('search')).getByRole('button', { name: label }));
  fireEvent.click(screen.getByRole('button', { name: shortcut }));
}

describe('list renderer: filtering resets to page 1', () => {
  it('a search from page 2 asks for page 1 with the filter', async () => {
    await renderList();
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(lastList().pageNum).toBe(2));
    fireEvent.change(screen.getByLabelText('司机姓名'), { target: { value: '王师傅' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(lastList()).toMatchObject({ pageNum: 1, driverName: '王师傅' }));
  });

  it('a date shortcut is sent as <name>Start / <name>End', async () => {
    await renderList();
    pickShortcut('装货时间', '最近一周');
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(lastList()).toHaveProperty('despatchActualDateTimeStart'));
    expect(String(lastList().despatchActualDateTimeStart)).toMatch(/^\d{4}-\d{2}-\d{2} 00:00:00$/);
    expect(String(lastList().despatchActualDateTimeEnd)).toMatch(/^\d{4}-\d{2}-\d{2} 23:59:59$/);
  });

  it('refresh restores the initial query and clears sorting and date ranges', async () => {
    await renderList();
    pickShortcut('装货时间', '最近一周');
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(lastList()).toHaveProperty('despatchActualDateTimeStart'));
    fireEvent.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(lastList()).toEqual({ pageNum: 1, pageSize: 20 }));
  });
});

describe('list renderer: sorting with no order clears the sort', () => {
  it('the header cycles asc, desc, then no sort', async () => {
    await renderList();
    const header = () => screen.getByRole('columnheader', { name: /运费金额/ });
    fireEvent.click(within(header()).getByRole('button'));
    await waitFor(() => expect(lastList()).toMatchObject({ sortField: 'totalMonetaryAmount', sortType: 'asc' }));
    expect(header().getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(within(header()).getByRole('button'));
    await waitFor(() => expect(lastList()).toMatchObject({ sortField: 'totalMonetaryAmount', sortType: 'desc' }));
    fireEvent.click(within(header()).getByRole('button'));
    await waitFor(() => expect(lastList()).not.toHaveProperty('sortField'));
    expect(lastList()).not.toHaveProperty('sortType');
  });
});

describe('list renderer: page sizes 10, 20, 30, 50, 100, 500', () => {
  it('offers the six sizes and a change goes back to page 1', async () => {
    await renderList();
    const select = screen.getByLabelText('每页') as HTMLSelectElement;
    expect([...select.options].map((option) => option.value)).toEqual(['10', '20', '30', '50', '100', '500']);
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(lastList().pageNum).toBe(2));
    fireEvent.change(select, { target: { value: '50' } });
    await waitFor(() => expect(lastList()).toMatchObject({ pageNum: 1, pageSize: 50 }));
  });
});

describe('list renderer: a new page is asked for in the click, before the table is marked busy', () => {
  it('the pager and a sort header send their call once, while the table still shows the last page', async () => {
    await renderList();
    const busyAtCall: string[] = [];
    vi.mocked(request).mockImplementation(async (config) => {
      if (String(config.url).endsWith('/waybill/list')) busyAtCall.push(document.querySelector('[aria-busy]')?.getAttribute('aria-busy') ?? '');
      return answer(config) as never;
    });
    fireEvent.change(screen.getByLabelText('每页'), { target: { value: '500' } });
    await waitFor(() => expect(lastList()).toMatchObject({ pageNum: 1, pageSize: 500 }));
    fireEvent.click(within(screen.getByRole('columnheader', { name: /运费金额/ })).getByRole('button'));
    await waitFor(() => expect(lastList()).toMatchObject({ pageSize: 500, sortField: 'totalMonetaryAmount', sortType: 'asc' }));
    await waitFor(() => expect(document.querySelector('[aria-busy]')?.getAttribute('aria-busy')).toBe('false'));
    expect(busyAtCall).toEqual(['false', 'false']);
    expect(listCalls().filter((params) => params.pageSize === 500)).toHaveLength(2);
  });
});

describe('list renderer: actions hidden when the permission helper says no', () => {
  it('with the permissions, toolbar and row actions show', async () => {
    await renderList();
    expect(screen.getByRole('button', { name: '新增' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '导出' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: '编辑' })).toHaveLength(2);
  });

  it('without them, only the detail link is left', async () => {
    setPermissions(['waybillManage:view']);
    await renderList();
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
    expect(screen.queryByRole('button', { name: '导出' })).toBeNull();
    expect(screen.queryByRole('button', { name: '编辑' })).toBeNull();
    expect(screen.queryByRole('button', { name: '派车' })).toBeNull();
    expect(screen.getAllByRole('button', { name: '详情' })).toHaveLength(2);
  });
});

describe("list renderer: a row action shows only when the row satisfies its condition", () => {
  it('dispatch shows on the pending row, load on the dispatched one', async () => {
    await renderList();
    const [, pendingRow, dispatchedRow] = screen.getAllByRole('row');
    const pending = await rowActionNames(pendingRow!);
    const dispatched = await rowActionNames(dispatchedRow!);
    expect(pending).toContain('派车');
    expect(pending).not.toContain('装货');
    expect(dispatched).toContain('装货');
    expect(dispatched).not.toContain('派车');
    expect(pending).toContain('删除');
    expect(dispatched).not.toContain('删除');
  });

  it('remove asks first and calls DELETE on the row, then reloads', async () => {
    await renderList();
    const before = listCalls().length;
    const [, pendingRow] = screen.getAllByRole('row');
    await runRowAction(pendingRow!, '删除');
    await waitFor(() => expect(vi.mocked(request).mock.calls.some(([config]) => config.method === 'DELETE')).toBe(true));
    const deleteCall = vi.mocked(request).mock.calls.find(([config]) => config.method === 'DELETE')![0];
    expect(deleteCall.url).toBe('/ntocc-tms-api/waybill/1');
    await waitFor(() => expect(listCalls().length).toBe(before + 1));
  });
});

describe('list renderer: column show/hide is kept per user', () => {
  it('hiding a column removes it and stores the choice under listColumns:<user>:<component>', async () => {
    await renderList();
    fireEvent.click(screen.getByRole('button', { name: '列设置' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByLabelText('托运人'));
    expect(screen.queryByRole('columnheader', { name: '托运人' })).toBeNull();
    const stored = JSON.parse(localStorage.getItem(`listColumns:anonymous:${COMPONENT}`)!);
    expect(stored.hidden).toEqual(['consignor']);
  });
});

describe('list renderer: a state action with fields opens a small form, asks, and posts to /{id}/<action>', () => {
  it('dispatch: choosing the vehicle and driver fills their details, then POST /waybill/1/dispatch', async () => {
    vi.mocked(request).mockImplementation(async (config) => {
      if (String(config.url).endsWith('/vehicle/list')) {
        return { status: 0, msg: '', data: { records: [{ id: 3, vehicleNumber: '鲁A12345', vehiclePlateColorCode: '2' }], total: 1, pageNum: 1 } } as never;
      }
      if (String(config.url).endsWith('/driver/list')) {
        const records = [{ id: 4, driverCode: 'D0001', driverName: '王强', drivingLicense: '11010519491231002X', telephone: '13800138000' }];
        return { status: 0, msg: '', data: { records, total: 1, pageNum: 1 } } as never;
      }
      return answer(config) as never;
    });
    await renderList();
    const [, pendingRow] = screen.getAllByRole('row');
    fireEvent.click(within(pendingRow!).getByRole('button', { name: '派车' }));
    const dialog = await screen.findByRole('dialog', { name: '派车' });

    // The form's code loads with the first form shown (LazyEntityForm).
    fireEvent.focus(await within(dialog).findByLabelText('车牌号'));
    fireEvent.change(within(dialog).getByLabelText('车牌号'), { target: { value: '鲁A' } });
    fireEvent.click(await within(dialog).findByRole('option', { name: '鲁A12345' }, { timeout: 2000 }));
    const vehicleSearch = vi.mocked(request).mock.calls.map(([config]) => config).find((config) => String(config.url).endsWith('/vehicle/list'))!;
    expect(vehicleSearch.url).toBe('/ntocc-basic-api/vehicle/list');
    expect(vehicleSearch.params).toMatchObject({ vehicleNumber: '鲁A' });

    fireEvent.focus(within(dialog).getByLabelText('司机'));
    fireEvent.change(within(dialog).getByLabelText('司机'), { target: { value: '王' } });
    fireEvent.click(await within(dialog).findByRole('option', { name: '王强（D0001）' }, { timeout: 2000 }));
    await waitFor(() => expect((within(dialog).getByLabelText('司机姓名') as HTMLInputElement).value).toBe('王强'));
    expect((within(dialog).getByLabelText('司机身份证号') as HTMLInputElement).value).toBe('11010519491231002X');

    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(vi.mocked(request).mock.calls.some(([config]) => String(config.url).endsWith('/1/dispatch'))).toBe(true));
    const post = vi.mocked(request).mock.calls.find(([config]) => String(config.url).endsWith('/1/dispatch'))![0];
    expect(post).toMatchObject({
      method: 'POST',
      url: '/ntocc-tms-api/waybill/1/dispatch',
      data: { vehicleNumber: '鲁A12345', vehiclePlateColorCode: '2', driverCode: 'D0001', driverName: '王强', drivingLicense: '11010519491231002X', driverTelephone: '13800138000' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('cancel asks its question after the reason is given, and nothing is sent when the user says no', async () => {
    const feedback = installFakeFeedback(false);
    await renderList();
    const [, , dispatchedRow] = screen.getAllByRole('row');
    await runRowAction(dispatchedRow!, '取消运单');
    const dialog = await screen.findByRole('dialog', { name: '取消运单' });
    fireEvent.change(within(dialog).getByLabelText('取消原因'), { target: { value: '货主取消' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(feedback.confirm).toHaveBeenCalledWith(expect.objectContaining({ text: '确认取消运单 YD20260101000002？取消后不可恢复。' })));
    expect(vi.mocked(request).mock.calls.some(([config]) => config.method === 'POST')).toBe(false);
  });
});

describe('list renderer: virtualised rows when a page has more than 100', () => {
  it('renders only part of 500 rows', async () => {
    const many = Array.from({ length: 500 }, (_, index) => ({ id: index + 1, shippingNoteNumber: `YD${String(index + 1).padStart(6, '0')}`, status: 'loaded' }));
    vi.mocked(request).mockImplementation(async (config) =>
      String(config.url).endsWith('/waybill/list') ? ({ status: 0, msg: '', data: { records: many, total: 500, pageNum: 1 } } as never) : (answer(config) as never),
    );
    render(
      <MemoryRouter>
        <BlocksRenderer page={expandPage(page)} component={COMPONENT} />
      </MemoryRouter>,
    );
    await waitFor(() => expect(screen.getByText('共 500 条')).toBeTruthy());
    expect(screen.getAllByRole('row').length).toBeLessThan(100);
  });
});

describe('list renderer: the top progress bar shows while the page data loads', () => {
  it('counts the list request as pending until its answer is in', async () => {
    let answerList: (value: unknown) => void = () => undefined;
    vi.mocked(request).mockImplementation(async (config) => {
      if (String(config.url).endsWith('/waybill/list')) return new Promise((resolve) => (answerList = resolve)) as never;
      return answer(config) as never;
    });
    render(
      <MemoryRouter>
        <BlocksRenderer page={expandPage(page)} component={COMPONENT} />
      </MemoryRouter>,
    );
    await waitFor(() => expect(progress.pending).toBe(1));
    answerList({ status: 0, msg: '', data: { records: rows, total: 2, pageNum: 1 } });
    await screen.findByText('YD20260101000001');
    expect(progress.pending).toBe(0);
  });
});

describe('list renderer: a row keeps three actions inline and the rest under 更多', () => {
  it('the pending row shows 详情, 编辑, 派车 and puts 取消运单 and 删除 in the menu', async () => {
    await renderList();
    const [, pendingRow] = screen.getAllByRole('row');
    const inline = within(pendingRow!).getAllByRole('button').map((button) => button.textContent);
    expect(inline).toEqual(['详情', '编辑', '派车', '更多▾']);
    expect(await rowActionNames(pendingRow!)).toEqual(['详情', '编辑', '派车', '取消运单', '删除']);
  });
});
