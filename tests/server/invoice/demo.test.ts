// The demo's invoices (server/routes/tms/invoice/demo.ts) are consistent with the demo's waybills
// and their freight accounting: each waybill on one live invoice at most, every amount computed
// as the server computes it, each state with what its actions write, the one re-issue linked both
// ways, and need_invoice counting the pending applications.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { toFen } from '../../../src/core/money/fen';
import { includedTaxFen } from '../../../server/routes/tms/invoice/amounts';
import { tableRows, startFixture, type Fixture } from '../entities/support';
import { helpers, type Row } from './support';

let fx: Fixture;
const h = helpers(() => fx);
const fen = (value: unknown) => toFen(Number(value ?? 0));
const rows = (table: string) => tableRows(fx, table) as Promise<Row[]>;

// Seeding the demo (its money included) takes a while on a busy machine.
beforeAll(async () => {
  fx = await startFixture();
}, 180_000);
afterAll(() => fx.server.close());

describe('demo invoices', () => {
  test('applications of several shippers in every state, over their accounted signed waybills, each waybill held once', async () => {
    const applications = await rows('tms_invoice_application');
    const lines = await rows('tms_invoice_line');
    expect(applications.length).toBeGreaterThanOrEqual(100);
    expect(new Set(applications.map((a) => a.shipper_code)).size).toBeGreaterThanOrEqual(5);
    const states = new Set(applications.map((a) => a.status));
    for (const state of ['pending', 'approved', 'issued', 'mailed', 'received', 'rejected', 'reversed']) expect(states, state).toContain(state);
    expect(applications.filter((a) => ['issued', 'mailed', 'received'].includes(String(a.status))).length).toBeGreaterThan(applications.length / 2);
    const live = lines.filter((l) => l.live_key !== null);
    expect(new Set(live.map((l) => l.live_key)).size).toBe(live.length);
    const waybills = new Map((await rows('tms_waybill')).map((w) => [w.shipping_note_number, w]));
    const accountings = new Map((await rows('tms_freight_accounting')).map((a) => [a.shipping_note_number, a]));
    const messages = new Map((await rows('basic_invoice_message')).map((m) => [m.id, m]));
    for (const application of applications) {
      const own = lines.filter((l) => l.application_number === application.application_number);
      expect(own.length, String(application.application_number)).toBe(Number(application.waybill_count));
      expect(own[0]!.shipping_note_number).toBe(application.shipping_note_number);
      const sum = (column: string) => own.reduce((total, l) => total + fen(l[column]), 0);
      expect(sum('freight_amount')).toBe(fen(application.freight_total));
      expect(sum('service_fee_amount')).toBe(fen(application.service_fee_amount));
      expect(sum('line_amount')).toBe(fen(application.freight_amount));
      expect(sum('tax_amount')).toBe(fen(application.tax_amount));
      expect(includedTaxFen(fen(application.freight_amount), Number(application.tax_rate))).toBe(fen(application.tax_amount));
      expect(fen(application.amount_excluding_tax)).toBe(fen(application.freight_amount) - fen(application.tax_amount));
      expect(messages.get(application.invoice_message_id)?.shipper_code).toBe(application.shipper_code);
      for (const line of own) {
        const waybill = waybills.get(line.shipping_note_number)!;
        expect(['signed', 'completed']).toContain(waybill.status);
        expect(waybill.shipper_code).toBe(application.shipper_code);
        const accounting = accountings.get(line.shipping_note_number)!;
        expect(accounting.status).toBe('accounted');
        expect(fen(line.freight_amount)).toBe(fen(accounting.accounted_freight));
        expect(fen(line.service_fee_amount)).toBe(fen(accounting.service_fee_amount));
        expect(fen(line.line_amount)).toBe(fen(line.freight_amount) + fen(line.service_fee_amount));
        const expectedLine = { pending: 'applied', approved: 'applied', issued: 'invoiced', mailed: 'invoiced', received: 'invoiced', rejected: 'released', reversed: 'reversed' }[String(application.status)];
        expect(line.line_status).toBe(expectedLine);
        expect(line.live_key).toBe(['applied', 'invoiced'].includes(String(expectedLine)) ? line.shipping_note_number : null);
        if (expectedLine === 'invoiced') expect(line.invoice_number).toBe(application.invoice_number);
      }
    }
  });

  test('each state carries what its actions write, and its history', async () => {
    const applications = await rows('tms_invoice_application');
    const issued = applications.filter((a) => ['issued', 'mailed', 'received', 'reversed'].includes(String(a.status)));
    expect(new Set(issued.map((a) => a.invoice_number)).size).toBe(issued.length);
    for (const a of issued) {
      expect(a.invoice_number).toMatch(/^(\d{8}|\d{20})$/);
      expect(a.seller_name && a.seller_tax_number && a.issue_date_time).toBeTruthy();
      expect(String(a.issue_date_time) >= String(a.review_date_time)).toBe(true);
    }
    for (const a of applications.filter((x) => ['mailed', 'received'].includes(String(x.status)))) {
      expect(a.invoice_medium).toBe('paper');
      expect(a.express_company && a.tracking_number && a.mailed_date_time && a.receiver_address).toBeTruthy();
    }
    expect(applications.filter((a) => a.status === 'received').every((a) => String(a.received_date_time) > String(a.mailed_date_time))).toBe(true);
    expect(applications.filter((a) => a.status === 'rejected').every((a) => a.review_remark)).toBe(true);
    expect(applications.filter((a) => a.status === 'pending').every((a) => !a.review_date_time && !a.invoice_number)).toBe(true);
    const history = await rows('entity_action_log');
    const logged = new Set(history.filter((l) => l.entity === 'invoiceApplication').map((l) => l.record_id));
    expect(applications.filter((a) => a.status !== 'pending').every((a) => logged.has(a.id))).toBe(true);
    // need_invoice counts the pending ones.
    expect(await h.needInvoice()).toBe(applications.filter((a) => a.status === 'pending').length);
  });

  test('one invoice reversed and re-issued: the transfer, the original and the re-issue name each other; the waybills pass to the re-issue', async () => {
    const [transfer] = await rows('tms_invoice_transfer');
    expect(transfer).toMatchObject({ status: 'reissued', transfer_type: 'reissue' });
    const applications = await rows('tms_invoice_application');
    const original = applications.find((a) => a.application_number === transfer!.original_application_number)!;
    const reissue = applications.find((a) => a.application_number === transfer!.new_application_number)!;
    expect(original).toMatchObject({ status: 'reversed', red_invoice_number: transfer!.red_invoice_number, reissued_application_number: reissue.application_number, transfer_number: transfer!.transfer_number });
    expect(reissue).toMatchObject({ status: 'issued', original_application_number: original.application_number, invoice_number: transfer!.new_invoice_number, freight_amount: original.freight_amount });
    const lines = await rows('tms_invoice_line');
    const of = (number: unknown) => lines.filter((l) => l.application_number === number).map((l) => l.shipping_note_number);
    expect(of(reissue.application_number)).toEqual(of(original.application_number));
    expect(lines.filter((l) => l.application_number === original.application_number).every((l) => l.live_key === null)).toBe(true);
  });
});
