// Checks of spec section 8 on the user-info answer, and the session fields it yields.
import type { UserInfo } from '../core/generated/api';
import { buildRoutes, buildTranslateList } from './buildRoutes';
import type { SessionState } from './sessionState';

/** A session failure with its i18n key and the exact text of spec section 8 as the fallback. */
export class SessionError extends Error {
  readonly key: string;

  constructor(key: string, text: string) {
    super(text);
    this.name = 'SessionError';
    this.key = key;
  }
}

export const SESSION_ERRORS = {
  emptyInfo: { key: 'message.verificationFailed', text: 'Verification failed, please Login again.' },
  rolesNotArray: { key: 'message.rolesMustBeArray', text: 'getInfo: roles must be a non-null array!' },
  noMenus: { key: 'message.noMenuPermission', text: '无权限，请联系管理员授权！' },
} as const;

function fail(error: (typeof SESSION_ERRORS)[keyof typeof SESSION_ERRORS]): never {
  throw new SessionError(error.key, error.text);
}

export type UserInfoFields = Pick<
  SessionState,
  | 'name'
  | 'code'
  | 'avatar'
  | 'roles'
  | 'party'
  | 'driver'
  | 'shipment'
  | 'resourcelist'
  | 'translatelist'
  | 'permissions'
  | 'roleList'
  | 'activeRole'
  | 'routes'
>;

/** The session fields of a user-info answer; throws a SessionError for each failure of spec section 8. */
export function sessionFromUserInfo(info: UserInfo | null | undefined): UserInfoFields {
  if (!info) fail(SESSION_ERRORS.emptyInfo);
  const { roleList } = info;
  if (!Array.isArray(roleList) || roleList.length === 0) fail(SESSION_ERRORS.rolesNotArray);
  const resourceList = Array.isArray(info.resourceList) ? info.resourceList : [];
  if (!resourceList[0]?.children?.length) fail(SESSION_ERRORS.noMenus);

  const activeRole = roleList.some((entry) => entry.roles === info.activeRole) ? info.activeRole : roleList[0].roles;
  const roles = [activeRole];
  const routes = buildRoutes(resourceList, roles);
  return {
    name: roleList[0].roleName,
    code: info.party?.code ?? '',
    avatar: info.party?.headImg ?? '',
    roles,
    party: info.party ?? null,
    driver: info.driver ?? null,
    shipment: info.shipment ?? null,
    resourcelist: resourceList,
    translatelist: buildTranslateList(routes),
    permissions: Array.isArray(info.permissionlist) ? info.permissionlist : [],
    roleList,
    activeRole,
    routes,
  };
}
