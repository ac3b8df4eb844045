// Who may open /ntocc-websocket/{branchCode}/{partyType}/{code}: the path names a party but
// carries no secret, so the upgrade request must also carry the session's access token as the
// `token` query parameter (browsers cannot set headers on a websocket; an Authorization: Bearer
// header is accepted too). The token is checked as the API checks it (hashed look-up, not
// revoked, not expired) and the path must be the token's own party: its branch, its code, and
// its party type or one of its roles. A session holds a few sockets at most (socketLimits.ts).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readToken } from '../auth/authenticate';
import { findActiveToken } from '../auth/tokens';
import type { AppContext } from '../context';
import { REFUSED_TOO_MANY_SOCKETS, type SocketsPerSession } from './socketLimits';

export interface SocketPath { branchCode: string; partyType: string; code: string }

export interface SocketSession { tokenHash: string; branchCode: string }

/** HTTP answers to a refused upgrade: 401 without a live token, 403 for another party's path. */
export const REFUSED_UNAUTHENTICATED = 401;
export const REFUSED_FOREIGN_PATH = 403;

async function isOwnPath(ctx: AppContext, partyId: number, path: SocketPath): Promise<boolean> {
  const party = await ctx.db.selectFrom('party').select(['code', 'branch_code', 'party_type'])
    .where('id', '=', partyId).executeTakeFirst();
  if (!party || party.code !== path.code || party.branch_code !== path.branchCode) return false;
  if (party.party_type === path.partyType) return true;
  const role = await ctx.db.selectFrom('party_role').select('role_code')
    .where('party_id', '=', partyId).where('role_code', '=', path.partyType).executeTakeFirst();
  return role !== undefined;
}

/** A preValidation hook of the socket route: refuses the upgrade, or records the session. */
export function checkHandshake(ctx: AppContext, sessions: WeakMap<FastifyRequest, SocketSession>, perSession: SocketsPerSession) {
  return async function refuseStrangers(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
    const token = readToken(request);
    const session = token ? await findActiveToken(ctx.db, token, ctx.now()) : null;
    if (!session) return reply.code(REFUSED_UNAUTHENTICATED).send();
    const path = request.params as SocketPath;
    if (!await isOwnPath(ctx, session.partyId, path)) return reply.code(REFUSED_FOREIGN_PATH).send();
    const giveBack = perSession.take(session.tokenHash);
    if (!giveBack) return reply.code(REFUSED_TOO_MANY_SOCKETS).send();
    // The upgraded socket keeps this connection: its end (or a failed upgrade) frees the place.
    request.raw.socket.once('close', giveBack);
    sessions.set(request, { tokenHash: session.tokenHash, branchCode: path.branchCode });
    return undefined;
  };
}
