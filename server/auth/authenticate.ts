// The API's token check, run before every route of the API scope. No token: 401 请先登录.
// A token that is unknown, revoked or expired: 21332, so the console shows its 确认注销 dialog.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Status } from '../../src/core/api/status';
import type { AppContext } from '../context';
import { fail } from '../http/envelope';
import { isOpenRoute } from './openRoutes';
import { findActiveToken, type ActiveToken } from './tokens';

/** The bearer token of the Authorization header, else the `token` query parameter. */
export function readToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const bearer = header?.match(/^Bearer\s+(\S+)\s*$/i)?.[1];
  if (bearer) return bearer;
  const query = request.query as Record<string, unknown> | undefined;
  return typeof query?.token === 'string' && query.token !== '' ? query.token : null;
}

/** The calls a session may make before its party changes a password staff set. */
const WHILE_PASSWORD_UNCHANGED: ReadonlySet<string> = new Set([
  'POST /ntocc-basic-api/party/updatePass', 'GET /ntocc-basic-api/logout', 'POST /ntocc-basic-api/getUserInfo',
]);

export function authenticate({ db, now }: AppContext) {
  return async function checkToken(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
    if (isOpenRoute(request.method, request.routeOptions.url)) return undefined;
    const token = readToken(request);
    if (!token) return reply.send(fail(Status.UNAUTHENTICATED, request.t('server.auth.loginRequired')));
    const session = await findActiveToken(db, token, now());
    if (!session) return reply.send(fail(Status.TOKEN_REVOKED, request.t('server.auth.tokenRevoked')));
    // A password staff set must be changed before anything else (the console asks at sign-in).
    if (session.passwordChangeRequired && !WHILE_PASSWORD_UNCHANGED.has(`${request.method} ${request.routeOptions.url}`)) {
      return reply.send(fail(Status.FORBIDDEN, request.t('server.auth.passwordChangeRequired')));
    }
    request.session = session;
    return undefined;
  };
}

/** The session of a route behind `authenticate` (never null there). */
export function sessionOf(request: FastifyRequest): ActiveToken {
  if (!request.session) throw new Error(`route ${request.routeOptions.url} needs a session but is open`);
  return request.session;
}
