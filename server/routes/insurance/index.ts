// 保险与保单查询 (insurance/policy) beyond the schema of insurancePolicy, in the write's
// transaction:
// - a policy insures a waybill of the branch the caller reaches (a shipper: his own) that has not
//   arrived (待派车, 已派车, 已装货), with at most one live policy (待投保, 投保失败, 已承保);
// - the premium = insured amount × rate ‰, rounded half up to the fen (premiumFen), on every
//   create and change;
// - 投保 sends the application to the insurer (insurer.ts: the local simulator unless replaced):
//   承保 keeps the policy number and writes it with the insurer into the waybill
//   (policyNumber, insuranceCompanyCode); a refusal makes it 投保失败 with the insurer's reason;
// - 退保 of an insured policy only before the waybill departs (待派车, 已派车): the waybill is
//   uninsured again (policyNumber none);
// - on every read: the waybill's id and state.
import { fromFen, toFen } from '../../../src/core/money/fen';
import type { EntityFieldError } from '../../entities/fieldErrors';
import { registerEntityHooks, type EntityWriteHooks, type HookContext } from '../../entities/hooks';
import type { EntityDb } from '../../entities/listQuery';
import type { EntityRecord } from '../../entities/records';
import { totalsOf } from '../../entities/shared';
import { displayTime } from '../../storage/clock';
import { insurer } from './insurer';

const OWNER = 'insurance';
const ENTITY = 'insurancePolicy';
/** Waybill states a policy may be taken out in (the goods have not arrived). */
const INSURABLE = new Set(['pending_dispatch', 'dispatched', 'loaded']);
/** Waybill states before departure: an insured policy may still be surrendered. */
const NOT_DEPARTED = new Set(['pending_dispatch', 'dispatched']);
const LIVE = ['pending', 'failed', 'insured'];

/** 保费 in fen: insured amount (yuan) × rate (‰, two decimals) ÷ 1000, half up to the fen. */
export function premiumFen(insuredAmountYuan: number, ratePermille: number): number {
  const rateHundredths = Math.round(ratePermille * 100);
  return toFen(Number(`${toFen(insuredAmountYuan) * rateHundredths}e-7`));
}

const tables = (db: unknown) => db as EntityDb;
const branchOf = (ctx: HookContext, record: EntityRecord) => String(record.branchCode ?? ctx.caller.branchCode);
const dictName = (ctx: HookContext, dict: string, code: unknown) => String(ctx.texts.entityT(`dict.${dict}.${String(code)}`, { defaultValue: String(code ?? '') }));

function refusal(ctx: HookContext, field: string, key: string, params: Record<string, string | number> = {}): EntityFieldError {
  const full = `entity.${ENTITY}.error.${key}`;
  return { field: `/${field}`, key: full, params, message: String(ctx.texts.entityT(full, params)) };
}

interface WaybillRow {
  id: number;
  shipping_note_number: string;
  status: string;
  shipper_code: string;
  shipper_name: string | null;
  vehicle_number: string | null;
  place_of_loading: string | null;
  goods_receipt_place: string | null;
  description_of_goods: string | null;
  policy_number: string | null;
}

async function waybillOf(ctx: HookContext, branchCode: string, number: string): Promise<WaybillRow | undefined> {
  return await tables(ctx.trx).selectFrom('tms_waybill')
    .select(['id', 'shipping_note_number', 'status', 'shipper_code', 'shipper_name', 'vehicle_number', 'place_of_loading', 'goods_receipt_place', 'description_of_goods', 'policy_number'])
    .where('branch_code', '=', branchCode).where('shipping_note_number', '=', number).executeTakeFirst() as WaybillRow | undefined;
}

async function policyErrors(ctx: HookContext, record: EntityRecord, ownId: number | null, values: EntityRecord, waybillChanged: boolean): Promise<EntityFieldError[]> {
  const branchCode = branchOf(ctx, record);
  if (waybillChanged) {
    const number = String(record.shippingNoteNumber ?? '');
    const waybill = await waybillOf(ctx, branchCode, number);
    if (!waybill) return [refusal(ctx, 'shippingNoteNumber', 'waybillUnknown', { shippingNoteNumber: number })];
    if (ctx.caller.dataScope === 'shipper' && waybill.shipper_code !== ctx.caller.code) return [refusal(ctx, 'shippingNoteNumber', 'notOwnWaybill')];
    if (!INSURABLE.has(waybill.status)) return [refusal(ctx, 'shippingNoteNumber', 'waybillClosed', { state: dictName(ctx, 'waybill_status', waybill.status) })];
    let live = tables(ctx.trx).selectFrom('ins_policy').select(['application_number', 'status']).where('branch_code', '=', branchCode)
      .where('shipping_note_number', '=', number).where('status', 'in', LIVE);
    if (ownId !== null) live = live.where('id', '!=', ownId);
    const other = await live.executeTakeFirst() as { application_number: string; status: string } | undefined;
    if (other) {
      return [refusal(ctx, 'shippingNoteNumber', 'policyLive', { shippingNoteNumber: number, applicationNumber: other.application_number, state: dictName(ctx, 'insurance_policy_status', other.status) })];
    }
    Object.assign(values, {
      shipperCode: waybill.shipper_code, shipperName: waybill.shipper_name, vehicleNumber: waybill.vehicle_number,
      placeOfLoading: waybill.place_of_loading, goodsReceiptPlace: waybill.goods_receipt_place,
    });
    if (!record.descriptionOfGoods && waybill.description_of_goods) values.descriptionOfGoods = waybill.description_of_goods.slice(0, 100);
  }
  if (record.periodStart && record.periodEnd && String(record.periodEnd) < String(record.periodStart)) return [refusal(ctx, 'periodEnd', 'period')];
  values.premium = fromFen(premiumFen(Number(record.insuredAmount), Number(record.premiumRate)));
  return [];
}

async function insure(ctx: HookContext, stored: EntityRecord, values: EntityRecord): Promise<void> {
  const answer = await insurer().insure({
    applicationNumber: String(stored.applicationNumber),
    insurerCode: String(stored.insuranceCompanyCode),
    shippingNoteNumber: String(stored.shippingNoteNumber),
    insuredName: String(stored.shipperName ?? ''),
    descriptionOfGoods: String(stored.descriptionOfGoods ?? ''),
    insuredAmountFen: toFen(Number(stored.insuredAmount)),
    premiumFen: toFen(Number(stored.premium ?? 0)),
    coverageType: String(stored.coverageType),
    periodStart: String(stored.periodStart),
    periodEnd: String(stored.periodEnd),
  }, ctx.now);
  if (answer.accepted) {
    Object.assign(values, { policyNumber: answer.policyNumber, failReason: null });
  } else {
    Object.assign(values, { status: 'failed', failReason: String(ctx.texts.entityT(`entity.${ENTITY}.error.insurerRefused`, { reason: answer.reason })).slice(0, 200), insuredDateTime: null });
  }
}

const policyHooks: EntityWriteHooks = {
  beforeCreate: async (ctx, values) => policyErrors(ctx, values, null, values, true),
  beforeUpdate: async (ctx, id, stored, values) => {
    const changed = values.shippingNoteNumber !== undefined && values.shippingNoteNumber !== stored.shippingNoteNumber;
    return policyErrors(ctx, { ...stored, ...values }, id, values, changed);
  },
  beforeAction: async (ctx, action, _id, stored, values) => {
    if (action === 'insure') return insure(ctx, stored, values);
    if (action === 'cancel' && stored.status === 'insured') {
      const waybill = await waybillOf(ctx, branchOf(ctx, stored), String(stored.shippingNoteNumber));
      if (waybill && !NOT_DEPARTED.has(waybill.status)) return String(ctx.texts.entityT(`entity.${ENTITY}.error.departed`, { state: dictName(ctx, 'waybill_status', waybill.status) }));
    }
  },
  afterWrite: async (ctx, change) => {
    const { before, after } = change;
    if (!after) return;
    const branchCode = branchOf(ctx, after);
    const waybills = tables(ctx.trx).updateTable('tms_waybill').where('branch_code', '=', branchCode).where('shipping_note_number', '=', String(after.shippingNoteNumber));
    if (change.action === 'insure' && after.status === 'insured') {
      await waybills.set({ policy_number: String(after.policyNumber), insurance_company_code: String(after.insuranceCompanyCode), gmt_modified: displayTime(ctx.now) }).execute();
      totalsOf(ctx.db).forget('waybill');
    }
    if (change.action === 'cancel' && before?.status === 'insured') {
      await waybills.where('policy_number', '=', String(before.policyNumber)).set({ policy_number: 'none', insurance_company_code: null, gmt_modified: displayTime(ctx.now) }).execute();
      totalsOf(ctx.db).forget('waybill');
    }
  },
  decorate: async (db, records) => {
    const numbers = [...new Set(records.map((record) => record.shippingNoteNumber).filter((n): n is string => typeof n === 'string'))];
    if (numbers.length === 0) return;
    const rows = await tables(db).selectFrom('tms_waybill').select(['id', 'shipping_note_number', 'status', 'branch_code'])
      .where('shipping_note_number', 'in', numbers).execute() as { id: number; shipping_note_number: string; status: string; branch_code: string }[];
    for (const record of records) {
      const waybill = rows.find((row) => row.shipping_note_number === record.shippingNoteNumber && row.branch_code === record.branchCode);
      if (waybill) Object.assign(record, { waybillId: Number(waybill.id), waybillStatus: waybill.status });
    }
  },
};

export function registerInsuranceRules(): void {
  registerEntityHooks(ENTITY, policyHooks, OWNER);
}
