// What the messaging, agreement, print-template and contract-body entities do beyond their
// schemas, inside the write's transaction (server/entities/hooks.ts):
// - news 发送 (publish): counts the accounts of the audience in the branch, keeps the number on
//   the message, records the push (pushRecord) and, for the SMS channel, one text per recipient
//   in sms_record (as the SMS sender records them);
// - agreement 发布 (publish): the version in force of the same kind becomes superseded;
// - printTemplate / contractBody: a record made the default clears the others' default (per
//   printed entity for templates).
import { sql } from 'kysely';
import { displayTime } from '../storage/clock';
import { registerEntityHooks, type HookContext } from '../entities/hooks';
import type { EntityRecord } from '../entities/records';
import { PartyStatus } from '../party/create';
import { SMS_RECORDED } from '../sms/sender';
import { sys } from './tables';

/** sms_record.content holds at most 500 characters. */
const SMS_MAX = 500;
const YES = '1';

/** The party types each audience (dictionary news_audience) reaches. */
function audienceCondition(audience: string) {
  switch (audience) {
    case 'driver': return sql<boolean>`party_type = 'DRIVER'`;
    case 'shipper': return sql<boolean>`party_type = 'SHIPPER'`;
    case 'staff': return sql<boolean>`party_type not in ('DRIVER', 'SHIPPER')`;
    default: return sql<boolean>`1 = 1`;
  }
}

/** The enabled accounts of the branch a message of this audience goes to. */
export async function recipientsOf(ctx: HookContext, branchCode: string, audience: string): Promise<{ mobile: string | null }[]> {
  return sys(ctx.trx).selectFrom('party').select('mobile')
    .where('branch_code', '=', branchCode).where('status', '=', PartyStatus.enabled)
    .where(audienceCondition(audience)).execute();
}

async function newsSent(ctx: HookContext, news: EntityRecord): Promise<void> {
  const db = sys(ctx.trx);
  const id = Number(news.id);
  const branchCode = String(news.branchCode ?? ctx.caller.branchCode);
  const audience = String(news.audience);
  const recipients = await recipientsOf(ctx, branchCode, audience);
  const at = displayTime(ctx.now);
  await db.updateTable('sys_news').set({ recipient_count: recipients.length }).where('id', '=', id).execute();
  news.recipientCount = recipients.length;
  await db.insertInto('sys_push_record').values({
    push_kind: 'news', channel: String(news.channel), title: String(news.title).slice(0, 200), audience,
    recipient_count: recipients.length, news_id: id, branch_code: branchCode, gmt_created: at,
  }).execute();
  if (news.channel !== 'sms') return;
  const content = `【${String(news.title)}】${String(news.content ?? '')}`.slice(0, SMS_MAX);
  const phones = [...new Set(recipients.flatMap((r) => (r.mobile ? [r.mobile] : [])))];
  for (let i = 0; i < phones.length; i += 200) {
    await db.insertInto('sms_record').values(phones.slice(i, i + 200).map((phone) => ({
      phone, purpose: 'notice', content, status: SMS_RECORDED, gmt_created: at,
    }))).execute();
  }
}

async function agreementPublished(ctx: HookContext, agreement: EntityRecord): Promise<void> {
  await sys(ctx.trx).updateTable('sys_agreement').set({ status: 'superseded', retire_time: displayTime(ctx.now) })
    .where('branch_code', '=', String(agreement.branchCode ?? ctx.caller.branchCode))
    .where('agreement_kind', '=', String(agreement.agreementKind))
    .where('status', '=', 'published').where('id', '!=', Number(agreement.id)).execute();
}

export function registerSysrecordsHooks(): void {
  registerEntityHooks('news', {
    afterWrite: async (ctx, change) => {
      if (change.action === 'publish' && change.after) await newsSent(ctx, change.after);
    },
  });
  registerEntityHooks('agreement', {
    afterWrite: async (ctx, change) => {
      if (change.action === 'publish' && change.after) await agreementPublished(ctx, change.after);
    },
  });
  registerEntityHooks('printTemplate', {
    afterWrite: async (ctx, change) => {
      const after = change.after;
      if (!after || after.isDefault !== YES) return;
      await sys(ctx.trx).updateTable('sys_print_template').set({ is_default: '0' })
        .where('branch_code', '=', String(after.branchCode ?? ctx.caller.branchCode))
        .where('entity_name', '=', String(after.entityName)).where('is_default', '=', YES).where('id', '!=', Number(after.id)).execute();
    },
  });
  registerEntityHooks('contractBody', {
    afterWrite: async (ctx, change) => {
      const after = change.after;
      if (!after || after.isDefault !== YES) return;
      await sys(ctx.trx).updateTable('sys_contract_body').set({ is_default: '0' })
        .where('branch_code', '=', String(after.branchCode ?? ctx.caller.branchCode))
        .where('is_default', '=', YES).where('id', '!=', Number(after.id)).execute();
    },
  });
}
