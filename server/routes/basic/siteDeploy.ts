// 网站发布 (systemManage/site/deploy): POST siteDeploy/deploy makes what the branch has released
// (website banners, news, partners) the live version of its public website: a siteDeploy record
// with the version number, the operator, the counts and the content, marked live (the previous
// live version becomes history). GET siteDeploy/live answers the live version (open: it is what
// the public website shows).
import type { FastifyPluginAsync } from 'fastify';
import { Status } from '../../../src/core/api/status';
import type { AppContext } from '../../context';
import type { Texts } from '../../entities/fieldErrors';
import { recordOf } from '../../entities/records';
import { sharedRegistry, totalsOf } from '../../entities/shared';
import { createRecordWithin } from '../../entities/writes';
import { createTranslator } from '../../http/i18n';
import { fail, ok, type Answer } from '../../http/envelope';
import { readParams } from '../../http/params';
import { check, compile } from '../../http/validate';
import { logRecordChange } from '../../oplog/entityWrites';
import { operatorOf } from '../../oplog/operator';
import { displayTime } from '../../storage/clock';
import type { EntityRow } from '../../storage/schema';
import { permittedCall } from '../../site/access';
import { liveSite, releasedContent } from '../../site/content';

const ENTITY = 'siteDeploy';

const liveValidator = compile<{ branchCode?: string }>({
  type: 'object',
  properties: { branchCode: { type: 'string', pattern: '^[A-Za-z0-9]{1,32}$' } },
});

export function siteDeployRoutes(ctx: AppContext): FastifyPluginAsync {
  const translator = createTranslator();
  return async (app) => {
    app.post(`/${ENTITY}/deploy`, async (request, reply) => {
      const call = await permittedCall(ctx.db, request, reply, ENTITY, 'deploy');
      if (!call) return reply;
      const { caller, entity } = call;
      const texts: Texts = { t: request.t, entityT: translator.forHeader(request.headers['accept-language']) };
      const now = ctx.now();
      const content = await releasedContent(ctx.db, caller.branchCode, displayTime(now));
      const answer = await ctx.db.transaction().execute(async (trx): Promise<Answer<unknown>> => {
        const created = await createRecordWithin(trx, {
          db: trx, registry: sharedRegistry(), entity, caller, texts, now,
          beforeCommit: (inner, change) => logRecordChange(inner, entity, change, operatorOf(caller, request), now),
        }, request.body ?? {});
        if (created.status !== Status.OK) return created;
        const id = Number((created.data as { id: number }).id);
        await trx.updateTable('site_deploy').set({ status: 'history' })
          .where('branch_code', '=', caller.branchCode).where('status', '=', 'live').execute();
        await trx.updateTable('site_deploy').set({
          status: 'live', banner_count: content.banners.length, news_count: content.news.length,
          partner_count: content.partners.length, content: JSON.stringify(content),
        }).where('id', '=', id).execute();
        const row = await trx.selectFrom('site_deploy').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
        const { content: _content, ...record } = recordOf(entity, row as EntityRow);
        return ok(record);
      });
      if (answer.status === Status.OK) totalsOf(ctx.db).forget(ENTITY);
      return answer;
    });

    app.get(`/${ENTITY}/live`, async (request) => {
      const parsed = check(liveValidator, readParams(request), request.t);
      if ('answer' in parsed) return parsed.answer;
      const branch = parsed.value.branchCode
        ?? (await ctx.db.selectFrom('branch').select('code').orderBy('code').limit(1).executeTakeFirst())?.code;
      const live = branch ? await liveSite(ctx.db, branch) : null;
      return live ? ok(live) : fail(Status.NOT_FOUND, request.t('server.site.noLiveVersion'));
    });
  };
}
