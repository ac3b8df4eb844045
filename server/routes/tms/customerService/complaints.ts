// 投诉工单 (complaint) and its replies (complaintReply): what the schemas cannot say.
// - A complaint's complainant is a driver or a shipper (complainantType). A driver or shipper
//   files for himself (his data scope makes him the complainant) and only about his own waybills;
//   staff file for a party by choosing the waybill, whose driver or shipper is then the complainant.
// - 受理 and 答复 record who handled it; an answer is kept as a reply of customer service.
// - A reply of customer service answers the ticket (open or in progress → answered); a reply of
//   the complainant to an answered ticket takes it back to in progress; a closed ticket takes no
//   replies; a driver or shipper replies only to his own tickets.
import type { Caller } from '../../../entities/caller';
import { fieldError, type EntityFieldError } from '../../../entities/fieldErrors';
import type { HookContext } from '../../../entities/hooks';
import type { EntityRecord } from '../../../entities/records';
import { displayTime } from '../../../storage/clock';
import { csDb } from './tables';

type PartyKind = 'driver' | 'shipper';

/** The party kind of a driver or shipper caller; undefined for staff. */
export function partyKindOf(caller: Caller): PartyKind | undefined {
  return caller.dataScope === 'driver' || caller.dataScope === 'shipper' ? caller.dataScope : undefined;
}

/** Fills the complaint's parties from its waybill and names the complainant; field errors when
 * the waybill is not the caller's or no complainant can be told. */
async function settleParties(ctx: HookContext, values: EntityRecord, stored: EntityRecord | null): Promise<EntityFieldError[] | void> {
  const { caller, texts } = ctx;
  const kind = partyKindOf(caller);
  const type = String(values.complainantType ?? stored?.complainantType ?? '');
  if (kind && type !== kind) return [fieldError(texts, '/complainantType', 'entity.complaint.error.notOwnWaybill')];
  const waybillNumber = values.shippingNoteNumber ?? stored?.shippingNoteNumber;
  if (typeof waybillNumber === 'string' && waybillNumber) {
    const branch = String(stored?.branchCode ?? values.branchCode ?? caller.branchCode);
    const waybill = await csDb(ctx.trx).selectFrom('tms_waybill')
      .select(['vehicle_number', 'driver_code', 'driver_name', 'shipper_code', 'shipper_name'])
      .where('shipping_note_number', '=', waybillNumber).where('branch_code', '=', branch).executeTakeFirst();
    if (waybill) {
      const own = kind === 'driver' ? waybill.driver_code : kind === 'shipper' ? waybill.shipper_code : caller.code;
      if (own !== caller.code) return [fieldError(texts, '/shippingNoteNumber', 'entity.complaint.error.notOwnWaybill')];
      Object.assign(values, {
        vehicleNumber: waybill.vehicle_number ?? undefined, driverCode: waybill.driver_code ?? undefined, driverName: waybill.driver_name ?? undefined,
        shipperCode: waybill.shipper_code ?? undefined, shipperName: waybill.shipper_name ?? undefined,
      });
    }
  }
  const merged = { ...stored, ...values };
  if (kind) {
    values.complainantCode = caller.code;
    values.complainantName = caller.name;
    if (kind === 'driver' && !merged.driverCode) Object.assign(values, { driverCode: caller.code, driverName: caller.name });
    if (kind === 'shipper' && !merged.shipperCode) Object.assign(values, { shipperCode: caller.code, shipperName: caller.name });
    return;
  }
  const code = type === 'shipper' ? merged.shipperCode : merged.driverCode;
  const name = type === 'shipper' ? merged.shipperName : merged.driverName;
  if (!code) return [fieldError(texts, '/shippingNoteNumber', 'entity.complaint.error.missingParty')];
  values.complainantCode = code;
  values.complainantName = name ?? undefined;
}

/** A reply of customer service kept with the ticket (the answer action's text). */
async function keepAnswer(ctx: HookContext, complaint: EntityRecord): Promise<void> {
  const at = displayTime(ctx.now);
  await csDb(ctx.trx).insertInto('tms_complaint_reply').values({
    complaint_number: String(complaint.complaintNumber), complainant_code: (complaint.complainantCode as string | undefined) ?? null,
    author_type: 'staff', author_name: ctx.caller.name, content: String(complaint.reply), images: null,
    branch_code: (complaint.branchCode as string | undefined) ?? null, gmt_created: at, gmt_modified: at,
  }).execute();
}

export const complaintHooks = {
  beforeCreate: (ctx: HookContext, values: EntityRecord) => settleParties(ctx, values, null),
  beforeUpdate: async (ctx: HookContext, _id: number, stored: EntityRecord, values: EntityRecord) => {
    if (values.shippingNoteNumber === undefined && values.complainantType === undefined) return;
    return settleParties(ctx, values, stored);
  },
  beforeAction: async (ctx: HookContext, action: string, _id: number, _stored: EntityRecord, values: EntityRecord) => {
    if (action === 'handle' || action === 'answer') values.handlerName = ctx.caller.name;
  },
  afterWrite: async (ctx: HookContext, change: { action: string; after: EntityRecord | null }) => {
    if (change.action === 'answer' && change.after) await keepAnswer(ctx, change.after);
  },
};

/** A reply: the ticket must be open to replies and, for a party, his own. */
async function replyBeforeCreate(ctx: HookContext, values: EntityRecord): Promise<EntityFieldError[] | void> {
  const { caller, texts } = ctx;
  const complaint = await csDb(ctx.trx).selectFrom('tms_complaint').select(['complainant_code', 'status'])
    .where('complaint_number', '=', String(values.complaintNumber)).where('branch_code', '=', String(values.branchCode ?? caller.branchCode))
    .executeTakeFirst();
  if (!complaint) return;
  const kind = partyKindOf(caller);
  if (kind && complaint.complainant_code !== caller.code) return [fieldError(texts, '/complaintNumber', 'entity.complaint.error.notOwnComplaint')];
  if (complaint.status === 'closed') return [fieldError(texts, '/complaintNumber', 'entity.complaint.error.closed')];
  values.complainantCode = complaint.complainant_code ?? undefined;
  values.authorType = kind ?? 'staff';
  values.authorName = caller.name;
}

/** What a reply does to its ticket: staff answer it, the complainant reopens an answered one. */
async function replyWritten(ctx: HookContext, reply: EntityRecord): Promise<void> {
  const db = csDb(ctx.trx);
  const complaint = await db.selectFrom('tms_complaint').select(['id', 'status', 'handle_date_time'])
    .where('complaint_number', '=', String(reply.complaintNumber)).where('branch_code', '=', String(reply.branchCode))
    .executeTakeFirst();
  if (!complaint) return;
  const at = displayTime(ctx.now);
  const staff = reply.authorType === 'staff';
  const to = staff ? 'answered' : complaint.status === 'answered' ? 'in_progress' : complaint.status;
  await db.updateTable('tms_complaint').set({
    status: to, gmt_modified: at,
    ...(staff ? { reply: String(reply.content), answer_date_time: at, handler_name: ctx.caller.name, handle_date_time: complaint.handle_date_time ?? at } : {}),
  }).where('id', '=', complaint.id).execute();
  if (to !== complaint.status) {
    await ctx.trx.insertInto('entity_action_log').values({
      entity: 'complaint', record_id: complaint.id, action: staff ? 'answer' : 'followUp', from_state: complaint.status, to_state: to,
      party_code: ctx.caller.code, payload: JSON.stringify({ reply: reply.content }), gmt_created: at,
    }).execute();
  }
}

export const complaintReplyHooks = {
  beforeCreate: replyBeforeCreate,
  afterWrite: async (ctx: HookContext, change: { action: string; after: EntityRecord | null }) => {
    if (change.action === 'create' && change.after) await replyWritten(ctx, change.after);
  },
};
