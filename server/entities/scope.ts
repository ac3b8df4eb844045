// Data scope: which records a caller reaches, from the data scope stored on the caller's role
// (role.data_scope, edited on the roles screen; no role code appears here). `all` reaches every
// record; `branch` the records of the caller's branch; `branches` those of the role's chosen
// branches; `shipper` and `driver` only the records whose shipper or driver column holds the
// caller's party code, within the caller's branch. An entity without the column a scope needs is
// out of that scope's reach entirely, unless its x-scope opens it to that scope (openTo: the
// order hall's offers reach every driver of the branch, narrowed by the hall's fixed filter).
import type { Caller } from './caller';
import type { EntityDefinition } from './definition';
import type { Condition } from './listQuery';

/** An equality every query of the caller adds; equalities of a scope shape are what the kept
 * counts are keyed by (scopeCounts.ts), branch first, then the party. */
export interface ScopeCondition { column: string; value: string }

/** What a caller reaches: the scope's equalities, and conditions that narrow further (the
 * role's chosen branches, the fixed filters of the screens that grant the call). */
export interface Reach { scope: ScopeCondition[]; filters: Condition[] }

/** The caller's equalities, or null when the caller reaches nothing of the entity. */
export function scopeConditions(entity: EntityDefinition, caller: Caller): ScopeCondition[] | null {
  const { branch, shipper, driver, openTo } = entity.scope;
  const inBranch = branch ? [{ column: branch.column, value: caller.branchCode }] : [];
  switch (caller.dataScope) {
    case 'all': return [];
    case 'branches': return [];
    case 'branch': return inBranch;
    case 'shipper': return shipper ? [...inBranch, { column: shipper.column, value: caller.code }] : openTo.includes('shipper') ? inBranch : null;
    case 'driver': return driver ? [...inBranch, { column: driver.column, value: caller.code }] : openTo.includes('driver') ? inBranch : null;
    default: return null;
  }
}

/** Everything that limits the caller's records: null when nothing of the entity is reachable. */
export function reachOf(entity: EntityDefinition, caller: Caller, screenFilter: Condition | null): Reach | null {
  const scope = scopeConditions(entity, caller);
  if (scope === null) return null;
  const filters: Condition[] = [];
  if (caller.dataScope === 'branches') {
    if (!entity.scope.branch) return null;
    filters.push({ column: entity.scope.branch.column, op: 'in', value: caller.branches });
  }
  if (screenFilter) filters.push(screenFilter);
  return { scope, filters };
}

/** Scope properties the server writes on create: the caller's branch, and its own party code
 * for a caller scoped to its party (who cannot create records of another party). */
export function scopeValuesForCreate(entity: EntityDefinition, caller: Caller): Record<string, string> {
  const values: Record<string, string> = {};
  if (entity.scope.branch) values[entity.scope.branch.property] = caller.branchCode;
  if (caller.dataScope === 'shipper' && entity.scope.shipper) values[entity.scope.shipper.property] = caller.code;
  if (caller.dataScope === 'driver' && entity.scope.driver) values[entity.scope.driver.property] = caller.code;
  return values;
}

/** Scope properties a caller may not change on update: a party-scoped caller cannot hand a
 * record to another party; nobody moves a record to another branch. */
export function lockedScopeProperties(entity: EntityDefinition, caller: Caller): string[] {
  const locked = entity.scope.branch ? [entity.scope.branch.property] : [];
  if (caller.dataScope === 'shipper' && entity.scope.shipper) locked.push(entity.scope.shipper.property);
  if (caller.dataScope === 'driver' && entity.scope.driver) locked.push(entity.scope.driver.property);
  return locked;
}

/** Whether the caller sees only its own party's records (shippers, drivers): such callers get
 * other parties' personal data masked (x-mask). */
export function isPartyScoped(caller: Caller): caller is Caller & { dataScope: 'shipper' | 'driver' } {
  return caller.dataScope === 'shipper' || caller.dataScope === 'driver';
}
