// The change bus across instances on PostgreSQL (changeBus.ts): a message is `NOTIFY` on one
// channel, sent through the Kysely pool once the write is done; each instance `LISTEN`s on a
// connection of its own (LISTEN is a property of the session, and a pooled connection goes back
// to others) and tells its own subscribers. A message carries its sender's id so the sender
// does not hear itself twice. When the listening connection drops, it is opened again after a
// growing pause, and the subscribers hear "anything may have changed" (messages sent meanwhile
// are lost).
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type pg from 'pg';
import type { Db } from '../storage/database';
import { requireOnFirstUse } from '../lib/requireOnFirstUse';
import { connectionUrlOf } from '../storage/postgres';
import type { ChangeBus, ChangeHandler } from './changeBus';
import { LocalSubscribers } from './localSubscribers';

/** The NOTIFY channel of every instance of the product on the database. */
export const CHANGE_CHANNEL = 'freight_changes';
/** pg loads with the first PostgreSQL bus (the pool's own loads it too). */
const pgDriver = requireOnFirstUse<typeof pg>('pg');
const FIRST_RETRY_MS = 250;
const LONGEST_RETRY_MS = 10_000;

interface Message { from: string; kind: string; key: string }

function parsed(payload: string | undefined): Message | null {
  try {
    const message = JSON.parse(payload ?? '') as Partial<Message>;
    return typeof message.from === 'string' && typeof message.kind === 'string' && typeof message.key === 'string' ? message as Message : null;
  } catch {
    return null;
  }
}

type Log = (message: string, error?: unknown) => void;

const defaultLog: Log = (message, error) => console.error(`change bus: ${message}`, error ?? '');

export class PostgresChangeBus implements ChangeBus {
  private readonly local = new LocalSubscribers();
  private readonly id = randomUUID();
  private running = 0;
  private listener: pg.Client | null = null;
  private retryMs = FIRST_RETRY_MS;
  private retry: NodeJS.Timeout | undefined;
  /** Whether messages may have been missed since the listener was lost. */
  private missedSome = false;
  /** Whether `listener` has run its LISTEN. */
  private listening = false;

  constructor(private readonly db: Db, private readonly url: string, private readonly log: Log = defaultLog) {}

  publish(kind: string, key: string): void {
    this.local.deliver(kind, key);
    const payload = JSON.stringify({ from: this.id, kind, key } satisfies Message);
    sql`select pg_notify(${CHANGE_CHANNEL}, ${payload})`.execute(this.db)
      .catch((error: unknown) => this.log(`could not tell the other instances of ${kind} ${key}`, error));
  }

  subscribe(kind: string, handler: ChangeHandler): () => void {
    return this.local.subscribe(kind, handler);
  }

  start(): void {
    this.running += 1;
    if (this.running === 1) this.listen();
  }

  async stop(): Promise<void> {
    this.running = Math.max(0, this.running - 1);
    if (this.running > 0) return;
    clearTimeout(this.retry);
    const listener = this.listener;
    this.listener = null;
    this.listening = false;
    this.missedSome = false;
    await listener?.end().catch(() => undefined);
  }

  /** The server process of the connection listening now (undefined while none is), so a test
   * can wait for it and cut it (pg_terminate_backend). */
  get listenerProcessId(): number | undefined {
    return this.listening ? (this.listener as unknown as { processID?: number } | null)?.processID : undefined;
  }

  private listen(): void {
    const client = new (pgDriver().Client)({ connectionString: this.url });
    const lost = (error?: unknown) => {
      if (this.listener !== client) return;
      this.listener = null;
      this.listening = false;
      this.missedSome = true;
      client.removeAllListeners();
      client.on('error', () => undefined);
      void client.end().catch(() => undefined);
      this.log('listening connection lost, opening it again', error);
      this.listenLater();
    };
    client.on('notification', (notification) => {
      const message = parsed(notification.payload);
      if (message && message.from !== this.id) this.local.deliver(message.kind, message.key);
    });
    client.on('error', lost);
    client.on('end', () => lost());
    this.listener = client;
    client.connect()
      .then(() => client.query(`listen ${CHANGE_CHANNEL}`))
      .then(() => {
        if (this.listener !== client) return void client.end().catch(() => undefined);
        this.retryMs = FIRST_RETRY_MS;
        this.listening = true;
        if (this.missedSome) this.local.deliverEverything();
        this.missedSome = false;
      })
      .catch(lost);
  }

  private listenLater(): void {
    if (this.running === 0) return;
    clearTimeout(this.retry);
    this.retry = setTimeout(() => {
      if (this.running > 0 && this.listener === null) this.listen();
    }, this.retryMs);
    this.retry.unref();
    this.retryMs = Math.min(this.retryMs * 2, LONGEST_RETRY_MS);
  }
}

export function createPostgresChangeBus(db: Db): PostgresChangeBus {
  const url = connectionUrlOf(db);
  if (!url) throw new Error('change bus: a PostgreSQL database not opened by openPostgresDatabase (server/storage/postgres.ts)');
  return new PostgresChangeBus(db, url);
}
