// The report rows (tms_monitoring_report, entity monitoringReport): a signed waybill is to be
// reported twice — its electronic waybill and its fund flow — so signing it makes both rows,
// 未上报, numbered SB + day + sequence.
import type { Database } from '../storage/schema';
import { sql, type Kysely } from 'kysely';
import type { EntityDb } from '../entities/listQuery';
import { dialectOf } from '../storage/dialect';
import type { MessageType } from './messages';

export const REPORT_TABLE = 'tms_monitoring_report';
export const SENDING_TABLE = 'tms_monitoring_report_sending';
export const REPORT_ENTITY = 'monitoringReport';
export const SENDING_ENTITY = 'monitoringReportSending';
export const QUALITY_ENTITY = 'reportQuality';
export const MESSAGE_TYPES: MessageType[] = ['waybill', 'fundFlow'];
const PREFIX = 'SB';

/** What a report row copies from its waybill (stored names). */
export interface WaybillSummary {
  shipping_note_number: string;
  serial_number: string | null;
  shipper_code: string | null;
  shipper_name: string | null;
  driver_code: string | null;
  driver_name: string | null;
  vehicle_number: string | null;
  vehicle_plate_color_code: string | null;
  total_monetary_amount: number | null;
  signed_date_time: string | null;
  branch_code: string;
}

/** The next report number of the day (yyyyMMdd) in the caller's transaction. */
export async function nextReportNumber(trx: Kysely<Database>, day: string): Promise<string> {
  const stem = `${PREFIX}${day}`;
  const sequence = await dialectOf(trx).nextInSequence(trx, { table: REPORT_TABLE, column: 'report_number', day }, async () => {
    const { rows } = await sql<{ last: string | null }>`select max(report_number) as last from tms_monitoring_report where report_number like ${`${stem}%`}`.execute(trx);
    return rows[0]?.last ? Number(rows[0].last.slice(stem.length)) : 0;
  });
  return `${stem}${String(sequence).padStart(6, '0')}`;
}

/** Makes the waybill's missing report rows (one per message type), 未上报; answers how many. */
export async function ensureReportRows(trx: Kysely<Database>, waybill: WaybillSummary, at: string): Promise<number> {
  const edb = trx as unknown as EntityDb;
  const existing = await edb.selectFrom(REPORT_TABLE).select('message_type')
    .where('branch_code', '=', waybill.branch_code).where('shipping_note_number', '=', waybill.shipping_note_number).execute();
  const have = new Set(existing.map((row) => String(row.message_type)));
  let made = 0;
  for (const messageType of MESSAGE_TYPES) {
    if (have.has(messageType)) continue;
    const reportNumber = await nextReportNumber(trx, at.slice(0, 10).replace(/-/g, ''));
    await edb.insertInto(REPORT_TABLE).values({
      report_number: reportNumber, message_type: messageType, ...waybill, status: 'unreported',
      send_count: 0, refused_count: 0, gmt_created: at, gmt_modified: at,
    }).execute();
    made += 1;
  }
  return made;
}

/** The summary of a stored waybill row. */
export function summaryOf(row: Record<string, unknown>): WaybillSummary {
  const text = (value: unknown) => (value === null || value === undefined || value === '' ? null : String(value));
  return {
    shipping_note_number: String(row.shipping_note_number), serial_number: text(row.serial_number),
    shipper_code: text(row.shipper_code), shipper_name: text(row.shipper_name), driver_code: text(row.driver_code),
    driver_name: text(row.driver_name), vehicle_number: text(row.vehicle_number), vehicle_plate_color_code: text(row.vehicle_plate_color_code),
    total_monetary_amount: row.total_monetary_amount === null || row.total_monetary_amount === undefined ? null : Number(row.total_monetary_amount),
    signed_date_time: text(row.signed_date_time), branch_code: String(row.branch_code),
  };
}
