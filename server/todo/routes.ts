// GET /ntocc-tms-api/todo/list: the to-do bar of the console. Staff (a role whose data scope
// reaches beyond one party) get the 16 counts of their own branch in spec order; a shipper or
// driver gets an empty list: every count is a review or follow-up queue of the back office, none
// is theirs to resolve.
import type { FastifyPluginAsync } from 'fastify';
import { sessionOf } from '../auth/authenticate';
import type { AppContext } from '../context';
import { ok } from '../http/envelope';
import { scopeOfRole } from '../entities/caller';
import { countToDos, TODO_KEYS } from './counts';

/** One to-do item as the console reads it (spec section 3: configValue is a count). */
export interface ToDoItem { configKey: string; configName: string; configValue: string }


export function todoRoutes({ db, now }: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.get('/todo/list', async (request) => {
      const session = sessionOf(request);
      const { dataScope } = await scopeOfRole(db, session.activeRole);
      if (dataScope === 'shipper' || dataScope === 'driver') return ok<ToDoItem[]>([]);
      const party = await db.selectFrom('party').select('branch_code').where('id', '=', session.partyId).executeTakeFirstOrThrow();
      const counts = await countToDos(db, party.branch_code, now());
      return ok<ToDoItem[]>(TODO_KEYS.map((key) => ({
        configKey: key, configName: request.t(`server.todo.${key}`), configValue: String(counts[key]),
      })));
    });
  };
}
