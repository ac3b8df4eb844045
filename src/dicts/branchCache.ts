// The branch list (party groups, pageSize 1000, spec sections 7 and 9), cached in local storage
// under `branchList` for a day and dropped on sign-out; plus the CTMS edition check.
import { listPartyGroups } from '../api/endpoints/basic';
import { BRANCH_LIST_PAGE_SIZE } from '../core/api/client';
import type { Branch, PartyGroup } from '../core/generated/api';
import { isCtmsEdition, readStoredBranch } from '../session/branchStorage';
import { onSignOut } from '../session/sessionReset';
import { DAY_MS, readStamped, recordsOf, writeStamped } from './localCache';

export const BRANCH_CACHE_KEY = 'branchList';
const BRANCH_CACHE_VERSION = 1;

let pending: Promise<PartyGroup[]> | null = null;

export function loadBranches(now = Date.now()): Promise<PartyGroup[]> {
  const cached = readStamped<PartyGroup[]>(BRANCH_CACHE_KEY, BRANCH_CACHE_VERSION, DAY_MS, now);
  if (cached) return Promise.resolve(cached);
  pending ??= listPartyGroups({ pageNum: 1, pageSize: BRANCH_LIST_PAGE_SIZE })
    .then(({ data }) => {
      const records = recordsOf<PartyGroup>(data);
      writeStamped(BRANCH_CACHE_KEY, BRANCH_CACHE_VERSION, records, now);
      return records;
    })
    .finally(() => {
      pending = null;
    });
  return pending;
}

export function clearBranchCache(): void {
  localStorage.removeItem(BRANCH_CACHE_KEY);
}

/** Spec section 3: the stored branch's softVersion is checked for the text CTMS. */
export function isCtms(branch: Branch | null = readStoredBranch()): boolean {
  return isCtmsEdition(branch);
}

onSignOut(clearBranchCache);
