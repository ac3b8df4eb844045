// Accounts of the demo staff (basic/account): most staff on the job have one, as 开通账号 makes
// it (username from the name's pinyin, the staff member's mobile and department, linked back by
// account_code); a few are disabled, as when someone is on long leave. The password is the demo
// accounts' (DEMO_PASSWORD); staff records without an account show 开通账号.
import { sql, type Kysely } from 'kysely';
import type { pinyin as Pinyin } from 'pinyin-pro';
import { createParty, PartyStatus } from '../party/create';
import { displayTime } from '../storage/clock';
import type { Database } from '../storage/schema';
import { DEMO_BRANCH } from './organisation';

/** How many of the staff on the job get an account (the rest show 开通账号). */
export const DEMO_STAFF_ACCOUNTS = 36;
/** Every how many accounts one is disabled. */
const DISABLED_EVERY = 9;

interface StaffRow { id: number; name: string; mobile: string | null; department_id: number | null; department_name: string | null }

/** A username from the name's pinyin (wangwenbin), numbered when taken (wangwenbin2). */
function usernameOf(pinyin: typeof Pinyin, name: string, taken: Set<string>): string {
  const base = pinyin(name, { toneType: 'none', type: 'array', nonZh: 'removed' }).join('').toLowerCase().replace(/[^a-z]/g, '') || 'staff';
  let username = base;
  for (let n = 2; taken.has(username); n += 1) username = `${base}${n}`;
  taken.add(username);
  return username;
}

export async function seedStaffAccounts(trx: Kysely<Database>, passwordHash: string, now: Date): Promise<void> {
  // The pinyin dictionaries (several MB once loaded) only when seeding, not in every server start.
  const { pinyin } = await import('pinyin-pro');
  const { rows: staff } = await sql<StaffRow>`select id, name, mobile, department_id, department_name from basic_staff
    where branch_code = ${DEMO_BRANCH.code} and status = 'on_job' and account_code is null order by id`.execute(trx);
  const parties = await trx.selectFrom('party').select(['username', 'mobile']).execute();
  const usernames = new Set(parties.map((party) => party.username));
  const mobiles = new Set(parties.map((party) => party.mobile).filter((mobile): mobile is string => !!mobile));
  let made = 0;
  for (const member of staff) {
    if (made >= DEMO_STAFF_ACCOUNTS) break;
    // A mobile number belongs to one account.
    if (member.mobile && mobiles.has(member.mobile)) continue;
    const { id, code } = await createParty(trx, {
      username: usernameOf(pinyin, member.name, usernames), passwordHash, partyType: 'BRANCH_STAFF', name: member.name,
      mobile: member.mobile, branchCode: DEMO_BRANCH.code, roles: ['BRANCH_STAFF'],
    }, now);
    made += 1;
    if (member.mobile) mobiles.add(member.mobile);
    await trx.updateTable('party').set({
      department_id: member.department_id, department_name: member.department_name,
      status: made % DISABLED_EVERY === 0 ? PartyStatus.disabled : PartyStatus.enabled,
    }).where('id', '=', id).execute();
    await sql`update basic_staff set account_code = ${code}, gmt_modified = ${displayTime(now)} where id = ${member.id}`.execute(trx);
  }
}
