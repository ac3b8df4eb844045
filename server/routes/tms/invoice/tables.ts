// The rows the invoice module reads and writes, typed for its own SQL (entity tables are not in
// the storage schema): its tables (tms_invoice_application, tms_invoice_line,
// tms_invoice_transfer) and the ones it reads (waybills, vehicles, freight accounting of
// settlement, invoice messages, the company's invoicing details, dictionary names).
import type { Kysely, Transaction } from 'kysely';
import type { Db } from '../../../storage/database';
import type { Database } from '../../../storage/schema';

export interface ApplicationRow {
  id: number;
  application_number: string;
  shipping_note_number: string;
  waybill_count: number | null;
  shipper_code: string | null;
  shipper_name: string | null;
  consignee: string | null;
  description_of_goods: string | null;
  signed_date_time: string | null;
  freight_total: number | null;
  service_fee_rate: number | null;
  service_fee_amount: number | null;
  freight_amount: number | null;
  tax_rate: number;
  tax_amount: number | null;
  amount_excluding_tax: number | null;
  invoice_type: string;
  invoice_medium: string | null;
  invoice_message_id: number | null;
  invoice_title: string | null;
  tax_number: string | null;
  registered_address: string | null;
  registered_phone: string | null;
  bank_name: string | null;
  bank_account: string | null;
  receiver_name: string | null;
  receiver_mobile: string | null;
  receiver_address: string | null;
  receiver_email: string | null;
  invoice_code: string | null;
  invoice_number: string | null;
  issue_date_time: string | null;
  issuer_name: string | null;
  seller_name: string | null;
  seller_tax_number: string | null;
  seller_address_phone: string | null;
  seller_bank_account: string | null;
  express_company: string | null;
  tracking_number: string | null;
  mailed_date_time: string | null;
  received_date_time: string | null;
  transfer_number: string | null;
  original_application_number: string | null;
  reissued_application_number: string | null;
  red_invoice_number: string | null;
  reversed_date_time: string | null;
  status: string;
  remark: string | null;
  review_level: number | null;
  review_remark: string | null;
  review_date_time: string | null;
  applicant_name: string | null;
  branch_code: string;
  gmt_created: string;
  gmt_modified: string;
}

export interface LineRow {
  id: number;
  application_number: string;
  application_id: number | null;
  invoice_code: string | null;
  invoice_number: string | null;
  issue_date_time: string | null;
  tax_period: string | null;
  line_status: string;
  live_key: string | null;
  shipping_note_number: string;
  waybill_id: number | null;
  shipper_code: string | null;
  shipper_name: string | null;
  driver_code: string | null;
  driver_name: string | null;
  vehicle_number: string | null;
  vehicle_type: string | null;
  loading_country_subdivision_code: string | null;
  place_of_loading: string | null;
  receipt_country_subdivision_code: string | null;
  goods_receipt_place: string | null;
  description_of_goods: string | null;
  cargo_type_classification_code: string | null;
  goods_item_gross_weight: number | null;
  signed_date_time: string | null;
  freight_amount: number;
  service_fee_rate: number | null;
  service_fee_amount: number | null;
  line_amount: number;
  tax_rate: number;
  tax_amount: number;
  amount_excluding_tax: number;
  declare_status: string;
  declared_date_time: string | null;
  declarer_name: string | null;
  branch_code: string;
  gmt_created: string;
  gmt_modified: string;
}

export interface TransferRow {
  id: number;
  transfer_number: string;
  transfer_type: string;
  original_application_number: string;
  original_invoice_code: string | null;
  original_invoice_number: string | null;
  original_issue_date_time: string | null;
  original_invoice_title: string | null;
  original_tax_number: string | null;
  original_invoice_amount: number | null;
  original_tax_amount: number | null;
  waybill_count: number | null;
  shipper_code: string | null;
  shipper_name: string | null;
  reason_type: string;
  reason: string | null;
  new_invoice_message_id: number | null;
  new_invoice_title: string | null;
  new_tax_number: string | null;
  red_invoice_code: string | null;
  red_invoice_number: string | null;
  reversed_date_time: string | null;
  new_application_number: string | null;
  new_invoice_code: string | null;
  new_invoice_number: string | null;
  reissued_date_time: string | null;
  status: string;
  review_level: number | null;
  review_remark: string | null;
  review_date_time: string | null;
  applicant_name: string | null;
  branch_code: string;
  gmt_created: string;
  gmt_modified: string;
}

export interface WaybillRow {
  id: number;
  shipping_note_number: string;
  status: string;
  shipper_code: string | null;
  shipper_name: string | null;
  consignee: string | null;
  driver_code: string | null;
  driver_name: string | null;
  vehicle_number: string | null;
  loading_country_subdivision_code: string | null;
  place_of_loading: string | null;
  receipt_country_subdivision_code: string | null;
  goods_receipt_place: string | null;
  description_of_goods: string | null;
  cargo_type_classification_code: string | null;
  goods_item_gross_weight: number | null;
  total_monetary_amount: number | null;
  signed_date_time: string | null;
  receipt_images: string | null;
  branch_code: string;
}

export interface InvoiceTables {
  tms_invoice_application: ApplicationRow;
  tms_invoice_line: LineRow;
  tms_invoice_transfer: TransferRow;
  tms_waybill: WaybillRow;
  basic_vehicle: { vehicle_number: string; vehicle_type: string | null; branch_code: string };
  basic_driver: { driver_code: string; driving_license: string | null; branch_code: string };
  tms_freight_accounting: {
    shipping_note_number: string; status: string; accounted_freight: number | null; service_fee_rate: number | null;
    service_fee_amount: number | null; shipper_total: number | null; branch_code: string;
  };
  basic_invoice_message: {
    id: number; owner_type: string; shipper_code: string | null; invoice_title: string | null; tax_number: string | null;
    invoice_type: string | null; invoice_medium: string | null; registered_address: string | null; registered_phone: string | null;
    bank_name: string | null; bank_account: string | null; receiver_name: string | null; receiver_mobile: string | null;
    receiver_email: string | null; receiver_address: string | null; is_default: number | null; branch_code: string;
  };
  party_group_invoice: {
    id: number; invoice_title: string; tax_number: string; bank_name: string | null; bank_account: string | null;
    address: string | null; phone: string | null; is_default: string | null; status: string | null; branch_code: string;
  };
  dict_item: { type: string; code: string; name: string; name_en: string | null; name_es: string | null; name_ja: string | null };
  entity_action_log: { entity: string; record_id: number; action: string; from_state: string; to_state: string; party_code: string | null; payload: string | null; gmt_created: string };
}

export type AnyDb = Db | Transaction<Database>;

export function tables(db: AnyDb | Kysely<unknown>): Kysely<InvoiceTables> {
  return db as unknown as Kysely<InvoiceTables>;
}

/** The states of an application whose lines hold their waybills. */
export const LIVE_APPLICATION = ['pending', 'approved', 'issued', 'mailed', 'received'] as const;
/** The states of an issued invoice (it has a number and a PDF). */
export const ISSUED = ['issued', 'mailed', 'received'] as const;
