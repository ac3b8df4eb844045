// Role names in the user's language: the server answers a role's name in Chinese (roleName), the
// catalogue holds it per role code (`common.roles.<code>`); a role without a key keeps its name.
import type { TFunction } from 'i18next';
import type { RoleEntry } from '../core/generated/api';

export function roleName(t: TFunction, entry: Pick<RoleEntry, 'roles' | 'roleName'>): string {
  return t(`common.roles.${entry.roles}`, { defaultValue: entry.roleName });
}

/** The active role's name, for the greeting and the profile; '' when none is active. */
export function activeRoleLabel(t: TFunction, state: { readonly roleList: readonly Pick<RoleEntry, 'roles' | 'roleName'>[]; readonly activeRole: string }): string {
  const entry = state.roleList.find((role) => role.roles === state.activeRole);
  return entry ? roleName(t, entry) : '';
}
