// Between the writers and the sockets: a writer says "a to-do count of branch X may have
// changed" and every socket of that branch, on every instance, is told to reload its counts. The
// message travels on the database's change bus (changeBus.ts: in-process on SQLite, NOTIFY on
// PostgreSQL); each instance coalesces what it hears per branch before telling its sockets.
import type { Db } from '../storage/database';
import { changeBusOf, type ChangeBus } from './changeBus';

/** Changes within this window after the first one coalesce into one message per branch. */
export const COALESCE_MS = 200;

type Listener = () => void;

/** Told after each delivery: the branch and how many sockets were told (push records). */
type DeliveryListener = (branchCode: string, sockets: number) => void;

export class BranchChanges {
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly pending = new Map<string, NodeJS.Timeout>();
  private readonly deliveries = new Set<DeliveryListener>();
  /** Keys published within the last COALESCE_MS: a repeat is not sent again (see notify). */
  private readonly published = new Map<string, NodeJS.Timeout>();

  /** Messages of `kind` on `bus` (a branch code, a public topic). */
  constructor(private readonly bus: ChangeBus, private readonly kind: string) {
    bus.subscribe(kind, (key) => {
      if (key !== null) this.deliverSoon(key);
      else for (const everyKey of this.listeners.keys()) this.deliverSoon(everyKey);
    });
  }

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

  /** Tells every instance. A repeat within COALESCE_MS of a publication is not sent: every
   * instance delivers COALESCE_MS after hearing the first, so after the repeat's write. */
  notify(branchCode: string): void {
    if (this.published.has(branchCode)) return;
    const timer = setTimeout(() => this.published.delete(branchCode), COALESCE_MS);
    timer.unref();
    this.published.set(branchCode, timer);
    this.bus.publish(this.kind, branchCode);
  }

  /** A burst of writes (an import, a batch of reviews) sends one message, COALESCE_MS after
   * its first write, rather than waiting for the burst to end. */
  private deliverSoon(branchCode: string): void {
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
    bus = new BranchChanges(changeBusOf(db), 'branch');
    busByDatabase.set(db, bus);
  }
  return bus;
}

/** Tells the branch's sockets to reload their to-do counts (called after a committed write). */
export function notifyBranchChanged(db: Db, branchCode: string): void {
  branchChangesOf(db).notify(branchCode);
}
