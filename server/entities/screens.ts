// Screens over a resource: every menu leaf whose page names an entity is a screen over it, with
// its own permission codes `<leaf>:<action>` and maybe a fixed filter (a review queue shows
// pending records). A role may perform an action on the entity when it holds the action on any
// screen over it; the records it reaches through those screens are the union of their fixed
// filters (none when one of them has no filter). Read from the menu rows (seeded from the
// pages, edited later on the menu screen), never from pages/ at run time.
import type { Db } from '../storage/database';
import { grantsOfRole } from './roleGrants';
import type { EntityDefinition } from './definition';
import type { Condition } from './listQuery';
import { storedScalar } from './records';

export interface ScreenGrant {
  /** The menu leaf's name, the prefix of its permission codes. */
  leaf: string;
  /** Property -> value or allowed values, or null when the screen shows every record. */
  fixedFilter: Record<string, unknown> | null;
}

/** Actions a screen's lookups grant on the entities its forms pick from: listing and reading. */
const LOOKUP_ACTIONS: ReadonlySet<string> = new Set(['view']);

/** The screens over `resource` on which `role` holds `action`: the leaves whose page's entity it
 * is (with their fixed filter), the leaves whose page works over it beside its own entity (the
 * dictionaries screen over their items; no fixed filter), and, to list and read only, the leaves
 * whose forms pick records of it (lookups: a driver's withdrawal form picks his bank card).
 * `accessVersion`: the one the caller's token look-up read (roleGrants.ts), else read here. */
export async function screensGranting(db: Db, role: string, resource: string, action: string, accessVersion?: number): Promise<ScreenGrant[]> {
  const byLookup = LOOKUP_ACTIONS.has(action);
  const { leaves, denied } = await grantsOfRole(db, role, accessVersion);
  return leaves
    .filter((leaf) => leaf.resource === resource || leaf.resources.includes(resource) || (byLookup && leaf.lookups.includes(resource)))
    .filter((leaf) => leaf.actions.includes(action) && !denied.has(`${leaf.name}:${action}`))
    .map((leaf) => ({ leaf: leaf.name, fixedFilter: leaf.resource === resource ? leaf.fixedFilter : null }));
}

/** A fixed filter as conditions on columns: a value is an equality, a list a choice. */
export function conditionsOfFilter(entity: EntityDefinition, filter: Record<string, unknown>): Condition[] {
  return Object.entries(filter).map(([property, value]) => {
    const field = entity.byProperty.get(property);
    if (!field) throw new Error(`entity ${entity.name}: a screen's fixed filter names the unknown property "${property}"`);
    return Array.isArray(value)
      ? { column: field.column, op: 'in', value: (value as (string | number | boolean)[]).map(storedScalar) }
      : { column: field.column, op: '=', value: storedScalar(value as string | number | boolean) };
  });
}

/** The records reachable through the granting screens: null when one of them shows every record,
 * else any of their fixed filters. Call with at least one grant. */
export function screenFilterOf(entity: EntityDefinition, grants: ScreenGrant[]): Condition | null {
  if (grants.some((grant) => grant.fixedFilter === null)) return null;
  return { op: 'anyOf', groups: grants.map((grant) => conditionsOfFilter(entity, grant.fixedFilter!)) };
}
