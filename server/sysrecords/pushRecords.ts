// Push records (systemManage/news/pushRecord): the server records each refreshToDoList message it
// delivered to the live connections of a branch (server/realtime), one row per delivery with the
// number of sockets told; message sends record theirs in hooks.ts.
import { displayTime } from '../storage/clock';
import type { Db } from '../storage/database';
import { sys } from './tables';

/** The message's type, as the socket sends it: {"type":"refreshToDoList"}. */
export const REFRESH_TODO_CONTENT = 'refreshToDoList';

export async function recordToDoPush(db: Db, branchCode: string, sockets: number, at: Date): Promise<void> {
  await sys(db).insertInto('sys_push_record').values({
    push_kind: 'refreshToDoList', channel: 'websocket', title: REFRESH_TODO_CONTENT, audience: 'staff',
    recipient_count: sockets, news_id: null, branch_code: branchCode, gmt_created: displayTime(at),
  }).execute();
}
