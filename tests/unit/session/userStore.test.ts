// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as basic from '../../../src/api/endpoints/basic';
import { BRANCH_KEY } from '../../../src/session/branchStorage';
import { PERMISSIONS_KEY, hasPermission } from '../../../src/session/permissions';
import { clearSession, onSignOut } from '../../../src/session/sessionReset';
import { initialSessionState, isInfoLoaded, session } from '../../../src/session/sessionState';
import { getToken } from '../../../src/session/tokenCookie';
import { loadUserInfo, resetToken, signIn, signOut, switchRole } from '../../../src/session/userStore';
import { authorizeFixture, userInfoFixture } from '../fixtures/session';

vi.mock('../../../src/api/endpoints/basic', () => ({
  authorize: vi.fn(),
  getUserInfo: vi.fn(),
  logout: vi.fn(),
  switchRole: vi.fn(),
}));

const ok = <T>(data: T) => ({ status: 0, msg: '', data });

beforeEach(() => {
  vi.mocked(basic.authorize).mockResolvedValue(ok(authorizeFixture));
  vi.mocked(basic.getUserInfo).mockResolvedValue(ok(userInfoFixture()));
  vi.mocked(basic.logout).mockResolvedValue(ok(null));
  vi.mocked(basic.switchRole).mockResolvedValue(ok(null));
  clearSession();
  localStorage.clear();
});

async function signedInWithInfo() {
  await signIn({ username: 'admin', password: 'Freight@2026' });
  await loadUserInfo();
}

describe('spec 4: signing in stores the token in the cookie and the branch locally', () => {
  it('keeps the token, the branch and its configuration', async () => {
    await signIn({ username: 'admin', password: 'Freight@2026', branchCode: 'SD0001' });
    expect(getToken()).toBe('token-admin');
    expect(session.token).toBe('token-admin');
    expect(JSON.parse(localStorage.getItem(BRANCH_KEY) ?? 'null')).toMatchObject({ branchCode: 'SD0001' });
    expect(session).toMatchObject({ exportableQuantity: 30000, secondUploadDetail: '1' });
    expect(isInfoLoaded()).toBe(false);
  });
});

describe('spec 4: info loaded sets the roles and adds the routes', () => {
  it('fills the session user and the permission list', async () => {
    await signedInWithInfo();
    expect(isInfoLoaded()).toBe(true);
    expect(session.roles).toEqual(['PLAT_ADMIN']);
    expect(session.routes.at(-1)?.redirect).toBe('/noPermission');
    expect(hasPermission('waybill:load')).toBe(true);
  });

  it('a failing check leaves the session without info', async () => {
    vi.mocked(basic.getUserInfo).mockResolvedValue(ok(userInfoFixture({ resourceList: [] })));
    await expect(loadUserInfo()).rejects.toThrow('无权限，请联系管理员授权！');
    expect(isInfoLoaded()).toBe(false);
  });
});

describe('spec 4: token reset clears the token and the roles', () => {
  it('and keeps the rest', async () => {
    await signedInWithInfo();
    resetToken();
    expect(getToken()).toBeUndefined();
    expect(session.token).toBe('');
    expect(session.roles).toEqual([]);
    expect(localStorage.getItem(BRANCH_KEY)).not.toBeNull();
  });
});

describe('spec 4: sign-out clears token, roles, branch and permission data, resets routes and closes all tabs', () => {
  it('calls logout and clears exactly the session data', async () => {
    await signedInWithInfo();
    localStorage.setItem('unrelated', 'kept');
    const closeAllTabs = vi.fn();
    const unregister = onSignOut(closeAllTabs);
    await signOut();
    unregister();
    expect(basic.logout).toHaveBeenCalledTimes(1);
    expect(getToken()).toBeUndefined();
    expect(session.roles).toEqual([]);
    expect(session.routes).toEqual([]);
    expect(session.branch).toBeNull();
    expect(localStorage.getItem(BRANCH_KEY)).toBeNull();
    expect(localStorage.getItem(PERMISSIONS_KEY)).toBeNull();
    expect(localStorage.getItem('unrelated')).toBe('kept');
    expect(closeAllTabs).toHaveBeenCalledTimes(1);
    expect({ ...session }).toEqual(initialSessionState());
  });

  it('clears locally even when the server call fails', async () => {
    await signedInWithInfo();
    vi.mocked(basic.logout).mockRejectedValue(new Error('Network Error'));
    await expect(signOut()).rejects.toThrow('Network Error');
    expect(getToken()).toBeUndefined();
    expect(session.routes).toEqual([]);
  });
});

describe('spec 4: role switch reloads user info and rebuilds the routes', () => {
  it('acts as the chosen role', async () => {
    await signedInWithInfo();
    const staffInfo = userInfoFixture({
      activeRole: 'BRANCH_STAFF',
      resourceList: [
        {
          name: 'Root',
          path: '/',
          component: 'Layout',
          meta: { title: 'route.Root' },
          children: [{ name: 'Ordermanage', path: '/tms/order/manage', component: 'tms/order/manage', meta: { title: 'route.Ordermanage' } }],
        },
      ],
    });
    vi.mocked(basic.getUserInfo).mockResolvedValue(ok(staffInfo));
    await switchRole('BRANCH_STAFF');
    expect(basic.switchRole).toHaveBeenCalledWith('BRANCH_STAFF');
    expect(session.roles).toEqual(['BRANCH_STAFF']);
    expect(session.routes.map((route) => route.path)).toEqual(['/tms/order/manage', '*']);
  });
});
