// The enterprise group of the console (getDefault): logos for the login page and sidebar, and
// the group name of every page title.
import { proxy } from 'valtio';
import type { PartyGroup } from '../core/generated/api';
import { getDefaultPartyGroup } from '../api/endpoints/basic';
import { assetUrl } from '../config/assetUrl';

export interface PartyGroupState {
  groupName: string;
  logoUrl: string;
  loginLogoUrl: string;
  branchCode: string;
  loaded: boolean;
}

export const partyGroup = proxy<PartyGroupState>({ groupName: '', logoUrl: '', loginLogoUrl: '', branchCode: '', loaded: false });

export function applyPartyGroup(group: PartyGroup): void {
  Object.assign(partyGroup, {
    groupName: group.groupName ?? '',
    logoUrl: assetUrl(group.logoUrl ?? ''),
    loginLogoUrl: assetUrl(group.loginLogoUrl ?? ''),
    branchCode: group.branchCode ?? '',
    loaded: true,
  });
}

let pending: Promise<void> | null = null;

/** Loads the default group once; a failure has already been shown by the HTTP layer and may be retried. */
export function loadPartyGroup(): Promise<void> {
  pending ??= getDefaultPartyGroup()
    .then(({ data }) => applyPartyGroup(data))
    .catch(() => {
      pending = null;
    });
  return pending;
}
