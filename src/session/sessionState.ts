// The session user of spec section 3 / docs/contracts.md as a valtio proxy. Actions that call
// the server live in userStore.ts; local resets live in sessionReset.ts.
import { proxy } from 'valtio';
import type { Branch, DriverProfile, Party, ResourceNode, RoleEntry, ShipperProfile } from '../core/generated/api';
import { INITIAL_EXPORTABLE_QUANTITY } from '../core/api/client';
import type { AppRoute } from './buildRoutes';
import { readStoredBranch, secondUploadDetailOf } from './branchStorage';
import { getPermissions } from './permissions';
import { getToken } from './tokenCookie';

export interface SessionState {
  token: string;
  /** The first role name (spec section 3). */
  name: string;
  /** The party code. */
  code: string;
  /** The party's head image. */
  avatar: string;
  /** `[activeRole]`; empty until user info is loaded. */
  roles: string[];
  party: Party | null;
  driver: DriverProfile | null;
  shipment: ShipperProfile | null;
  /** The menu tree as the server sent it. */
  resourcelist: ResourceNode[];
  /** Menu title key -> route name. */
  translatelist: Record<string, string>;
  branch: Branch | null;
  secondUploadDetail: string;
  exportableQuantity: number;
  permissions: string[];
  /** Every role the user holds, for the role switch. */
  roleList: RoleEntry[];
  activeRole: string;
  /** Routes built from the menu tree for the active role, catch-all last. */
  routes: AppRoute[];
}

export function initialSessionState(): SessionState {
  const branch = readStoredBranch();
  return {
    token: getToken() ?? '',
    name: '',
    code: '',
    avatar: '',
    roles: [],
    party: null,
    driver: null,
    shipment: null,
    resourcelist: [],
    translatelist: {},
    branch,
    secondUploadDetail: secondUploadDetailOf(branch),
    exportableQuantity: INITIAL_EXPORTABLE_QUANTITY,
    permissions: getPermissions(),
    roleList: [],
    activeRole: '',
    routes: [],
  };
}

export const session = proxy<SessionState>(initialSessionState());

/** Spec section 4: "info loaded" means the roles are set. */
export function isInfoLoaded(state: { readonly roles: readonly string[] } = session): boolean {
  return state.roles.length > 0;
}
