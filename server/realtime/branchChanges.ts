// The event bus between the writers and the sockets: a writer says "a to-do count of branch X
// may have changed" and every socket of that branch is told to reload its counts. One bus per
// database, so two apps on two databases in one process (tests) never hear each other.
import type { Db } from '../storage/database';

/** Changes within this window after the first one coalesce into one message per branch. */
export const COALESCE_MS = 200;

type Listener = () => void;

/** Told after each delivery: the branch and how many sockets were told (push records). */
type DeliveryListener = (branchCode: string, sockets: number) => void;

export class BranchChanges {
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly pending = new Map<string, NodeJS.Timeout>();
  private readonly deliveries = new Set<DeliveryListener>();

  /** Calls `listener` after each message delivered to at least one socket; returns the unsubscribe function. */
  onDelivered(listener: DeliveryListener): () => void {
    this.deliveries.add(listener);
    return () => this.deliveries.delete(listener);
  }

  /** Calls `listener` after changes of the branch; returns the unsubscribe function. */
  subscribe(branchCode: string, listener: Listener): () => void {
    const set = this.listeners.get(branchCode) ?? new Set<Listener>();
    set.add(listener);
    this.listeners.set(branchCode, set);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(branchCode);
    };
  }

  /** A burst of writes (an import, a batch of reviews) sends one message, COALESCE_MS after
   * its first write, rather than waiting for the burst to end. */
  notify(branchCode: string): void {
    if (this.pending.has(branchCode)) return;
    const timer = setTimeout(() => {
      this.pending.delete(branchCode);
      const sockets = [...this.listeners.get(branchCode) ?? []];
      for (const listener of sockets) listener();
      if (sockets.length > 0) for (const delivered of this.deliveries) delivered(branchCode, sockets.length);
    }, COALESCE_MS);
    timer.unref();
    this.pending.set(branchCode, timer);
  }
}

const busByDatabase = new WeakMap<Db, BranchChanges>();

export function branchChangesOf(db: Db): BranchChanges {
  let bus = busByDatabase.get(db);
  if (!bus) {
    bus = new BranchChanges();
    busByDatabase.set(db, bus);
  }
  return bus;
}

/** Tells the branch's sockets to reload their to-do counts (called after a committed write). */
export function notifyBranchChanged(db: Db, branchCode: string): void {
  branchChangesOf(db).notify(branchCode);
}
