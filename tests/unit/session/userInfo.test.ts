import { describe, expect, it } from 'vitest';
import type { UserInfo } from '../../../src/core/generated/api';
import { SessionError, sessionFromUserInfo } from '../../../src/session/userInfo';
import { userInfoFixture } from '../fixtures/session';

describe('spec 8: user-info failures', () => {
  it("empty info: 'Verification failed, please Login again.'", () => {
    expect(() => sessionFromUserInfo(null)).toThrow(new SessionError('message.verificationFailed', 'Verification failed, please Login again.'));
    expect(() => sessionFromUserInfo(undefined)).toThrow('Verification failed, please Login again.');
  });

  it.each([
    ['null', null],
    ['empty', []],
    ['not an array', 'PLAT_ADMIN'],
  ])("roles %s: 'getInfo: roles must be a non-null array!'", (_label, roleList) => {
    const info = userInfoFixture({ roleList: roleList as unknown as UserInfo['roleList'] });
    expect(() => sessionFromUserInfo(info)).toThrow('getInfo: roles must be a non-null array!');
  });

  it.each([
    ['no resource list', []],
    ['a root without children', [{ name: 'Root', path: '/', component: 'Layout', meta: { title: 'route.Root' }, children: [] }]],
  ])("%s: '无权限，请联系管理员授权！'", (_label, resourceList) => {
    const info = userInfoFixture({ resourceList });
    let caught: unknown;
    try {
      sessionFromUserInfo(info);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(SessionError);
    expect(caught).toMatchObject({ key: 'message.noMenuPermission', message: '无权限，请联系管理员授权！' });
  });
});

describe('spec 3: the session-user fields of a user-info answer', () => {
  const fields = sessionFromUserInfo(userInfoFixture());

  it('name is the first role name, code the party code, avatar the head image', () => {
    expect(fields).toMatchObject({ name: '平台管理员', code: 'P0001', avatar: '/img/admin.png' });
  });

  it('roles holds the active role only', () => {
    expect(fields.roles).toEqual(['PLAT_ADMIN']);
    expect(fields.activeRole).toBe('PLAT_ADMIN');
  });

  it('an active role the user does not hold falls back to the first role', () => {
    expect(sessionFromUserInfo(userInfoFixture({ activeRole: 'DRIVER' })).roles).toEqual(['PLAT_ADMIN']);
  });

  it('routes are built from the tree, with the translate list and permissions', () => {
    expect(fields.routes.map((route) => route.path)).toEqual(['/home', '/basic', '*']);
    expect(fields.translatelist).toMatchObject({ 'route.DriverManage': 'DriverManage' });
    expect(fields.permissions).toEqual(['waybill:load', 'driver:export']);
  });
});
