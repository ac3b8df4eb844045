// Enterprise groups: the default one for the login page (open) and the list (signed in), which
// holds only the groups of the branches the caller's role reaches (its data scope), whatever
// branchCode it asks for.
import type { FastifyPluginAsync } from 'fastify';
import { sql, type Selectable, type SqlBool } from 'kysely';
import type { PartyGroup } from '../../../src/core/generated/api';
import { Status } from '../../../src/core/api/status';
import type { AppContext } from '../../context';
import { callerOf } from '../../entities/caller';
import { fail, ok } from '../../http/envelope';
import { listAnswer, offsetOf, pagingProperties, type Paging } from '../../http/paging';
import { readParams } from '../../http/params';
import { check, compile } from '../../http/validate';
import type { PartyGroupTable } from '../../storage/schema';
import { dialectOf } from '../../storage/dialect';

function partyGroupOf(row: Selectable<PartyGroupTable>): PartyGroup {
  return { id: row.id, groupName: row.group_name, logoUrl: row.logo_url, loginLogoUrl: row.login_logo_url, branchCode: row.branch_code };
}

const listValidator = compile<Paging & { groupName?: string; branchCode?: string }>({
  type: 'object',
  properties: { ...pagingProperties, groupName: { type: 'string', maxLength: 100 }, branchCode: { type: 'string', maxLength: 32 } },
});

export function partyGroupRoutes({ db }: AppContext): FastifyPluginAsync {
  return async (app) => {
    /** The first enterprise group: its name and logos brand the login page and page titles. */
    app.get('/partyGroup/getDefault', async (request) => {
      const row = await db.selectFrom('party_group').selectAll().orderBy('id').limit(1).executeTakeFirst();
      return row ? ok(partyGroupOf(row)) : fail(Status.NOT_FOUND, request.t('server.common.notFound'));
    });

    app.get('/partyGroup', async (request) => {
      const parsed = check(listValidator, readParams(request), request.t);
      if ('answer' in parsed) return parsed.answer;
      const query = parsed.value;
      const caller = await callerOf(db, request);
      let base = db.selectFrom('party_group');
      if (caller.dataScope !== 'all') {
        const reached = caller.dataScope === 'branches' ? caller.branches : [caller.branchCode];
        base = reached.length > 0 ? base.where('branch_code', 'in', reached) : base.where(sql<SqlBool>`1 = 0`);
      }
      if (query.groupName) base = base.where(dialectOf(db).containsText('group_name', query.groupName));
      if (query.branchCode) base = base.where('branch_code', '=', query.branchCode);
      const [rows, { total }] = await Promise.all([
        base.selectAll().orderBy('id').limit(query.pageSize).offset(offsetOf(query)).execute(),
        base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return ok(listAnswer(rows.map(partyGroupOf), total, query));
    });
  };
}
