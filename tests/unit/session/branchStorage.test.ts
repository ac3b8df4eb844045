// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import type { Branch } from '../../../src/core/generated/api';
import {
  BRANCH_KEY,
  exportableQuantityOf,
  isCtmsEdition,
  readStoredBranch,
  secondUploadDetailOf,
  storeBranch,
} from '../../../src/session/branchStorage';

const branch = (config: Record<string, string>, softVersion = 'NTOCC-3.2'): Branch => ({
  branchCode: 'SD0001',
  branchName: '顺达网络货运有限公司',
  softVersion,
  partyGroupConfigCacheMap: Object.fromEntries(Object.entries(config).map(([configKey, configValue]) => [configKey, { configKey, configValue }])),
});

beforeEach(() => localStorage.clear());

describe('spec 9: export row limit from the branch config, 20000 when empty or missing', () => {
  it.each([
    [{ exportExcel_exportableQuantity: '30000' }, 30000],
    [{ exportExcel_exportableQuantity: '' }, 20000],
    [{}, 20000],
    [{ exportExcel_exportableQuantity: 'many' }, 20000],
  ])('%o -> %i', (config, limit) => {
    expect(exportableQuantityOf(branch(config))).toBe(limit);
  });

  it('no branch -> 20000', () => {
    expect(exportableQuantityOf(null)).toBe(20000);
  });
});

describe('spec 3: the branch is kept locally with its configuration', () => {
  it('round-trips through local storage under "branch"', () => {
    const stored = branch({ orderDetailOperate_secondUploadDetail: '1' });
    storeBranch(stored);
    expect(JSON.parse(localStorage.getItem(BRANCH_KEY) ?? 'null')).toEqual(stored);
    expect(readStoredBranch()).toEqual(stored);
    expect(secondUploadDetailOf(readStoredBranch())).toBe('1');
  });

  it('a broken stored value reads as no branch', () => {
    localStorage.setItem(BRANCH_KEY, '{not json');
    expect(readStoredBranch()).toBeNull();
  });

  it('the softVersion is checked for the text CTMS', () => {
    expect(isCtmsEdition(branch({}, 'CTMS-2.0'))).toBe(true);
    expect(isCtmsEdition(branch({}, 'NTOCC-3.2'))).toBe(false);
    expect(isCtmsEdition(null)).toBe(false);
  });
});
