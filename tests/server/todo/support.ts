// Self-registration as the register page does it (code by SMS, then register), and the to-do
// list call, for the to-do and real-time tests.
import { idCardCheckChar } from '../../../src/core/validation';
import type { Api } from '../entities/support';
import { latestCode } from '../support/sms';
import type { TestServer } from '../support/testServer';

export const TODO_LIST = '/ntocc-tms-api/todo/list';

export interface ToDoItem { configKey: string; configName: string; configValue: string }

let nextPhone = 13700000000;

/** Registers a new driver (or shipper) in the branch; answers its party code, phone and ID
 * number (each registration its own: a branch's drivers have unique ID numbers). */
export async function registerParty(server: TestServer, api: Api, options: { partyType?: 'DRIVER' | 'SHIPPER'; branchCode?: string } = {}) {
  nextPhone += 1;
  const phone = String(nextPhone);
  const first17 = `11010519850307${String(nextPhone % 1000).padStart(3, '0')}`;
  const idCard = first17 + idCardCheckChar(first17);
  await api.call('/ntocc-tps-api/sms/sendRegisterVerifyCode', { method: 'POST', query: { phone } });
  const answer = await api.call('/ntocc-basic-api/party/register', {
    method: 'POST',
    // In the body: the server refuses a password in the query string.
    form: {
      phone, password: 'Haul@2026', name: '王建国', partyType: options.partyType ?? 'DRIVER',
      verifyCode: await latestCode(server.db, phone), branchCode: options.branchCode ?? 'SD0001',
      idCard,
    },
  });
  if (answer.status !== 0) throw new Error(`registration failed: ${answer.status} ${answer.msg}`);
  return { code: answer.data.code as string, phone, idCard };
}

/** The to-do counts the token's caller sees, by key. */
export async function toDoCounts(api: Api, token: string): Promise<Record<string, number>> {
  const answer = await api.call<ToDoItem[]>(TODO_LIST, { token });
  if (answer.status !== 0) throw new Error(`todo list failed: ${answer.status} ${answer.msg}`);
  return Object.fromEntries(answer.data.map((item) => [item.configKey, Number(item.configValue)]));
}
