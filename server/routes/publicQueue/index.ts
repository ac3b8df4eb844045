// The public queueing routes and the collection agreement (issue 16), on the public links of
// server/publicLinks and the public channels of server/realtime/publicChannels.ts:
//   queueSite           /queueingSystem   a site's QR: take a number (plate + mobile); a ticket
//                                          opens with a token of the same kind, subject `ticket:<id>`
//   queueList           /queList          a site's queue, live (channel `siteQueue`)
//   queueKiosk          /BrushIdCard      a site's kiosk: check in by ID-card number
//   collectionAgreement /collectionAgreement4Mobile  a driver signs 代收协议 by SMS code
// Site links are minted by staff from the station list (subject = the station's id), the
// agreement's from the driver list (subject = the driver's id).
import type { FastifyRequest } from 'fastify';
import { Status } from '../../../src/core/api/status';
import type { AppContext } from '../../context';
import type { Texts } from '../../entities/fieldErrors';
import { registerEntityHooks } from '../../entities/hooks';
import type { EntityDb } from '../../entities/listQuery';
import { fail, ok, type Answer } from '../../http/envelope';
import { registerPublicLink, signLink, type PublicActionContext, type VerifiedLink } from '../../publicLinks';
import { notifyPublicTopic, registerPublicChannel } from '../../realtime/publicChannels';
import type { Db } from '../../storage/database';
import { CHINA_HOUR, WindowCounter } from '../../limits/windowCounter';
import { QUEUE_ENTITY } from '../tms/queue/rules';
import { loadCollectionAgreement, sendSignCode, signCollectionAgreement } from './collectionAgreement';
import { checkInByIdCard, siteQueueOf, takeNumber, ticketOf, waybillShown, type Refusal, type Site } from './queueing';

const OWNER = 'publicQueue';
/** A site's QR code is posted for months; a ticket lives the day. */
const SITE_LINK_HOURS = 24 * 90;
const TICKET_HOURS = 24;
const AGREEMENT_LINK_HOURS = 72;
const TICKET = /^ticket:([1-9]\d{0,15})$/;
/** Failed ID-card look-ups per client address per hour and per site per hour: a kiosk's honest
 * misses are few; guessing numbers to find drivers stops here. */
export const ID_CARD_MISSES_PER_CLIENT_HOUR = 5;
export const ID_CARD_MISSES_PER_SITE_HOUR = 30;

type Ctx = PublicActionContext & { request: FastifyRequest };

const textsOf = (ctx: Ctx): Texts => ({ t: ctx.request.t, entityT: ctx.request.t });

/** The topic of a site's queue on the public channels (by the station's id, the links' subject). */
export const siteTopic = (branchCode: string, stationId: number | string) => `queueSite:${branchCode}:${String(stationId)}`;

/** The enabled site of a link whose subject is a station id. */
async function siteOfLink(db: Db, link: VerifiedLink): Promise<Site | null> {
  if (!/^[1-9]\d{0,15}$/.test(link.subject)) return null;
  const row = await (db as unknown as EntityDb).selectFrom('basic_station').select(['station_code', 'name', 'address', 'area_code', 'status'])
    .where('id', '=', Number(link.subject)).where('branch_code', '=', link.branchCode).executeTakeFirst();
  if (!row || row.status !== 'enabled') return null;
  return { branchCode: link.branchCode, stationCode: String(row.station_code), name: String(row.name), address: (row.address as string | null) ?? null, areaCode: (row.area_code as string | null) ?? null };
}

function refusalAnswer(refusal: Refusal): Answer<unknown> {
  return fail(refusal.status, refusal.msg, refusal.data ?? null);
}

/** The answer of a number taken: the ticket, and the token of the same page showing it (`open`). */
async function ticketAnswer(app: AppContext, kind: string, site: Site, id: number, message: string, extra: Record<string, unknown> = {}): Promise<Answer<unknown>> {
  // A kiosk's ticket (with its waybill) stays in the kiosk's history: it lives an hour only.
  const { token } = await signLink(app, { kind, subject: `ticket:${id}`, branchCode: site.branchCode, ttlHours: kind === 'queueKiosk' ? 1 : TICKET_HOURS });
  const ticket = await ticketOf(app.db, site.branchCode, id, app.now());
  return ok({ ...extra, ticket, open: token, message, reference: ticket ? String(ticket.queueNumber) : '' }, message);
}

/** What a site's page shows before a number is taken: the site and how many wait. */
async function siteSummary(db: Db, site: Site, now: Date) {
  const queue = await siteQueueOf(db, site, now);
  return { mode: 'site', stationName: site.name, address: site.address, queueDate: queue.queueDate, waitingCount: queue.counts.waiting, calling: queue.calling.slice(0, 3) };
}

/** Registered at each server start with its context: the public pages read the server's clock. */
export function registerPublicQueue(app: AppContext): void {
  // Identity-card misses count where the server's limits count (in the database for a cluster).
  const missesPerClient = new WindowCounter(app.limits.counters, 'queue-misses-client', CHINA_HOUR);
  const missesPerSite = new WindowCounter(app.limits.counters, 'queue-misses-site', CHINA_HOUR);
  // Any write of a queue entry (a check-in, 叫号, 过号, 装货, 完成, 取消) refreshes its site's screens.
  registerEntityHooks(QUEUE_ENTITY, {
    afterWrite: async (ctx, change) => {
      const record = change.after ?? change.before;
      if (!record?.stationCode) return;
      const branchCode = String(record.branchCode);
      const station = await (ctx.trx as unknown as EntityDb).selectFrom('basic_station').select('id')
        .where('branch_code', '=', branchCode).where('station_code', '=', String(record.stationCode)).executeTakeFirst();
      if (station) notifyPublicTopic(ctx.db, siteTopic(branchCode, Number(station.id)));
    },
  }, OWNER);

  registerPublicLink('queueSite', {
    route: '/queueingSystem',
    mintPermission: { entity: 'station', action: 'view' },
    ttlHours: SITE_LINK_HOURS,
    load: async (db, link) => {
      const ticket = TICKET.exec(link.subject);
      if (ticket) {
        const shown = await ticketOf(db, link.branchCode, Number(ticket[1]), app.now());
        return shown ? { mode: 'ticket', ...shown } : null;
      }
      const site = await siteOfLink(db, link);
      return site ? siteSummary(db, site, app.now()) : null;
    },
    openActions: {
      take: async (link, body, ctx) => {
        const site = await siteOfLink(ctx.app.db, link);
        if (!site) return fail(Status.NOT_FOUND, ctx.t('server.publicLink.gone'), { refusal: 'gone' });
        const taken = await takeNumber(ctx.app, site, (body ?? {}) as Record<string, unknown>, textsOf(ctx));
        if ('status' in taken) return refusalAnswer(taken);
        return ticketAnswer(ctx.app, 'queueSite', site, taken.id, ctx.t('server.publicQueue.taken'));
      },
    },
  });

  registerPublicLink('queueList', {
    route: '/queList',
    mintPermission: { entity: 'station', action: 'view' },
    ttlHours: SITE_LINK_HOURS,
    load: async (db, link) => {
      const site = await siteOfLink(db, link);
      return site ? { ...await siteQueueOf(db, site, app.now()) } : null;
    },
  });
  registerPublicChannel('siteQueue', {
    linkKind: 'queueList',
    topicOf: (link) => siteTopic(link.branchCode, link.subject),
    snapshot: async (context, link) => {
      const site = await siteOfLink(context.db, link);
      return site ? siteQueueOf(context.db, site, context.now()) : null;
    },
  });

  registerPublicLink('queueKiosk', {
    route: '/BrushIdCard',
    mintPermission: { entity: 'station', action: 'view' },
    ttlHours: SITE_LINK_HOURS,
    load: async (db, link) => {
      const ticket = TICKET.exec(link.subject);
      if (ticket) {
        const shown = await ticketOf(db, link.branchCode, Number(ticket[1]), app.now());
        return shown ? { mode: 'ticket', ...shown, ...await waybillShown(db, link.branchCode, shown.shippingNoteNumber) } : null;
      }
      const site = await siteOfLink(db, link);
      return site ? siteSummary(db, site, app.now()) : null;
    },
    openActions: {
      checkIn: async (link, body, ctx) => {
        const site = await siteOfLink(ctx.app.db, link);
        if (!site) return fail(Status.NOT_FOUND, ctx.t('server.publicLink.gone'), { refusal: 'gone' });
        const now = ctx.app.now();
        const siteKey = `${site.branchCode}:${site.stationCode}`;
        // Refused before the look-up once the misses are used up: an answer then says nothing.
        const clientTaken = await missesPerClient.take(ctx.ip, ID_CARD_MISSES_PER_CLIENT_HOUR, now);
        if (!clientTaken || !await missesPerSite.take(siteKey, ID_CARD_MISSES_PER_SITE_HOUR, now)) {
          if (clientTaken) await missesPerClient.giveBack(ctx.ip, now);
          return fail(Status.TOO_MANY_REQUESTS, ctx.t('server.publicQueue.tooManyMisses'));
        }
        const idNumber = (body as { idNumber?: unknown } | null)?.idNumber;
        const found = await checkInByIdCard(ctx.app, site, idNumber, textsOf(ctx));
        // Only a miss (no such driver or no waiting waybill) keeps its count.
        if (!('status' in found) || found.status !== Status.NOT_FOUND) {
          await missesPerClient.giveBack(ctx.ip, now);
          await missesPerSite.giveBack(siteKey, now);
        }
        if ('status' in found) return refusalAnswer(found);
        return ticketAnswer(ctx.app, 'queueKiosk', site, found.id, ctx.t('server.publicQueue.checkedIn'), { waybill: found.waybill });
      },
    },
  });

  registerPublicLink('collectionAgreement', {
    route: '/collectionAgreement4Mobile',
    mintPermission: { entity: 'driver', action: 'edit' },
    ttlHours: AGREEMENT_LINK_HOURS,
    load: (db, link) => loadCollectionAgreement(db, link.subject, link.branchCode),
    openActions: {
      sendCode: (link, _body, ctx) => sendSignCode(ctx, link.subject, link.branchCode),
      sign: (link, body, ctx) => signCollectionAgreement(ctx, link.subject, link.branchCode, body),
    },
  });
}
