// Public, read-only live channels (issue 16): GET /ntocc-public-socket/<channel>?t=<signed link
// token> (upgrade), for a public page that shows records as they change (a site's queue on a wall
// screen). No session: the signed link (server/publicLinks) is the authorization, checked before
// the upgrade (HTTP 401 for a wrong token, 410 for an expired one, 404 for an unknown channel).
// A channel names the link kind it accepts, the topic a link listens to and the snapshot it
// reads; the socket receives `{"type":"snapshot","data":...}` on opening and after each change of
// its topic (notifyPublicTopic, on every instance, coalesced as the to-do bus is). The server never reads a frame
// from the page: frames beyond a few per second close the socket (4429), a client address holds
// a few sockets at most (HTTP 429 beyond), and the link's expiry closes the socket (4410).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { AppContext } from '../context';
import { verifyLink, type VerifiedLink } from '../publicLinks/tokens';
import type { Db } from '../storage/database';
import { BranchChanges } from './branchChanges';
import { changeBusOf } from './changeBus';
import { CLOSE_FLOODING, CLOSE_FLOODING_REASON, frameCounter, REFUSED_TOO_MANY_SOCKETS, SocketsPerSession } from './socketLimits';

export const PUBLIC_SOCKET_PATH = '/ntocc-public-socket/:channel';
/** Sockets one client address may hold on the public channels (a wall screen, a few phones behind one NAT). */
export const PUBLIC_SOCKETS_PER_CLIENT = 20;
/** Close code of a socket whose link expired while it was open (410 as in HTTP). */
export const CLOSE_LINK_EXPIRED = 4410;
const REFUSED_INVALID = 401;
const REFUSED_EXPIRED = 410;
const REFUSED_UNKNOWN = 404;
const MAX_TIMER_MS = 2 ** 31 - 1;

export interface PublicChannel {
  /** The public link kind whose tokens open the channel. */
  linkKind: string;
  /** The topic the link's socket listens to; sockets of one topic share each snapshot. */
  topicOf: (link: VerifiedLink) => string;
  /** What the socket shows, read on opening and after each change of the topic (null: the
   * record is gone; the socket is then closed). Only whitelisted, masked fields. */
  snapshot: (ctx: AppContext, link: VerifiedLink) => Promise<unknown>;
}

const channels = new Map<string, PublicChannel>();

/** Registers a channel (again on a later start: the last registration wins). */
export function registerPublicChannel(name: string, channel: PublicChannel): void {
  if (!/^[a-zA-Z][a-zA-Z0-9_]{1,39}$/.test(name)) throw new Error(`public channel "${name}": letters, digits and _ only`);
  channels.set(name, channel);
}

const topicsByDatabase = new WeakMap<Db, BranchChanges>();

function topicsOf(db: Db): BranchChanges {
  let bus = topicsByDatabase.get(db);
  if (!bus) {
    bus = new BranchChanges(changeBusOf(db), 'publicTopic');
    topicsByDatabase.set(db, bus);
  }
  return bus;
}

/** Tells the sockets of a topic to read their snapshot again (after a write of what they show;
 * the message leaves COALESCE_MS later, once the write has committed). */
export function notifyPublicTopic(db: Db, topic: string): void {
  topicsOf(db).notify(topic);
}

/** Adds the public socket route to the websocket scope (server/realtime/routes.ts). */
export function addPublicChannels(app: FastifyInstance, ctx: AppContext): void {
  const perClient = new SocketsPerSession(PUBLIC_SOCKETS_PER_CLIENT);
  const links = new WeakMap<FastifyRequest, { channel: PublicChannel; link: VerifiedLink }>();
  const bus = topicsOf(ctx.db);
  // One read per topic and change, whatever the number of sockets showing it.
  const reading = new Map<string, Promise<string | null>>();
  function snapshotMessage(channel: PublicChannel, link: VerifiedLink): Promise<string | null> {
    const topic = channel.topicOf(link);
    let message = reading.get(topic);
    if (!message) {
      message = channel.snapshot(ctx, link).then((data) => (data === null ? null : JSON.stringify({ type: 'snapshot', data })));
      reading.set(topic, message);
      void message.finally(() => reading.delete(topic)).catch(() => undefined);
    }
    return message;
  }

  async function checkLink(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
    const channel = channels.get((request.params as { channel: string }).channel);
    if (!channel) return reply.code(REFUSED_UNKNOWN).send();
    const link = await verifyLink(ctx, (request.query as Record<string, unknown>).t, channel.linkKind);
    if ('refusal' in link) return reply.code(link.refusal === 'expired' ? REFUSED_EXPIRED : REFUSED_INVALID).send();
    const giveBack = perClient.take(request.ip);
    if (!giveBack) return reply.code(REFUSED_TOO_MANY_SOCKETS).send();
    request.raw.socket.once('close', giveBack);
    links.set(request, { channel, link });
    return undefined;
  }

  app.get(PUBLIC_SOCKET_PATH, { websocket: true, preValidation: checkLink }, (socket: WebSocket, request) => {
    const { channel, link } = links.get(request)!;
    const send = () => {
      snapshotMessage(channel, link).then((message) => {
        if (socket.readyState !== socket.OPEN) return;
        if (message === null) socket.close(CLOSE_LINK_EXPIRED, 'gone');
        else socket.send(message);
      }).catch((error: unknown) => app.log.error(error));
    };
    const unsubscribe = bus.subscribe(channel.topicOf(link), send);
    send();
    // A timer longer than setTimeout allows (24.8 days) would fire at once: such links are left open.
    const left = Math.max(0, Date.parse(link.expiresAt) - ctx.now().getTime());
    const expiry = left < MAX_TIMER_MS ? setTimeout(() => socket.close(CLOSE_LINK_EXPIRED, 'link expired'), left) : undefined;
    expiry?.unref();
    const withinRate = frameCounter(ctx.limits.settings.socketFramesPerSecond);
    socket.on('message', () => {
      if (withinRate()) return;
      socket.close(CLOSE_FLOODING, CLOSE_FLOODING_REASON);
      setTimeout(() => socket.terminate(), 1000).unref();
    });
    socket.on('close', () => {
      clearTimeout(expiry);
      unsubscribe();
    });
  });
}
