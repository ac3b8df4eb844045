// Sending one report (a row of tms_monitoring_report) to the branch's provincial platform:
// 1. the branch reports somewhere (reportProvince 1..21; 0: refused, reporting is disabled), the
//    row may be sent (未上报, 上报失败, or 已上报/已重报 to report again; 上报中 only when a
//    sending was left unfinished for 2 minutes) and, for a fund flow, something has been paid;
// 2. the row is claimed (上报中, a conditional update: of two clicks or two staff one sends);
// 3. the message is built and checked against its JSON Schema; a message failing it is not
//    sent — the row becomes 上报失败 with the schema's errors;
// 4. otherwise it goes, in the province's format, to its platform (platform.ts: the local
//    simulator unless an endpoint is set), outside any transaction;
// 5. one transaction records the sending (monitoringReportSending: message, answer, time, who)
//    and the row's new state — 已上报 when accepted at its first sending, 已重报 when accepted
//    after an earlier one, 上报失败 with the reason when refused — and, for a waybill message,
//    the waybill's reportStatus. A failure to reach the platform is recorded and leaves the state
//    as it was.
import type { Kysely, Transaction } from 'kysely';
import type { EntityDb } from '../entities/listQuery';
import { addMs, displayTime, MINUTE_MS, type Clock } from '../storage/clock';
import type { Database, EntityRow } from '../storage/schema';
import { fromFen, toFen } from '../../src/core/money/fen';
import { buildMessage, DOCUMENT_TYPES, freightOf, type MessageType } from './messages';
import { messageErrors, type SchemaError } from './messageSchemas';
import type { PlatformAnswer, PlatformChooser, PlatformEnvelope } from './platform';
import { branchReportProvince, type ReportProvince } from './provinces';
import { REPORT_TABLE, SENDING_TABLE } from './reports';
import { serializeMessage } from './serialize';

/** States a report may be sent from (re-reporting an accepted one included). */
export const SENDABLE = ['unreported', 'failed', 'reported', 'rereported'];
/** A claim older than this is a sending that never finished: it may be sent again. */
export const STALE_CLAIM_MS = 2 * MINUTE_MS;

export interface ReportingDeps {
  db: Kysely<Database>;
  now: Clock;
  choosePlatform: PlatformChooser;
}

export interface Sender {
  code: string;
  name: string;
}

/** Not sent, nothing recorded: a message key of the server's catalogue and its values. */
export interface NotSent {
  sent: false;
  key: string;
  params: Record<string, string | number>;
}

export type SendingOutcome = 'accepted' | 'refused' | 'invalid' | 'error';

export interface Sent {
  sent: true;
  outcome: SendingOutcome;
  /** The row's state after it. */
  status: string;
  /** The answer recorded (platform's message, its reason, the schema's errors, the failure). */
  message: string;
  before: EntityRow;
  after: EntityRow;
}

export type SendResult = NotSent | Sent;

export interface SendOptions {
  /** Runs in the recording transaction (operation log, idempotency answer). */
  inTransaction?: (trx: Transaction<Database>, result: Sent) => Promise<void>;
  /** The fund flow's payments paid by then only (the demo's earlier sendings). */
  asOf?: string;
}

const notSent = (key: string, params: Record<string, string | number> = {}): NotSent => ({ sent: false, key, params });
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** Whether the row may be sent now (its state, or a claim left over). */
export function sendable(row: EntityRow, now: Date): boolean {
  const status = String(row.status);
  if (SENDABLE.includes(status)) return true;
  return status === 'reporting' && String(row.gmt_modified ?? '') <= displayTime(addMs(now, -STALE_CLAIM_MS));
}

/** What one sending leaves: the sending's row, the report row's new values and, for a waybill
 * message that reached the platform or failed its schema, the waybill's report fields. Pure:
 * the sender and the demo both record through it. */
export interface SendingRecord {
  status: string;
  sending: EntityRow;
  report: EntityRow;
  waybill: EntityRow | null;
}

export interface SendingFacts {
  /** The report row before (its state, counts, number, parties). */
  before: EntityRow;
  /** The sendings recorded before (the attempt's number is one more). */
  earlierSendings: number;
  built: Built;
  province: ReportProvince;
  simulated: boolean;
  outcome: SendingOutcome;
  answer: PlatformAnswer | null;
  answerMessage: string;
  requestMessage: string;
  errors: SchemaError[];
  sentAt: string;
  sender: Sender;
}

type Built = NonNullable<Awaited<ReturnType<typeof buildMessage>>>;

export function sendingRecord(facts: SendingFacts): SendingRecord {
  const { before, built, province, outcome, answer, answerMessage, sentAt, sender, errors } = facts;
  const messageType = String(before.message_type) as MessageType;
  const sendCount = Number(before.send_count ?? 0);
  const counted = outcome !== 'error';
  const refused = outcome === 'refused' || outcome === 'invalid';
  const status = outcome === 'accepted' ? (sendCount === 0 ? 'reported' : 'rereported') : outcome === 'error' ? String(before.status) : 'failed';
  const w = built.sources.waybill;
  const sentColour = 'vehicleInfo' in built.message ? built.message.vehicleInfo.vehiclePlateColorCode : built.message.vehiclePlateColorCode;
  const paidFen = built.payments.reduce((sum, payment) => sum + toFen(payment.amount), 0);
  const sending: EntityRow = {
    report_id: before.id, report_number: before.report_number, message_type: messageType, shipping_note_number: before.shipping_note_number,
    shipper_code: before.shipper_code, driver_code: w.driver_code ?? before.driver_code, driver_name: w.driver_name ?? before.driver_name,
    attempt: facts.earlierSendings + 1, sent_date_time: sentAt, operator_name: sender.name, report_province: String(province.code),
    platform_name: province.platformName, format_variant: province.variant, document_type: DOCUMENT_TYPES[messageType],
    simulated: facts.simulated ? 1 : 0, outcome, answer_message: answerMessage, receipt_number: answer?.accepted ? answer.receiptNumber : null,
    validation_errors: errors.length > 0 ? clip(errors.map((error) => error.message).join('\n'), 2000) : null,
    request_message: clip(facts.requestMessage, 20000), branch_code: before.branch_code, gmt_created: sentAt,
  };
  const report: EntityRow = {
    status, report_province: String(province.code), operator_name: sender.name, report_message: answerMessage, gmt_modified: sentAt,
    // What the row shows of its waybill follows the waybill as sent.
    total_monetary_amount: Number(freightOf(built.sources)), driver_code: w.driver_code, driver_name: w.driver_name,
    vehicle_number: w.vehicle_number, vehicle_plate_color_code: sentColour ?? w.vehicle_plate_color_code,
    ...(messageType === 'fundFlow' ? { paid_amount: fromFen(paidFen), payment_count: built.payments.length } : {}),
    ...(counted ? { send_count: sendCount + 1, last_sent_date_time: sentAt } : {}),
    ...(counted && sendCount === 0 ? { accepted_first_time: outcome === 'accepted' ? 1 : 0 } : {}),
    ...(refused ? { refused_count: Number(before.refused_count ?? 0) + 1, refusal_reason: answerMessage, refused_date_time: sentAt } : {}),
    ...(answer?.accepted ? { accepted_date_time: sentAt, receipt_number: answer.receiptNumber } : {}),
  };
  const waybill = messageType === 'waybill' && counted
    ? { report_status: status, send_to_pro_date_time: sentAt, report_message: outcome === 'accepted' ? null : answerMessage }
    : null;
  return { status, sending, report, waybill };
}

/** Checks the message, then sends it to the platform unless it fails its schema. */
export async function deliver(
  built: Built, messageType: MessageType, province: ReportProvince, branchCode: string,
  send: (envelope: PlatformEnvelope) => Promise<PlatformAnswer>,
): Promise<Pick<SendingFacts, 'outcome' | 'answer' | 'answerMessage' | 'requestMessage' | 'errors'>> {
  const errors = messageErrors(messageType, built.message);
  if (errors.length > 0) {
    return {
      outcome: 'invalid', answer: null, errors, requestMessage: JSON.stringify(built.message, null, 2),
      answerMessage: clip(`报文校验未通过，未发送：${errors.map((error) => error.message).join('；')}`, 500),
    };
  }
  const requestMessage = serializeMessage(built.message, province.variant);
  try {
    const answer = await send({ province, messageType, documentType: DOCUMENT_TYPES[messageType], message: built.message, body: requestMessage, branchCode });
    return { outcome: answer.accepted ? 'accepted' : 'refused', answer, errors, requestMessage, answerMessage: clip(answer.message, 500) };
  } catch (error) {
    return {
      outcome: 'error', answer: null, errors, requestMessage,
      answerMessage: clip(`发送失败，省平台未收到：${error instanceof Error ? error.message : String(error)}`, 500),
    };
  }
}

/** Sends one report row (read in the caller's scope) and records the answer. */
export async function sendReport(deps: ReportingDeps, row: EntityRow, sender: Sender, options: SendOptions = {}): Promise<SendResult> {
  const edb = deps.db as unknown as EntityDb;
  const id = Number(row.id);
  const branchCode = String(row.branch_code);
  const messageType = String(row.message_type) as MessageType;
  const shippingNoteNumber = String(row.shipping_note_number);
  const province = await branchReportProvince(deps.db, branchCode);
  if (!province) return notSent('server.reporting.disabled');
  const now = deps.now();
  if (!sendable(row, now)) return notSent('server.reporting.notSendable', { number: String(row.report_number) });

  const sentAt = displayTime(now);
  const built = await buildMessage(deps.db, { messageType, branchCode, shippingNoteNumber, reportNumber: String(row.report_number) }, sentAt, options.asOf);
  if (!built) return notSent('server.reporting.noWaybill', { number: shippingNoteNumber });
  if (messageType === 'fundFlow' && built.payments.length === 0) return notSent('server.reporting.nothingPaid', { number: shippingNoteNumber });
  const waybillStatus = String(built.sources.waybill.status);
  if (waybillStatus !== 'signed' && waybillStatus !== 'completed') return notSent('server.reporting.notSigned', { number: shippingNoteNumber });

  // The claim: of two concurrent sendings one moves the row to 上报中, the other is told.
  const claimed = await edb.updateTable(REPORT_TABLE).set({ status: 'reporting', gmt_modified: sentAt })
    .where('id', '=', id).where('status', '=', String(row.status)).where('gmt_modified', '=', String(row.gmt_modified)).executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return notSent('server.reporting.notSendable', { number: String(row.report_number) });

  try {
    const platform = deps.choosePlatform(province);
    const delivered = await deliver(built, messageType, province, branchCode, (envelope) => platform.send(envelope));
    return await deps.db.transaction().execute(async (trx) => {
      const tx = trx as unknown as EntityDb;
      const stored = await tx.selectFrom(REPORT_TABLE).selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      const before = { ...stored, status: row.status };
      const { n } = await tx.selectFrom(SENDING_TABLE).select((eb) => eb.fn.countAll<number>().as('n')).where('report_id', '=', id).executeTakeFirstOrThrow();
      const record = sendingRecord({ before, earlierSendings: Number(n), built, province, simulated: platform.simulated, sentAt, sender, ...delivered });
      await tx.insertInto(SENDING_TABLE).values(record.sending).execute();
      await tx.updateTable(REPORT_TABLE).set(record.report).where('id', '=', id).execute();
      if (record.waybill) {
        await tx.updateTable('tms_waybill').set(record.waybill).where('branch_code', '=', branchCode).where('shipping_note_number', '=', shippingNoteNumber).execute();
      }
      const after = await tx.selectFrom(REPORT_TABLE).selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      const result: Sent = { sent: true, outcome: delivered.outcome, status: record.status, message: delivered.answerMessage, before, after };
      await options.inTransaction?.(trx, result);
      return result;
    });
  } catch (error) {
    // Nothing recorded: the claim is given back.
    await edb.updateTable(REPORT_TABLE).set({ status: String(row.status), gmt_modified: String(row.gmt_modified) })
      .where('id', '=', id).where('status', '=', 'reporting').execute();
    throw error;
  }
}

/** The branch's platform, for the screens' notice (null: reporting disabled). */
export async function platformOfBranch(db: Kysely<Database>, branchCode: string): Promise<ReportProvince | null> {
  return branchReportProvince(db, branchCode);
}
