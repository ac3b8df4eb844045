// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../../src/api/http';
import type { Branch } from '../../../src/core/generated/api';
import { AREA_CACHE_KEY, areaCodesOf, areaPath, loadAreaOptions } from '../../../src/dicts/areaCache';
import { BRANCH_CACHE_KEY, isCtms, loadBranches } from '../../../src/dicts/branchCache';
import { REPORT_PROVINCE_KEY, loadReportProvince, reportProvinceOf } from '../../../src/dicts/reportProvince';

vi.mock('../../../src/api/http', () => ({ request: vi.fn() }));

const areas = [{ code: '370000', name: '山东省', children: [{ code: '370100', name: '济南市', children: [{ code: '370102', name: '历下区' }] }] }];
const DAY = 24 * 60 * 60 * 1000;

const branch = (softVersion: string, reportProvince?: string): Branch => ({
  branchCode: 'SD0001',
  branchName: '顺达',
  softVersion,
  partyGroupConfigCacheMap:
    reportProvince === undefined ? {} : { loginkTarget_reportProvince: { configKey: 'loginkTarget_reportProvince', configValue: reportProvince } },
});

afterEach(() => {
  localStorage.clear();
  vi.mocked(request).mockReset();
});

describe('spec 3: area options are cached locally', () => {
  it('the first load calls areaProvince/queryList and stores the tree with a version and time', async () => {
    vi.mocked(request).mockResolvedValue({ status: 0, msg: '', data: areas } as never);
    expect(await loadAreaOptions(1000)).toEqual(areas);
    expect(vi.mocked(request).mock.calls[0]![0]).toMatchObject({ url: '/ntocc-basic-api/areaProvince/queryList' });
    expect(JSON.parse(localStorage.getItem(AREA_CACHE_KEY)!)).toEqual({ version: 1, storedAt: 1000, records: areas });
  });

  it('later loads read the cache without a call, until it is a day old', async () => {
    vi.mocked(request).mockResolvedValue({ status: 0, msg: '', data: { records: areas } } as never);
    await loadAreaOptions(0);
    await loadAreaOptions(DAY);
    expect(request).toHaveBeenCalledTimes(1);
    await loadAreaOptions(DAY + 1);
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('finds the path of chosen codes and the codes leading to a county', () => {
    expect(areaPath(areas, ['370000', '370100']).map((option) => option.name)).toEqual(['山东省', '济南市']);
    expect(areaCodesOf(areas, '370102')).toEqual(['370000', '370100', '370102']);
    expect(areaCodesOf(areas, '999999')).toEqual([]);
  });
});

describe('spec 7 and 9: the branch list is loaded with pageSize 1000 and cached locally', () => {
  it('reads data.records and caches them', async () => {
    const records = [{ groupName: '顺达', logoUrl: '', loginLogoUrl: '', branchCode: 'SD0001' }];
    vi.mocked(request).mockResolvedValue({ status: 0, msg: '', data: { records, total: 1, pageNum: 1 } } as never);
    expect(await loadBranches(5)).toEqual(records);
    expect(vi.mocked(request).mock.calls[0]![0]).toMatchObject({ params: { pageNum: 1, pageSize: 1000 } });
    await loadBranches(6);
    expect(request).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(BRANCH_CACHE_KEY)).toContain('SD0001');
  });
});

describe('spec 3: the softVersion of the stored branch is checked for the text CTMS', () => {
  it.each([
    ['NTOCC-CTMS-2.0', true],
    ['NTOCC-2.0', false],
  ])('%s -> %s', (softVersion, expected) => {
    expect(isCtms(branch(softVersion))).toBe(expected);
  });

  it('reads the branch stored at sign-in when none is given', () => {
    localStorage.setItem('branch', JSON.stringify(branch('CTMS')));
    expect(isCtms()).toBe(true);
  });
});

describe('spec 4: report province code 0..21 (0 is none), cached locally', () => {
  it.each([
    ['15', 15],
    ['0', 0],
    ['21', 21],
    ['22', 0],
    ['', 0],
    [undefined, 0],
    ['x', 0],
  ])('config %j -> %s', (value, expected) => {
    expect(reportProvinceOf(branch('', value))).toBe(expected);
  });

  it('is cached with its branch', () => {
    expect(loadReportProvince(branch('', '15'))).toBe(15);
    expect(JSON.parse(localStorage.getItem(REPORT_PROVINCE_KEY)!)).toEqual({ branchCode: 'SD0001', code: 15 });
    expect(loadReportProvince(branch('', '3'))).toBe(15);
  });
});
