// The tables of the messaging, agreement and print-template entities as this module reads and
// writes them outside the entity API (their shape is the entity schemas': schemas/entities/
// news.json, pushRecord.json, agreement.json, agreementAcceptance.json, printTemplate.json,
// contractBody.json; made by migration 0021).
import type { Generated, Kysely, Transaction } from 'kysely';
import type { Database } from '../storage/schema';

export interface SysTables {
  sys_news: {
    id: Generated<number>; title: string; news_kind: string; audience: string; channel: string; status: string;
    recipient_count: number | null; branch_code: string | null;
  };
  sys_push_record: {
    id: Generated<number>; push_kind: string; channel: string; title: string; audience: string | null;
    recipient_count: number; news_id: number | null; branch_code: string | null; gmt_created: string;
  };
  sys_agreement: {
    id: Generated<number>; agreement_kind: string; title: string; version: string; effective_date: string | null;
    content: string; status: string; publish_time: string | null; retire_time: string | null; acceptance_count: number | null; branch_code: string | null;
  };
  sys_agreement_acceptance: {
    id: Generated<number>; party_code: string; party_name: string | null; agreement_id: number; agreement_kind: string;
    version: string; accepted_time: string; branch_code: string | null;
  };
  sys_print_template: {
    id: Generated<number>; template_name: string; entity_name: string; paper_size: string; orientation: string; print_fields: string;
    header_text: string | null; footer_text: string | null; is_default: string | null; branch_code: string | null;
  };
  sys_contract_body: { id: Generated<number>; is_default: string | null; branch_code: string | null };
}

export type SysDb = Kysely<SysTables & Database>;

/** The database or a transaction, seen with these tables. */
export function sys(db: Kysely<Database> | Transaction<Database>): SysDb {
  return db as unknown as SysDb;
}
