// The real-time socket: GET /ntocc-websocket/{branchCode}/{partyType}/{code}?token=<access token>
// (upgrade). The server sends `{"type":"refreshToDoList"}` whenever a to-do count of the branch
// may have changed (branchChanges.ts). The console sends an empty text frame every 15 s as a
// heartbeat; it gets no answer and costs no database query. A socket whose token is revoked or
// expires is closed with 4401: at once when its session is ended by any instance (sign-out,
// password change), otherwise (expiry, a revocation by a database tool) by a sweep every few seconds,
// one query for all sockets. Limits (socketLimits.ts): a few sockets per session (HTTP 429 to
// the upgrade beyond), frames per second (4429 beyond), 1 KiB per frame (1009 beyond); a
// connection that stops answering the server's pings is dropped so it frees its place.
import fastifyWebsocket from '@fastify/websocket';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { onSessionsEnded } from '../auth/sessionEnds';
import type { AppContext } from '../context';
import { recordToDoPush } from '../sysrecords/pushRecords';
import { branchChangesOf } from './branchChanges';
import { changeBusOf } from './changeBus';
import { checkHandshake, type SocketSession } from './handshake';
import { liveTokenHashes } from './liveTokens';
import { addPublicChannels } from './publicChannels';
import { CLOSE_FLOODING, CLOSE_FLOODING_REASON, frameCounter, SocketsPerSession } from './socketLimits';

export const SOCKET_PATH = '/ntocc-websocket/:branchCode/:partyType/:code';
export const REFRESH_TODO_MESSAGE = JSON.stringify({ type: 'refreshToDoList' });
/** Close code of a socket whose session ended (4000-4999: application codes; 401 as in HTTP). */
export const CLOSE_SESSION_ENDED = 4401;
export const REVOCATION_SWEEP_MS = 3000;
/** The console's heartbeat is an empty frame: anything longer than this is not the console. */
export const MAX_FRAME_BYTES = 1024;
/** How often the server pings; a connection that has not answered the last ping is dropped. */
export const PING_INTERVAL_MS = 30_000;

export function realtimeRoutes(ctx: AppContext, sweepMs = REVOCATION_SWEEP_MS): FastifyPluginAsync {
  return async (app) => {
    await app.register(fastifyWebsocket, { options: { maxPayload: MAX_FRAME_BYTES } });
    const sessions = new WeakMap<FastifyRequest, SocketSession>();
    const open = new Map<WebSocket, SocketSession>();
    const perSession = new SocketsPerSession(ctx.limits.settings.socketsPerSession);
    const unanswered = new WeakSet<WebSocket>();
    const bus = branchChangesOf(ctx.db);
    // While the app runs it hears the other instances' changes (pushes, caches to forget).
    const changes = changeBusOf(ctx.db);
    changes.start();

    function endSession(socket: WebSocket): void {
      socket.close(CLOSE_SESSION_ENDED, 'session ended');
    }

    async function closeEnded(sockets: WebSocket[]): Promise<void> {
      const hashes = sockets.flatMap((socket) => open.get(socket)?.tokenHash ?? []);
      const live = await liveTokenHashes(ctx.db, hashes, ctx.now());
      for (const socket of sockets) {
        const session = open.get(socket);
        if (session && !live.has(session.tokenHash)) endSession(socket);
      }
    }

    const sweep = setInterval(() => {
      if (open.size === 0) return;
      closeEnded([...open.keys()]).catch((error: unknown) => app.log.error(error));
    }, sweepMs);
    sweep.unref();
    const pings = setInterval(() => {
      for (const socket of open.keys()) {
        if (unanswered.has(socket)) {
          socket.terminate();
          continue;
        }
        unanswered.add(socket);
        socket.ping();
      }
    }, PING_INTERVAL_MS);
    pings.unref();
    // Each refreshToDoList delivered is a push record (systemManage/news/pushRecord).
    const stopRecording = bus.onDelivered((branchCode, sockets) => {
      recordToDoPush(ctx.db, branchCode, sockets, ctx.now()).catch((error: unknown) => app.log.error(error));
    });
    const stopListening = onSessionsEnded(ctx.db, () => {
      if (open.size > 0) closeEnded([...open.keys()]).catch((error: unknown) => app.log.error(error));
    });
    app.addHook('onClose', async () => {
      clearInterval(sweep);
      clearInterval(pings);
      stopListening();
      stopRecording();
      await changes.stop();
    });

    // The public pages' read-only channels, authorized by a signed link (publicChannels.ts).
    addPublicChannels(app, ctx);
    app.get(SOCKET_PATH, { websocket: true, preValidation: checkHandshake(ctx, sessions, perSession) }, (socket, request) => {
      const session = sessions.get(request)!;
      open.set(socket, session);
      const unsubscribe = bus.subscribe(session.branchCode, () => {
        if (socket.readyState === socket.OPEN) socket.send(REFRESH_TODO_MESSAGE);
      });
      // Frames are only counted: the session is checked by the sweep and the sign-out signal.
      const withinRate = frameCounter(ctx.limits.settings.socketFramesPerSecond);
      let flooded = false;
      socket.on('message', () => {
        if (flooded || withinRate()) return;
        flooded = true;
        socket.close(CLOSE_FLOODING, CLOSE_FLOODING_REASON);
        // A flooder may not answer the close: cut the connection soon after.
        setTimeout(() => socket.terminate(), 1000).unref();
      });
      socket.on('pong', () => unanswered.delete(socket));
      socket.on('close', () => {
        unsubscribe();
        open.delete(socket);
      });
    });
  };
}
