// Limits on the real-time sockets: how many one session may hold open (a few console tabs), and
// how many frames one may send per second (the console sends one heartbeat every 15 s; a socket
// sending a flood is closed with 4429). Frames are counted in real time, not the server clock.

/** Close code of a socket that sent more frames per second than allowed (4000-4999:
 * application codes; 429 as in HTTP). */
export const CLOSE_FLOODING = 4429;
export const CLOSE_FLOODING_REASON = 'too many frames';
/** HTTP answer to an upgrade beyond the session's sockets. */
export const REFUSED_TOO_MANY_SOCKETS = 429;

/** Open sockets per session, counted from the accepted upgrade until its connection closes. */
export class SocketsPerSession {
  private readonly open = new Map<string, number>();

  constructor(private readonly max: number) {}

  /** Takes a place for the session, or answers false when it holds `max` already. The place is
   * given back by the returned function (called once, when the connection closes). */
  take(tokenHash: string): (() => void) | null {
    const held = this.open.get(tokenHash) ?? 0;
    if (held >= this.max) return null;
    this.open.set(tokenHash, held + 1);
    let given = false;
    return () => {
      if (given) return;
      given = true;
      const left = (this.open.get(tokenHash) ?? 1) - 1;
      if (left === 0) this.open.delete(tokenHash);
      else this.open.set(tokenHash, left);
    };
  }
}

/** Frames of one socket in the current second; answers whether the socket stays within the cap. */
export function frameCounter(maxPerSecond: number, clock: () => number = Date.now): () => boolean {
  let second = 0;
  let frames = 0;
  return () => {
    const now = Math.floor(clock() / 1000);
    if (now !== second) {
      second = now;
      frames = 0;
    }
    frames += 1;
    return frames <= maxPerSecond;
  };
}
