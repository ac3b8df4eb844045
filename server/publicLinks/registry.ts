// The kinds of public link: each owner registers its kind once at start (registerPublicLink),
// saying what the minting staff member must hold, how long a link lives, which console route
// opens it and what its public page may read (`load`, a whitelist) or do (`actions`).
import type { FastifyRequest } from 'fastify';
import type { TFunction } from 'i18next';
import type { Transaction } from 'kysely';
import type { AppContext } from '../context';
import type { Answer } from '../http/envelope';
import type { Db } from '../storage/database';
import type { Database } from '../storage/schema';
import type { VerifiedLink } from './tokens';

/** Who may mint a link of the kind.
 * - `{ entity, action? }`: the subject is the id of a record of `entity`; the caller must hold
 *   `action` (default `view`) on a screen over the entity AND reach the record in his data scope
 *   (a branch-A clerk cannot mint a link to a branch-B waybill, a shipper only to his own).
 *   The link's branch is the record's branch.
 * - `{ permission: '<menu leaf>:<action>' }`: a link about the caller's own branch (a form's
 *   link); the subject is the caller's branch code. */
export type MintPermission = { entity: string; action?: string } | { permission: string };

export interface PublicActionContext {
  app: AppContext;
  /** The caller's address (rate limits, the stored record's origin). */
  ip: string;
  /** Translates in the visitor's language (the server's namespaces: server, entityApi, entity, dict, validation). */
  t: TFunction;
}

export type PublicAction = (trx: Transaction<Database>, link: VerifiedLink, body: unknown, ctx: PublicActionContext) => Promise<Answer<unknown>>;

export interface PublicLinkKind {
  /** The console route the URL opens (`/order_info`); `?t=<token>` is added. */
  route: string;
  mintPermission: MintPermission;
  /** The default lifetime of a minted link. */
  ttlHours: number;
  /** What the public page reads: ONLY whitelisted, masked fields; null when the record is gone
   * (the page then says the link no longer opens anything). */
  load: (db: Db, link: VerifiedLink) => Promise<Record<string, unknown> | null>;
  /** What the public page may do, `POST /ntocc-public-api/link/<kind>/<name>?t=`, each in one
   * transaction; answer with the platform envelope (ok / invalid / fail). */
  actions?: Record<string, PublicAction>;
  /** Actions outside a transaction, for work that opens its own (an entity write through the
   * engine, an SMS through the sender and its limits: on SQLite a query outside the open
   * transaction would wait for it). Same route and limits as `actions`; the request is given. */
  openActions?: Record<string, PublicOpenAction>;
}

export type PublicOpenAction = (link: VerifiedLink, body: unknown, ctx: PublicActionContext & { request: FastifyRequest }) => Promise<Answer<unknown>>;

const kinds = new Map<string, PublicLinkKind>();

/** Registers a kind (again on a later start: the last registration wins). */
export function registerPublicLink(kind: string, definition: PublicLinkKind): void {
  if (!/^[a-zA-Z][a-zA-Z0-9_]{1,39}$/.test(kind)) throw new Error(`public link kind "${kind}": letters, digits and _ only`);
  kinds.set(kind, definition);
}

export function publicLinkKind(kind: string): PublicLinkKind | undefined {
  return kinds.get(kind);
}

export function publicLinkKinds(): string[] {
  return [...kinds.keys()];
}
