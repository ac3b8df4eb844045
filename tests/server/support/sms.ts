// Reading what the default SMS sender recorded, as the messaging screens (and a demo user) do.
import type { Db } from '../../../server/storage/database';

/** The 6-digit code of the latest message to `phone`. */
export async function latestCode(db: Db, phone: string): Promise<string> {
  const record = await db.selectFrom('sms_record').select('content').where('phone', '=', phone)
    .orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
  const code = /\d{6}/.exec(record.content)?.[0];
  if (!code) throw new Error(`no code in "${record.content}"`);
  return code;
}

/** A code that is certainly not `code`. */
export function otherCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}
