// Which of the open sockets' tokens are still live (not revoked by a sign-out or a password
// change, not expired): one query for all of them.
import type { Db } from '../storage/database';
import { instant } from '../storage/clock';

export async function liveTokenHashes(db: Db, tokenHashes: string[], now: Date): Promise<Set<string>> {
  if (tokenHashes.length === 0) return new Set();
  const rows = await db.selectFrom('access_token').select('token_hash')
    .where('token_hash', 'in', tokenHashes).where('revoked_at', 'is', null).where('expires_at', '>', instant(now))
    .execute();
  return new Set(rows.map((row) => row.token_hash));
}
