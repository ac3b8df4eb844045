// The screens a role holds, kept in the process: every entity call asks which screens over its
// entity grant the action, and reading the menu grants each time was two of the five queries of
// a list call. Kept per database, labelled with the access version (migration 0065: a counter
// the grant tables' triggers bump) at which they were read; a call that saw a newer version with
// its token reads them again. Exact across processes and instances: no time-to-live.
import { sql } from 'kysely';
import { screenActions } from '../menu/permissions';
import type { Db } from '../storage/database';

/** A granted menu leaf, parsed once, as screensGranting needs it. */
export interface GrantedLeaf {
  name: string;
  /** The actions the screen offers (standard and its own). */
  actions: string[];
  fixedFilter: Record<string, unknown> | null;
  /** The entity of its page. */
  resource: string | null;
  /** Further entities its page works over (`menu.resources`). */
  resources: string[];
  /** Entities its forms pick records of (`menu.lookups`). */
  lookups: string[];
}

export interface RoleGrants {
  leaves: GrantedLeaf[];
  /** Permission codes `<leaf>:<action>` the role is denied. */
  denied: ReadonlySet<string>;
}

interface KeptGrants { version: number; byRole: Map<string, Promise<RoleGrants>> }

const kept = new WeakMap<Db, KeptGrants>();

/** The counter of grant changes (0 before the first), as an expression: the token's look-up
 * selects it with the session. */
export const accessVersionExpression = () => sql<number>`coalesce((select max(value) from access_version), 0)`;

/** The counter of grant changes, read on its own. */
export async function readAccessVersion(db: Db): Promise<number> {
  const { rows } = await sql<{ value: number }>`select ${accessVersionExpression()} as value`.execute(db);
  return Number(rows[0]?.value ?? 0);
}

/** A JSON list of entity names (`menu.resources`, `menu.lookups`); none when empty. */
function listOf(json: string | null | undefined): string[] {
  if (!json) return [];
  const parsed: unknown = JSON.parse(json);
  return Array.isArray(parsed) ? parsed.filter((name): name is string => typeof name === 'string') : [];
}

async function readRoleGrants(db: Db, role: string): Promise<RoleGrants> {
  const [leaves, denied] = await Promise.all([
    db.selectFrom('menu').innerJoin('role_menu', 'role_menu.menu_id', 'menu.id')
      .select(['menu.name', 'menu.actions', 'menu.standard_actions', 'menu.fixed_filter', 'menu.resource', 'menu.resources', 'menu.lookups'])
      .where('role_menu.role_code', '=', role).execute(),
    db.selectFrom('role_permission_deny').select('code').where('role_code', '=', role).execute(),
  ]);
  return {
    leaves: leaves.map((leaf) => ({
      name: leaf.name, actions: screenActions(leaf), resource: leaf.resource, resources: listOf(leaf.resources), lookups: listOf(leaf.lookups),
      fixedFilter: leaf.fixed_filter ? JSON.parse(leaf.fixed_filter) as Record<string, unknown> : null,
    })),
    denied: new Set(denied.map((d) => d.code)),
  };
}

/** The role's granted leaves and denied codes, as fresh as `version` (read when not given). The
 * grants kept are read after their version was seen, so they are at least that fresh. */
export async function grantsOfRole(db: Db, role: string, version?: number): Promise<RoleGrants> {
  const seen = version ?? await readAccessVersion(db);
  let entry = kept.get(db);
  if (!entry || entry.version < seen) {
    entry = { version: seen, byRole: new Map() };
    kept.set(db, entry);
  }
  const known = entry.byRole.get(role);
  if (known) return known;
  const reading = readRoleGrants(db, role);
  entry.byRole.set(role, reading);
  const current = entry;
  reading.catch(() => { if (current.byRole.get(role) === reading) current.byRole.delete(role); });
  return reading;
}
