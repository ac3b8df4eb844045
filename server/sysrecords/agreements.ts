// The agreements in force at registration and their acceptance by a sign-up. The register screen
// shows the branch's published user registration agreement and privacy policy, and the driver
// carriage or shipper consignment agreement of the party type signing up (GET
// /ntocc-basic-api/agreement/published, open); the sign-up sends the ids it accepted
// (`agreementIds`), each recorded in sys_agreement_acceptance with the party, kind, version and
// time, and counted on the agreement.
import type { Kysely, Transaction } from 'kysely';
import { displayTime } from '../storage/clock';
import type { Database } from '../storage/schema';
import { sys } from './tables';

export type SignUpPartyType = 'SHIPPER' | 'DRIVER';

/** Kinds (dictionary agreement_kind) a sign-up of this party type accepts. */
export function kindsFor(partyType: SignUpPartyType): string[] {
  return ['userRegister', 'privacy', partyType === 'DRIVER' ? 'driverCarriage' : 'shipperConsign'];
}

export interface AgreementInForce {
  id: number; agreementKind: string; title: string; version: string; effectiveDate?: string; content: string;
}

/** The branch's published agreements a sign-up of this party type accepts, in kind order. */
export async function agreementsInForce(db: Kysely<Database> | Transaction<Database>, branchCode: string, partyType: SignUpPartyType): Promise<AgreementInForce[]> {
  const kinds = kindsFor(partyType);
  const rows = await sys(db).selectFrom('sys_agreement')
    .select(['id', 'agreement_kind', 'title', 'version', 'effective_date', 'content'])
    .where('branch_code', '=', branchCode).where('status', '=', 'published').where('agreement_kind', 'in', kinds)
    .orderBy('id', 'desc').execute();
  const latest = new Map<string, AgreementInForce>();
  for (const row of rows) {
    if (latest.has(row.agreement_kind)) continue;
    latest.set(row.agreement_kind, {
      id: row.id, agreementKind: row.agreement_kind, title: row.title, version: row.version,
      ...(row.effective_date ? { effectiveDate: row.effective_date } : {}), content: row.content,
    });
  }
  return kinds.flatMap((kind) => latest.get(kind) ?? []);
}

/** The accepted ids that are no agreement in force for this sign-up (to refuse it). */
export function unknownAcceptances(inForce: AgreementInForce[], accepted: number[]): number[] {
  const ids = new Set(inForce.map((agreement) => agreement.id));
  return accepted.filter((id) => !ids.has(id));
}

/** Records the sign-up's acceptance of each agreement, inside the sign-up's transaction. */
export async function recordAcceptances(trx: Transaction<Database>, party: { code: string; name: string; branchCode: string },
  agreements: AgreementInForce[], at: Date): Promise<void> {
  const db = sys(trx);
  for (const agreement of agreements) {
    await db.insertInto('sys_agreement_acceptance').values({
      party_code: party.code, party_name: party.name, agreement_id: agreement.id, agreement_kind: agreement.agreementKind,
      version: agreement.version, accepted_time: displayTime(at), branch_code: party.branchCode,
    }).execute();
    await db.updateTable('sys_agreement').set((eb) => ({ acceptance_count: eb(eb.fn.coalesce('acceptance_count', eb.lit(0)), '+', 1) }))
      .where('id', '=', agreement.id).execute();
  }
}
