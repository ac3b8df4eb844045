// The real-time socket: GET /ntocc-websocket/{branchCode}/{partyType}/{code}?token=<access token>
// (upgrade). The server sends `{"type":"refreshToDoList"}` whenever a to-do count of the branch
// may have changed (branchChanges.ts). The console sends an empty text frame every 15 s as a
// heartbeat; it gets no answer. A socket whose token is revoked or expires is closed with 4401:
// at once when its session is ended here (sign-out, password change), at its next frame, and
// otherwise (expiry, a revocation by another process) by a sweep every few seconds.
import fastifyWebsocket from '@fastify/websocket';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { onSessionsEnded } from '../auth/sessionEnds';
import type { AppContext } from '../context';
import { branchChangesOf } from './branchChanges';
import { checkHandshake, type SocketSession } from './handshake';
import { liveTokenHashes } from './liveTokens';

export const SOCKET_PATH = '/ntocc-websocket/:branchCode/:partyType/:code';
export const REFRESH_TODO_MESSAGE = JSON.stringify({ type: 'refreshToDoList' });
/** Close code of a socket whose session ended (4000-4999: application codes; 401 as in HTTP). */
export const CLOSE_SESSION_ENDED = 4401;
export const REVOCATION_SWEEP_MS = 3000;

export function realtimeRoutes(ctx: AppContext, sweepMs = REVOCATION_SWEEP_MS): FastifyPluginAsync {
  return async (app) => {
    await app.register(fastifyWebsocket);
    const sessions = new WeakMap<FastifyRequest, SocketSession>();
    const open = new Map<WebSocket, SocketSession>();
    const bus = branchChangesOf(ctx.db);

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
    const stopListening = onSessionsEnded(ctx.db, () => {
      if (open.size > 0) closeEnded([...open.keys()]).catch((error: unknown) => app.log.error(error));
    });
    app.addHook('onClose', async () => {
      clearInterval(sweep);
      stopListening();
    });

    app.get(SOCKET_PATH, { websocket: true, preValidation: checkHandshake(ctx, sessions) }, (socket, request) => {
      const session = sessions.get(request)!;
      open.set(socket, session);
      const unsubscribe = bus.subscribe(session.branchCode, () => {
        if (socket.readyState === socket.OPEN) socket.send(REFRESH_TODO_MESSAGE);
      });
      // Every frame (the heartbeat is an empty one) re-checks the session; nothing is answered.
      socket.on('message', () => {
        closeEnded([socket]).catch((error: unknown) => request.log.error(error));
      });
      socket.on('close', () => {
        unsubscribe();
        open.delete(socket);
      });
    });
  };
}
