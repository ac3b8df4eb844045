// App versions for the auto-update screen (systemManage/appUpdate): list, one, publish. The
// screen lists them through the appVersion entity (the same app_info table) and publishes here.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import { Status } from '../../../src/core/api/status';
import { sessionOf } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { callerOf } from '../../entities/caller';
import { fail, ok } from '../../http/envelope';
import { listAnswer, offsetOf, pagingProperties, type Paging } from '../../http/paging';
import { readParams } from '../../http/params';
import { check, compile, fieldError, invalidFields } from '../../http/validate';
import { once, type Remember } from '../../idempotency/once';
import { operatorOf } from '../../oplog/operator';
import { logCreated } from '../../oplog/record';
import { mayPerform } from '../../menu/permissions';
import { displayTime } from '../../storage/clock';
import type { AppInfoTable } from '../../storage/schema';
import { dialectOf } from '../../storage/dialect';

/** The menu component whose permissions guard publishing. */
export const APP_UPDATE_SCREEN = 'systemManage/appUpdate';

export interface AppInfoRecord {
  id: number; appName: string; platform: string; versionName: string; versionCode: number; downloadUrl: string;
  forceUpdate: boolean; description: string; gmtCreated: string; gmtModified: string;
}

function recordOf(row: Selectable<AppInfoTable>): AppInfoRecord {
  return {
    id: row.id, appName: row.app_name, platform: row.platform, versionName: row.version_name, versionCode: row.version_code,
    downloadUrl: row.download_url, forceUpdate: row.force_update === 1, description: row.description,
    gmtCreated: row.gmt_created, gmtModified: row.gmt_modified,
  };
}

const PLATFORMS = ['android', 'ios'];

const listValidator = compile<Paging & { appName?: string; platform?: string }>({
  type: 'object',
  properties: { ...pagingProperties, appName: { type: 'string', maxLength: 100 }, platform: { type: 'string', enum: PLATFORMS } },
});

interface NewAppInfo {
  appName: string; platform: string; versionName: string; versionCode: number; downloadUrl: string;
  forceUpdate: boolean; description: string;
}

const createValidator = compile<NewAppInfo>({
  type: 'object',
  required: ['appName', 'platform', 'versionName', 'versionCode', 'downloadUrl'],
  properties: {
    appName: { type: 'string', minLength: 1, maxLength: 100 },
    platform: { type: 'string', enum: PLATFORMS },
    versionName: { type: 'string', pattern: '^\\d+(\\.\\d+){1,3}$', maxLength: 32 },
    versionCode: { type: 'integer', minimum: 1, maximum: 2_100_000_000 },
    downloadUrl: { type: 'string', format: 'url', maxLength: 500 },
    forceUpdate: { type: 'boolean', default: false },
    description: { type: 'string', maxLength: 1000, default: '' },
  },
});

export function appInfoRoutes({ db, now }: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.get('/appInfo', async (request) => {
      const parsed = check(listValidator, readParams(request), request.t);
      if ('answer' in parsed) return parsed.answer;
      const query = parsed.value;
      let base = db.selectFrom('app_info');
      if (query.appName) base = base.where(dialectOf(db).containsText('app_name', query.appName));
      if (query.platform) base = base.where('platform', '=', query.platform);
      const [rows, { total }] = await Promise.all([
        base.selectAll().orderBy('version_code', 'desc').orderBy('id', 'desc').limit(query.pageSize).offset(offsetOf(query)).execute(),
        base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return ok(listAnswer(rows.map(recordOf), total, query));
    });

    app.get<{ Params: { id: string } }>('/appInfo/:id', async (request) => {
      const id = Number(request.params.id);
      const row = Number.isSafeInteger(id)
        ? await db.selectFrom('app_info').selectAll().where('id', '=', id).executeTakeFirst()
        : undefined;
      return row ? ok(recordOf(row)) : fail(Status.NOT_FOUND, request.t('server.common.notFound'));
    });

    /** Publishing needs the add permission of the app-update screen, and a version code above
     * every published one of the same app and platform (apps compare codes to decide to update). */
    // With an Idempotency-Key, a retried publish answers as the first did (server/idempotency).
    app.post('/appInfo', async (request, reply) => {
      if (!(await mayPerform(db, sessionOf(request).activeRole, APP_UPDATE_SCREEN, 'add'))) {
        return fail(Status.FORBIDDEN, request.t('server.auth.forbidden'));
      }
      return once({ db, now }, request, reply, sessionOf(request).partyId, (remember) => publish(request, remember));
    });

    /** The app-update screen's 发布新版本 (a request action over the appVersion entity, whose
     * generic writes are refused: every field is read-only): the same publish, with the screen's
     * publish permission. */
    app.post('/appVersion/publish', async (request, reply) => {
      if (!(await mayPerform(db, sessionOf(request).activeRole, APP_UPDATE_SCREEN, 'publish'))) {
        return fail(Status.FORBIDDEN, request.t('server.auth.forbidden'));
      }
      return once({ db, now }, request, reply, sessionOf(request).partyId, (remember) => publish(request, remember));
    });

    /** A new version, logged (server/oplog) in the same transaction. */
    async function publish(request: FastifyRequest, remember: Remember) {
      const { t } = request;
      const parsed = check(createValidator, readParams(request), t);
      if ('answer' in parsed) return parsed.answer;
      const input = parsed.value;
      const { latest } = await db.selectFrom('app_info').select((eb) => eb.fn.max('version_code').as('latest'))
        .where('app_name', '=', input.appName).where('platform', '=', input.platform).executeTakeFirstOrThrow();
      if (latest !== null && input.versionCode <= Number(latest)) {
        return invalidFields(t, [fieldError('/versionCode', t('server.appInfo.versionNotNewer', { latest }))]);
      }
      const operator = operatorOf(await callerOf(db, request), request);
      const when = now();
      const at = displayTime(when);
      return db.transaction().execute(async (trx) => {
        const row = await trx.insertInto('app_info').values({
          app_name: input.appName, platform: input.platform, version_name: input.versionName, version_code: input.versionCode,
          download_url: input.downloadUrl, force_update: input.forceUpdate ? 1 : 0, description: input.description,
          gmt_created: at, gmt_modified: at,
        }).returningAll().executeTakeFirstOrThrow();
        const record = recordOf(row);
        await logCreated(trx, operator, 'appInfo', { ...record }, `${record.appName} ${record.platform} ${record.versionName}`, when);
        const answer = ok(record, t('server.common.saved'));
        await remember(trx, answer);
        return answer;
      });
    }
  };
}
