// Shared steps of the invoice tests: waybills made invoiceable (their freight accounted as
// settlement's freight accounting records it), invoice messages, the to-do count and the PDF.
import { DEVICE_ID } from '../../../src/core/api/client';
import { Status } from '../../../src/core/api/status';
import { entityRows, uscc, type Fixture } from '../entities/support';
import { TODO_LIST, type ToDoItem } from '../todo/support';

export const TMS = '/ntocc-tms-api';
export const INVOICE = `${TMS}/invoiceApplication`;
export const TRANSFER = `${TMS}/invoiceTransfer`;
export const LINE = `${TMS}/invoiceLine`;

export type Row = Record<string, unknown>;

export function helpers(fx: () => Fixture) {
  const db = () => entityRows(fx());
  const post = (path: string, json: unknown, token = fx().tokens.staff) => fx().api.call<Row>(path, { method: 'POST', json, token });
  const put = (path: string, json: unknown, token = fx().tokens.staff) => fx().api.call<Row>(path, { method: 'PUT', json, token });
  const get = <T = Row>(path: string, query: Record<string, string | number> = {}, token = fx().tokens.staff) => fx().api.call<T>(path, { query, token });

  /** Signed or completed waybills of the shipper (or any) no live invoice line holds, newest first. */
  async function freeWaybills(count: number, where: { shipperCode?: string; notShipper?: string } = {}): Promise<Row[]> {
    const held = new Set((await db().selectFrom('tms_invoice_line').select('live_key').where('live_key', 'is not', null).execute()).map((r) => r.live_key));
    let query = db().selectFrom('tms_waybill').selectAll().where('status', 'in', ['signed', 'completed']).where('shipper_code', 'is not', null);
    if (where.shipperCode) query = query.where('shipper_code', '=', where.shipperCode);
    if (where.notShipper) query = query.where('shipper_code', '!=', where.notShipper);
    const found = (await query.orderBy('id', 'desc').limit(400).execute() as Row[]).filter((w) => !held.has(w.shipping_note_number as string));
    if (found.length < count) throw new Error(`only ${found.length} free waybills`);
    return found.slice(0, count);
  }

  /** Settlement's freight accounting of the waybill, accounted with these figures (yuan). */
  async function account(waybill: Row, freight: number | string, fee: number | string = 0, rate = 0): Promise<void> {
    const number = String(waybill.shipping_note_number);
    const values = { accounted_freight: freight, service_fee_amount: fee, service_fee_rate: rate, shipper_total: Number(freight) + Number(fee), status: 'accounted' };
    const found = await db().selectFrom('tms_freight_accounting').select('id').where('shipping_note_number', '=', number).where('branch_code', '=', String(waybill.branch_code)).executeTakeFirst();
    if (found) {
      await db().updateTable('tms_freight_accounting').set(values as never).where('id', '=', Number(found.id)).execute();
      return;
    }
    await db().insertInto('tms_freight_accounting').values({
      shipping_note_number: number, shipper_code: waybill.shipper_code, shipper_name: waybill.shipper_name, driver_code: waybill.driver_code,
      driver_name: waybill.driver_name, vehicle_number: waybill.vehicle_number, freight_amount: waybill.total_monetary_amount, branch_code: waybill.branch_code,
      accounted_date_time: '2026-03-01 10:00:00', gmt_created: '2026-03-01 10:00:00', gmt_modified: '2026-03-01 10:00:00', ...values,
    } as never).execute();
  }

  /** A new invoice message of the shipper, made through 开票信息 as staff would. */
  async function messageOf(shipperCode: unknown, shipperName: unknown, options: { paper?: boolean; title?: string; uscc17?: string } = {}): Promise<number> {
    const made = await post('/ntocc-basic-api/invoiceMessage', {
      ownerType: 'shipper', shipperCode, shipperName, invoiceTitle: options.title ?? String(shipperName), taxNumber: uscc(options.uscc17 ?? '91370100MA3C5LXK7'),
      invoiceType: 'vat_special', invoiceMedium: options.paper ? 'paper' : 'electronic', registeredAddress: '山东省济南市历下区经十路9777号',
      registeredPhone: '0531-88886666', bankName: '中国工商银行济南分行营业部', bankAccount: '1602023309200123456',
      receiverName: '王丽娟', receiverMobile: '13805310001', receiverEmail: 'caiwu@example.cn',
      ...(options.paper ? { receiverAreaCode: '370102', receiverAddress: '山东省济南市历下区经十路9777号财务部' } : {}),
    }, fx().tokens.admin);
    if (made.status !== Status.OK) throw new Error(`invoice message: ${made.msg} ${JSON.stringify(made.data)}`);
    return Number(made.data.id);
  }

  const needInvoice = async () =>
    Number((await get<ToDoItem[]>(TODO_LIST, {}, fx().tokens.staff)).data.find((item) => item.configKey === 'need_invoice')?.configValue ?? NaN);

  /** The answer of a GET as bytes (a PDF), or its JSON envelope when refused. */
  async function download(path: string, token: string): Promise<{ type: string; bytes: Uint8Array }> {
    const response = await fetch(new URL(path, fx().server.url), { headers: { deviceId: DEVICE_ID, authorization: `Bearer ${token}`, 'accept-language': 'zh' } });
    return { type: response.headers.get('content-type') ?? '', bytes: new Uint8Array(await response.arrayBuffer()) };
  }

  const lines = (applicationNumber: unknown) => db().selectFrom('tms_invoice_line').selectAll().where('application_number', '=', String(applicationNumber)).orderBy('id').execute() as Promise<Row[]>;

  return { db, post, put, get, freeWaybills, account, messageOf, needInvoice, download, lines };
}
