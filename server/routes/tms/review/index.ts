// The review centre (审核中心, tms/review/*) beyond the generic entity API: the write hooks of the
// mobile change requests (phoneChange.ts), and the two calls a driver or a shipper makes for
// himself, without a console screen (the app's 更换手机号):
//   POST /ntocc-basic-api/phoneChange/apply { newMobile, reason, idCardFrontImage?, idCardBackImage?, handheldIdCardImage? }
//     a request for the caller's own account (his driver or shipper record), pending review;
//   GET  /ntocc-basic-api/phoneChange/mine
//     the caller's own requests, newest first, with their review state and reason.
// Staff register a request for a party on the review screen itself (phoneAudit: add).
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { Status } from '../../../../src/core/api/status';
import type { AppContext } from '../../../context';
import { callerOf, type Caller } from '../../../entities/caller';
import type { Texts } from '../../../entities/fieldErrors';
import { registerEntityHooks } from '../../../entities/hooks';
import type { EntityDb } from '../../../entities/listQuery';
import { recordOf, type EntityRecord } from '../../../entities/records';
import { sharedRegistry, totalsOf } from '../../../entities/shared';
import { createRecordWithin } from '../../../entities/writes';
import { fail, ok } from '../../../http/envelope';
import { readParams } from '../../../http/params';
import { logRecordChange } from '../../../oplog/entityWrites';
import { operatorOf } from '../../../oplog/operator';
import { beforeAction, beforeCreate, PHONE_CHANGE_ENTITY } from './phoneChange';

const OWNER = 'tms/review';
/** What a party sends for himself; his party is his data scope's, never the payload's. */
const APPLY_FIELDS = ['newMobile', 'reason', 'idCardFrontImage', 'idCardBackImage', 'handheldIdCardImage'];
const MINE_LIMIT = 50;

/** Registered at server start with the other tms rules (server/routes/tms/index.ts). */
export function registerReviewHooks(): void {
  registerEntityHooks(PHONE_CHANGE_ENTITY, { beforeCreate, beforeAction }, OWNER);
}

/** The caller when he is a driver or a shipper (his own party's data scope). */
function isParty(caller: Caller): boolean {
  return caller.dataScope === 'driver' || caller.dataScope === 'shipper';
}

export function reviewRoutes(ctx: AppContext): FastifyPluginAsync {
  const { db } = ctx;
  const registry = sharedRegistry();
  const textsOf = (request: FastifyRequest): Texts => ({ t: request.t, entityT: request.t });

  return async (app) => {
    app.post('/phoneChange/apply', async (request) => {
      const caller = await callerOf(db, request);
      if (!isParty(caller)) return fail(Status.FORBIDDEN, request.t('server.phoneChange.partyOnly'));
      const body = readParams(request) as EntityRecord;
      const payload = Object.fromEntries(APPLY_FIELDS.filter((field) => body[field] !== undefined).map((field) => [field, body[field]]));
      const entity = registry.get(PHONE_CHANGE_ENTITY)!;
      const now = ctx.now();
      const operator = operatorOf(caller, request);
      const answer = await db.transaction().execute((trx) => createRecordWithin(trx, {
        db: trx, registry, entity, caller, texts: textsOf(request), now,
        beforeCommit: async (inner, change) => logRecordChange(inner, entity, change, operator, now),
      }, payload));
      if (answer.status === Status.OK) totalsOf(db).forget(PHONE_CHANGE_ENTITY);
      return answer;
    });

    app.get('/phoneChange/mine', async (request) => {
      const caller = await callerOf(db, request);
      if (!isParty(caller)) return fail(Status.FORBIDDEN, request.t('server.phoneChange.partyOnly'));
      const entity = registry.get(PHONE_CHANGE_ENTITY)!;
      const column = caller.dataScope === 'driver' ? 'driver_code' : 'shipper_code';
      const rows = await (db as unknown as EntityDb).selectFrom(entity.table).selectAll()
        .where(column, '=', caller.code).where('branch_code', '=', caller.branchCode)
        .orderBy('id', 'desc').limit(MINE_LIMIT).execute();
      const records = rows.map((row) => recordOf(entity, row));
      return ok({ records, total: records.length });
    });
  };
}
