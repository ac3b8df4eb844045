// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/apiError';
import { request } from '../../../src/api/http';
import type { BlockPage } from '../../../src/core/generated/page-language';
import { entityFor } from '../../../renderers/entities';
import { EntityForm } from '../../../renderers/form/EntityForm';
import driverPage from '../../../pages/basic/DriverManage.json';
import { initTestI18n } from './setup';

vi.mock('../../../src/api/http', () => ({ request: vi.fn(async () => ({ status: 0, msg: '', data: [] })) }));

// The driver screen is a page of blocks: its create/edit form is the table block's.
const form = (driverPage as unknown as BlockPage).blocks.find((block) => block.type === 'table')!.form!;
const driver = entityFor('driver');
const valid = {
  driverName: '王强',
  drivingLicense: '11010519491231002X',
  telephone: '13800138000',
  vehicleClass: 'B2',
  issuingOrganizations: '济南市公安局交通警察支队',
  validPeriodFrom: '20200101',
  validPeriodTo: '20300101',
  qualificationCertificate: '370100123456',
};

function renderForm(onSubmit: (values: Record<string, unknown>) => Promise<void>, initialData: Record<string, unknown> = valid) {
  render(<EntityForm entity={driver} groups={form.groups} layout={form.layout} mode="edit" initialData={initialData} submitLabel="保存" onSubmit={onSubmit} />);
}

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  vi.mocked(request).mockClear();
});

describe('form renderer: fields have visible labels from the entity', () => {
  it('labels the inputs with the translated x-label', () => {
    renderForm(vi.fn());
    expect((screen.getByLabelText('身份证号') as HTMLInputElement).value).toBe('11010519491231002X');
    expect(screen.getByText('基本信息', { exact: false })).toBeTruthy();
  });
});

describe('form renderer: messages in the current language', () => {
  it('a wrong ID card number shows the cn-id-card message on its field and is not sent', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderForm(onSubmit);
    fireEvent.change(screen.getByLabelText('身份证号'), { target: { value: '110105194912310021' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请输入正确的 18 位身份证号码')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('a missing required field says so', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const { driverName: _name, ...withoutName } = valid;
    renderForm(onSubmit, withoutName);
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect((await screen.findAllByRole('alert')).length).toBeGreaterThan(0);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('the first field in error on the screen is focused, a select too (rjsf alone focused none)', async () => {
    const { vehicleClass: _class, qualificationCertificate: _certificate, ...without } = valid;
    // Required in another order than the form's: the select comes first on the screen.
    render(<EntityForm entity={driver} groups={form.groups} layout={form.layout} mode="edit" required={['qualificationCertificate', 'vehicleClass']} initialData={without} submitLabel="保存" onSubmit={vi.fn(async () => undefined)} />);
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await screen.findAllByRole('alert');
    expect(document.activeElement?.id).toBe('root_vehicleClass');
  });
});

describe('form renderer: submit disabled while pending', () => {
  it('the button is disabled until the save answers', async () => {
    let finish!: () => void;
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderForm(onSubmit);
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('button', { name: /保存/ }).hasAttribute('disabled')).toBe(true);
    finish();
    await waitFor(() => expect(screen.getByRole('button', { name: /保存/ }).hasAttribute('disabled')).toBe(false));
  });

  it('sends only the fields of the form', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderForm(onSubmit, { ...valid, id: 7, reviewStatus: 'pending' });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(valid));
  });
});

describe('form renderer: field errors returned by the server are shown on their fields', () => {
  it('a 422 answer puts its message under the named field', async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError('参数校验失败', 422, { errors: [{ field: '/telephone', key: 'validation.unique', params: {}, message: '该手机号已被其他司机使用' }] });
    });
    renderForm(onSubmit);
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    const message = await screen.findByText('该手机号已被其他司机使用');
    const telephone = screen.getByLabelText('手机号');
    expect(telephone.closest('div.flex-col')?.contains(message)).toBe(true);
  });

  it('the server message goes away once its field is edited', async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError('参数校验失败', 422, { errors: [{ field: '/telephone', message: '该手机号已被其他司机使用' }] });
    });
    renderForm(onSubmit);
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await screen.findByText('该手机号已被其他司机使用');
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '13900139000' } });
    await waitFor(() => expect(screen.queryByText('该手机号已被其他司机使用')).toBeNull());
  });
});

describe('form renderer: numeric widgets format as the user types', () => {
  it('a decimal field keeps its places and clamps at 1,000,000,000', () => {
    const waybill = entityFor('waybill');
    render(
      <EntityForm entity={waybill} groups={[{ fields: ['goodsItemGrossWeight', 'totalMonetaryAmount'] }]} mode="create" submitLabel="保存" onSubmit={vi.fn()} />,
    );
    const weight = screen.getByLabelText('货物重量（吨）', { exact: false }) as HTMLInputElement;
    fireEvent.change(weight, { target: { value: '0012.3456' } });
    expect(weight.value).toBe('12.34');
    fireEvent.change(weight, { target: { value: '99999999999' } });
    expect(weight.value).toBe('1000000000');
  });
});
