// Accounts (basic/account): the `account` entity is the party table that sign-in reads. What its
// schema cannot say lives in these write hooks (server/entities/hooks.ts):
// - a new account gets the next party code, the hash of the password staff set (x-transient
//   `password`, never stored as sent) and a password-changed time of "never", so its first
//   sign-in answers passWordOverdue and the user must choose his own password;
// - its roles (x-transient `roles`) are the party_role rows, the first being the role a new
//   session acts as; a caller who does not reach all data cannot give a role that does (or
//   that reaches chosen branches), as on the roles screen;
// - disabling an account revokes every session of it (and findActiveToken refuses the token of a
//   disabled party in any case); a role taken away ends the sessions acting as it.
// The password is set again only by the reset endpoint (accountRoutes.ts), never by an edit.
import type { Transaction } from 'kysely';
import { hashPassword, PASSWORD_NEVER_CHOSEN } from '../auth/password';
import { passwordProblem } from '../../src/core/validation';
import { commonPasswords } from '../auth/passwordRule';
import { notifySessionsEnded } from '../auth/sessionEnds';
import { fieldError, type EntityFieldError } from '../entities/fieldErrors';
import { registerEntityHooks, type HookContext } from '../entities/hooks';
import type { EntityRecord } from '../entities/records';
import type { Db } from '../storage/database';
import { instant } from '../storage/clock';
import type { Database, DataScope } from '../storage/schema';
import { nextPartyCode, type PartyType } from './create';

export const ACCOUNT_ENTITY = 'account';
export const ACCOUNT_SCREEN = 'basic/account';

export { PASSWORD_NEVER_CHOSEN };

type Trx = Transaction<Database>;

const WIDE_SCOPES: ReadonlySet<DataScope> = new Set(['all', 'branches']);

/** Field errors of a password staff set (the shared rule and the common-password list). */
export function passwordErrors(ctx: Pick<HookContext, 'texts'>, field: string, password: string): EntityFieldError[] {
  const problem = passwordProblem(password, commonPasswords());
  if (problem === null) return [];
  return [fieldError(ctx.texts, field, problem === 'common' ? 'server.password.common' : 'validation.format.password')];
}

/** Field errors of roles given to an account: unknown roles, and roles reaching beyond a caller
 * who does not reach all data. */
async function roleErrors(ctx: HookContext, roles: string[]): Promise<EntityFieldError[]> {
  if (roles.length === 0) return [];
  const found = await ctx.trx.selectFrom('role').select(['code', 'data_scope']).where('code', 'in', roles).execute();
  const unknown = roles.filter((code) => !found.some((row) => row.code === code));
  if (unknown.length > 0) return [fieldError(ctx.texts, '/roles', 'server.account.unknownRoles', { codes: unknown.join(', ') })];
  const wide = found.filter((row) => WIDE_SCOPES.has(row.data_scope)).map((row) => row.code);
  if (wide.length > 0 && ctx.caller.dataScope !== 'all') {
    return [fieldError(ctx.texts, '/roles', 'server.account.rolesTooWide', { codes: wide.join(', ') })];
  }
  return [];
}

/** Revokes the live sessions of a party (all, or those acting as one of `roles`). */
export async function endSessions(trx: Trx | Db, partyId: number, now: Date, roles?: string[]): Promise<void> {
  let query = trx.updateTable('access_token').set({ revoked_at: instant(now) })
    .where('party_id', '=', partyId).where('revoked_at', 'is', null);
  if (roles) {
    if (roles.length === 0) return;
    query = query.where('active_role', 'in', roles);
  }
  await query.execute();
}

async function writeRoles(trx: Trx, partyId: number, roles: string[]): Promise<void> {
  await trx.deleteFrom('party_role').where('party_id', '=', partyId).execute();
  if (roles.length > 0) await trx.insertInto('party_role').values(roles.map((role_code, sort) => ({ party_id: partyId, role_code, sort }))).execute();
}

/** The roles of each account (codes in order, and their names joined). */
async function decorate(db: Db | Trx, records: EntityRecord[], ids: number[]): Promise<void> {
  const rows = await db.selectFrom('party_role').innerJoin('role', 'role.code', 'party_role.role_code')
    .select(['party_role.party_id', 'role.code', 'role.name']).where('party_role.party_id', 'in', ids)
    .orderBy('party_role.sort').orderBy('role.code').execute();
  records.forEach((record, index) => {
    const held = rows.filter((row) => row.party_id === ids[index]);
    record.roles = held.map((row) => row.code);
    if (held.length > 0) record.roleNames = held.map((row) => row.name).join('、');
  });
}

export function registerAccountHooks(): void {
  registerEntityHooks(ACCOUNT_ENTITY, {
    beforeCreate: async (ctx, values) => {
      const password = String(values.password ?? '');
      const roles = (values.roles as string[] | undefined) ?? [];
      const errors = [...passwordErrors(ctx, '/password', password), ...await roleErrors(ctx, roles)];
      if (errors.length > 0) return errors;
      values.code = await nextPartyCode(ctx.trx, values.partyType as PartyType);
      values.passwordHash = await hashPassword(password);
      values.passwordChangedAt = PASSWORD_NEVER_CHOSEN;
      return undefined;
    },
    beforeUpdate: async (ctx, _id, _stored, values) => {
      if (values.password !== undefined) return [fieldError(ctx.texts, '/password', 'server.account.passwordByReset')];
      if (values.roles !== undefined) return roleErrors(ctx, values.roles as string[]);
      return undefined;
    },
    afterWrite: async (ctx, change, payload) => {
      if ((change.action === 'create' || change.action === 'update') && Array.isArray(payload.roles)) {
        const before = (await ctx.trx.selectFrom('party_role').select('role_code').where('party_id', '=', change.id).execute())
          .map((row) => row.role_code);
        const roles = payload.roles as string[];
        await writeRoles(ctx.trx, change.id, roles);
        // A session acting as a role taken away would keep its grants until it expires.
        await endSessions(ctx.trx, change.id, ctx.now, before.filter((role) => !roles.includes(role)));
        if (change.after) Object.assign(change.after, await rolesOf(ctx.trx, change.id));
      }
      if (change.action === 'disable') {
        await endSessions(ctx.trx, change.id, ctx.now);
        // The sockets of the ended sessions close at their next sweep (a few seconds) or now.
        setTimeout(() => notifySessionsEnded(ctx.db), 50);
      }
    },
    decorate,
  });
}

async function rolesOf(trx: Trx, partyId: number): Promise<EntityRecord> {
  const record: EntityRecord = {};
  await decorate(trx, [record], [partyId]);
  return record;
}

const STAFF_ACCOUNT_FIELDS = ['username', 'password', 'roles'];

/** A staff member's account fields are read by 开通账号 alone (accountRoutes.ts): a create or
 * edit of the staff record that sends them is refused rather than silently ignored. */
export function registerStaffHooks(): void {
  const refuse = async (ctx: HookContext, values: EntityRecord) => STAFF_ACCOUNT_FIELDS.filter((field) => values[field] !== undefined)
    .map((field) => fieldError(ctx.texts, `/${field}`, 'server.staff.accountByOpen'));
  registerEntityHooks('staff', { beforeCreate: refuse, beforeUpdate: async (ctx, _id, _stored, values) => refuse(ctx, values) });
}
