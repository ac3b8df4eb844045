// "Tokens were revoked" as a signal per database, so the real-time sockets of an ended session
// close when the session ends (a sign-out, a password change) instead of at their next sweep.
import type { Db } from '../storage/database';

type Listener = () => void;

const listenersByDatabase = new WeakMap<Db, Set<Listener>>();

/** Calls `listener` after tokens of the database were revoked; returns the unsubscribe function. */
export function onSessionsEnded(db: Db, listener: Listener): () => void {
  const listeners = listenersByDatabase.get(db) ?? new Set<Listener>();
  listeners.add(listener);
  listenersByDatabase.set(db, listeners);
  return () => {
    listeners.delete(listener);
  };
}

export function notifySessionsEnded(db: Db): void {
  for (const listener of [...listenersByDatabase.get(db) ?? []]) listener();
}
