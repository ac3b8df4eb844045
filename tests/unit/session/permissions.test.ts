// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { PERMISSIONS_KEY, clearPermissions, getPermissions, hasPermission, setPermissions } from '../../../src/session/permissions';

beforeEach(() => localStorage.clear());

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
