// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { AxiosRequestConfig } from 'axios';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { request } from '../../../src/api/http';
import type { FormPage } from '../../../src/core/generated/page-language';
import { entityFor } from '../../../renderers/entities';
import { EntityForm } from '../../../renderers/form/EntityForm';
import { BlocksRenderer } from '../../../renderers/blocks/BlocksRenderer';
import { expandPage } from '../../../src/core/page/expandPage';
import { fromDateTimeInput } from '../../../renderers/form/widgets/DateWidgets';
import { initTestI18n, installFakeFeedback } from './setup';

// Writes go through requestOnce (one Idempotency-Key per user action); both land in `request` here.
vi.mock('../../../src/api/http', () => {
  const request = vi.fn();
  return { request, requestOnce: (...args: unknown[]) => request(...args) };
});

const page: FormPage = {
  kind: 'form',
  entity: 'waybill',
  title: 'route.waybillManage',
  layout: 1,
  groups: [{ key: 'basic', title: 'entity.waybill.group.basic', fields: ['originalDocumentNumber', 'remark'] }],
  submit: { type: 'custom', path: 'publish' },
  redirect: 'tms/transportManage/waybillManage',
};

// A create or edit form also reads GET /<entity>/requiredFields (the branch's required fields) as it opens.
const calls = () => vi.mocked(request).mock.calls.map(([config]) => config as AxiosRequestConfig);
const posts = () => calls().filter((config) => config.method === 'POST');

function Landing() {
  return <p>landed on {useLocation().pathname}</p>;
}

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  vi.mocked(request).mockReset();
});

describe('form page: a custom submit posts under the entity path, then the redirect page opens', () => {
  it('POST /ntocc-tms-api/waybill/publish and go to /<redirect> when the menu has no route for it', async () => {
    const feedback = installFakeFeedback();
    vi.mocked(request).mockResolvedValue({ status: 0, msg: '', data: {} } as never);
    render(
      <MemoryRouter initialEntries={['/form']}>
        <Routes>
          <Route path="/form" element={<BlocksRenderer page={expandPage(page)} component="tms/publishWaybill" />} />
          <Route path="*" element={<Landing />} />
        </Routes>
      </MemoryRouter>,
    );
    fireEvent.change(screen.getByLabelText('备注'), { target: { value: '加急' } });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('landed on /tms/transportManage/waybillManage')).toBeTruthy();
    expect(posts()).toHaveLength(1);
    expect(posts()[0]).toMatchObject({ url: '/ntocc-tms-api/waybill/publish', data: { remark: '加急' } });
    expect(feedback.message).toHaveBeenCalledWith('success', '保存成功');
  });
});

describe('form renderer: image upload is stored by the server', () => {
  const driver = entityFor('driver');
  const renderUpload = () =>
    render(<EntityForm entity={driver} groups={[{ fields: ['idCardFrontImage'] }]} mode="create" submitLabel="保存" onSubmit={vi.fn(async () => undefined)} />);

  it('posts the file as multipart to /ntocc-basic-api/file/upload and shows the stored image', async () => {
    vi.mocked(request).mockResolvedValue({ status: 0, msg: '', data: { url: '/files/2026/id-front.png', name: 'id-front.png', size: 4 } } as never);
    renderUpload();
    const file = new File(['png!'], 'id-front.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('身份证人像面'), { target: { files: [file] } });
    const image = await screen.findByRole('img');
    expect(image.getAttribute('src')).toBe('/files/2026/id-front.png');
    expect(posts()).toHaveLength(1);
    const call = posts()[0]!;
    expect(call).toMatchObject({ url: '/ntocc-basic-api/file/upload' });
    expect((call.data as FormData).get('file')).toBe(file);
  });

  it('refuses a file above the size limit without an upload call', async () => {
    vi.mocked(request).mockResolvedValue({ status: 0, msg: '', data: [] } as never);
    renderUpload();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('身份证人像面'), { target: { files: [big] } });
    expect(await screen.findByText('「big.png」超过 5 MB，请压缩后再上传')).toBeTruthy();
    expect(calls().map((config) => config.url)).toEqual(['/ntocc-basic-api/driver/requiredFields']);
  });
});

describe('date-time widget: dates travel as yyyy-MM-dd HH:mm:ss', () => {
  it.each([
    ['2026-03-01T08:30', '2026-03-01 08:30:00'],
    ['2026-03-01T08:30:15', '2026-03-01 08:30:15'],
    ['', undefined],
  ])('%j -> %j', (input, expected) => {
    expect(fromDateTimeInput(input)).toBe(expected);
  });
});

describe('form renderer: remote select of a related entity', () => {
  it('searches the related list by its label field', async () => {
    vi.mocked(request).mockResolvedValue({ status: 0, msg: '', data: { records: [{ vehicleNumber: '鲁A12345' }], total: 1, pageNum: 1 } } as never);
    render(<EntityForm entity={entityFor('driver')} groups={[{ fields: ['vehicleNumbers'] }]} mode="create" submitLabel="保存" onSubmit={vi.fn()} />);
    const input = screen.getByRole('combobox');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '鲁A' } });
    fireEvent.click(await screen.findByRole('option', { name: '鲁A12345' }, { timeout: 2000 }));
    expect(vi.mocked(request).mock.calls.at(-1)![0]).toMatchObject({ url: '/ntocc-basic-api/vehicle/list', params: { vehicleNumber: '鲁A', pageNum: 1 } });
    await waitFor(() => expect(screen.getByRole('button', { name: '移除 鲁A12345' })).toBeTruthy());
  });
});
