// The demo accounts of docs/contracts.md, all with the password DEMO_PASSWORD, with realistic
// names, mobile numbers and valid identity numbers; the shippers' profiles. The driver's record
// is made with the demo drivers (demo/index.ts).
import type { Kysely } from 'kysely';
import { DEMO_PASSWORD } from '../../src/core/api/client';
import { idCardCheckChar, usccCheckChar } from '../../src/core/validation';
import { hashPassword } from '../auth/password';
import { createParty, ReviewStatus, type PartyType } from '../party/create';
import type { Database } from '../storage/schema';
import { displayTime } from '../storage/clock';
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

/** `passwordHash` is computed outside the transaction: hashing is slow on purpose. */
export async function seedAccounts(trx: Kysely<Database>, passwordHash: string, now: Date): Promise<void> {
  const ids = new Map<string, number>();
  for (const account of DEMO_ACCOUNTS) {
    const { id } = await createParty(trx, { ...account, passwordHash, branchCode: DEMO_BRANCH.code }, now);
    ids.set(account.username, id);
  }
  const stamps = { review_status: ReviewStatus.approved, gmt_created: displayTime(now), gmt_modified: displayTime(now) };
  await trx.insertInto('shipper').values([
    { party_id: ids.get('shipper')!, shipper_name: '李秀英', shipper_type: 'individual', id_card: idCard('12010119880315002'), uscc: null, contact_phone: '13602033003', ...stamps },
    { party_id: ids.get('shipperco')!, shipper_name: '天津恒通物流有限公司', shipper_type: 'enterprise', id_card: null, uscc: uscc('91120116MA05JR4L2'), contact_phone: '13702044004', ...stamps },
  ]).execute();
}
