// What the browser tests of the public routes share: a link minted through the API as staff do
// it (分享链接), a link signed with the server's own secret but expired an hour ago, and the
// requests a page sends to any other host (the maps must work offline).
import { createHmac } from 'node:crypto';
import type Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { callJson } from './api';

export interface MintedLink { url: string; token: string }

/** A public link of `kind` for `subject` (none: a branch-level link), minted with `token`'s rights. */
export async function mintLink(baseUrl: string, token: string, kind: string, subject?: unknown): Promise<MintedLink> {
  const answer = await callJson<MintedLink>(baseUrl, 'POST', '/ntocc-basic-api/publicLink', token, { kind, ...(subject === undefined ? {} : { subject: String(subject) }) });
  if (answer.status !== 0) throw new Error(`minting ${kind}: ${answer.msg}`);
  return answer.data;
}

/** A token the server signed itself (its secret read from the database) that expired an hour ago. */
export function expiredToken(db: Database.Database, kind: string, subject: unknown, branchCode = 'SD0001'): string {
  const { secret } = db.prepare("SELECT secret FROM sys_link_secret WHERE name = 'public_link'").get() as { secret: string };
  const payload = Buffer.from(JSON.stringify({ k: kind, s: String(subject), b: branchCode, e: Math.floor(Date.now() / 1000) - 3600 })).toString('base64url');
  return `${payload}.${createHmac('sha256', Buffer.from(secret)).update(`v1.${payload}`).digest('base64url')}`;
}

/** The addresses of the requests the page sends to another host than the test server's, as they happen. */
export function outsideRequests(page: Page, baseUrl: string): string[] {
  const outside: string[] = [];
  const own = new URL(baseUrl).host;
  page.on('request', (request) => {
    const url = new URL(request.url());
    if ((url.protocol === 'http:' || url.protocol === 'https:') && url.host !== own) outside.push(request.url());
  });
  return outside;
}
