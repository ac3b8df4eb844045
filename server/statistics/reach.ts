// What a statistics call may count: the caller's records of an entity exactly as the entity API
// reaches them (entities/scope.ts reachOf: the data scope stored on the caller's role), optionally
// narrowed to one branch by the `branchCode` parameter. A caller who reaches nothing of an entity
// counts nothing of it: every figure over it is zero, never another party's.
import type { Expression, SqlBool } from 'kysely';
import type { Caller } from '../entities/caller';
import type { EntityDefinition } from '../entities/definition';
import { whereOf, type Condition, type EntityDb } from '../entities/listQuery';
import { isPartyScoped, reachOf } from '../entities/scope';
import { sharedRegistry } from '../entities/shared';
import type { Db } from '../storage/database';

export type EntityName = 'waybill' | 'driver' | 'vehicle';

/** A where-clause over one entity table (its columns named unqualified). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- applied to queries of several table shapes
export type Where = (eb: any) => Expression<SqlBool>;

export interface StatisticsScope {
  db: Db;
  caller: Caller;
  /** Only this branch (the `branchCode` parameter); within the caller's reach, else nothing. */
  branchCode?: string;
}

export function entityOf(name: EntityName): EntityDefinition {
  const entity = sharedRegistry().get(name);
  if (!entity) throw new Error(`statistics: no entity schema named ${name}`);
  return entity;
}

/** The entity API's database type, for queries over entity tables. */
export function entityDb(db: Db): EntityDb {
  return db as unknown as EntityDb;
}

/** The caller's records of the entity, plus `extra` conditions; null when it reaches none. */
export function reachWhere(scope: StatisticsScope, name: EntityName, extra: Condition[] = []): Where | null {
  const entity = entityOf(name);
  const reach = reachOf(entity, scope.caller, null);
  if (!reach) return null;
  const filters = [...reach.filters, ...extra];
  if (scope.branchCode !== undefined) {
    if (!entity.scope.branch) return null;
    filters.push({ column: entity.scope.branch.column, op: '=', value: scope.branchCode });
  }
  return whereOf(scope.db, reach.scope, filters);
}

/** One limit on the branches of accounts the caller counts. */
export type BranchLimit = { op: '='; value: string } | { op: 'in'; value: string[] };

/** The caller's reach over accounts (party rows, keyed by their branch): a shipper or driver
 * reaches no other account, staff the branches their reach over the waybills spans (no limit
 * for the `all` scope). Null when the caller reaches no account. */
export function accountReach(scope: StatisticsScope): BranchLimit[] | null {
  if (isPartyScoped(scope.caller)) return null;
  const waybills = entityOf('waybill');
  const reach = reachOf(waybills, scope.caller, null);
  const branchColumn = waybills.scope.branch?.column;
  if (!reach || !branchColumn) return null;
  const limits: BranchLimit[] = reach.scope.filter((s) => s.column === branchColumn).map((s) => ({ op: '=', value: s.value }));
  for (const filter of reach.filters) {
    if (filter.op === 'in' && filter.column === branchColumn) limits.push({ op: 'in', value: filter.value.map(String) });
  }
  if (scope.branchCode !== undefined) limits.push({ op: '=', value: scope.branchCode });
  return limits;
}
