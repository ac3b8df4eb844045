import { describe, expect, it, vi } from 'vitest';
import { SOCKET_HEARTBEAT_MS } from '../../../src/core/api/client';
import { backoffDelay, connectRealtime, parseSocketMessage, type SocketDependencies } from '../../../src/realtime/socket';
import { socketUrl } from '../../../src/realtime/socketUrl';

class FakeSocket {
  readyState = 1;
  sent: string[] = [];
  closed = false;
  onopen: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closed = true;
  }
}

function harness() {
  vi.useFakeTimers();
  const sockets: FakeSocket[] = [];
  const deps: SocketDependencies = {
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket as unknown as ReturnType<SocketDependencies['createSocket']>;
    },
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (handle) => clearTimeout(handle as number),
    setInterval: (callback, ms) => setInterval(callback, ms),
    clearInterval: (handle) => clearInterval(handle as number),
  };
  const messages: unknown[] = [];
  const connection = connectRealtime('ws://host/x', (message) => messages.push(message), deps);
  return { sockets, messages, connection, last: () => sockets[sockets.length - 1] };
}

describe('the socket URL is {ws host}/ntocc-websocket/{branchCode}/{partyType}/{code} with the session token', () => {
  const identity = { branchCode: 'B01', partyType: 'PLAT_ADMIN', code: 'P 1', token: 'tok&en' };

  it('uses the runtime wsBase when set', () => {
    expect(socketUrl(identity, 'wss://api.example.com/', { protocol: 'http:', host: 'x' })).toBe(
      'wss://api.example.com/ntocc-websocket/B01/PLAT_ADMIN/P%201?token=tok%26en',
    );
  });

  it("falls back to the page's host, wss for https", () => {
    expect(socketUrl(identity, '', { protocol: 'https:', host: 'console.example.com' })).toMatch(/^wss:\/\/console\.example\.com\/ntocc-websocket\//);
    expect(socketUrl(identity, '', { protocol: 'http:', host: 'localhost:5173' })).toMatch(/^ws:\/\/localhost:5173\//);
  });
});

describe('the client sends an empty text frame every 15 s', () => {
  it('sends "" at each heartbeat once open', () => {
    const { last, connection } = harness();
    last().onopen?.(new Event('open'));
    vi.advanceTimersByTime(SOCKET_HEARTBEAT_MS * 2);
    expect(last().sent).toEqual(['', '']);
    connection.stop();
    vi.useRealTimers();
  });
});

describe('on error it closes and reconnects with backoff', () => {
  it('backoff doubles from 1 s and caps at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map(backoffDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('closes the failed socket and opens a new one after the delay', () => {
    const { sockets, last, connection } = harness();
    const first = last();
    first.onerror?.(new Event('error'));
    expect(first.closed).toBe(true);
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    last().onclose?.(new Event('close') as CloseEvent);
    vi.advanceTimersByTime(1999);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
    connection.stop();
    vi.useRealTimers();
  });

  it('a successful open resets the backoff, and stop never reconnects', () => {
    const { sockets, last, connection } = harness();
    last().onerror?.(new Event('error'));
    vi.advanceTimersByTime(1000);
    last().onopen?.(new Event('open'));
    last().onclose?.(new Event('close') as CloseEvent);
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(3);
    connection.stop();
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(3);
    expect(last().closed).toBe(true);
    vi.useRealTimers();
  });
});

describe('a message {"type":"refreshToDoList"} reaches the listener', () => {
  it('passes JSON {type} messages on and ignores anything else', () => {
    const { last, messages, connection } = harness();
    last().onmessage?.(new MessageEvent('message', { data: '{"type":"refreshToDoList"}' }));
    last().onmessage?.(new MessageEvent('message', { data: '' }));
    last().onmessage?.(new MessageEvent('message', { data: 'pong' }));
    expect(messages).toEqual([{ type: 'refreshToDoList' }]);
    expect(parseSocketMessage('{"kind":1}')).toBeNull();
    connection.stop();
    vi.useRealTimers();
  });
});
