import { describe, expect, it } from 'vitest';
import type { AppRoute } from '../../../src/session/buildRoutes';
import { deviceForWidth } from '../../../src/session/appStore';
import { BIG_DATA_CENTRE_PATH, jobsPath, showsBigDataCentre } from '../../../src/layout/navbar/navbarRules';

const branch = (value: string) => ({ partyGroupConfigCacheMap: { bigDataCenter_enabled: { configKey: 'bigDataCenter_enabled', configValue: value } } });
const hall: AppRoute = { name: 'hall', path: '/tms/order/hall', component: 'tms/order/hall', meta: { title: 'x' }, hidden: false };

describe('the big-data centre button is shown only to PLAT_ADMIN with bigDataCenter_enabled = 1', () => {
  it('shows for a platform admin of an enabled branch', () => expect(showsBigDataCentre({ partyType: 'PLAT_ADMIN' }, branch('1'))).toBe(true));
  it('hides for other parties or branches without the flag', () => {
    expect(showsBigDataCentre({ partyType: 'BRANCH_STAFF' }, branch('1'))).toBe(false);
    expect(showsBigDataCentre({ partyType: 'PLAT_ADMIN' }, branch('0'))).toBe(false);
    expect(showsBigDataCentre({ partyType: 'PLAT_ADMIN' }, null)).toBe(false);
  });
  it('opens the big-data centre screen, the seed\'s path of the menu leaf bigData', () => expect(BIG_DATA_CENTRE_PATH).toBe('/bigData'));
});

describe('the job-related item is shown only when the language is zh', () => {
  it('links the order hall in zh', () => expect(jobsPath('zh', [hall])).toBe('/tms/order/hall'));
  it('is hidden in other languages or without the order hall', () => {
    expect(jobsPath('en', [hall])).toBeUndefined();
    expect(jobsPath('zh', [])).toBeUndefined();
  });
});

describe('mobile layout below 992 px body width', () => {
  it.each([
    [991, 'mobile'],
    [992, 'desktop'],
    [375, 'mobile'],
  ])('width %i is %s', (width, device) => expect(deviceForWidth(width)).toBe(device));
});
