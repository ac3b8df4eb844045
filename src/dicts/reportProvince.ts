// The province platform a branch reports waybills to: branch config loginkTarget_reportProvince,
// a code 0..21 (spec section 4; 0 is none). Cached in local storage under `reportProvince`
// with the branch it belongs to, so screens read it without the sign-in answer.
import { BranchConfigKey } from '../core/api/client';
import type { Branch } from '../core/generated/api';
import { readStoredBranch } from '../session/branchStorage';
import { onSignOut } from '../session/sessionReset';

export const REPORT_PROVINCE_KEY = 'reportProvince';
export const NO_REPORT_PROVINCE = 0;
const MAX_REPORT_PROVINCE = 21;

interface StoredReportProvince {
  branchCode: string;
  code: number;
}

/** The branch's report province code; 0 when missing or outside 0..21. */
export function reportProvinceOf(branch: Branch | null): number {
  const text = branch?.partyGroupConfigCacheMap?.[BranchConfigKey.reportProvince]?.configValue?.trim() ?? '';
  if (!/^\d{1,2}$/.test(text)) return NO_REPORT_PROVINCE;
  const code = Number(text);
  return code <= MAX_REPORT_PROVINCE ? code : NO_REPORT_PROVINCE;
}

/** The cached code when it belongs to this branch, else computed from the branch and cached. */
export function loadReportProvince(branch: Branch | null = readStoredBranch()): number {
  if (!branch) return NO_REPORT_PROVINCE;
  try {
    const stored = JSON.parse(localStorage.getItem(REPORT_PROVINCE_KEY) ?? 'null') as StoredReportProvince | null;
    if (stored?.branchCode === branch.branchCode && typeof stored.code === 'number') return stored.code;
  } catch {
    // An unreadable copy is replaced below.
  }
  const code = reportProvinceOf(branch);
  localStorage.setItem(REPORT_PROVINCE_KEY, JSON.stringify({ branchCode: branch.branchCode, code } satisfies StoredReportProvince));
  return code;
}

onSignOut(() => localStorage.removeItem(REPORT_PROVINCE_KEY));
