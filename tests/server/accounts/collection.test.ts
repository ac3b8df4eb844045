// 收款编码 and 收款记录 (issue 14, accounts): each shipper's collection code and dedicated account;
// money arriving on the account, or with the code in its 附言, is matched and credited to his
// wallet once the bank confirms it; money matching nothing waits as 待认领 until staff assign the
// shipper (认领), which credits it then, once. Through the API of a real server on the demo data.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Status } from '../../../src/core/api/status';
import type { Party } from '../../../server/ledger';
import { startFixture, type Fixture } from '../entities/support';
import { FIXTURE_TIMEOUT_MS, helpers, type Row } from './support';

let fx: Fixture;
const h = helpers(() => fx);
let shipper: Party;
let code: Row;

// Starting a server seeds the whole demo (every module's money too): minutes on a busy machine.
beforeAll(async () => {
  fx = await startFixture();
  // An approved shipper without a code yet.
  const row = await h.db().selectFrom('basic_shipper').select(['shipper_code', 'shipper_name']).where('branch_code', '=', 'SD0001')
    .where('review_status', '=', 'APPROVED').where('shipper_code', 'not in', (eb) => eb.selectFrom('tms_collection_code').select('shipper_code'))
    .orderBy('id').limit(1).executeTakeFirstOrThrow();
  shipper = { type: 'shipper', code: String(row.shipper_code), name: String(row.shipper_name) };
}, FIXTURE_TIMEOUT_MS);
afterAll(() => fx.server.close());

const notice = (overrides: Row = {}) => ({
  payerName: shipper.name, payerAccount: '6222600810012345678', payerBankCode: 'COMM', amount: 8800, postscript: '运费', ...overrides,
});

async function registered(overrides: Row = {}): Promise<Row> {
  const made = await h.post('collection', notice(overrides));
  expect(made.status, h.messageOf(made)).toBe(Status.OK);
  expect(made.data).toMatchObject({ status: 'confirming', source: 'manual', registrantName: '陈晓燕' });
  return made.data;
}

describe('a collection code per shipper', () => {
  test('opened by staff: the code, the dedicated account under the branch\'s corporate account; one per shipper', async () => {
    const made = await h.post('collectionCode', { shipperCode: shipper.code, remark: '专户收款' });
    expect(made.status, h.messageOf(made)).toBe(Status.OK);
    code = made.data;
    expect(String(code.collectionCode)).toMatch(/^HK\d{6}$/);
    const account = await h.db().selectFrom('basic_bank_card').selectAll().where('card_number', '=', String(code.platformAccountNumber)).executeTakeFirstOrThrow();
    expect(account).toMatchObject({ owner_type: 'branch', verify_status: 'verified' });
    expect(code).toMatchObject({ shipperName: shipper.name, status: 'enabled', accountName: account.account_name, bankCode: account.bank_code,
      virtualAccount: `${String(account.card_number)}${String(code.collectionCode).slice(2)}` });
    const twice = await h.post('collectionCode', { shipperCode: shipper.code });
    expect(twice.status).toBe(Status.INVALID_PAYLOAD);
    // Not under another party's card.
    const driverCard = await h.db().selectFrom('basic_bank_card').select('card_number').where('owner_type', '=', 'driver').where('verify_status', '=', 'verified').executeTakeFirstOrThrow();
    const other = await h.db().selectFrom('basic_shipper').select('shipper_code').where('review_status', '=', 'APPROVED')
      .where('shipper_code', 'not in', (eb) => eb.selectFrom('tms_collection_code').select('shipper_code')).orderBy('id').limit(1).executeTakeFirstOrThrow();
    expect((await h.post('collectionCode', { shipperCode: other.shipper_code, platformAccountNumber: driverCard.card_number })).status).toBe(Status.INVALID_PAYLOAD);
  });
});

describe('incoming money matched by the code', () => {
  test('the code in the 附言: credited to the shipper when the bank confirms, once', async () => {
    const wallet = await h.balance(shipper);
    const made = await registered({ postscript: `运费 ${code.collectionCode}`, amount: 8800.5 });
    expect(await h.transferOf(`collection:${made.collectionNumber}`)).toMatchObject({ direction: 'in', business_type: 'collection', status: 'processing' });
    expect(await h.balance(shipper)).toBe(wallet);
    await h.bankAnswers();
    const credited = (await h.get(`collection/${made.id}`)).data;
    const transfer = await h.transferOf(`collection:${made.collectionNumber}`);
    expect(credited).toMatchObject({ status: 'credited', matchType: 'auto', collectionCode: code.collectionCode, shipperCode: shipper.code,
      shipperName: shipper.name, bankSerialNumber: transfer!.bank_serial_number, arrivalDateTime: transfer!.finished_date_time });
    expect(await h.balance(shipper)).toBe(wallet + 880_050);
    expect(await h.journalsOf(String(made.collectionNumber))).toEqual([{ business_type: 'collection', journal_number: credited.journalNumber, amount_fen: 880_050 }]);
    expect(await fx.server.app.bank.settleDue()).toBe(0);
    expect(await h.balance(shipper)).toBe(wallet + 880_050);
  });

  test('paid into the dedicated account, with no code in the 附言', async () => {
    const wallet = await h.balance(shipper);
    const made = await registered({ payeeAccount: code.virtualAccount, postscript: '货款' });
    await h.bankAnswers();
    expect((await h.get(`collection/${made.id}`)).data).toMatchObject({ status: 'credited', matchType: 'auto', shipperCode: shipper.code });
    expect(await h.balance(shipper)).toBe(wallet + 880_000);
  });
});

describe('待认领 and 认领', () => {
  test('money matching no code waits, then staff assign it and the wallet is credited once', async () => {
    const wallet = await h.balance(shipper);
    const made = await registered({ payerName: '临沂市兰山区鑫源商贸有限公司', postscript: '代付运费', amount: 3000 });
    await h.bankAnswers();
    const waiting = (await h.get(`collection/${made.id}`)).data;
    expect(waiting.status).toBe('unmatched');
    expect(waiting.bankSerialNumber).toBeTruthy();
    expect(waiting.shipperCode).toBeUndefined();
    expect(await h.journalsOf(String(made.collectionNumber))).toEqual([]);
    expect((await h.post(`collection/${made.id}/claim`, {})).status).toBe(Status.INVALID_PAYLOAD);
    const claimed = await h.post(`collection/${made.id}/claim`, { shipperCode: shipper.code, claimRemark: '电话核实为关联公司代付' });
    expect(claimed.status, h.messageOf(claimed)).toBe(Status.OK);
    expect(claimed.data).toMatchObject({ status: 'credited', matchType: 'manual', shipperCode: shipper.code, shipperName: shipper.name, claimerName: '陈晓燕' });
    expect(await h.balance(shipper)).toBe(wallet + 300_000);
    expect((await h.post(`collection/${made.id}/claim`, { shipperCode: shipper.code })).status).not.toBe(Status.OK);
    expect(await h.journalsOf(String(made.collectionNumber))).toHaveLength(1);
    expect(await h.balance(shipper)).toBe(wallet + 300_000);
  });

  test('a disabled code matches nothing', async () => {
    expect((await h.post(`collectionCode/${code.id}/disable`, {})).data.status).toBe('disabled');
    const made = await registered({ postscript: String(code.collectionCode) });
    await h.bankAnswers();
    expect((await h.get(`collection/${made.id}`)).data.status).toBe('unmatched');
    expect((await h.post(`collectionCode/${code.id}/enable`, {})).data.status).toBe('enabled');
  });

  test('shippers and drivers register no notices', async () => {
    expect((await h.post('collection', notice(), fx.tokens.shipper)).status).toBe(Status.FORBIDDEN);
    expect((await h.post('collection', notice(), fx.tokens.driver)).status).toBe(Status.FORBIDDEN);
  });
});
