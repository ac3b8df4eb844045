// Signed, expiring public links (issue 16): `<payload>.<signature>`, the payload the base64url
// JSON `{ k: kind, s: subject, b: branchCode, e: expiry (unix seconds), p?: issuer party code }`, the signature
// HMAC-SHA256 over `v1.<payload>` with the link secret (secret.ts), compared with
// timingSafeEqual. A token of another kind is as invalid as a forged one; expiry is read with
// the server's clock only after the signature holds.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../storage/clock';
import type { Db } from '../storage/database';
import { linkSecret } from './secret';

export interface LinkInput {
  kind: string;
  /** The record the link opens: a record id, a business number or a branch code (per kind). */
  subject: string;
  /** The branch the record belongs to (the public page's brand, the form's records). */
  branchCode: string;
  ttlHours: number;
  /** The staff member who sent the link (party code): the page's 联系发送方 contact. */
  issuer?: string;
}

export interface VerifiedLink {
  kind: string;
  subject: string;
  branchCode: string;
  /** ISO 8601 instant. */
  expiresAt: string;
  /** The sender's party code, when the link was minted by a signed-in staff member. */
  issuer?: string;
}

export type LinkRefusal = 'invalid' | 'expired';

export interface LinkContext { db: Db; now: Clock }

/** The longest lifetime a link may be given (90 days). */
export const MAX_TTL_HOURS = 24 * 90;
const TOKEN = /^([A-Za-z0-9_-]{8,600})\.([A-Za-z0-9_-]{43})$/;

function signature(secret: Buffer, payload: string): string {
  return createHmac('sha256', secret).update(`v1.${payload}`).digest('base64url');
}

/** A token for the link; its expiry is now + ttlHours (1 h .. MAX_TTL_HOURS). */
export async function signLink(ctx: LinkContext, input: LinkInput): Promise<{ token: string; expiresAt: string }> {
  const hours = Math.min(MAX_TTL_HOURS, Math.max(1, Math.round(input.ttlHours)));
  const expires = Math.floor(ctx.now().getTime() / 1000) + hours * 3600;
  const payload = Buffer.from(JSON.stringify({ k: input.kind, s: input.subject, b: input.branchCode, e: expires, ...(input.issuer ? { p: input.issuer } : {}) })).toString('base64url');
  const token = `${payload}.${signature(await linkSecret(ctx.db), payload)}`;
  return { token, expiresAt: new Date(expires * 1000).toISOString() };
}

/** The link a token carries when its signature holds, it is of `kind` and not past its expiry. */
export async function verifyLink(ctx: LinkContext, token: unknown, kind: string): Promise<VerifiedLink | { refusal: LinkRefusal }> {
  const match = typeof token === 'string' ? TOKEN.exec(token) : null;
  if (!match) return { refusal: 'invalid' };
  const [, payload, given] = match as unknown as [string, string, string];
  const expected = Buffer.from(signature(await linkSecret(ctx.db), payload));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return { refusal: 'invalid' };
  let body: unknown;
  try {
    body = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { refusal: 'invalid' };
  }
  const { k, s, b, e, p } = (body ?? {}) as Record<string, unknown>;
  if (k !== kind || typeof s !== 'string' || typeof b !== 'string' || typeof e !== 'number') return { refusal: 'invalid' };
  if (e * 1000 <= ctx.now().getTime()) return { refusal: 'expired' };
  return { kind, subject: s, branchCode: b, expiresAt: new Date(e * 1000).toISOString(), ...(typeof p === 'string' ? { issuer: p } : {}) };
}
