// 手机号变更 (phoneChange): a driver or a shipper asks to bind a new mobile to his account; staff
// approve it on 手机号变更审核 (tms/review/phoneAudit). What the schema cannot say:
// - a request names one party, a driver or a shipper (a driver or shipper asking for himself is
//   that party by his data scope); the party's kind, name, ID number and current mobile are taken
//   from his record, so the reviewer compares what the records hold;
// - the new mobile differs from the old one and is not another account's (sign-in by mobile,
//   verification codes: server/routes/basic/authorize.ts) nor another record's of the same kind
//   in the branch (telephone and contactPhone are unique per branch); one pending request per party;
// - the approval that completes the review (审核配置: the last level) changes, in its transaction,
//   the account's mobile (and its username when it was the old mobile, as a sign-up makes it), the
//   driver's telephone with its copies on his fleet (captain, member) or the shipper's contact
//   mobile; a mobile taken meanwhile refuses the approval.
import type { Transaction } from 'kysely';
import { fieldError, type EntityFieldError, type Texts } from '../../../entities/fieldErrors';
import type { HookContext } from '../../../entities/hooks';
import type { EntityRecord } from '../../../entities/records';
import { displayTime } from '../../../storage/clock';
import type { Database } from '../../../storage/schema';
import { reviewDb } from './tables';

export const PHONE_CHANGE_ENTITY = 'phoneChange';

type Trx = Transaction<Database>;
type PartyKind = 'driver' | 'shipper';

interface Party { kind: PartyKind; code: string; name: string; mobile: string | null; idCard: string | null }

/** The party a request names, read from his record in the branch (undefined: no such record). */
async function partyOf(trx: Trx, kind: PartyKind, code: string, branchCode: string): Promise<Party | undefined> {
  const db = reviewDb(trx);
  if (kind === 'driver') {
    const row = await db.selectFrom('basic_driver').select(['driver_code', 'driver_name', 'telephone', 'driving_license'])
      .where('driver_code', '=', code).where('branch_code', '=', branchCode).executeTakeFirst();
    return row && { kind, code, name: row.driver_name, mobile: row.telephone, idCard: row.driving_license };
  }
  const row = await db.selectFrom('basic_shipper').select(['shipper_code', 'shipper_name', 'contact_phone', 'id_card'])
    .where('shipper_code', '=', code).where('branch_code', '=', branchCode).executeTakeFirst();
  return row && { kind, code, name: row.shipper_name, mobile: row.contact_phone, idCard: row.id_card };
}

/** Whether another account, or another record of the party's kind in the branch, uses `mobile`. */
async function mobileTaken(trx: Trx, party: Party, mobile: string, branchCode: string): Promise<boolean> {
  const db = reviewDb(trx);
  const account = await db.selectFrom('party').select('id')
    .where((eb) => eb.or([eb('mobile', '=', mobile), eb('username', '=', mobile)]))
    .where('code', '<>', party.code).executeTakeFirst();
  if (account) return true;
  const record = party.kind === 'driver'
    ? await db.selectFrom('basic_driver').select('id').where('telephone', '=', mobile).where('branch_code', '=', branchCode)
      .where('driver_code', '<>', party.code).executeTakeFirst()
    : await db.selectFrom('basic_shipper').select('id').where('contact_phone', '=', mobile).where('branch_code', '=', branchCode)
      .where('shipper_code', '<>', party.code).executeTakeFirst();
  return record !== undefined;
}

function takenError(texts: Texts, mobile: string): EntityFieldError {
  return fieldError(texts, '/newMobile', 'server.phoneChange.mobileTaken', { mobile });
}

/** A new request: its party's details from his record, and the checks above. */
export async function beforeCreate(ctx: HookContext, values: EntityRecord): Promise<EntityFieldError[] | void> {
  const driverCode = typeof values.driverCode === 'string' ? values.driverCode : undefined;
  const shipperCode = typeof values.shipperCode === 'string' ? values.shipperCode : undefined;
  if ((driverCode === undefined) === (shipperCode === undefined)) {
    return [fieldError(ctx.texts, '/driverCode', 'server.phoneChange.onePartyRequired')];
  }
  const branchCode = String(values.branchCode ?? ctx.caller.branchCode);
  const party = await partyOf(ctx.trx, driverCode ? 'driver' : 'shipper', (driverCode ?? shipperCode)!, branchCode);
  // The relation check has found the record already; a record of another branch is not his.
  if (!party) return [fieldError(ctx.texts, driverCode ? '/driverCode' : '/shipperCode', 'entityApi.error.notFound')];
  Object.assign(values, { partyKind: party.kind, partyName: party.name, oldMobile: party.mobile ?? undefined, idCard: party.idCard ?? undefined });
  for (const field of ['oldMobile', 'idCard']) if (values[field] === undefined) delete values[field];
  const mobile = String(values.newMobile);
  if (mobile === party.mobile) return [fieldError(ctx.texts, '/newMobile', 'server.phoneChange.sameMobile')];
  if (await mobileTaken(ctx.trx, party, mobile, branchCode)) return [takenError(ctx.texts, mobile)];
  const column = party.kind === 'driver' ? 'driver_code' : 'shipper_code';
  const pending = await reviewDb(ctx.trx).selectFrom('basic_phone_change').select('id')
    .where(column, '=', party.code).where('branch_code', '=', branchCode).where('review_status', '=', 'pending').executeTakeFirst();
  if (pending) return [fieldError(ctx.texts, '/newMobile', 'server.phoneChange.alreadyPending', { name: party.name })];
  return undefined;
}

/** The approval that completes the review binds the new mobile everywhere the party's mobile is kept. */
export async function beforeAction(ctx: HookContext, action: string, _id: number, stored: EntityRecord, values: EntityRecord): Promise<string | void> {
  if (action !== 'approve' || values.reviewStatus !== 'approved') return undefined;
  const kind: PartyKind = stored.driverCode ? 'driver' : 'shipper';
  const code = String(kind === 'driver' ? stored.driverCode : stored.shipperCode);
  const branchCode = String(stored.branchCode ?? ctx.caller.branchCode);
  const party = await partyOf(ctx.trx, kind, code, branchCode);
  if (!party) return ctx.texts.t('server.phoneChange.partyGone', { name: String(stored.partyName ?? code) });
  const mobile = String(stored.newMobile);
  if (await mobileTaken(ctx.trx, party, mobile, branchCode)) return ctx.texts.t('server.phoneChange.mobileTaken', { mobile });
  await bindMobile(ctx.trx, party, mobile, branchCode, ctx.now);
  return undefined;
}

async function bindMobile(trx: Trx, party: Party, mobile: string, branchCode: string, now: Date): Promise<void> {
  const db = reviewDb(trx);
  const at = displayTime(now);
  const account = await db.selectFrom('party').select(['id', 'username', 'mobile']).where('code', '=', party.code).executeTakeFirst();
  if (account) {
    // A sign-up's username is its mobile: it follows the mobile, or the old number would still sign in.
    const username = account.username === account.mobile || account.username === party.mobile ? mobile : account.username;
    await db.updateTable('party').set({ mobile, username, gmt_modified: at }).where('id', '=', account.id).execute();
  }
  if (party.kind === 'driver') {
    await db.updateTable('basic_driver').set({ telephone: mobile, gmt_modified: at })
      .where('driver_code', '=', party.code).where('branch_code', '=', branchCode).execute();
    await db.updateTable('basic_driver_team').set({ captain_phone: mobile })
      .where('captain_code', '=', party.code).where('branch_code', '=', branchCode).execute();
    await db.updateTable('basic_driver_team_member').set({ telephone: mobile })
      .where('driver_code', '=', party.code).where('branch_code', '=', branchCode).execute();
  } else {
    await db.updateTable('basic_shipper').set({ contact_phone: mobile, gmt_modified: at })
      .where('shipper_code', '=', party.code).where('branch_code', '=', branchCode).execute();
  }
}
