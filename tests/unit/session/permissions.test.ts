// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PERMISSIONS_KEY, clearPermissions, getPermissions, hasPermission, setPermissions, usePermissionCodes } from '../../../src/session/permissions';

beforeEach(() => {
  clearPermissions();
  localStorage.clear();
});

describe('spec 6: permission codes are a comma-separated list in local storage', () => {
  it('stores the codes joined by commas under "permissions"', () => {
    setPermissions(['waybill:load', 'waybill:unload', 'driver:export']);
    expect(localStorage.getItem(PERMISSIONS_KEY)).toBe('waybill:load,waybill:unload,driver:export');
    expect(getPermissions()).toEqual(['waybill:load', 'waybill:unload', 'driver:export']);
  });

  it('hasPermission is true only for a listed code', () => {
    setPermissions(['waybill:load', 'driver:export']);
    expect(hasPermission('waybill:load')).toBe(true);
    expect(hasPermission('driver:export')).toBe(true);
    expect(hasPermission('waybill')).toBe(false);
    expect(hasPermission('waybill:unload')).toBe(false);
  });

  it('nothing is permitted without a stored list or after clearing it', () => {
    expect(hasPermission('waybill:load')).toBe(false);
    setPermissions(['waybill:load']);
    clearPermissions();
    expect(hasPermission('waybill:load')).toBe(false);
    expect(localStorage.getItem(PERMISSIONS_KEY)).toBeNull();
  });

  it('an empty list permits nothing, not the empty code', () => {
    setPermissions([]);
    expect(getPermissions()).toEqual([]);
    expect(hasPermission('')).toBe(false);
  });
});

describe('issue 19: checks read the codes kept in memory, not local storage', () => {
  it('hasPermission does not read local storage once the codes are known', () => {
    setPermissions(['waybill:load']);
    const read = vi.spyOn(Storage.prototype, 'getItem');
    try {
      for (let i = 0; i < 100; i += 1) hasPermission('waybill:load');
      expect(read).not.toHaveBeenCalled();
    } finally {
      read.mockRestore();
    }
  });

  it('another tab\'s change arrives through the storage event', () => {
    setPermissions(['waybill:load']);
    localStorage.setItem(PERMISSIONS_KEY, 'driver:export');
    window.dispatchEvent(new StorageEvent('storage', { key: PERMISSIONS_KEY, storageArea: localStorage }));
    expect(hasPermission('driver:export')).toBe(true);
    expect(hasPermission('waybill:load')).toBe(false);
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: localStorage }));
    expect(hasPermission('driver:export')).toBe(false);
  });

  it('components using the codes render again when they change', () => {
    setPermissions([]);
    const { result } = renderHook(() => usePermissionCodes());
    expect(result.current.has('waybill:load')).toBe(false);
    act(() => setPermissions(['waybill:load']));
    expect(result.current.has('waybill:load')).toBe(true);
  });
});
