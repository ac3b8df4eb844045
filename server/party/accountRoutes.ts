// The account endpoints the generic entity API does not make (the `request` actions of the
// account and staff screens), with the account write hooks (accounts.ts):
//   POST /ntocc-basic-api/account/:id/resetPassword { password }   (account:resetPassword)
//     staff set a new password: stored hashed, overdue at once (the user changes it at the next
//     sign-in), every session of the account ends and its sign-in lock is lifted;
//   POST /ntocc-basic-api/staff/:id/openAccount { username, password, roles }   (staff:openAccount)
//     开通账号: an account for a staff member (his name, mobile and department), made through the
//     account entity (same checks and hooks as the account screen's create), linked to him.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { Status } from '../../src/core/api/status';
import { hashPassword } from '../auth/password';
import { notifySessionsEnded } from '../auth/sessionEnds';
import { accountOfParty, forgetAccountFailures } from '../auth/throttle';
import type { AppContext } from '../context';
import { callerOf, type Caller } from '../entities/caller';
import { fieldError, invalidAnswer, translate, type Texts } from '../entities/fieldErrors';
import { whereOf, type EntityDb } from '../entities/listQuery';
import { recordOf, type EntityRecord } from '../entities/records';
import type { RegisteredEntity } from '../entities/registry';
import { reachOf } from '../entities/scope';
import { screenFilterOf, screensGranting } from '../entities/screens';
import { sharedRegistry, totalsOf } from '../entities/shared';
import { createRecordWithin } from '../entities/writes';
import { fail, ok } from '../http/envelope';
import { readParams } from '../http/params';
import { logRecordChange } from '../oplog/entityWrites';
import { operatorOf } from '../oplog/operator';
import { displayTime } from '../storage/clock';
import { ACCOUNT_ENTITY, endSessions, passwordErrors, PASSWORD_NEVER_CHOSEN, registerAccountHooks, registerStaffHooks } from './accounts';

export const STAFF_ENTITY = 'staff';

interface Granted { caller: Caller; texts: Texts; row: Record<string, unknown> }

function idOf(request: FastifyRequest): number | null {
  const text = (request.params as { id: string }).id;
  return /^[1-9]\d{0,15}$/.test(text) ? Number(text) : null;
}

export function accountRoutes(ctx: AppContext): FastifyPluginAsync {
  const { db } = ctx;
  registerAccountHooks();
  registerStaffHooks();
  const registry = sharedRegistry();

  /** The record `:id` of `entity` when the caller holds `action` on a screen over it and reaches
   * it; else the 403 or 404 answer has been sent. */
  async function granted(entityName: string, action: string, request: FastifyRequest, reply: FastifyReply): Promise<Granted | null> {
    const entity = registry.get(entityName)!;
    const texts: Texts = { t: request.t, entityT: request.t };
    const caller = await callerOf(db, request);
    const grants = await screensGranting(db, caller.role, entity.name, action, caller.accessVersion);
    if (grants.length === 0) {
      await reply.send(fail(Status.FORBIDDEN, translate(texts, 'entityApi.error.forbidden', {
        action: request.t(`entityApi.permission.${action}`, { defaultValue: action }), entity: request.t(entity.schema.title),
      })));
      return null;
    }
    const id = idOf(request);
    const reach = reachOf(entity, caller, screenFilterOf(entity, grants));
    const row = id === null || reach === null ? undefined : await (db as unknown as EntityDb).selectFrom(entity.table).selectAll()
      .where(entity.primaryKey.column, '=', id).where(whereOf(db, reach.scope, reach.filters)).executeTakeFirst();
    if (!row) {
      await reply.send(fail(Status.NOT_FOUND, translate(texts, 'entityApi.error.notFound')));
      return null;
    }
    return { caller, texts, row };
  }

  const account = (): RegisteredEntity => registry.get(ACCOUNT_ENTITY)!;

  return async (app) => {
    app.post('/account/:id/resetPassword', async (request, reply) => {
      const call = await granted(ACCOUNT_ENTITY, 'resetPassword', request, reply);
      if (!call) return reply;
      const { password } = readParams(request) as { password?: unknown };
      if (typeof password !== 'string' || password === '') {
        return invalidAnswer(call.texts, [fieldError(call.texts, '/password', 'validation.required')]);
      }
      const errors = passwordErrors(call, '/password', password);
      if (errors.length > 0) return invalidAnswer(call.texts, errors);
      const entity = account();
      const id = Number(call.row.id);
      const now = ctx.now();
      const before = recordOf(entity, call.row as never);
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('party').set({
          password_hash: await hashPassword(password), password_changed_at: PASSWORD_NEVER_CHOSEN, gmt_modified: displayTime(now),
        }).where('id', '=', id).execute();
        await endSessions(trx, id, now);
        await logRecordChange(trx, entity, { action: 'resetPassword', id, before, after: before }, operatorOf(call.caller, request), now);
      });
      await forgetAccountFailures(db, accountOfParty(id));
      notifySessionsEnded(db);
      return ok(null, request.t('server.account.passwordReset'));
    });

    app.post('/staff/:id/openAccount', async (request, reply) => {
      const call = await granted(STAFF_ENTITY, 'openAccount', request, reply);
      if (!call) return reply;
      const staff = recordOf(registry.get(STAFF_ENTITY)!, call.row as never);
      if (staff.accountCode) return fail(Status.INVALID_PAYLOAD, request.t('server.staff.accountOpened', { code: String(staff.accountCode) }));
      if (staff.status !== 'on_job') return fail(Status.INVALID_PAYLOAD, request.t('server.staff.notOnJob'));
      const body = readParams(request) as EntityRecord;
      const payload: EntityRecord = {
        username: body.username, password: body.password, roles: body.roles, name: staff.name,
        ...(staff.mobile ? { mobile: staff.mobile } : {}),
        ...(staff.departmentId ? { departmentId: staff.departmentId } : {}),
      };
      const now = ctx.now();
      const entity = account();
      const operator = operatorOf(call.caller, request);
      const answer = await db.transaction().execute(async (trx) => {
        const created = await createRecordWithin(trx, {
          db: trx, registry, entity, caller: call.caller, texts: call.texts, now,
          beforeCommit: async (inner, change) => logRecordChange(inner, entity, change, operator, now),
        }, payload);
        if (created.status !== Status.OK) return created;
        const code = String((created.data as EntityRecord).code);
        await trx.updateTable('basic_staff' as never).set({ account_code: code, gmt_modified: displayTime(now) } as never)
          .where('id' as never, '=', Number(call.row.id) as never).execute();
        return ok(created.data, request.t('server.staff.accountOpenedNow', { username: String(body.username ?? '') }));
      });
      if (answer.status === Status.OK) {
        totalsOf(db).forget(ACCOUNT_ENTITY);
        totalsOf(db).forget(STAFF_ENTITY);
      }
      return answer;
    });
  };
}
