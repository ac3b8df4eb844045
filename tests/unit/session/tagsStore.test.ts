// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';

const route = { name: 'DriverManage', meta: { title: 'route.DriverManage', keepAlive: true } };

describe('open tabs, their order and the active tab survive a browser reload', () => {
  it('a fresh store (a reload) restores the tabs kept in sessionStorage', async () => {
    const first = await import('../../../src/session/tagsStore');
    first.resetTags();
    first.visitRoute(route, { pathname: '/basic/DriverManage', search: '?a=1' });
    first.visitRoute({ ...route, name: 'Other' }, { pathname: '/other', search: '' });
    first.visitRoute(route, { pathname: '/basic/DriverManage', search: '?a=1' });
    await Promise.resolve();
    expect(JSON.parse(sessionStorage.getItem(first.TAGS_STORAGE_KEY) ?? '{}').active).toBe('/basic/DriverManage?a=1');

    vi.resetModules();
    const reloaded = await import('../../../src/session/tagsStore');
    expect(reloaded.tags.views.map((view) => view.key)).toEqual(['/basic/DriverManage?a=1', '/other']);
    expect(reloaded.tags.active).toBe('/basic/DriverManage?a=1');
  });
});

describe('tabs are cleared on sign-out', () => {
  it('the sign-out hook closes every tab and forgets the stored ones', async () => {
    vi.resetModules();
    const store = await import('../../../src/session/tagsStore');
    const { clearSession } = await import('../../../src/session/sessionReset');
    store.visitRoute(route, { pathname: '/basic/DriverManage', search: '' });
    clearSession();
    await Promise.resolve();
    expect(store.tags.views).toEqual([]);
    expect(store.tags.active).toBe('');
    vi.resetModules();
    expect((await import('../../../src/session/tagsStore')).tags.views).toEqual([]);
  });
});
