// The public-link endpoints: minting by staff (`POST /ntocc-basic-api/publicLink`, signed in,
// permission AND data scope on the subject checked) and the open ones the public pages call
// (`GET /ntocc-public-api/link/<kind>?t=`, `POST /ntocc-public-api/link/<kind>/<action>?t=`),
// listed in server/auth/openRoutes.ts, counted per client by the API's limit and, for actions,
// by a stricter one. A refused token answers HTTP 401 (invalid) or 410 (expired) with the
// envelope's status the same, a message in the visitor's language and no data.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { Status } from '../../src/core/api/status';
import type { AppContext } from '../context';
import { callerOf, type Caller } from '../entities/caller';
import { whereOf, type EntityDb } from '../entities/listQuery';
import { reachOf } from '../entities/scope';
import { screenFilterOf, screensGranting } from '../entities/screens';
import { sharedRegistry } from '../entities/shared';
import { fail, ok, type Answer } from '../http/envelope';
import { readParams } from '../http/params';
import { refuseWhenExceeded } from '../limits/apiLimits';
import { permissionCodesFor } from '../menu/permissions';
import { publicLinkKind, type PublicLinkKind } from './registry';
import { signLink, verifyLink, MAX_TTL_HOURS, type VerifiedLink } from './tokens';

/** Status of an expired link (HTTP 410 Gone). */
export const LINK_EXPIRED = 410;
const ACTIONS_PER_CLIENT_PER_MINUTE = 10;

interface Minted { url: string; token: string; expiresAt: string; route: string }

/** The branch of the subject record when the caller may read it, else a refusal. */
async function mintableBranch(app: AppContext, caller: Caller, definition: PublicLinkKind, subject: string, t: FastifyRequest['t']): Promise<{ branchCode: string } | Answer<unknown>> {
  const permission = definition.mintPermission;
  if ('permission' in permission) {
    const codes = await permissionCodesFor(app.db, caller.role);
    if (!codes.includes(permission.permission)) return fail(Status.FORBIDDEN, t('server.publicLink.forbidden'));
    return { branchCode: caller.branchCode };
  }
  const entity = sharedRegistry().get(permission.entity);
  if (!entity) throw new Error(`public link: unknown entity ${permission.entity}`);
  const grants = await screensGranting(app.db, caller.role, entity.name, permission.action ?? 'view', caller.accessVersion);
  if (grants.length === 0) return fail(Status.FORBIDDEN, t('server.publicLink.forbidden'));
  if (!/^[1-9]\d{0,15}$/.test(subject)) return fail(Status.NOT_FOUND, t('server.publicLink.notFound'));
  const reach = reachOf(entity, caller, screenFilterOf(entity, grants));
  const row = reach === null ? undefined : await (app.db as unknown as EntityDb).selectFrom(entity.table).selectAll()
    .where(entity.primaryKey.column, '=', Number(subject)).where(whereOf(app.db, reach.scope, reach.filters)).executeTakeFirst();
  if (!row) return fail(Status.NOT_FOUND, t('server.publicLink.notFound'));
  const branch = entity.scope.branch ? row[entity.scope.branch.column] : caller.branchCode;
  return { branchCode: typeof branch === 'string' && branch !== '' ? branch : caller.branchCode };
}

/** The address the visitor opens: this server's origin, the kind's route and the token. */
function urlOf(request: FastifyRequest, route: string, token: string): string {
  return `${request.protocol}://${request.host}${route}?t=${token}`;
}

async function refused(request: FastifyRequest, reply: FastifyReply, refusal: 'invalid' | 'expired'): Promise<Answer<unknown>> {
  const status = refusal === 'expired' ? LINK_EXPIRED : Status.UNAUTHENTICATED;
  reply.code(status).header('cache-control', 'no-store');
  return fail(status, request.t(refusal === 'expired' ? 'server.publicLink.expired' : 'server.publicLink.invalid'), { refusal });
}

async function verified(app: AppContext, request: FastifyRequest, reply: FastifyReply): Promise<{ link: VerifiedLink; definition: PublicLinkKind } | Answer<unknown>> {
  const { kind } = request.params as { kind: string };
  const definition = publicLinkKind(kind);
  const token = (request.query as Record<string, unknown>).t;
  if (!definition) return refused(request, reply, 'invalid');
  const link = await verifyLink(app, token, kind);
  if ('refusal' in link) return refused(request, reply, link.refusal);
  return { link, definition };
}

/** The branch's brand for the page header: its enterprise group's name and logo. */
async function brandOf(app: AppContext, branchCode: string): Promise<{ name: string; logoUrl: string }> {
  const [group, branch] = await Promise.all([
    app.db.selectFrom('party_group').select(['group_name', 'logo_url']).where('branch_code', '=', branchCode).orderBy('id').limit(1).executeTakeFirst(),
    app.db.selectFrom('branch').select('name').where('code', '=', branchCode).executeTakeFirst(),
  ]);
  return { name: group?.group_name ?? branch?.name ?? '', logoUrl: group?.logo_url ?? '' };
}

/** Staff minting: `POST /ntocc-basic-api/publicLink` `{ kind, subject, ttlHours? }`. */
export function publicLinkMintRoutes(app: AppContext): FastifyPluginAsync {
  return async (api) => {
    api.post('/ntocc-basic-api/publicLink', async (request) => {
      const params = readParams(request);
      const kind = typeof params.kind === 'string' ? params.kind : '';
      const definition = publicLinkKind(kind);
      if (!definition) return fail(Status.INVALID_PAYLOAD, request.t('server.publicLink.unknownKind'), { errors: [{ field: '/kind', message: request.t('server.publicLink.unknownKind') }] });
      const subject = params.subject === undefined || params.subject === null ? '' : String(params.subject);
      const ttl = params.ttlHours === undefined || params.ttlHours === '' ? definition.ttlHours : Number(params.ttlHours);
      if (!Number.isInteger(ttl) || ttl < 1 || ttl > MAX_TTL_HOURS) {
        return fail(Status.INVALID_PAYLOAD, request.t('server.publicLink.badTtl', { max: MAX_TTL_HOURS }), { errors: [{ field: '/ttlHours', message: request.t('server.publicLink.badTtl', { max: MAX_TTL_HOURS }) }] });
      }
      const caller = await callerOf(app.db, request);
      const branch = await mintableBranch(app, caller, definition, subject, request.t);
      if ('status' in branch) return branch;
      const linkSubject = 'permission' in definition.mintPermission ? branch.branchCode : subject;
      const { token, expiresAt } = await signLink(app, { kind, subject: linkSubject, branchCode: branch.branchCode, ttlHours: ttl, issuer: caller.code });
      const minted: Minted = { url: urlOf(request, definition.route, token), token, expiresAt, route: definition.route };
      return ok(minted);
    });
  };
}

/** The open routes of the public pages. */
export function publicLinkOpenRoutes(app: AppContext): FastifyPluginAsync {
  return async (api) => {

    api.get('/ntocc-public-api/link/:kind', async (request, reply) => {
      const found = await verified(app, request, reply);
      if ('status' in found) return found;
      const { link, definition } = found;
      const record = await definition.load(app.db, link);
      reply.header('cache-control', 'no-store');
      if (record === null) return fail(Status.NOT_FOUND, request.t('server.publicLink.gone'), { refusal: 'gone' });
      return ok({ kind: link.kind, expiresAt: link.expiresAt, brand: await brandOf(app, link.branchCode), record });
    });

    api.post('/ntocc-public-api/link/:kind/:action', async (request, reply) => {
      const refused = await refuseWhenExceeded(app.limits, `public-action:${request.ip}`, ACTIONS_PER_CLIENT_PER_MINUTE, request, reply);
      if (refused) return refused;
      const found = await verified(app, request, reply);
      if ('status' in found) return found;
      const { link, definition } = found;
      const name = (request.params as { action: string }).action;
      const action = Object.hasOwn(definition.actions ?? {}, name) ? definition.actions![name] : undefined;
      const openAction = Object.hasOwn(definition.openActions ?? {}, name) ? definition.openActions![name] : undefined;
      const t = request.t;
      if (openAction) return openAction(link, request.body ?? {}, { app, ip: request.ip, t, request });
      if (!action) return fail(Status.NOT_FOUND, request.t('server.publicLink.unknownAction'));
      return app.db.transaction().execute((trx) => action(trx, link, request.body ?? {}, { app, ip: request.ip, t }));
    });
  };
}
