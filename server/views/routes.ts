// Saved list views and each user's own list layout (schemas/api/saved-view.json):
//   GET    /savedView?screen=        the caller's views of the screen, then those shared with his role
//   POST   /savedView                a new view (name unique per user and screen)
//   PUT    /savedView/:id            rename, new state, default, shared (owner only)
//   DELETE /savedView/:id            (owner only)
//   GET    /listLayout?screen=       the caller's columns and density of the screen (null: none kept)
//   PUT    /listLayout?screen=       keeps them
// Any signed-in user keeps his own; nothing here reads business records, so the only rules are
// ownership, the branch and the role a view is shared with (the owner's own role).
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { Status } from '../../src/core/api/status';
import type { ListLayout, SavedView, SavedViewState } from '../../src/core/generated/api';
import { sessionOf } from '../auth/authenticate';
import type { AppContext } from '../context';
import { fail, ok } from '../http/envelope';
import { readParams } from '../http/params';
import { check, compile } from '../http/validate';
import { displayTime } from '../storage/clock';
import savedViewSchema from '../../schemas/api/saved-view.json';

/** A user keeps at most this many views per screen (a menu longer than that is not a menu). */
export const MAX_VIEWS_PER_SCREEN = 20;
const SCREEN = { type: 'string', pattern: '^[A-Za-z0-9_/#-]{1,120}$' };
const definitions = savedViewSchema.definitions;

interface ViewInput { screen: string; name: string; state: SavedViewState; isDefault?: boolean; shared?: boolean }
type ViewChange = Partial<Omit<ViewInput, 'screen'>>;

const createValidator = compile<ViewInput>({
  type: 'object', additionalProperties: false, required: ['screen', 'name', 'state'], definitions,
  properties: {
    screen: SCREEN, name: { type: 'string', minLength: 1, maxLength: 30 }, state: { $ref: '#/definitions/SavedViewState' },
    isDefault: { type: 'boolean', default: false }, shared: { type: 'boolean', default: false },
  },
});
const changeValidator = compile<ViewChange>({
  type: 'object', additionalProperties: false, definitions,
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 30 }, state: { $ref: '#/definitions/SavedViewState' },
    isDefault: { type: 'boolean' }, shared: { type: 'boolean' },
  },
});
const screenValidator = compile<{ screen: string }>({ type: 'object', required: ['screen'], properties: { screen: SCREEN } });
const layoutValidator = compile<ListLayout>({ ...definitions.ListLayout, definitions });

interface Caller { partyId: number; role: string; branchCode: string }

async function callerOf(ctx: AppContext, request: FastifyRequest): Promise<Caller> {
  const session = sessionOf(request);
  const party = await ctx.db.selectFrom('party').select('branch_code').where('id', '=', session.partyId).executeTakeFirstOrThrow();
  return { partyId: session.partyId, role: session.activeRole, branchCode: party.branch_code };
}

export function savedViewRoutes(ctx: AppContext): FastifyPluginAsync {
  const views = () => ctx.db.selectFrom('sys_saved_view')
    .innerJoin('party', 'party.id', 'sys_saved_view.party_id')
    .select(['sys_saved_view.id', 'sys_saved_view.party_id', 'screen', 'sys_saved_view.name', 'state', 'is_default', 'shared_role', 'party.name as owner_name']);
  const answerOf = (row: Awaited<ReturnType<ReturnType<typeof views>['executeTakeFirstOrThrow']>>, caller: Caller): SavedView => ({
    id: Number(row.id), screen: row.screen, name: row.name, state: JSON.parse(row.state) as SavedViewState,
    isDefault: row.party_id === caller.partyId && Number(row.is_default) === 1, shared: row.shared_role !== null,
    own: row.party_id === caller.partyId, ownerName: row.owner_name ?? '',
  });
  /** Only one default per user and screen: choosing one clears the others. */
  const clearDefault = (caller: Caller, screen: string) => ctx.db.updateTable('sys_saved_view').set({ is_default: 0 })
    .where('party_id', '=', caller.partyId).where('screen', '=', screen).execute();
  const nameTaken = async (caller: Caller, screen: string, name: string, exceptId?: number) => {
    let query = ctx.db.selectFrom('sys_saved_view').select('id').where('party_id', '=', caller.partyId).where('screen', '=', screen).where('name', '=', name);
    if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
    return Boolean(await query.executeTakeFirst());
  };

  return async (app) => {
    app.get('/savedView', async (request) => {
      const checked = check(screenValidator, readParams(request), request.t);
      if ('answer' in checked) return checked.answer;
      const caller = await callerOf(ctx, request);
      const rows = await views().where('screen', '=', checked.value.screen)
        .where((eb) => eb.or([
          eb('sys_saved_view.party_id', '=', caller.partyId),
          eb.and([eb('sys_saved_view.branch_code', '=', caller.branchCode), eb('shared_role', '=', caller.role)]),
        ]))
        .orderBy('sys_saved_view.id').execute();
      const answers = rows.map((row) => answerOf(row, caller));
      return ok([...answers.filter((view) => view.own), ...answers.filter((view) => !view.own)]);
    });

    app.post('/savedView', async (request) => {
      const { t } = request;
      const checked = check(createValidator, (request.body ?? {}) as Record<string, unknown>, t);
      if ('answer' in checked) return checked.answer;
      const input = checked.value;
      const caller = await callerOf(ctx, request);
      const name = input.name.trim();
      if (await nameTaken(caller, input.screen, name)) return fail(Status.INVALID_PAYLOAD, t('server.savedView.nameTaken', { name }));
      const count = await ctx.db.selectFrom('sys_saved_view').select((eb) => eb.fn.countAll<number>().as('count'))
        .where('party_id', '=', caller.partyId).where('screen', '=', input.screen).executeTakeFirstOrThrow();
      if (Number(count.count) >= MAX_VIEWS_PER_SCREEN) return fail(Status.INVALID_PAYLOAD, t('server.savedView.tooMany', { count: MAX_VIEWS_PER_SCREEN }));
      const time = displayTime(ctx.now());
      const made = await ctx.db.transaction().execute(async (trx) => {
        if (input.isDefault) {
          await trx.updateTable('sys_saved_view').set({ is_default: 0 }).where('party_id', '=', caller.partyId).where('screen', '=', input.screen).execute();
        }
        return trx.insertInto('sys_saved_view').values({
          party_id: caller.partyId, branch_code: caller.branchCode, screen: input.screen, name, state: JSON.stringify(input.state),
          is_default: input.isDefault ? 1 : 0, shared_role: input.shared ? caller.role : null, gmt_created: time, gmt_modified: time,
        }).returning('id').executeTakeFirstOrThrow();
      });
      return ok(answerOf(await views().where('sys_saved_view.id', '=', Number(made.id)).executeTakeFirstOrThrow(), caller), t('server.savedView.saved'));
    });

    app.put<{ Params: { id: string } }>('/savedView/:id', async (request) => {
      const { t } = request;
      const checked = check(changeValidator, (request.body ?? {}) as Record<string, unknown>, t);
      if ('answer' in checked) return checked.answer;
      const change = checked.value;
      const caller = await callerOf(ctx, request);
      const view = await ctx.db.selectFrom('sys_saved_view').selectAll().where('id', '=', Number(request.params.id) || 0).executeTakeFirst();
      if (!view || view.party_id !== caller.partyId) return fail(Status.NOT_FOUND, t('server.savedView.notFound'));
      const name = change.name?.trim();
      if (name && await nameTaken(caller, view.screen, name, view.id)) return fail(Status.INVALID_PAYLOAD, t('server.savedView.nameTaken', { name }));
      if (change.isDefault) await clearDefault(caller, view.screen);
      await ctx.db.updateTable('sys_saved_view').set({
        ...(name ? { name } : {}),
        ...(change.state ? { state: JSON.stringify(change.state) } : {}),
        ...(change.isDefault !== undefined ? { is_default: change.isDefault ? 1 : 0 } : {}),
        ...(change.shared !== undefined ? { shared_role: change.shared ? caller.role : null } : {}),
        gmt_modified: displayTime(ctx.now()),
      }).where('id', '=', view.id).execute();
      return ok(answerOf(await views().where('sys_saved_view.id', '=', view.id).executeTakeFirstOrThrow(), caller), t('server.savedView.saved'));
    });

    app.delete<{ Params: { id: string } }>('/savedView/:id', async (request) => {
      const { t } = request;
      const caller = await callerOf(ctx, request);
      const removed = await ctx.db.deleteFrom('sys_saved_view').where('id', '=', Number(request.params.id) || 0)
        .where('party_id', '=', caller.partyId).executeTakeFirst();
      if (Number(removed.numDeletedRows) === 0) return fail(Status.NOT_FOUND, t('server.savedView.notFound'));
      return ok(null, t('server.savedView.removed'));
    });

    app.get('/listLayout', async (request) => {
      const checked = check(screenValidator, readParams(request), request.t);
      if ('answer' in checked) return checked.answer;
      const { partyId } = sessionOf(request);
      const row = await ctx.db.selectFrom('sys_list_layout').select('layout').where('party_id', '=', partyId)
        .where('screen', '=', checked.value.screen).executeTakeFirst();
      return ok(row ? (JSON.parse(row.layout) as ListLayout) : null);
    });

    app.put('/listLayout', async (request) => {
      const { t } = request;
      const screen = check(screenValidator, readParams(request), t);
      if ('answer' in screen) return screen.answer;
      const checked = check(layoutValidator, (request.body ?? {}) as Record<string, unknown>, t);
      if ('answer' in checked) return checked.answer;
      const { partyId } = sessionOf(request);
      const values = { layout: JSON.stringify(checked.value), gmt_modified: displayTime(ctx.now()) };
      await ctx.db.insertInto('sys_list_layout').values({ party_id: partyId, screen: screen.value.screen, ...values })
        .onConflict((conflict) => conflict.columns(['party_id', 'screen']).doUpdateSet(values)).execute();
      return ok(checked.value);
    });
  };
}
