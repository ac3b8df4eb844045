// Roles (basic/role): a role holds menu leaves (and the directories above them), denied
// permission codes and a data scope. A role created here works at once: the entity API reads
// its grants and scope from these rows (server/entities/screens.ts, scope.ts), and getUserInfo
// builds its menu from them at the next sign-in.
//   GET  /role/list                 the roles with their scope, branches, leaves and denials  (role:view)
//   POST /role                      a new role                                              (role:add)
//   PUT  /role/:code                its name, scope, branches, leaves and denials            (role:edit)
//   POST /role/:code/assign         gives the role to a party of the caller's branch         (role:assign)
//   GET  /role/:code                one role with its permission codes                      (role:view)
//   DELETE /role/:code              a role no account holds                                 (role:remove)
//   GET  /role/resources            the menu tree with each leaf's action codes (the form's tree)  (role:view)
// The role screen (pages/basic/role.json, entity `role`, x-handwritten) edits `permissions`: the
// granted codes `<leaf>:<action>`; a leaf with any of them is granted, its other codes denied.
// `menus` and `deny` are accepted as before. The list answers the generic list envelope.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { Status } from '../../../src/core/api/status';
import { sessionOf } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { callerOf } from '../../entities/caller';
import { fail, ok } from '../../http/envelope';
import { once, type Remember } from '../../idempotency/once';
import { operatorOf } from '../../oplog/operator';
import { logRoleAssigned, logRoleChange, logRoleRemoved, roleSnapshot } from '../../oplog/roleChanges';
import { readParams } from '../../http/params';
import { listAnswer } from '../../http/paging';
import { check, compile, fieldError, invalidFields } from '../../http/validate';
import { mayPerform, screenActions } from '../../menu/permissions';
import { isDirectory, titlesOf } from '../../menu/tree';
import type { Database, DataScope } from '../../storage/schema';

export const ROLE_SCREEN = 'basic/role';
const DATA_SCOPES: DataScope[] = ['all', 'branch', 'branches', 'shipper', 'driver'];

interface RoleInput { name: string; dataScope: DataScope; branches: string[]; menus: string[]; deny: string[]; permissions?: string[]; code?: string }
interface NewRole extends RoleInput { code: string }

const roleProperties = {
  name: { type: 'string', minLength: 1, maxLength: 100 },
  dataScope: { type: 'string', enum: DATA_SCOPES },
  branches: { type: 'array', maxItems: 200, uniqueItems: true, items: { type: 'string', maxLength: 32 }, default: [] },
  menus: { type: 'array', maxItems: 1000, uniqueItems: true, items: { type: 'string', maxLength: 100 } },
  deny: { type: 'array', maxItems: 5000, uniqueItems: true, items: { type: 'string', maxLength: 200 }, default: [] },
  permissions: { type: 'array', maxItems: 5000, uniqueItems: true, items: { type: 'string', maxLength: 200 } },
};


const createValidator = compile<NewRole>({
  type: 'object',
  additionalProperties: false,
  required: ['code', 'name', 'dataScope'],
  properties: { code: { type: 'string', pattern: '^[A-Z][A-Z0-9_]{1,31}$' }, ...roleProperties },
});
// An edit form sends the role's code back (the path names the role; the code never changes).
const updateValidator = compile<RoleInput>({
  type: 'object', additionalProperties: false, required: ['name', 'dataScope'],
  properties: { code: { type: 'string', maxLength: 32 }, ...roleProperties },
});
const assignValidator = compile<{ partyCode: string }>({
  type: 'object', additionalProperties: false, required: ['partyCode'], properties: { partyCode: { type: 'string', maxLength: 32 } },
});

type Db = Kysely<Database>;

/** Granted codes as leaves and denials: a leaf holding any of its codes is granted, and its
 * other codes are denied. Codes of unknown leaves or actions are errors. */
async function fromPermissions<Input extends RoleInput>(db: Db, input: Input, t: FastifyRequest['t']): Promise<{ input: Input; errors: ReturnType<typeof fieldError>[] }> {
  // Either the leaves (and denials) or the granted codes.
  if (!input.permissions) {
    const errors = input.menus ? [] : [fieldError('/menus', t('validation.required'))];
    return { input: { ...input, menus: input.menus ?? [] }, errors };
  }
  const leaves = (await db.selectFrom('menu').selectAll().execute()).filter((row) => !isDirectory(row));
  const codesOf = new Map(leaves.map((leaf) => [leaf.name, screenActions(leaf).map((action) => `${leaf.name}:${action}`)]));
  const granted = new Set(input.permissions);
  const stray = input.permissions.filter((code) => !codesOf.get(code.split(':')[0] ?? '')?.includes(code));
  const errors = stray.length > 0 ? [fieldError('/permissions', t('server.role.unknownCodes', { codes: stray.join(', ') }))] : [];
  const menus = [...codesOf.entries()].filter(([, codes]) => codes.some((code) => granted.has(code))).map(([name]) => name);
  const deny = menus.flatMap((name) => codesOf.get(name)!.filter((code) => !granted.has(code)));
  return { input: { ...input, menus, deny }, errors };
}

/** The codes a role holds: every code of its leaves but the denied ones. */
async function permissionsOf(db: Db, code: string): Promise<string[]> {
  const [leaves, denied] = await Promise.all([
    db.selectFrom('role_menu').innerJoin('menu', 'menu.id', 'role_menu.menu_id').selectAll('menu').where('role_menu.role_code', '=', code)
      .orderBy('menu.sort').orderBy('menu.id').execute(),
    db.selectFrom('role_permission_deny').select('code').where('role_code', '=', code).execute(),
  ]);
  const deny = new Set(denied.map((row) => row.code));
  return leaves.filter((leaf) => !isDirectory(leaf)).flatMap((leaf) => screenActions(leaf).map((action) => `${leaf.name}:${action}`))
    .filter((permission) => !deny.has(permission));
}

interface ResourceOption { name: string; title: string; titles?: ReturnType<typeof titlesOf>; actions?: string[]; children?: ResourceOption[] }

/** The whole menu as the permission tree shows it: directories with their leaves, each leaf
 * with its action codes' actions; hidden rows included (a role may be given them). */
async function resourceTree(db: Db): Promise<ResourceOption[]> {
  const rows = await db.selectFrom('menu').selectAll().orderBy('sort').orderBy('id').execute();
  const build = (parent: number | null): ResourceOption[] => rows.filter((row) => row.parent_id === parent).flatMap((row): ResourceOption[] => {
    // A menu added on systemManage/authorityCreation carries its titles (the Chinese one in `title`).
    const titles = titlesOf(row);
    const named = { name: row.name, title: row.title, ...(titles ? { titles } : {}) };
    if (!isDirectory(row)) return [{ ...named, actions: screenActions(row) }];
    const children = build(row.id);
    return children.length > 0 ? [{ ...named, children }] : [];
  });
  return build(null);
}

const LIST_SIZES = new Set([10, 20, 30, 50, 100, 500]);

/** A role may not reach further than its maker: only a caller who reaches all data makes roles
 * that reach all data or other branches. */
const WIDE_SCOPES: ReadonlySet<DataScope> = new Set(['all', 'branches']);

/** The field errors of a role's grants: unknown leaves, codes of leaves it is not given, unknown
 * branches, chosen branches without the `branches` scope. */
async function grantErrors(db: Db, input: RoleInput, t: FastifyRequest['t']) {
  const leaves = input.menus.length === 0 ? [] : await db.selectFrom('menu').selectAll().where('name', 'in', input.menus).execute();
  const errors = [];
  const known = new Map(leaves.filter((leaf) => !isDirectory(leaf)).map((leaf) => [leaf.name, leaf]));
  const unknown = input.menus.filter((name) => !known.has(name));
  if (unknown.length > 0) errors.push(fieldError('/menus', t('server.role.unknownMenus', { names: unknown.join(', ') })));
  const codes = new Set([...known.values()].flatMap((leaf) => screenActions(leaf).map((action) => `${leaf.name}:${action}`)));
  const strayDenials = input.deny.filter((code) => !codes.has(code));
  if (strayDenials.length > 0) errors.push(fieldError('/deny', t('server.role.unknownCodes', { codes: strayDenials.join(', ') })));
  if (input.dataScope !== 'branches' && input.branches.length > 0) errors.push(fieldError('/branches', t('server.role.branchesNeedScope')));
  if (input.dataScope === 'branches') {
    const found = input.branches.length === 0 ? [] : await db.selectFrom('branch').select('code').where('code', 'in', input.branches).execute();
    if (found.length === 0 || found.length !== input.branches.length) errors.push(fieldError('/branches', t('server.role.unknownBranches')));
  }
  return errors;
}

/** Writes the role's leaves (with every directory above them), denials and branches. */
async function writeGrants(trx: Db, code: string, input: RoleInput): Promise<void> {
  await trx.deleteFrom('role_menu').where('role_code', '=', code).execute();
  await trx.deleteFrom('role_permission_deny').where('role_code', '=', code).execute();
  await trx.deleteFrom('role_branch').where('role_code', '=', code).execute();
  const menu = await trx.selectFrom('menu').select(['id', 'parent_id', 'name']).execute();
  const parentOf = new Map(menu.map((row) => [row.id, row.parent_id]));
  const granted = new Set<number>();
  for (const row of menu.filter((m) => input.menus.includes(m.name))) {
    for (let id: number | null | undefined = row.id; id != null && !granted.has(id); id = parentOf.get(id)) granted.add(id);
  }
  if (granted.size > 0) await trx.insertInto('role_menu').values([...granted].map((menu_id) => ({ role_code: code, menu_id }))).execute();
  if (input.deny.length > 0) await trx.insertInto('role_permission_deny').values(input.deny.map((deny) => ({ role_code: code, code: deny }))).execute();
  if (input.branches.length > 0) {
    await trx.insertInto('role_branch').values(input.branches.map((branch_code) => ({ role_code: code, branch_code }))).execute();
  }
}

export function roleRoutes({ db, now }: AppContext): FastifyPluginAsync {
  /** Null when the caller may perform the action on the roles screen, else the 403 answer. */
  async function refusal(request: FastifyRequest, action: string) {
    if (await mayPerform(db, sessionOf(request).activeRole, ROLE_SCREEN, action)) return null;
    return fail(Status.FORBIDDEN, request.t('server.auth.forbidden'));
  }

  /** A 403 answer when the caller may not give this scope. */
  async function scopeRefusal(request: FastifyRequest, scope: DataScope) {
    if (!WIDE_SCOPES.has(scope)) return null;
    const caller = await callerOf(db, request);
    return caller.dataScope === 'all' ? null : fail(Status.FORBIDDEN, request.t('server.role.scopeTooWide'));
  }

  return async (app) => {
    app.get('/role/list', async (request) => {
      const refused = await refusal(request, 'view');
      if (refused) return refused;
      const params = readParams(request) as Record<string, unknown>;
      const text = (name: string) => (typeof params[name] === 'string' ? (params[name] as string).trim() : '');
      const pageSize = LIST_SIZES.has(Number(params.pageSize)) ? Number(params.pageSize) : 500;
      const pageNum = Math.max(1, Math.floor(Number(params.pageNum) || 1));
      const [roles, leaves, denials, branches, holders] = await Promise.all([
        db.selectFrom('role').selectAll().orderBy('code').execute(),
        db.selectFrom('role_menu').innerJoin('menu', 'menu.id', 'role_menu.menu_id').select(['role_menu.role_code', 'menu.name', 'menu.component']).execute(),
        db.selectFrom('role_permission_deny').selectAll().execute(),
        db.selectFrom('role_branch').selectAll().execute(),
        db.selectFrom('party_role').select(['role_code', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('role_code').execute(),
      ]);
      const contains = (value: string, wanted: string) => wanted === '' || value.toLowerCase().includes(wanted.toLowerCase());
      const matching = roles.filter((role) => contains(role.code, text('code')) && contains(role.name, text('name'))
        && (text('dataScope') === '' || role.data_scope === text('dataScope'))
        && (text('keyword') === '' || contains(role.code, text('keyword')) || contains(role.name, text('keyword'))));
      const records = matching.slice((pageNum - 1) * pageSize, pageNum * pageSize).map((role) => {
        const menus = leaves.filter((l) => l.role_code === role.code && !isDirectory(l)).map((l) => l.name);
        return {
          code: role.code,
          name: role.name,
          dataScope: role.data_scope,
          branches: branches.filter((b) => b.role_code === role.code).map((b) => b.branch_code),
          menus,
          deny: denials.filter((d) => d.role_code === role.code).map((d) => d.code),
          menuCount: menus.length,
          accountCount: Number(holders.find((h) => h.role_code === role.code)?.n ?? 0),
        };
      });
      return ok(listAnswer(records, matching.length, { pageNum, pageSize }));
    });

    app.get('/role/resources', async (request) => {
      const refused = await refusal(request, 'view');
      if (refused) return refused;
      return ok(await resourceTree(db));
    });

    app.get<{ Params: { code: string } }>('/role/:code', async (request) => {
      const refused = await refusal(request, 'view');
      if (refused) return refused;
      const role = await db.selectFrom('role').selectAll().where('code', '=', request.params.code).executeTakeFirst();
      if (!role) return fail(Status.NOT_FOUND, request.t('server.common.notFound'));
      const branches = await db.selectFrom('role_branch').select('branch_code').where('role_code', '=', role.code).execute();
      return ok({
        code: role.code, name: role.name, dataScope: role.data_scope,
        branches: branches.map((b) => b.branch_code), permissions: await permissionsOf(db, role.code),
      });
    });

    app.delete<{ Params: { code: string } }>('/role/:code', async (request) => {
      const refused = await refusal(request, 'remove');
      if (refused) return refused;
      const { t } = request;
      const { code } = request.params;
      const role = await db.selectFrom('role').select(['code', 'data_scope']).where('code', '=', code).executeTakeFirst();
      if (!role) return fail(Status.NOT_FOUND, t('server.common.notFound'));
      const tooWide = await scopeRefusal(request, role.data_scope);
      if (tooWide) return tooWide;
      const held = await db.selectFrom('party_role').select((eb) => eb.fn.countAll<number>().as('n')).where('role_code', '=', code).executeTakeFirstOrThrow();
      if (Number(held.n) > 0) return fail(Status.INVALID_PAYLOAD, t('server.role.inUse', { count: Number(held.n) }));
      const operator = operatorOf(await callerOf(db, request), request);
      await db.transaction().execute(async (trx) => {
        const before = await roleSnapshot(trx, code);
        await trx.deleteFrom('role_branch').where('role_code', '=', code).execute();
        await trx.deleteFrom('role').where('code', '=', code).execute();
        await logRoleRemoved(trx, operator, code, before, now());
      });
      return ok(null, t('server.role.removed'));
    });

    // With an Idempotency-Key, a retried create answers as the first did (server/idempotency).
    app.post('/role', async (request, reply) => {
      const refused = await refusal(request, 'add');
      if (refused) return refused;
      return once({ db, now }, request, reply, sessionOf(request).partyId, (remember) => createRole(request, remember));
    });

    /** A new role and its grants, logged (server/oplog) in the same transaction. */
    async function createRole(request: FastifyRequest, remember: Remember) {
      const { t } = request;
      const parsed = check(createValidator, readParams(request), t);
      if ('answer' in parsed) return parsed.answer;
      const converted = await fromPermissions(db, parsed.value, t);
      const input = converted.input;
      const tooWide = await scopeRefusal(request, input.dataScope);
      if (tooWide) return tooWide;
      const errors = [...converted.errors, ...await grantErrors(db, input, t)];
      if (await db.selectFrom('role').select('code').where('code', '=', input.code).executeTakeFirst()) {
        errors.push(fieldError('/code', t('server.role.codeTaken', { code: input.code })));
      }
      if (errors.length > 0) return invalidFields(t, errors);
      const operator = operatorOf(await callerOf(db, request), request);
      const answer = ok({ code: input.code }, t('server.common.saved'));
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('role').values({ code: input.code, name: input.name, data_scope: input.dataScope }).execute();
        await writeGrants(trx, input.code, input);
        await logRoleChange(trx, operator, input.code, null, now());
        await remember(trx, answer);
      });
      return answer;
    }

    app.put<{ Params: { code: string } }>('/role/:code', async (request) => {
      const refused = await refusal(request, 'edit');
      if (refused) return refused;
      const { t } = request;
      const { code } = request.params;
      if (!await db.selectFrom('role').select('code').where('code', '=', code).executeTakeFirst()) {
        return fail(Status.NOT_FOUND, t('server.common.notFound'));
      }
      const parsed = check(updateValidator, readParams(request), t);
      if ('answer' in parsed) return parsed.answer;
      const converted = await fromPermissions(db, parsed.value, t);
      const input = converted.input;
      const tooWide = await scopeRefusal(request, input.dataScope);
      if (tooWide) return tooWide;
      const errors = [...converted.errors, ...await grantErrors(db, input, t)];
      if (errors.length > 0) return invalidFields(t, errors);
      const operator = operatorOf(await callerOf(db, request), request);
      await db.transaction().execute(async (trx) => {
        const before = await roleSnapshot(trx, code);
        await trx.updateTable('role').set({ name: input.name, data_scope: input.dataScope }).where('code', '=', code).execute();
        await writeGrants(trx, code, input);
        await logRoleChange(trx, operator, code, before, now());
      });
      return ok({ code }, t('server.common.saved'));
    });

    app.post<{ Params: { code: string } }>('/role/:code/assign', async (request) => {
      const refused = await refusal(request, 'assign');
      if (refused) return refused;
      const { t } = request;
      const parsed = check(assignValidator, readParams(request), t);
      if ('answer' in parsed) return parsed.answer;
      const caller = await callerOf(db, request);
      const [role, party] = await Promise.all([
        db.selectFrom('role').select(['code', 'data_scope']).where('code', '=', request.params.code).executeTakeFirst(),
        db.selectFrom('party').select(['id', 'branch_code']).where('code', '=', parsed.value.partyCode).executeTakeFirst(),
      ]);
      // Another branch's party is as unknown as a missing one.
      if (!role || !party || (caller.dataScope !== 'all' && party.branch_code !== caller.branchCode)) {
        return fail(Status.NOT_FOUND, t('server.common.notFound'));
      }
      const tooWide = await scopeRefusal(request, role.data_scope);
      if (tooWide) return tooWide;
      const held = await db.selectFrom('party_role').select(['role_code', 'sort']).where('party_id', '=', party.id).execute();
      if (!held.some((h) => h.role_code === role.code)) {
        const sort = held.reduce((max, h) => Math.max(max, h.sort), -1) + 1;
        await db.transaction().execute(async (trx) => {
          await trx.insertInto('party_role').values({ party_id: party.id, role_code: role.code, sort }).execute();
          await logRoleAssigned(trx, operatorOf(caller, request), { code: parsed.value.partyCode }, held.map((h) => h.role_code), role.code, now());
        });
      }
      return ok({ code: role.code, partyCode: parsed.value.partyCode }, t('server.common.saved'));
    });
  };
}
