// The demo accounts of docs/contracts.md, all with the password DEMO_PASSWORD, with realistic
// names, mobile numbers and valid identity numbers. The driver's and the shippers' records are
// made with the demo drivers and shippers (demo/index.ts).
import type { Kysely } from 'kysely';
import { DEMO_PASSWORD } from '../../src/core/api/client';
import { idCardCheckChar, usccCheckChar } from '../../src/core/validation';
import { hashPassword } from '../auth/password';
import { createParty, type PartyType } from '../party/create';
import type { Database } from '../storage/schema';
import { DEMO_BRANCH } from './organisation';

const idCard = (first17: string) => first17 + idCardCheckChar(first17);
const uscc = (first17: string) => first17 + usccCheckChar(first17);

export interface DemoAccount { username: string; partyType: PartyType; name: string; mobile: string; roles: string[] }

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { username: 'admin', partyType: 'PLAT_ADMIN', name: '周明远', mobile: '13820011001', roles: ['PLAT_ADMIN', 'BRANCH_STAFF'] },
  { username: 'staff', partyType: 'BRANCH_STAFF', name: '陈晓燕', mobile: '13920022002', roles: ['BRANCH_STAFF'] },
  { username: 'shipper', partyType: 'SHIPPER', name: '李秀英', mobile: '13602033003', roles: ['SHIPPER'] },
  { username: 'shipperco', partyType: 'SHIPPER', name: '天津恒通物流有限公司', mobile: '13702044004', roles: ['SHIPPER'] },
  { username: 'driver', partyType: 'DRIVER', name: '王建国', mobile: '15822055005', roles: ['DRIVER'] },
];

/** The demo driver's licence: his driver record is the first demo driver (server/seed/demo),
 * made with these, linked to his account by driverCode = his party code. */
export const DEMO_DRIVER_LICENCE = { idCard: idCard('13010219850312123'), vehicleClass: 'A2' } as const;

export async function hashDemoPassword(): Promise<string> {
  return hashPassword(DEMO_PASSWORD);
}

/** The demo shippers' identities: their shipper records are the first demo shipper records
 * (server/seed/demo), made with these, linked to their accounts by shipperCode = party code. */
export const DEMO_SHIPPER_PROFILES: Readonly<Record<string, { form: 'individual' | 'enterprise'; idCard?: string; uscc?: string; contact: string }>> = {
  shipper: { form: 'individual', idCard: idCard('12010119880315002'), contact: '李秀英' },
  shipperco: { form: 'enterprise', uscc: uscc('91120116MA05JR4L2'), contact: '赵文静' },
};

/** `passwordHash` is computed outside the transaction: hashing is slow on purpose. */
export async function seedAccounts(trx: Kysely<Database>, passwordHash: string, now: Date): Promise<void> {
  for (const account of DEMO_ACCOUNTS) await createParty(trx, { ...account, passwordHash, branchCode: DEMO_BRANCH.code }, now);
}
