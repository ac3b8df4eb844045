// Self-registration as the register page does it (code by SMS, then register), and the to-do
// list call, for the to-do and real-time tests.
import { idCardCheckChar } from '../../../src/core/validation';
import type { Api } from '../entities/support';
import { latestCode } from '../support/sms';
import type { TestServer } from '../support/testServer';

export const TODO_LIST = '/ntocc-tms-api/todo/list';

export interface ToDoItem { configKey: string; configName: string; configValue: string }

let nextPhone = 13700000000;

/** Registers a new driver (or shipper) in the branch; answers its party code and phone. */
export async function registerParty(server: TestServer, api: Api, options: { partyType?: 'DRIVER' | 'SHIPPER'; branchCode?: string } = {}) {
  nextPhone += 1;
  const phone = String(nextPhone);
  await api.call('/ntocc-tps-api/sms/sendRegisterVerifyCode', { method: 'POST', query: { phone } });
  const answer = await api.call('/ntocc-basic-api/party/register', {
    method: 'POST',
    query: {
      phone, password: 'Haul@2026', name: '王建国', partyType: options.partyType ?? 'DRIVER',
      verifyCode: await latestCode(server.db, phone), branchCode: options.branchCode ?? 'SD0001',
      idCard: '11010519850307123' + idCardCheckChar('11010519850307123'),
    },
  });
  if (answer.status !== 0) throw new Error(`registration failed: ${answer.status} ${answer.msg}`);
  return { code: answer.data.code as string, phone };
}

/** The to-do counts the token's caller sees, by key. */
export async function toDoCounts(api: Api, token: string): Promise<Record<string, number>> {
  const answer = await api.call<ToDoItem[]>(TODO_LIST, { token });
  if (answer.status !== 0) throw new Error(`todo list failed: ${answer.status} ${answer.msg}`);
  return Object.fromEntries(answer.data.map((item) => [item.configKey, Number(item.configValue)]));
}
