// Self-registration of a driver through the API, as the app's register screen does it: request an
// SMS code, read it where the default sender records it (sms_record), register with it.
import Database from 'better-sqlite3';
import { call } from './api';

const TEST_PASSWORD = 'Haul@2026';

/** A mobile number no seeded or earlier test account uses (13 9xxxxxxxx, from the clock). */
export function freshMobile(): string {
  return `139${String(Date.now()).slice(-8)}`;
}

/** The 6-digit code of the latest message to `phone`, read from the server's database file (read-only). */
export function latestSmsCode(dbFile: string, phone: string): string {
  const db = new Database(dbFile, { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare('SELECT content FROM sms_record WHERE phone = ? ORDER BY id DESC LIMIT 1').get(phone) as { content: string } | undefined;
    const code = row && /\d{6}/.exec(row.content)?.[0];
    if (!code) throw new Error(`no verification code sent to ${phone}`);
    return code;
  } finally {
    db.close();
  }
}

/** Registers a new driver of `branchCode`; answers the new party code. */
export async function registerDriver(baseUrl: string, dbFile: string, phone: string, branchCode = 'SD0001'): Promise<string> {
  const sent = await call<null>(baseUrl, 'POST', `/ntocc-tps-api/sms/sendRegisterVerifyCode?phone=${phone}`);
  if (sent.status !== 0) throw new Error(`sending the code failed: ${sent.msg}`);
  const form = new URLSearchParams({ phone, password: TEST_PASSWORD, name: '刘德胜', partyType: 'DRIVER', verifyCode: latestSmsCode(dbFile, phone), branchCode });
  const answer = await call<{ code: string }>(baseUrl, 'POST', '/ntocc-basic-api/party/register', undefined, form);
  if (answer.status !== 0) throw new Error(`registration failed: ${answer.status} ${answer.msg}`);
  return answer.data.code;
}
