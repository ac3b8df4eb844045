// GET /ntocc-tms-api/todo/list: the to-do bar of the console. Staff (a role whose data scope
// reaches beyond one party) get the counts of their own branch in spec order (TODO_KEYS); a
// shipper or driver gets only his own counts (PARTY_TODO_KEYS: the contracts waiting for his
// signature): the back office's queues are none of his to resolve.
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context';
import { ok } from '../http/envelope';
import { callerOf } from '../entities/caller';
import { countPartyToDos, countToDos, PARTY_TODO_KEYS, TODO_KEYS } from './counts';

/** One to-do item as the console reads it (spec section 3: configValue is a count). */
export interface ToDoItem { configKey: string; configName: string; configValue: string }

export function todoRoutes({ db, now }: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.get('/todo/list', async (request) => {
      const { dataScope, branchCode, code } = await callerOf(db, request);
      if (dataScope === 'shipper' || dataScope === 'driver') {
        const own = await countPartyToDos(db, branchCode, dataScope, code, now());
        return ok<ToDoItem[]>(PARTY_TODO_KEYS.map((key) => ({
          configKey: key, configName: request.t(`server.todo.${key}`), configValue: String(own[key]),
        })));
      }
      const counts = await countToDos(db, branchCode, now());
      return ok<ToDoItem[]>(TODO_KEYS.map((key) => ({
        configKey: key, configName: request.t(`server.todo.${key}`), configValue: String(counts[key]),
      })));
    });
  };
}
