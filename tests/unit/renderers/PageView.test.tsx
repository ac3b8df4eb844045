// @vitest-environment jsdom
import { readdirSync } from 'node:fs';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { request } from '../../../src/api/http';
import { PageRouteView, PageView, hasPage, pageComponentFor, registeredBlockTypes } from '../../../renderers';
import { pageComponents } from '../../../renderers/pages';
import { apiBase, entityFor } from '../../../renderers/entities';
import { initTestI18n, installFakeFeedback } from './setup';

vi.mock('../../../src/api/http', () => ({ request: vi.fn() }));

beforeAll(async () => {
  await initTestI18n();
  installFakeFeedback();
});
afterEach(() => {
  cleanup();
  vi.mocked(request).mockReset();
});

describe('page engine: hasPage knows the page files synchronously', () => {
  it.each([
    ['tms/transportManage/waybillManage', true],
    ['basic/DriverManage', true],
    ['basic/vehicleDetail', true],
    ['/basic/vehicle', true],
    ['home', true],
    ['profile/index', false],
    ['basic/nothingHere', false],
  ])('%s -> %s', (component, expected) => {
    expect(hasPage(component)).toBe(expected);
  });

  it('the route resolver gets one stable view for page components and nothing for others', () => {
    expect(pageComponentFor('basic/vehicle')).toBe(PageRouteView);
    expect(pageComponentFor('tms/transportManage/waybillManage')).toBe(PageRouteView);
    expect(pageComponentFor('home')).toBe(PageRouteView);
    expect(pageComponentFor('profile/index')).toBeUndefined();
  });

  it('lists every page file under pages/, as the file system has them', () => {
    const onDisk = readdirSync('pages', { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.json'))
      .map((file) => file.replace(/\\/g, '/').replace(/\.json$/, ''));
    expect(pageComponents().sort()).toEqual(onDisk.sort());
    expect(onDisk).toEqual(expect.arrayContaining(['home', 'basic/DriverManage', 'shipmentFeeStatistics']));
  });
});

describe('page engine: block renderers are registered by type', () => {
  it('every block type of the page language has its renderer', async () => {
    const language = (await import('../../../schemas/page.schema.json')).default as { definitions: { BlockType: { enum: string[] } } };
    expect(registeredBlockTypes().sort()).toEqual([...language.definitions.BlockType.enum].sort());
  });

  it('the API base of an entity is /ntocc-<x-service>-api/<entity>', () => {
    expect(apiBase(entityFor('waybill'))).toBe('/ntocc-tms-api/waybill');
    expect(apiBase(entityFor('driver'))).toBe('/ntocc-basic-api/driver');
  });
});

describe('page engine: PageView loads the page JSON and renders it with its kind', () => {
  it('a detail page loads /{id} from the query and shows labelled, formatted sections', async () => {
    vi.mocked(request).mockImplementation(async (config) => {
      if (config.url === '/ntocc-basic-api/driver/7') {
        return { status: 0, msg: '', data: { id: 7, driverName: '王强', reviewStatus: 'approved', validPeriodFrom: '20200101' } } as never;
      }
      return { status: 0, msg: '', data: [] } as never;
    });
    render(
      <MemoryRouter initialEntries={['/basic/DriverDetail?id=7']}>
        <PageView component="basic/DriverDetail" />
      </MemoryRouter>,
    );
    expect(await screen.findByText('王强')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '司机详情' })).toBeTruthy();
    expect(screen.getByText('审核通过')).toBeTruthy();
    expect(screen.getByText('2020-01-01')).toBeTruthy();
    expect(screen.getByRole('region', { name: '基本信息' })).toBeTruthy();
  });

  it('a list page renders its table', async () => {
    vi.mocked(request).mockResolvedValue({ status: 0, msg: '', data: { records: [], total: 0, pageNum: 1 } } as never);
    render(
      <MemoryRouter>
        <PageView component="basic/vehicle" />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('table')).toBeTruthy();
    expect(await screen.findByText('暂无数据')).toBeTruthy();
  });
});
