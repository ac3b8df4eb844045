// 申请开票 → 开票审核 → 开票 → 邮寄 → 签收, and 发票转开 (issue 14, wave 3), through the API of a
// real server on the seeded demo: the amounts of an invoice over several waybills computed in fen
// (half up) from their freight accounting, a waybill invoiced once, another shipper's waybill
// refused, the state machine and who may move it, need_invoice rising and falling, the issued
// invoice's PDF read back, a red-letter reversal that frees nothing wrongly.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Status } from '../../../src/core/api/status';
import { startFixture, type Fixture } from '../entities/support';
import { pdfText } from '../support/pdfText';
import { helpers, INVOICE, TMS, TRANSFER, type Row } from './support';

let fx: Fixture;
const h = helpers(() => fx);

// Seeding the demo (its money included) takes a while on a busy machine.
beforeAll(async () => {
  fx = await startFixture();
}, 180_000);
afterAll(() => fx.server.close());

/** Three of the demo shipper's waybills, accounted with figures whose fen round half up. */
async function threeWaybills(): Promise<Row[]> {
  const waybills = await h.freeWaybills(3, { shipperCode: fx.codes.shipper });
  await h.account(waybills[0]!, '2051.685', '30.78', 1.5);
  await h.account(waybills[1]!, '1333.335', '20.00', 1.5);
  await h.account(waybills[2]!, '865.005', '12.98', 1.5);
  return waybills;
}

const numbersOf = (waybills: Row[]) => waybills.map((w) => String(w.shipping_note_number));

describe('申请开票: the invoice over several waybills, computed by the server', () => {
  let made: Row;
  let waybills: Row[];
  let messageId: number;

  test('three waybills: freight, service fee, total, 9% tax and the amount before tax exactly, in fen half up; the lines sum to it', async () => {
    waybills = await threeWaybills();
    messageId = await h.messageOf(fx.codes.shipper, waybills[0]!.shipper_name, { paper: true });
    const before = await h.needInvoice();
    const answer = await h.post(INVOICE, { shippingNoteNumbers: numbersOf(waybills), invoiceMessageId: messageId, invoiceType: 'vat_special', remark: '发票请寄财务部' }, fx.tokens.shipper);
    expect(answer.status, `${answer.msg} ${JSON.stringify(answer.data)}`).toBe(Status.OK);
    made = answer.data;
    expect(made).toMatchObject({
      status: 'pending', waybillCount: 3, shipperCode: fx.codes.shipper, shippingNoteNumber: waybills[0]!.shipping_note_number,
      freightTotal: 4250.04, serviceFeeRate: 1.5, serviceFeeAmount: 63.76, freightAmount: 4313.8, taxRate: 9, taxAmount: 356.19, amountExcludingTax: 3957.61,
      invoiceMedium: 'paper', receiverName: '王丽娟', receiverAddress: '山东省济南市历下区经十路9777号财务部', registeredPhone: '0531-88886666',
    });
    expect(made.shippingNoteNumbers).toEqual(numbersOf(waybills));
    const lines = await h.lines(made.applicationNumber);
    expect(lines.map((l) => l.shipping_note_number)).toEqual(numbersOf(waybills));
    expect(lines.map((l) => Number(l.freight_amount))).toEqual([2051.69, 1333.34, 865.01]);
    expect(lines.map((l) => Number(l.line_amount))).toEqual([2082.47, 1353.34, 877.99]);
    // Each line's tax half up (171.95, 111.74, 72.49 = 356.18); the largest takes the fen of difference.
    expect(lines.map((l) => Number(l.tax_amount))).toEqual([171.96, 111.74, 72.49]);
    expect(lines.every((l) => l.line_status === 'applied' && l.live_key === l.shipping_note_number)).toBe(true);
    // need_invoice counts it.
    expect(await h.needInvoice()).toBe(before + 1);
  });

  test('a waybill is invoiced once: another application naming one of them is refused, naming the first', async () => {
    const again = await h.post(INVOICE, { shippingNoteNumbers: [waybills[1]!.shipping_note_number], invoiceMessageId: messageId }, fx.tokens.staff);
    expect(again.status).toBe(Status.INVALID_PAYLOAD);
    expect(again.msg + JSON.stringify(again.data)).toContain(String(made.applicationNumber));
    // The waybills are no longer offered to choose from.
    const offered = await h.get<{ records: Row[] }>(`${TMS}/invoiceableWaybill/list`, { pageSize: 100, shipperCode: fx.codes.shipper }, fx.tokens.shipper);
    expect(offered.status).toBe(Status.OK);
    expect(offered.data.records.map((r) => r.shippingNoteNumber)).not.toContain(waybills[1]!.shipping_note_number);
  });

  test("someone else's waybill is refused; one invoice goes to one shipper; unaccounted and unsigned waybills are refused", async () => {
    const [foreign] = await h.freeWaybills(1, { notShipper: fx.codes.shipper });
    await h.account(foreign!, 1000);
    const [mine, unaccounted] = await h.freeWaybills(2, { shipperCode: fx.codes.shipper });
    await h.account(mine!, 800);
    const count = async () => (await h.db().selectFrom('tms_invoice_application').select('id').execute()).length;
    const before = await count();
    const notOwn = await h.post(INVOICE, { shippingNoteNumbers: [foreign!.shipping_note_number], invoiceMessageId: messageId }, fx.tokens.shipper);
    expect(notOwn.status).toBe(Status.INVALID_PAYLOAD);
    expect(JSON.stringify(notOwn.data)).toContain('entity.invoiceApplication.error.notOwnWaybill');
    const mixed = await h.post(INVOICE, { shippingNoteNumbers: [mine!.shipping_note_number, foreign!.shipping_note_number], invoiceMessageId: messageId }, fx.tokens.staff);
    expect(JSON.stringify(mixed.data)).toContain('entity.invoiceApplication.error.mixedShippers');
    await h.db().deleteFrom('tms_freight_accounting').where('shipping_note_number', '=', String(unaccounted!.shipping_note_number)).execute();
    const notAccounted = await h.post(INVOICE, { shippingNoteNumbers: [unaccounted!.shipping_note_number], invoiceMessageId: messageId }, fx.tokens.shipper);
    expect(JSON.stringify(notAccounted.data)).toContain('entity.invoiceApplication.error.waybillNotAccounted');
    const loaded = await h.db().selectFrom('tms_waybill').select('shipping_note_number').where('status', '=', 'loaded').limit(1).executeTakeFirstOrThrow();
    const unsigned = await h.post(INVOICE, { shippingNoteNumbers: [loaded.shipping_note_number], invoiceMessageId: messageId }, fx.tokens.staff);
    expect(JSON.stringify(unsigned.data)).toContain('entity.invoiceApplication.error.waybillNotSigned');
    // The buyer must be the shipper's: another shipper's invoice message is refused.
    const foreignMessage = await h.messageOf(foreign!.shipper_code, foreign!.shipper_name);
    const wrongBuyer = await h.post(INVOICE, { shippingNoteNumbers: [mine!.shipping_note_number], invoiceMessageId: foreignMessage }, fx.tokens.staff);
    expect(JSON.stringify(wrongBuyer.data)).toContain('invoiceMessageId');
    expect(await count()).toBe(before);
    // A shipper does not see another shipper's applications.
    const listed = await h.get<{ records: Row[] }>(`${INVOICE}/list`, { pageSize: 100 }, fx.tokens.shipper);
    expect(listed.data.records.length).toBeGreaterThan(0);
    expect(listed.data.records.every((r) => r.shipperCode === fx.codes.shipper)).toBe(true);
  });

  test('states: the shipper may not approve or issue; staff approve (need_invoice falls), issue with a unique number, mail a paper invoice; the shipper confirms receipt', async () => {
    const id = made.id;
    const withIt = await h.needInvoice();
    expect((await h.post(`${INVOICE}/${id}/approve`, {}, fx.tokens.shipper)).status).not.toBe(Status.OK);
    const early = await h.post(`${INVOICE}/${id}/issue`, { invoiceNumber: '12345678' }, fx.tokens.staff);
    expect(early.status).toBe(Status.INVALID_PAYLOAD);
    expect((early.data as Row).state).toBe('pending');
    const approved = await h.post(`${INVOICE}/${id}/approve`, {}, fx.tokens.staff);
    expect(approved.data).toMatchObject({ status: 'approved', reviewLevel: 1 });
    expect(await h.needInvoice()).toBe(withIt - 1);
    // Its waybills can no longer change.
    const changed = await h.put(`${INVOICE}/${id}`, { shippingNoteNumbers: [waybills[0]!.shipping_note_number] });
    expect(JSON.stringify(changed.data)).toContain('waybillsLocked');
    expect((await h.post(`${INVOICE}/${id}/issue`, { invoiceNumber: '01234567' }, fx.tokens.shipper)).status).not.toBe(Status.OK);
    expect((await h.post(`${INVOICE}/${id}/issue`, {}, fx.tokens.staff)).status).toBe(Status.INVALID_PAYLOAD);
    const issued = await h.post(`${INVOICE}/${id}/issue`, { invoiceCode: '3700261130', invoiceNumber: '01234567' }, fx.tokens.staff);
    expect(issued.status, issued.msg).toBe(Status.OK);
    expect(issued.data).toMatchObject({ status: 'issued', invoiceNumber: '01234567', invoiceCode: '3700261130' });
    expect(issued.data.issueDateTime).toBeTruthy();
    expect(issued.data.sellerName).toBeTruthy();
    expect(issued.data.sellerTaxNumber).toMatch(/^[0-9A-Z]{18}$/);
    const lines = await h.lines(made.applicationNumber);
    expect(lines.every((l) => l.line_status === 'invoiced' && l.invoice_number === '01234567' && l.tax_period === String(issued.data.issueDateTime).slice(0, 7).replace('-', ''))).toBe(true);
    // Settlement may no longer adjust the freight of an invoiced waybill: the invoice states it.
    const accounting = await h.db().selectFrom('tms_freight_accounting').select('id').where('shipping_note_number', '=', String(waybills[0]!.shipping_note_number)).executeTakeFirstOrThrow();
    const adjust = await h.post(`${TMS}/freightAccounting/${accounting.id}/adjust`, { adjustDirection: 'decrease', adjustValue: 100, adjustmentReason: 'cargoDamage' }, fx.tokens.admin);
    expect(adjust.status).toBe(Status.INVALID_PAYLOAD);
    expect(adjust.msg).toContain(String(made.applicationNumber));
    // Issuing twice, or another invoice with the same number, is refused.
    expect((await h.post(`${INVOICE}/${id}/issue`, { invoiceNumber: '01234568' }, fx.tokens.staff)).status).toBe(Status.INVALID_PAYLOAD);
    expect((await h.post(`${INVOICE}/${id}/receive`, {}, fx.tokens.shipper)).status).toBe(Status.INVALID_PAYLOAD);
    expect((await h.post(`${INVOICE}/${id}/mail`, { expressCompany: 'SF', trackingNumber: 'SF1234567890123' }, fx.tokens.shipper)).status).not.toBe(Status.OK);
    const mailed = await h.post(`${INVOICE}/${id}/mail`, { expressCompany: 'SF', trackingNumber: 'SF1234567890123' }, fx.tokens.staff);
    expect(mailed.data).toMatchObject({ status: 'mailed', expressCompany: 'SF', trackingNumber: 'SF1234567890123' });
    const received = await h.post(`${INVOICE}/${id}/receive`, {}, fx.tokens.shipper);
    expect(received.data).toMatchObject({ status: 'received' });
    expect(received.data.receivedDateTime).toBeTruthy();
    const history = await h.get<Row[]>(`${INVOICE}/${id}/history`);
    expect(history.data.map((line) => line.action)).toEqual(['receive', 'mail', 'issue', 'approve']);
    made = received.data;
  });

  test('the issued invoice as a PDF: buyer, seller, one row per waybill with origin, destination, vehicle kind, plate and goods, tax and the total in capitals', async () => {
    const file = await h.download(`${INVOICE}/${made.id}/pdf`, fx.tokens.shipper);
    expect(file.type).toBe('application/pdf');
    const { text, title } = await pdfText(file.bytes);
    expect(title).toBe('电子发票（增值税专用发票）');
    const seller = await h.db().selectFrom('tms_invoice_application').select(['seller_name', 'seller_tax_number', 'invoice_title', 'tax_number']).where('id', '=', Number(made.id)).executeTakeFirstOrThrow();
    const compact = text.replace(/\s+/g, '');
    for (const expected of ['01234567', '3700261130', String(seller.invoice_title), String(seller.tax_number), String(seller.seller_name), String(seller.seller_tax_number),
      '*运输服务*货物运输服务', '3,957.61', '9%', '356.19', '¥4,313.80', '肆仟叁佰壹拾叁元捌角整']) {
      expect(compact).toContain(expected.replace(/\s+/g, ''));
    }
    const lines = await h.lines(made.applicationNumber);
    const kinds = await h.db().selectFrom('dict_item').select(['code', 'name']).where('type', '=', 'vehicle_type').execute();
    for (const line of lines) {
      expect(compact).toContain(String(line.shipping_note_number));
      expect(compact).toContain(String(line.vehicle_number));
      expect(compact).toContain(String(line.place_of_loading).replace(/\s+/g, ''));
      expect(compact).toContain(String(line.goods_receipt_place).replace(/\s+/g, ''));
      expect(compact).toContain(String(line.description_of_goods).replace(/\s+/g, ''));
      if (line.vehicle_type) expect(compact).toContain(String(kinds.find((k) => k.code === line.vehicle_type)!.name).replace(/\s+/g, ''));
    }
    expect(compact).toContain('2,082.47');
    // Another shipper cannot download it; an invoice not yet issued has no PDF.
    const other = await h.download(`${INVOICE}/${made.id}/pdf`, fx.tokens.shipperco);
    expect(other.type).toContain('application/json');
    expect(JSON.parse(new TextDecoder().decode(other.bytes)).status).toBe(Status.NOT_FOUND);
  });

  test('a rejection needs its reason and frees the waybills: they may be applied for again', async () => {
    const [waybill] = await h.freeWaybills(1, { shipperCode: fx.codes.shipper });
    await h.account(waybill!, 1200);
    const electronic = await h.messageOf(fx.codes.shipper, waybill!.shipper_name);
    const first = await h.post(INVOICE, { shippingNoteNumbers: [waybill!.shipping_note_number], invoiceMessageId: electronic }, fx.tokens.shipper);
    expect(first.status, first.msg).toBe(Status.OK);
    expect((await h.post(`${INVOICE}/${first.data.id}/reject`, {}, fx.tokens.staff)).status).toBe(Status.INVALID_PAYLOAD);
    const rejected = await h.post(`${INVOICE}/${first.data.id}/reject`, { reviewRemark: '纳税人识别号有误，请核对' }, fx.tokens.staff);
    expect(rejected.data).toMatchObject({ status: 'rejected' });
    expect((await h.lines(first.data.applicationNumber))[0]).toMatchObject({ line_status: 'released', live_key: null });
    const again = await h.post(INVOICE, { shippingNoteNumbers: [waybill!.shipping_note_number], invoiceMessageId: electronic }, fx.tokens.shipper);
    expect(again.status, again.msg).toBe(Status.OK);
    // An electronic invoice is not mailed.
    await h.post(`${INVOICE}/${again.data.id}/approve`, {}, fx.tokens.staff);
    await h.post(`${INVOICE}/${again.data.id}/issue`, { invoiceNumber: '26372000000000000101' }, fx.tokens.staff);
    const mail = await h.post(`${INVOICE}/${again.data.id}/mail`, { expressCompany: 'SF', trackingNumber: 'SF1234567890124' }, fx.tokens.staff);
    expect(mail.status).toBe(Status.INVALID_PAYLOAD);
    expect(mail.msg).toBe('电子发票无需邮寄');
  });

  describe('发票转开: 红冲 and 重开', () => {
    let transfer: Row;

    test('a re-issue is reviewed, the original reversed by a red-letter invoice, and a new invoice of the same waybills made for the corrected title: nothing is freed', async () => {
      const corrected = await h.messageOf(fx.codes.shipper, made.shipperName, { paper: true, title: '李秀英（个体工商户）', uscc17: '92370102MA3D9P1X5' });
      // Only an issued invoice may be re-issued; a re-issue needs the corrected title.
      const noTitle = await h.post(TRANSFER, { transferType: 'reissue', originalApplicationNumber: made.applicationNumber, reasonType: 'title_error' });
      expect(JSON.stringify(noTitle.data)).toContain('entity.invoiceTransfer.error.messageRequired');
      const answer = await h.post(TRANSFER, { transferType: 'reissue', originalApplicationNumber: made.applicationNumber, reasonType: 'title_error', reason: '购方名称应为营业执照全称', newInvoiceMessageId: corrected });
      expect(answer.status, `${answer.msg} ${JSON.stringify(answer.data)}`).toBe(Status.OK);
      transfer = answer.data;
      expect(transfer).toMatchObject({ status: 'pending', originalInvoiceNumber: '01234567', originalInvoiceAmount: 4313.8, waybillCount: 3, newInvoiceTitle: '李秀英（个体工商户）', shipperCode: fx.codes.shipper });
      const twice = await h.post(TRANSFER, { transferType: 'reverse', originalApplicationNumber: made.applicationNumber, reasonType: 'buyer_returned' });
      expect(JSON.stringify(twice.data)).toContain('entity.invoiceTransfer.error.originalInTransfer');
      expect((await h.post(`${TRANSFER}/${transfer.id}/redden`, { redInvoiceNumber: '01234999' })).status).toBe(Status.INVALID_PAYLOAD);
      expect((await h.post(`${TRANSFER}/${transfer.id}/approve`, {})).data).toMatchObject({ status: 'approved' });
      // The red-letter number may not be one already used.
      expect((await h.post(`${TRANSFER}/${transfer.id}/redden`, { redInvoiceNumber: '01234567' })).status).toBe(Status.INVALID_PAYLOAD);
      const reversed = await h.post(`${TRANSFER}/${transfer.id}/redden`, { redInvoiceNumber: '01234999' });
      expect(reversed.status, reversed.msg).toBe(Status.OK);
      expect(reversed.data).toMatchObject({ status: 'reversed', redInvoiceNumber: '01234999', originalApplicationId: made.id });
      transfer = reversed.data;
      const original = (await h.get<Row>(`${INVOICE}/${made.id}`)).data;
      expect(original).toMatchObject({ status: 'reversed', transferNumber: transfer.transferNumber, redInvoiceNumber: '01234999', reissuedApplicationNumber: transfer.newApplicationNumber });
      const reissue = (await h.get<Row>(`${INVOICE}/${transfer.newApplicationId}`)).data;
      expect(reissue).toMatchObject({
        status: 'approved', originalApplicationNumber: made.applicationNumber, transferNumber: transfer.transferNumber, invoiceTitle: '李秀英（个体工商户）',
        freightAmount: 4313.8, taxAmount: 356.19, waybillCount: 3, shippingNoteNumbers: numbersOf(waybills),
      });
      // The original's lines let go, the re-issue's hold the same waybills: nobody else may take them.
      expect((await h.lines(made.applicationNumber)).every((l) => l.line_status === 'reversed' && l.live_key === null)).toBe(true);
      const held = await h.lines(reissue.applicationNumber);
      expect(held.map((l) => l.live_key)).toEqual(numbersOf(waybills));
      expect(held.map((l) => Number(l.tax_amount))).toEqual([171.96, 111.74, 72.49]);
      const taken = await h.post(INVOICE, { shippingNoteNumbers: [waybills[2]!.shipping_note_number], invoiceMessageId: corrected });
      expect(taken.msg + JSON.stringify(taken.data)).toContain(String(reissue.applicationNumber));
      // The red-letter invoice: the original's amounts, negative.
      const red = await pdfText((await h.download(`${TRANSFER}/${transfer.id}/pdf`, fx.tokens.staff)).bytes);
      const compact = red.text.replace(/\s+/g, '');
      for (const expected of ['01234999', '-356.19', '¥-4,313.80', '负肆仟叁佰壹拾叁元捌角整', '01234567']) expect(compact).toContain(expected);
    });

    test('重开 issues the new invoice with its own number; the transfer and both invoices name each other', async () => {
      const done = await h.post(`${TRANSFER}/${transfer.id}/issue`, { newInvoiceNumber: '01235000' });
      expect(done.status, done.msg).toBe(Status.OK);
      expect(done.data).toMatchObject({ status: 'reissued', newInvoiceNumber: '01235000' });
      const reissue = (await h.get<Row>(`${INVOICE}/${transfer.newApplicationId}`)).data;
      expect(reissue).toMatchObject({ status: 'issued', invoiceNumber: '01235000' });
      expect((await h.lines(reissue.applicationNumber)).every((l) => l.line_status === 'invoiced' && l.invoice_number === '01235000')).toBe(true);
      const history = await h.get<Row[]>(`${INVOICE}/${made.id}/history`);
      expect(history.data[0]).toMatchObject({ action: 'reverse', toState: 'reversed' });
      // A waybill stays invoiced once: one live line each.
      for (const number of numbersOf(waybills)) {
        const live = await h.db().selectFrom('tms_invoice_line').select('application_number').where('live_key', '=', number).execute();
        expect(live.map((l) => l.application_number)).toEqual([reissue.applicationNumber]);
      }
    });

    test('仅红冲 cancels an invoice and frees its waybills', async () => {
      const [waybill] = await h.freeWaybills(1, { shipperCode: fx.codes.shipper });
      await h.account(waybill!, 990.5);
      const message = await h.messageOf(fx.codes.shipper, waybill!.shipper_name);
      const app = (await h.post(INVOICE, { shippingNoteNumbers: [waybill!.shipping_note_number], invoiceMessageId: message }, fx.tokens.shipper)).data;
      await h.post(`${INVOICE}/${app.id}/approve`, {});
      await h.post(`${INVOICE}/${app.id}/issue`, { invoiceNumber: '01235100' });
      const cancel = (await h.post(TRANSFER, { transferType: 'reverse', originalApplicationNumber: app.applicationNumber, reasonType: 'buyer_returned', newInvoiceMessageId: message })).data;
      expect(cancel.newInvoiceMessageId ?? null).toBeNull();
      await h.post(`${TRANSFER}/${cancel.id}/approve`, {});
      const reversed = await h.post(`${TRANSFER}/${cancel.id}/redden`, { redInvoiceNumber: '01235101' });
      expect(reversed.data).toMatchObject({ status: 'reversed' });
      expect(reversed.data.newApplicationNumber ?? null).toBeNull();
      expect((await h.post(`${TRANSFER}/${cancel.id}/issue`, { newInvoiceNumber: '01235102' })).msg).toBe('仅红冲（作废）的发票不再重开');
      const again = await h.post(INVOICE, { shippingNoteNumbers: [waybill!.shipping_note_number], invoiceMessageId: message }, fx.tokens.shipper);
      expect(again.status, again.msg).toBe(Status.OK);
    });
  });
});

describe('the shipper edits a pending application; removal lets the waybills go', () => {
  test('an edit of the waybills recomputes the amounts and the lines; a removal deletes them', async () => {
    const waybills = await h.freeWaybills(2, { shipperCode: fx.codes.shipper });
    await h.account(waybills[0]!, 100.005);
    await h.account(waybills[1]!, 200);
    const message = await h.messageOf(fx.codes.shipper, waybills[0]!.shipper_name);
    const app = (await h.post(INVOICE, { shippingNoteNumbers: [waybills[0]!.shipping_note_number], invoiceMessageId: message }, fx.tokens.shipper)).data;
    expect(app).toMatchObject({ freightAmount: 100.01, taxAmount: 8.26 });
    const edited = await h.put(`${INVOICE}/${app.id}`, { shippingNoteNumbers: numbersOf(waybills) }, fx.tokens.shipper);
    expect(edited.status, edited.msg).toBe(Status.OK);
    expect(edited.data).toMatchObject({ waybillCount: 2, freightAmount: 300.01, taxAmount: 24.77, amountExcludingTax: 275.24 });
    expect((await h.lines(app.applicationNumber)).map((l) => l.shipping_note_number)).toEqual(numbersOf(waybills));
    expect((await fx.api.call(`${INVOICE}/${app.id}`, { method: 'DELETE', token: fx.tokens.staff })).status).toBe(Status.OK);
    expect(await h.lines(app.applicationNumber)).toEqual([]);
  });
});
