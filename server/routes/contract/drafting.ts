// Drafting a contract (草稿): the server gives the number, finds party A (the chosen contract body,
// else the branch's default) and party B by type, copies their particulars, picks the template
// (the chosen one, else the latest enabled one of the type) and renders the body text with
// everything filled in. A draft changed is rendered again; once sent, x-locks keep it as it is.
// Party B per type: 货主合同 and 仓储合同 a shipper; 承运合同 a driver or a fleet (its captain
// signs); 货源合同 an upstream customer or a shipper; 运输合同 the driver of a waybill.
import { createHash } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { EntityWriteHooks, HookContext } from '../../entities/hooks';
import { fieldError, type EntityFieldError, type Texts } from '../../entities/fieldErrors';
import type { EntityRecord } from '../../entities/records';
import type { EntityDb } from '../../entities/listQuery';
import type { Db } from '../../storage/database';
import { displayTime } from '../../storage/clock';
import type { Database } from '../../storage/schema';
import { amountInWords, chineseDate, renderTemplate, unknownPlaceholders, yuanText, type PlaceholderValues } from './placeholders';

export const CONTRACT = 'contract';
export const TEMPLATE = 'contractTemplate';
export const TABLE = { contract: 'ctr_contract', template: 'ctr_template' } as const;
export const OWNER = 'contract';

export type AnyDb = Db | Transaction<Database>;
export type Row = Record<string, unknown>;
export const edb = (db: AnyDb) => db as unknown as EntityDb;

/** Number prefixes per type: HT-CY-20261127-0001 is the first 承运合同 of that day. */
export const TYPE_PREFIX: Readonly<Record<string, string>> = { shipper: 'HZ', carrier: 'CY', source: 'HY', storage: 'CC', transport: 'YS' };
export const CONTRACT_TYPES = Object.keys(TYPE_PREFIX);

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const err = (texts: Texts, field: string, key: string, params: Record<string, string | number> = {}) =>
  fieldError(texts, `/${field}`, `entity.contract.error.${key}`, params);

/** The next number of the type and day, after the day's highest stored one. */
export async function nextContractNumber(db: AnyDb, type: string, now: Date): Promise<string> {
  const prefix = `HT-${TYPE_PREFIX[type] ?? 'QT'}-${displayTime(now).slice(0, 10).replace(/-/g, '')}-`;
  const last = await edb(db).selectFrom(TABLE.contract).select('contract_number')
    .where('contract_number', 'like', `${prefix}%`).orderBy('contract_number', 'desc').limit(1).executeTakeFirst();
  const sequence = last ? Number(String(last.contract_number).slice(prefix.length)) + 1 : 1;
  return `${prefix}${String(sequence).padStart(4, '0')}`;
}

/** The Chinese name of a dictionary code (contracts are written in Chinese). */
async function dictName(db: AnyDb, type: string, code: unknown): Promise<string> {
  if (code === null || code === undefined || code === '') return '';
  const row = await db.selectFrom('dict_item').select('name').where('type', '=', type).where('code', '=', String(code)).executeTakeFirst();
  return row?.name ?? String(code);
}

export interface PartyB { kind: string; name: string; idNumber: string; mobile: string; address: string; driverCode: string | null; shipperCode: string | null }

async function shipperParty(db: AnyDb, branch: string, code: string): Promise<PartyB | null> {
  const row = await edb(db).selectFrom('basic_shipper').selectAll().where('branch_code', '=', branch).where('shipper_code', '=', code).executeTakeFirst();
  if (!row) return null;
  return { kind: 'shipper', name: text(row.shipper_name), idNumber: text(row.uscc || row.id_card), mobile: text(row.contact_phone), address: text(row.address), driverCode: null, shipperCode: code };
}

async function driverParty(db: AnyDb, branch: string, code: string): Promise<PartyB | null> {
  const row = await edb(db).selectFrom('basic_driver').selectAll().where('branch_code', '=', branch).where('driver_code', '=', code).executeTakeFirst();
  if (!row) return null;
  return { kind: 'driver', name: text(row.driver_name), idNumber: text(row.driving_license), mobile: text(row.telephone), address: text(row.organization_name), driverCode: code, shipperCode: null };
}

/** Party B of the contract as its values say, or the field error naming what is missing. */
export async function partyBOf(db: AnyDb, texts: Texts, branch: string, record: EntityRecord): Promise<PartyB | EntityFieldError> {
  const type = text(record.contractType);
  const missing = (field: string) => err(texts, field, 'partyBRequired');
  const unknown = (field: string) => err(texts, field, 'partyBUnknown');
  if (type === 'shipper' || type === 'storage' || (type === 'source' && record.shipperCode && !record.customerCode)) {
    if (!record.shipperCode) return missing(type === 'source' ? 'customerCode' : 'shipperCode');
    return (await shipperParty(db, branch, text(record.shipperCode))) ?? unknown('shipperCode');
  }
  if (type === 'source') {
    const row = await edb(db).selectFrom('basic_upstream_customer').selectAll().where('branch_code', '=', branch).where('customer_code', '=', text(record.customerCode)).executeTakeFirst();
    if (!row) return unknown('customerCode');
    return { kind: 'upstreamCustomer', name: text(row.customer_name), idNumber: text(row.uscc), mobile: text(row.contact_phone), address: text(row.address), driverCode: null, shipperCode: null };
  }
  if (type === 'carrier') {
    if (record.teamCode) {
      const team = await edb(db).selectFrom('basic_driver_team').selectAll().where('branch_code', '=', branch).where('team_code', '=', text(record.teamCode)).executeTakeFirst();
      if (!team) return unknown('teamCode');
      return { kind: 'fleet', name: text(team.team_name), idNumber: text(team.captain_id_card), mobile: text(team.captain_phone), address: text(team.address), driverCode: text(team.captain_code) || null, shipperCode: null };
    }
    if (!record.driverCode) return missing('driverCode');
    return (await driverParty(db, branch, text(record.driverCode))) ?? unknown('driverCode');
  }
  if (type === 'transport') {
    if (!record.shippingNoteNumber) return missing('shippingNoteNumber');
    const waybill = await edb(db).selectFrom('tms_waybill').select(['driver_code']).where('branch_code', '=', branch)
      .where('shipping_note_number', '=', text(record.shippingNoteNumber)).executeTakeFirst();
    if (!waybill) return unknown('shippingNoteNumber');
    if (!waybill.driver_code) return err(texts, 'shippingNoteNumber', 'waybillWithoutDriver');
    return (await driverParty(db, branch, text(waybill.driver_code))) ?? unknown('shippingNoteNumber');
  }
  return err(texts, 'contractType', 'unknownType');
}

/** Party A: the chosen contract body, else the branch's default (else its first enabled one). */
export async function bodyOf(db: AnyDb, branch: string, bodyId: unknown): Promise<Row | undefined> {
  const bodies = edb(db).selectFrom('sys_contract_body').selectAll().where('branch_code', '=', branch);
  if (bodyId) return bodies.where('id', '=', Number(bodyId)).executeTakeFirst();
  return bodies.where('status', '=', 'enabled').orderBy('is_default', 'desc').orderBy('id').limit(1).executeTakeFirst();
}

/** The chosen template, else the latest enabled one of the type. */
async function templateOf(db: AnyDb, branch: string, type: string, templateId: unknown): Promise<Row | undefined> {
  const templates = edb(db).selectFrom(TABLE.template).selectAll().where('branch_code', '=', branch);
  if (templateId) return templates.where('id', '=', Number(templateId)).executeTakeFirst();
  return templates.where('contract_type', '=', type).where('status', '=', 'enabled').orderBy('id', 'desc').limit(1).executeTakeFirst();
}

/** The waybill particulars a transport contract's text names. */
async function waybillValues(db: AnyDb, branch: string, number: unknown): Promise<PlaceholderValues> {
  if (!number) return {};
  const row = await edb(db).selectFrom('tms_waybill').selectAll().where('branch_code', '=', branch).where('shipping_note_number', '=', String(number)).executeTakeFirst();
  if (!row) return {};
  return {
    shippingNoteNumber: text(row.shipping_note_number), vehicleNumber: text(row.vehicle_number), placeOfLoading: text(row.place_of_loading),
    goodsReceiptPlace: text(row.goods_receipt_place), descriptionOfGoods: text(row.description_of_goods),
    goodsWeight: row.goods_item_gross_weight === null || row.goods_item_gross_weight === undefined ? '' : `${Number(row.goods_item_gross_weight)}吨`,
  };
}

/** Every placeholder's value for a contract record (stored names, as drafting fills them). */
export async function placeholderValues(db: AnyDb, branch: string, record: EntityRecord, now: Date): Promise<PlaceholderValues> {
  return {
    contractNumber: text(record.contractNumber), contractTitle: text(record.title), contractTypeName: await dictName(db, 'contract_type', record.contractType),
    partyAName: text(record.partyAName), partyAUscc: text(record.partyAUscc), partyALegalPerson: text(record.partyALegalPerson),
    partyAAddress: text(record.partyAAddress), partyAPhone: text(record.partyAPhone),
    partyBName: text(record.partyBName), partyBIdNumber: text(record.partyBIdNumber), partyBMobile: text(record.partyBMobile), partyBAddress: text(record.partyBAddress),
    startDate: chineseDate(record.startDate), endDate: chineseDate(record.endDate), draftDate: chineseDate(displayTime(now).slice(0, 10)),
    unitPrice: yuanText(record.unitPrice), pricingUnit: await dictName(db, 'contract_pricing_unit', record.pricingUnit),
    settlementCycle: await dictName(db, 'customer_settlement_cycle', record.settlementCycle), paymentTerms: text(record.paymentTerms),
    taxRate: record.taxRate === null || record.taxRate === undefined ? '' : `${Number(record.taxRate)}%`,
    estimatedAmount: yuanText(record.estimatedAmount), estimatedAmountInWords: amountInWords(record.estimatedAmount),
    ...(await waybillValues(db, branch, record.shippingNoteNumber)),
  };
}

/** What a signature covers: the number, the parties, the term, the price terms and the text. */
export function contentHash(record: EntityRecord): string {
  const fields = ['contractNumber', 'contractType', 'title', 'partyAName', 'partyAUscc', 'partyBKind', 'partyBName', 'partyBIdNumber', 'partyBMobile',
    'shippingNoteNumber', 'startDate', 'endDate', 'unitPrice', 'pricingUnit', 'settlementCycle', 'taxRate', 'estimatedAmount', 'paymentTerms', 'bodyText'];
  return createHash('sha256').update(JSON.stringify(fields.map((field) => record[field] ?? null))).digest('hex');
}

/** Fills a draft's server values into `values` (the record after the write is `{...stored, ...values}`). */
export async function draft(ctx: HookContext, stored: EntityRecord | null, values: EntityRecord): Promise<EntityFieldError[] | void> {
  const { trx, texts, now } = ctx;
  const record = { ...(stored ?? {}), ...values };
  const branch = text(record.branchCode || ctx.caller.branchCode);
  const type = text(record.contractType);
  if (stored && values.contractType !== undefined && values.contractType !== stored.contractType) return [err(texts, 'contractType', 'typeFixed')];
  if (!TYPE_PREFIX[type]) return [err(texts, 'contractType', 'unknownType')];
  if (text(record.endDate) < text(record.startDate)) return [err(texts, 'endDate', 'endBeforeStart')];
  const party = await partyBOf(trx, texts, branch, record);
  if ('field' in party) return [party];
  const body = await bodyOf(trx, branch, record.bodyId);
  if (!body) return [err(texts, 'bodyId', 'noBody')];
  const template = await templateOf(trx, branch, type, record.templateId);
  if (!template) return [err(texts, 'templateId', 'noTemplate', { type: await dictName(trx, 'contract_type', type) })];
  if (template.contract_type !== type) {
    return [err(texts, 'templateId', 'templateType', { type: await dictName(trx, 'contract_type', template.contract_type) })];
  }
  // Party B is one record: the codes of the other kinds are cleared.
  Object.assign(values, {
    partyBKind: party.kind, partyBName: party.name, partyBIdNumber: party.idNumber || null, partyBMobile: party.mobile || null, partyBAddress: party.address || null,
    driverCode: party.driverCode, shipperCode: party.shipperCode,
    teamCode: type === 'carrier' && party.kind === 'fleet' ? record.teamCode : null,
    customerCode: party.kind === 'upstreamCustomer' ? record.customerCode : null,
    shippingNoteNumber: type === 'transport' ? record.shippingNoteNumber : null,
    bodyId: Number(body.id), partyAName: text(body.body_name), partyAUscc: text(body.uscc), partyALegalPerson: text(body.legal_person) || null,
    partyAAddress: text(body.address) || null, partyAPhone: text(body.contact_phone) || null,
    templateId: Number(template.id), templateName: text(template.template_name),
  });
  if (!stored) values.contractNumber = await nextContractNumber(trx, type, now);
  const filled = { ...record, ...values };
  values.bodyText = renderTemplate(text(template.body_text), await placeholderValues(trx, branch, filled, now));
}

/** Only the back office drafts, sends, recalls and terminates; party B signs (signing.ts). */
const isParty = (ctx: HookContext) => ctx.caller.dataScope === 'shipper' || ctx.caller.dataScope === 'driver';

export const contractHooks: EntityWriteHooks = {
  beforeCreate: async (ctx, values) => draft(ctx, null, values),
  beforeUpdate: async (ctx, _id, stored, values) => {
    // x-locks refuse changed fields of a sent or signed contract; a draft is rendered again.
    if (stored.status !== 'draft') return;
    return draft(ctx, stored, values);
  },
  beforeAction: async (ctx, action, _id, stored, values) => {
    if (isParty(ctx)) return ctx.texts.t('entity.contract.error.staffOnly');
    if (action === 'send') {
      if (!stored.partyBMobile) return ctx.texts.t('entity.contract.error.noMobile');
      values.contentHash = contentHash(stored);
    }
    if (action === 'recall') values.contentHash = null;
  },
};

/** Templates: unknown placeholders and unpaired braces refused on save. */
export const templateHooks: EntityWriteHooks = {
  beforeCreate: async (ctx, values) => templateErrors(ctx.texts, values.bodyText),
  beforeUpdate: async (ctx, _id, _stored, values) => (values.bodyText === undefined ? undefined : templateErrors(ctx.texts, values.bodyText)),
};

function templateErrors(texts: Texts, body: unknown): EntityFieldError[] | void {
  const { unknown, malformed } = unknownPlaceholders(text(body));
  if (unknown.length > 0) {
    return [fieldError(texts, '/bodyText', 'entity.contractTemplate.error.unknownPlaceholders', { names: unknown.map((name) => `{{${name}}}`).join('、') })];
  }
  if (malformed) return [fieldError(texts, '/bodyText', 'entity.contractTemplate.error.malformed')];
}
