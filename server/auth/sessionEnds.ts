// "Tokens were revoked" as a signal per database, so the real-time sockets of an ended session
// close when the session ends (a sign-out, a password change) instead of at their next sweep,
// on every instance (the database's change bus, server/realtime/changeBus.ts).
import { changeBusOf } from '../realtime/changeBus';
import type { Db } from '../storage/database';

const SESSIONS_ENDED = 'sessionsEnded';

/** Calls `listener` after tokens of the database were revoked; returns the unsubscribe function. */
export function onSessionsEnded(db: Db, listener: () => void): () => void {
  return changeBusOf(db).subscribe(SESSIONS_ENDED, () => listener());
}

export function notifySessionsEnded(db: Db): void {
  changeBusOf(db).publish(SESSIONS_ENDED, '');
}
