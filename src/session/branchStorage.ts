// The signed-in branch (sign-in answer) is kept in local storage so the console knows its
// edition and configuration after a reload (spec section 3).
import type { Branch } from '../core/generated/api';
import { BranchConfigKey, DEFAULT_EXPORTABLE_QUANTITY } from '../core/api/client';

export const BRANCH_KEY = 'branch';

export function storeBranch(branch: Branch): void {
  localStorage.setItem(BRANCH_KEY, JSON.stringify(branch));
}

export function readStoredBranch(): Branch | null {
  const stored = localStorage.getItem(BRANCH_KEY);
  if (!stored) return null;
  try {
    return JSON.parse(stored) as Branch;
  } catch {
    return null;
  }
}

export function clearStoredBranch(): void {
  localStorage.removeItem(BRANCH_KEY);
}

function configValue(branch: Branch | null, key: string): string {
  return branch?.partyGroupConfigCacheMap?.[key]?.configValue ?? '';
}

export function secondUploadDetailOf(branch: Branch | null): string {
  return configValue(branch, BranchConfigKey.secondUploadDetail);
}

/** Export row limit: the branch's configured value, else 20000 (spec section 9). */
export function exportableQuantityOf(branch: Branch | null): number {
  const value = Number.parseInt(configValue(branch, BranchConfigKey.exportableQuantity), 10);
  return Number.isFinite(value) && value > 0 ? value : DEFAULT_EXPORTABLE_QUANTITY;
}

/** Spec section 3: the stored branch's softVersion is checked for the text CTMS. */
export function isCtmsEdition(branch: Branch | null): boolean {
  return branch?.softVersion?.includes('CTMS') ?? false;
}
