// Signed addresses of private files: `/files/<name>?expires=<unix s>&signature=<HMAC>`. Records
// keep the bare `/files/<name>`; every API answer that carries one hands out a signed address
// instead (the caller passed the API's permission, scope and masking to see it), and every
// JSON body written to the API is given back the bare form, so no record stores a signature.
// The secret is FREIGHT_FILE_URL_SECRET (set it when several processes serve one database),
// else a random one per process: a restart then only makes open pages reload their images.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../storage/clock';
import { ACCEPTED_EXTENSIONS } from './mediaTypes';

export const FILES_PREFIX = '/files/';
export const STORED_NAME = new RegExp(`^[0-9a-f]{32}\\.(${ACCEPTED_EXTENSIONS.join('|')})$`);
const NAME = `[0-9a-f]{32}\\.(?:${ACCEPTED_EXTENSIONS.join('|')})`;
/** A bare address as a JSON string inside an answer. */
const BARE_IN_JSON = new RegExp(`"${FILES_PREFIX}(${NAME})"`, 'g');
/** A signed address as a value of a written body. */
const SIGNED_VALUE = new RegExp(`^(${FILES_PREFIX}${NAME})\\?expires=\\d+&signature=[A-Za-z0-9_-]+$`);

export type Access = 'allowed' | 'unsigned' | 'expired';

export class FileUrlSigner {
  private readonly lifetimeMs: number;

  constructor(private readonly secret: Buffer, private readonly now: Clock, lifetimeMinutes: number) {
    this.lifetimeMs = lifetimeMinutes * 60_000;
  }

  private signature(name: string, expires: number): string {
    return createHmac('sha256', this.secret).update(`${name}\n${expires}`).digest('base64url');
  }

  /** Expiry rounded up to a third of the lifetime: the same file keeps one address for a while,
   * so the browser's cache serves it again. A signed address lives 1 to 4/3 lifetimes. */
  private expiresAt(): number {
    const step = Math.max(1, Math.floor(this.lifetimeMs / 3000));
    const earliest = Math.ceil((this.now().getTime() + this.lifetimeMs) / 1000);
    return Math.ceil(earliest / step) * step;
  }

  address(name: string): string {
    const expires = this.expiresAt();
    return `${FILES_PREFIX}${name}?expires=${expires}&signature=${this.signature(name, expires)}`;
  }

  check(name: string, expires: unknown, signature: unknown): Access {
    if (typeof expires !== 'string' || !/^\d{1,12}$/.test(expires) || typeof signature !== 'string') return 'unsigned';
    const expected = Buffer.from(this.signature(name, Number(expires)));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'unsigned';
    return Number(expires) * 1000 > this.now().getTime() ? 'allowed' : 'expired';
  }

  /** Seconds the address stays valid, for Cache-Control. */
  secondsLeft(expires: string): number {
    return Math.max(0, Math.floor(Number(expires) - this.now().getTime() / 1000));
  }

  /** The JSON text with every bare file address signed. */
  signAnswer(json: string): string {
    if (!json.includes(`"${FILES_PREFIX}`)) return json;
    return json.replace(BARE_IN_JSON, (_match, name: string) => `"${this.address(name)}"`);
  }
}

export function fileUrlSigner(now: Clock, lifetimeMinutes: number, secret = process.env.FREIGHT_FILE_URL_SECRET): FileUrlSigner {
  return new FileUrlSigner(secret ? Buffer.from(secret) : randomBytes(32), now, lifetimeMinutes);
}

/** A written value with any signature taken off (objects and arrays are copied through). */
export function withBareFileAddresses(value: unknown): unknown {
  if (typeof value === 'string') return SIGNED_VALUE.exec(value)?.[1] ?? value;
  if (Array.isArray(value)) return value.map(withBareFileAddresses);
  if (typeof value === 'object' && value !== null && !Buffer.isBuffer(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withBareFileAddresses(item)]));
  }
  return value;
}

/** The API scope's side: answers sign, written bodies are stripped. */
export function signFileAddresses(api: FastifyInstance, signer: FileUrlSigner): void {
  api.addHook('preValidation', async (request) => {
    if (typeof request.body === 'object' && request.body !== null && !Buffer.isBuffer(request.body)) {
      request.body = withBareFileAddresses(request.body);
    }
  });
  api.addHook('onSend', async (_request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    return typeof payload === 'string' && type.includes('json') ? signer.signAnswer(payload) : payload;
  });
}
