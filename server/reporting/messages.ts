// The two messages a network-freight operator sends its provincial monitoring platform, built
// field by field as ../shared/domain.md names them (the MOT technical specifications of the
// 电子运单 and the 资金流水单): dates YYYYMMDDhhmmss, money as text with 3 decimals, tonnage with
// 2, codes of the national code lists. A value the records lack is left out, so the message's
// JSON Schema (schemas/reports/) names it and the message is not sent.
//
// The waybill message reads the waybill (tms_waybill); the driver's ID number and the plate
// colour from his driver record (basic_driver) and the vehicle's (basic_vehicle), where staff
// correct them after a refusal, else the waybill's copies; for what the waybill lacks, the
// vehicle's road transport certificate, the shipper's credit code (basic_shipper), the
// operator's (party_group) and its permit number (branch configuration loginkTarget_permitNumber). The fund-flow message reads the waybill and its paid payments (payments.ts).
import type { Kysely } from 'kysely';
import type { EntityDb } from '../entities/listQuery';
import type { Database, EntityRow } from '../storage/schema';
import { money3, decimal2, reportTime, wholeNumber } from './format';
import { paidPaymentsOf, type FundFlowPayment } from './payments';
import { branchPermitNumber } from './provinces';

export type MessageType = 'waybill' | 'fundFlow';

/** The platforms' document types (单据类型). */
export const DOCUMENT_TYPES: Record<MessageType, string> = { waybill: 'WLHY_YD1001', fundFlow: 'WLHY_ZJ1001' };

export interface WaybillMessage {
  originalDocumentNumber?: string;
  shippingNoteNumber?: string;
  serialNumber?: string;
  vehicleAmount?: number;
  transportTypeCode?: string;
  sendToProDateTime: string;
  carrier?: string;
  unifiedSocialCreditIdentifier?: string;
  permitNumber?: string;
  consignmentDateTime?: string;
  businessTypeCode?: string;
  despatchActualDateTime?: string;
  goodsReceiptDateTime?: string;
  consignorInfo: { consignor?: string; consignorID?: string; placeOfLoading?: string; countrySubdivisionCode?: string };
  consigneeInfo: { consignee?: string; consigneeID?: string; goodsReceiptPlace?: string; countrySubdivisionCode?: string };
  totalMonetaryAmount?: string;
  vehicleInfo: {
    vehiclePlateColorCode?: string;
    vehicleNumber?: string;
    driver: { driverName?: string; drivingLicense?: string }[];
    goodsInfo: { descriptionOfGoods?: string; cargoTypeClassificationCode?: string; goodsItemGrossWeight?: string; cube?: string; totalNumberOfPackages?: number }[];
  };
  actualCarrierInfo: { actualCarrierName?: string; actualCarrierBusinessLicense?: string; actualCarrierID?: string };
  insuranceInformation: { policyNumber?: string; insuranceCompanyCode?: string };
  transportationCost?: string;
  transportationDistance?: string;
  finishDateTime?: string;
}

export interface FundFlowMessage {
  documentNumber?: string;
  sendToProDateTime: string;
  carrier?: string;
  actualCarrierID?: string;
  vehicleNumber?: string;
  vehiclePlateColorCode?: string;
  shippingNoteList: { shippingNoteNumber?: string; serialNumber?: string; totalMonetaryAmount?: string }[];
  financiallist: { paymentMeansCode?: string; recipient?: string; receiptAccount?: string; bankCode?: string; sequenceCode?: string; monetaryAmount?: string; dateTime?: string }[];
}

export type ReportMessage = WaybillMessage | FundFlowMessage;

/** A text value, or undefined when there is none (so it is left out of the message). */
const value = (raw: unknown): string | undefined => {
  if (raw === null || raw === undefined) return undefined;
  const text = String(raw).trim();
  return text === '' ? undefined : text;
};
const optional = (text: string): string | undefined => (text === '' ? undefined : text);
const positiveInteger = (raw: unknown): number | undefined => {
  const number = Number(raw);
  return raw !== null && raw !== undefined && Number.isInteger(number) && number > 0 ? number : undefined;
};

/** Drops the properties whose value is undefined, at every level (the JSON sent has none). */
export function withoutGaps<T>(message: T): T {
  if (Array.isArray(message)) return message.map(withoutGaps) as T;
  if (typeof message !== 'object' || message === null) return message;
  const kept: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(message)) if (item !== undefined) kept[key] = withoutGaps(item);
  return kept as T;
}

export interface WaybillSources {
  waybill: EntityRow;
  driver?: EntityRow;
  vehicle?: EntityRow;
  shipper?: EntityRow;
  /** The branch's enterprise group (party_group). */
  group?: EntityRow;
  /** The waybill's freight accounting once accounted (tms_freight_accounting): its accounted freight,
   * adjustments included, is the freight reported. */
  accounting?: EntityRow;
  branchName?: string;
  /** The operator's permit number configured for the branch (loginkTarget_permitNumber). */
  permitNumber?: string;
}

/** The waybill and the records its message falls back on, or undefined for an unknown waybill. */
export async function waybillSources(db: Kysely<Database>, branchCode: string, shippingNoteNumber: string): Promise<WaybillSources | undefined> {
  const edb = db as unknown as EntityDb;
  const waybill = await edb.selectFrom('tms_waybill').selectAll().where('branch_code', '=', branchCode)
    .where('shipping_note_number', '=', shippingNoteNumber).executeTakeFirst();
  if (!waybill) return undefined;
  const [driver, vehicle, shipper, group, branch, accounting, permitNumber] = await Promise.all([
    waybill.driver_code ? edb.selectFrom('basic_driver').selectAll().where('branch_code', '=', branchCode).where('driver_code', '=', String(waybill.driver_code)).executeTakeFirst() : undefined,
    waybill.vehicle_number ? edb.selectFrom('basic_vehicle').selectAll().where('branch_code', '=', branchCode).where('vehicle_number', '=', String(waybill.vehicle_number)).executeTakeFirst() : undefined,
    edb.selectFrom('basic_shipper').selectAll().where('branch_code', '=', branchCode).where('shipper_code', '=', String(waybill.shipper_code)).executeTakeFirst(),
    edb.selectFrom('party_group').selectAll().where('branch_code', '=', branchCode).orderBy('id').limit(1).executeTakeFirst(),
    edb.selectFrom('branch').selectAll().where('code', '=', branchCode).executeTakeFirst(),
    edb.selectFrom('tms_freight_accounting').selectAll().where('branch_code', '=', branchCode).where('shipping_note_number', '=', shippingNoteNumber)
      .where('status', '=', 'accounted').executeTakeFirst(),
    branchPermitNumber(db, branchCode),
  ]);
  return { waybill, driver, vehicle, shipper, group, accounting, permitNumber, branchName: value(branch?.name) };
}

/** The driver's ID number: his reviewed driver record's (corrected there), else the waybill's copy. */
const driverIdOf = ({ waybill, driver }: WaybillSources) => value(driver?.driving_license) ?? value(waybill.driving_license);
/** The plate colour: the vehicle record's (corrected there), else the waybill's copy from dispatch. */
const plateColourOf = ({ waybill, vehicle }: WaybillSources) => value(vehicle?.vehicle_plate_color_code) ?? value(waybill.vehicle_plate_color_code);

/** The freight reported (运费金额): the accounted freight once the waybill's freight is accounted
 * (an adjustment changes what the shipper and the carrier settle), else the waybill's. */
export const freightOf = ({ waybill, accounting }: WaybillSources): unknown => accounting?.accounted_freight ?? waybill.total_monetary_amount;

/** 电子运单 of a signed waybill, sent at `sentAt` (yyyy-MM-dd HH:mm:ss). */
export function waybillMessage(sources: WaybillSources, sentAt: string): WaybillMessage {
  const { waybill: w, driver, vehicle, shipper, group } = sources;
  const drivingLicense = driverIdOf(sources);
  const policyNumber = value(w.policy_number) ?? 'none';
  // Completion time: the waybill's completion, else its signing (the consignee's receipt ends it).
  const finish = value(w.finish_date_time) ?? value(w.signed_date_time);
  return withoutGaps<WaybillMessage>({
    originalDocumentNumber: value(w.original_document_number) ?? value(w.shipping_note_number),
    shippingNoteNumber: value(w.shipping_note_number),
    serialNumber: value(w.serial_number),
    vehicleAmount: positiveInteger(w.vehicle_amount),
    transportTypeCode: value(w.transport_type_code),
    sendToProDateTime: reportTime(sentAt),
    carrier: value(w.carrier) ?? sources.branchName,
    unifiedSocialCreditIdentifier: value(w.unified_social_credit_identifier) ?? value(group?.uscc),
    permitNumber: value(w.permit_number) ?? sources.permitNumber,
    consignmentDateTime: optional(reportTime(w.consignment_date_time)),
    businessTypeCode: value(w.business_type_code),
    despatchActualDateTime: optional(reportTime(w.despatch_actual_date_time)),
    goodsReceiptDateTime: optional(reportTime(w.goods_receipt_date_time)),
    consignorInfo: {
      consignor: value(w.consignor) ?? value(shipper?.shipper_name),
      consignorID: value(w.consignor_id) ?? value(shipper?.uscc) ?? value(shipper?.id_card),
      placeOfLoading: value(w.place_of_loading),
      countrySubdivisionCode: value(w.loading_country_subdivision_code),
    },
    consigneeInfo: {
      consignee: value(w.consignee),
      consigneeID: value(w.consignee_id),
      goodsReceiptPlace: value(w.goods_receipt_place),
      countrySubdivisionCode: value(w.receipt_country_subdivision_code),
    },
    totalMonetaryAmount: optional(money3(freightOf(sources))),
    vehicleInfo: {
      vehiclePlateColorCode: plateColourOf(sources),
      vehicleNumber: value(w.vehicle_number),
      driver: [{ driverName: value(w.driver_name) ?? value(driver?.driver_name), drivingLicense }],
      goodsInfo: [{
        descriptionOfGoods: value(w.description_of_goods),
        cargoTypeClassificationCode: value(w.cargo_type_classification_code),
        goodsItemGrossWeight: optional(decimal2(w.goods_item_gross_weight)),
        cube: Number(w.cube) > 0 ? decimal2(w.cube) : undefined,
        totalNumberOfPackages: positiveInteger(w.total_number_of_packages),
      }],
    },
    actualCarrierInfo: {
      actualCarrierName: value(w.actual_carrier_name) ?? value(w.driver_name),
      actualCarrierBusinessLicense: value(w.actual_carrier_business_license) ?? value(vehicle?.road_transport_certificate_number),
      actualCarrierID: value(w.actual_carrier_id) ?? drivingLicense,
    },
    insuranceInformation: {
      policyNumber,
      insuranceCompanyCode: policyNumber === 'none' ? 'none' : value(w.insurance_company_code),
    },
    // The transport's cost as recorded at completion; before it, the contracted freight.
    transportationCost: optional(money3(w.transportation_cost ?? freightOf(sources))),
    transportationDistance: optional(wholeNumber(w.transportation_distance)),
    finishDateTime: optional(reportTime(finish)),
  });
}

/** 资金流水单 of a waybill: its number (the report's), the waybill and every payment. */
export function fundFlowMessage(sources: WaybillSources, documentNumber: string, payments: FundFlowPayment[], sentAt: string): FundFlowMessage {
  const { waybill: w } = sources;
  const drivingLicense = driverIdOf(sources);
  return withoutGaps<FundFlowMessage>({
    documentNumber,
    sendToProDateTime: reportTime(sentAt),
    carrier: value(w.actual_carrier_name) ?? value(w.driver_name),
    actualCarrierID: value(w.actual_carrier_id) ?? drivingLicense,
    vehicleNumber: value(w.vehicle_number),
    vehiclePlateColorCode: plateColourOf(sources),
    shippingNoteList: [{
      shippingNoteNumber: value(w.shipping_note_number),
      serialNumber: value(w.serial_number),
      totalMonetaryAmount: optional(money3(freightOf(sources))),
    }],
    financiallist: payments.map((payment) => ({
      paymentMeansCode: value(payment.paymentMeansCode),
      recipient: value(payment.recipient),
      receiptAccount: value(payment.receiptAccount),
      bankCode: value(payment.bankCode),
      sequenceCode: value(payment.sequenceCode),
      monetaryAmount: optional(money3(payment.amount)),
      dateTime: optional(reportTime(payment.paidDateTime)),
    })),
  });
}

/** The message of a report row as it would be sent at `sentAt`; undefined when its waybill is
 * gone. A fund flow counts the payments paid by `asOf` (default: all). */
export async function buildMessage(
  db: Kysely<Database>, report: { messageType: MessageType; branchCode: string; shippingNoteNumber: string; reportNumber: string },
  sentAt: string, asOf?: string,
): Promise<{ message: ReportMessage; payments: FundFlowPayment[]; sources: WaybillSources } | undefined> {
  const sources = await waybillSources(db, report.branchCode, report.shippingNoteNumber);
  if (!sources) return undefined;
  if (report.messageType === 'waybill') return { message: waybillMessage(sources, sentAt), payments: [], sources };
  const payments = await paidPaymentsOf(db, report.branchCode, report.shippingNoteNumber, asOf);
  return { message: fundFlowMessage(sources, report.reportNumber, payments, sentAt), payments, sources };
}
