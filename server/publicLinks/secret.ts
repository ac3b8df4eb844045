// The secret public links are signed with: FREIGHT_LINK_SECRET when set (at least 32
// characters), else one generated at first use and kept in `sys_link_secret`, so a link sent by
// SMS still opens after a restart and on every instance sharing the database. Two instances
// starting together both insert-or-ignore, then read back the one that won.
import { randomBytes } from 'node:crypto';
import type { Db } from '../storage/database';

const SECRET_NAME = 'public_link';
const MIN_ENV_LENGTH = 32;
const kept = new WeakMap<Db, Promise<Buffer>>();

async function readOrCreate(db: Db): Promise<Buffer> {
  const fromEnv = process.env.FREIGHT_LINK_SECRET;
  if (fromEnv) {
    if (fromEnv.length < MIN_ENV_LENGTH) throw new Error(`FREIGHT_LINK_SECRET must be at least ${MIN_ENV_LENGTH} characters`);
    return Buffer.from(fromEnv);
  }
  await db.insertInto('sys_link_secret')
    .values({ name: SECRET_NAME, secret: randomBytes(32).toString('base64url'), created_at: new Date().toISOString() })
    .onConflict((oc) => oc.column('name').doNothing()).execute();
  const row = await db.selectFrom('sys_link_secret').select('secret').where('name', '=', SECRET_NAME).executeTakeFirstOrThrow();
  return Buffer.from(row.secret);
}

/** The signing secret of the database (read once per process and database). */
export function linkSecret(db: Db): Promise<Buffer> {
  let secret = kept.get(db);
  if (!secret) {
    secret = readOrCreate(db);
    secret.catch(() => kept.delete(db));
    kept.set(db, secret);
  }
  return secret;
}
