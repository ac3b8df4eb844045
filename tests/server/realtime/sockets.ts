// A real `ws` client on the test server's /ntocc-websocket path: opening (or the refusal's HTTP
// status), the messages received, and the close code.
import { WebSocket } from 'ws';
import type { TestServer } from '../support/testServer';

export interface SocketPath { branchCode: string; partyType: string; code: string }

export interface OpenSocket {
  socket: WebSocket;
  messages: string[];
  /** Resolves with the close code once the server (or the client) closes the socket. */
  closed: Promise<number>;
}

export function socketUrl(server: TestServer, path: SocketPath, token?: string): string {
  const url = new URL(`/ntocc-websocket/${path.branchCode}/${path.partyType}/${path.code}`, server.url);
  url.protocol = 'ws:';
  if (token !== undefined) url.searchParams.set('token', token);
  return url.toString();
}

/** Opens a socket; rejects with the HTTP status when the server refuses the upgrade. */
export function openSocket(server: TestServer, path: SocketPath, token?: string): Promise<OpenSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(socketUrl(server, path, token));
    const messages: string[] = [];
    const closed = new Promise<number>((done) => socket.on('close', (code) => done(code)));
    socket.on('message', (data) => messages.push(String(data)));
    socket.on('unexpected-response', (_request, response) => {
      reject(new Error(`refused with HTTP ${response.statusCode}`));
      socket.terminate();
    });
    socket.on('error', reject);
    socket.on('open', () => resolve({ socket, messages, closed }));
  });
}

/** Waits until `predicate` holds, checking every 20 ms, up to `timeoutMs`; answers whether it did. */
export async function eventually(predicate: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (predicate()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return predicate();
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
