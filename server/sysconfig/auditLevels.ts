// 审核配置 (systemManage/auditConfig, entity auditConfig): how many levels of approval a review of
// a branch needs and which role approves each level. The review screens ask auditLevelsOf before
// they approve: level 1 decides alone, or level 1 then level 2 by the second role.
import type { Kysely } from 'kysely';
import type { Database } from '../storage/schema';

/** The table of the entity auditConfig (schemas/entities/auditConfig.json). */
export const AUDIT_CONFIG_TABLE = 'sys_audit_config';

export interface AuditLevel {
  /** 1 or 2. */
  level: number;
  /** The role code that approves this level; null: any role holding the review screen's approve action. */
  role: string | null;
}

interface AuditConfigRow {
  review_type: string;
  levels: string;
  first_role_code: string;
  second_role_code: string | null;
  enabled: number;
  branch_code: string;
}

/** The default of a review the branch has not configured (or switched off): one level, any approver. */
export const DEFAULT_AUDIT_LEVELS: readonly AuditLevel[] = [{ level: 1, role: null }];

/** The approval levels of a review (a code of dictionary audit_review_type: driver, vehicle,
 * shipper, team, carrier, cargo, contract, invoice, reconciliation, payment, prepaid, withdrawal)
 * in a branch, in order. */
export async function auditLevelsOf(db: Kysely<Database>, branch: string, review: string): Promise<AuditLevel[]> {
  const row = await (db as unknown as Kysely<Record<string, AuditConfigRow>>).selectFrom(AUDIT_CONFIG_TABLE)
    .select(['levels', 'first_role_code', 'second_role_code', 'enabled'])
    .where('branch_code', '=', branch).where('review_type', '=', review).executeTakeFirst();
  if (!row || !row.enabled) return [...DEFAULT_AUDIT_LEVELS];
  const first: AuditLevel = { level: 1, role: row.first_role_code };
  if (row.levels !== '2' || !row.second_role_code) return [first];
  return [first, { level: 2, role: row.second_role_code }];
}

/** The level a role approves next: after `approvedLevels` levels are done, the next level's
 * number when `role` may approve it, else null (not this role's turn, or no level is left). */
export function nextLevelFor(levels: readonly AuditLevel[], approvedLevels: number, role: string): number | null {
  const next = levels[approvedLevels];
  if (!next) return null;
  return next.role === null || next.role === role ? next.level : null;
}
