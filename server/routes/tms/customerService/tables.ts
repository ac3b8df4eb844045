// The tables the customer-service rules read and write outside the entity API, as this module
// sees them (their shape is the entity schemas': schemas/entities/complaint.json,
// complaintReply.json, evaluation.json, transportAbnormal.json, vehicleAlarm.json, and the
// waybill.json and vehiclePosition.json it reads; made by migration 0032 and earlier ones).
import type { Generated, Kysely, Transaction } from 'kysely';
import type { Database } from '../../../storage/schema';
import { displayTime, HOUR_MS } from '../../../storage/clock';

export interface CustomerServiceTables {
  tms_complaint: {
    id: Generated<number>; complaint_number: string | null; complainant_type: string; complainant_code: string | null;
    status: string; handler_name: string | null; handle_date_time: string | null; reply: string | null;
    answer_date_time: string | null; branch_code: string | null; gmt_modified: string;
  };
  tms_complaint_reply: {
    id: Generated<number>; complaint_number: string; complainant_code: string | null; author_type: string | null; author_name: string | null;
    content: string; images: string | null; branch_code: string | null; gmt_created: string; gmt_modified: string;
  };
  tms_evaluation: {
    id: Generated<number>; direction: string; shipping_note_number: string; shipper_code: string | null; shipper_name: string | null;
    driver_code: string | null; driver_name: string | null; vehicle_number: string | null; route: string | null; signed_date_time: string | null;
    status: string; score: number | null; tags: string | null; content: string | null; rate_date_time: string | null;
    reply_content: string | null; replier_name: string | null; reply_date_time: string | null; branch_code: string | null;
    gmt_created: string; gmt_modified: string;
  };
  tms_transport_abnormal: { id: Generated<number>; shipping_note_number: string; abnormal_type: string; status: string; branch_code: string | null };
  tms_vehicle_alarm: {
    id: Generated<number>; alarm_kind: string; vehicle_number: string; driver_code: string | null; driver_name: string | null;
    shipping_note_number: string | null; alarm_time: string; area_code: string | null; address: string | null; longitude: number | null;
    latitude: number | null; speed: number | null; speed_limit: number | null; duration_hours: number | null; description: string | null;
    fence_id: number | null; fence_name: string | null; status: string; handle_note: string | null; handler_name: string | null; handle_date_time: string | null; branch_code: string | null;
    gmt_created: string; gmt_modified: string;
  };
  tms_waybill: {
    id: Generated<number>; shipping_note_number: string; status: string; shipper_code: string | null; shipper_name: string | null;
    driver_code: string | null; driver_name: string | null; vehicle_number: string | null; loading_country_subdivision_code: string | null;
    receipt_country_subdivision_code: string | null; place_of_loading: string | null; goods_receipt_place: string | null;
    consignment_date_time: string; despatch_actual_date_time: string | null; goods_receipt_date_time: string | null;
    signed_date_time: string | null; branch_code: string | null;
  };
  basic_vehicle_position: {
    id: Generated<number>; vehicle_number: string; driver_code: string | null; driver_name: string | null; position_time: string;
    longitude: number | null; latitude: number | null; speed: number | null; area_code: string | null; address: string | null;
    online_status: string | null; branch_code: string | null;
  };
  area: { code: string; name: string; parent_code: string | null; level: number };
}

export type CsDb = Kysely<Database & CustomerServiceTables>;

/** The database (or a transaction) with this module's tables typed. */
export function csDb(db: Kysely<Database> | Transaction<Database>): CsDb {
  return db as unknown as CsDb;
}

/** A display time (yyyy-MM-dd HH:mm:ss, China time) as an instant. */
export function parseDisplayTime(text: string): Date {
  return new Date(`${text.replace(' ', 'T')}+08:00`);
}

/** Hours between two display times, to one decimal. */
export function hoursBetween(from: string, to: string): number {
  return Math.round(((parseDisplayTime(to).getTime() - parseDisplayTime(from).getTime()) / HOUR_MS) * 10) / 10;
}

/** A display time some hours after another. */
export function hoursAfter(from: string, hours: number): string {
  return displayTime(new Date(parseDisplayTime(from).getTime() + hours * HOUR_MS));
}
