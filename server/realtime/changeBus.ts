// "Something changed" between the server instances on one database: the to-do and public-channel
// pushes, and the caches one instance keeps of data any instance writes (list totals, dictionary
// codes, ended sessions). A message is a kind and a key ("branch" "SD0001", "totals" "waybill");
// publishing tells this instance's subscribers at once and the other instances' soon after.
// SQLite is one process: in-process delivery only. PostgreSQL: NOTIFY on one channel, every
// instance LISTENs on a connection of its own (postgresChangeBus.ts).
import type { Db } from '../storage/database';
import { dialectOf } from '../storage/dialect';
import { LocalSubscribers, type ChangeHandler } from './localSubscribers';
import { createPostgresChangeBus } from './postgresChangeBus';

export type { ChangeHandler };

export interface ChangeBus {
  /** Tells every instance. This instance's subscribers are called before `publish` returns, so a
   * writer's own next read never sees what its write made stale. */
  publish(kind: string, key: string): void;
  /** Calls `handler` for each message of `kind`; returns the unsubscribe function. */
  subscribe(kind: string, handler: ChangeHandler): () => void;
  /** Hears the other instances from now on (an app starting); one `stop` per `start`. */
  start(): void;
  /** The last running app stopped: stop hearing the other instances. */
  stop(): Promise<void>;
}

/** One process, one database file: publishing is calling the subscribers. */
export class InProcessChangeBus implements ChangeBus {
  private readonly local = new LocalSubscribers();

  publish(kind: string, key: string): void {
    this.local.deliver(kind, key);
  }

  subscribe(kind: string, handler: ChangeHandler): () => void {
    return this.local.subscribe(kind, handler);
  }

  start(): void {}

  async stop(): Promise<void> {}
}

const busByDatabase = new WeakMap<Db, ChangeBus>();

/** The bus of a database: one per database object, so two apps on two databases in one process
 * (tests) never hear each other. A transaction handed where a database is expected (a sign-up's
 * record written inside its transaction) gets a bus of its own that stays in the process: what
 * is kept per transaction lives as long as the transaction does. */
export function changeBusOf(db: Db): ChangeBus {
  let bus = busByDatabase.get(db);
  if (!bus) {
    bus = dialectOf(db).name === 'postgres' && !db.isTransaction ? createPostgresChangeBus(db) : new InProcessChangeBus();
    busByDatabase.set(db, bus);
  }
  return bus;
}
