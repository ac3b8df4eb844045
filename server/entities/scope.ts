// Data scope (x-scope): which records a caller reaches. A platform administrator reaches all;
// branch staff the records of their branch; a shipper only records whose shipper column is
// its party code, a driver only those whose driver column is his (both within their branch).
// An entity without the column a role is scoped by is out of that role's reach entirely.
import type { Caller } from './caller';
import type { EntityDefinition } from './definition';

export interface ScopeCondition { column: string; value: string }

/** The equalities every query of the caller adds, or null when the caller reaches nothing. */
export function scopeConditions(entity: EntityDefinition, caller: Caller): ScopeCondition[] | null {
  const { branch, shipper, driver } = entity.scope;
  const inBranch = branch ? [{ column: branch.column, value: caller.branchCode }] : [];
  switch (caller.role) {
    case 'PLAT_ADMIN': return [];
    case 'BRANCH_STAFF': return inBranch;
    case 'SHIPPER': return shipper ? [...inBranch, { column: shipper.column, value: caller.code }] : null;
    case 'DRIVER': return driver ? [...inBranch, { column: driver.column, value: caller.code }] : null;
    default: return null;
  }
}

/** Scope properties the server writes on create: the caller's branch, and its own party code
 * for a shipper or driver (who cannot create records of another party). */
export function scopeValuesForCreate(entity: EntityDefinition, caller: Caller): Record<string, string> {
  const values: Record<string, string> = {};
  if (entity.scope.branch) values[entity.scope.branch.property] = caller.branchCode;
  if (caller.role === 'SHIPPER' && entity.scope.shipper) values[entity.scope.shipper.property] = caller.code;
  if (caller.role === 'DRIVER' && entity.scope.driver) values[entity.scope.driver.property] = caller.code;
  return values;
}

/** Scope properties a caller may not change on update: a shipper or driver cannot hand a
 * record to another party; nobody moves a record to another branch. */
export function lockedScopeProperties(entity: EntityDefinition, caller: Caller): string[] {
  const locked = entity.scope.branch ? [entity.scope.branch.property] : [];
  if (caller.role === 'SHIPPER' && entity.scope.shipper) locked.push(entity.scope.shipper.property);
  if (caller.role === 'DRIVER' && entity.scope.driver) locked.push(entity.scope.driver.property);
  return locked;
}
