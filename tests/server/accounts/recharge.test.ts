// 充值 (issue 14, accounts): a shipper applies to top up his wallet; staff approve it, the bank
// confirms the incoming money and the wallet rises by exactly the amount, once; a rejection moves
// no money. Through the API of a real server on the demo data: the state machine and who may make
// each move, the shipper's scope, the locks after approval, and the bank settling twice.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Status } from '../../../src/core/api/status';
import { settlementHandler, type SettledTransfer } from '../../../server/bank/gateway';
import { startFixture, type Fixture } from '../entities/support';
import { FIXTURE_TIMEOUT_MS, helpers, type Row } from './support';

let fx: Fixture;
const h = helpers(() => fx);
const shipperParty = () => ({ type: 'shipper' as const, code: fx.codes.shipper, name: '李秀英' });
const platform = { type: 'platform' as const, code: 'SD0001', name: '顺达网络货运有限公司' };

// Starting a server seeds the whole demo (every module's money too): minutes on a busy machine.
beforeAll(async () => { fx = await startFixture(); }, FIXTURE_TIMEOUT_MS);
afterAll(() => fx.server.close());

const application = (overrides: Row = {}) => ({
  amount: 12345.67, paymentMethod: 'online', payerAccountName: '李秀英', payerAccountNumber: '6232937150884659065', payerBankCode: 'CMBC',
  remark: '预存运费', ...overrides,
});

async function apply(token = fx.tokens.shipper, overrides: Row = {}): Promise<Row> {
  const made = await h.post('recharge', application(overrides), token);
  expect(made.status, h.messageOf(made)).toBe(Status.OK);
  return made.data;
}

describe('a top-up from application to money in the wallet', () => {
  test('the shipper applies for his own wallet: the platform account to pay to is on the application', async () => {
    const made = await apply(fx.tokens.shipper, { shipperCode: 'SC000001' });
    expect(made.shipperCode).toBe(fx.codes.shipper);
    expect(made.shipperName).toBe('李秀英');
    expect(made.status).toBe('applied');
    expect(String(made.rechargeNumber)).toMatch(/^CZ\d{14}$/);
    const card = await h.db().selectFrom('basic_bank_card').selectAll().where('card_number', '=', String(made.payeeAccountNumber)).executeTakeFirstOrThrow();
    expect(card.owner_type).toBe('branch');
    expect(card.verify_status).toBe('verified');
    expect(made.payeeAccountName).toBe(card.account_name);
  });

  test('approved, then the bank confirms: paid with its serial number, the wallet up by exactly the amount, posted once', async () => {
    const made = await apply();
    const walletBefore = await h.balance(shipperParty());
    const bankBefore = await h.balance(platform, 'bank');
    // The shipper may not approve his own top-up.
    expect((await h.post(`recharge/${made.id}/approve`, {}, fx.tokens.shipper)).status).toBe(Status.FORBIDDEN);
    const approved = await h.post(`recharge/${made.id}/approve`, { reviewRemark: '凭证与来账一致' });
    expect(approved.status, h.messageOf(approved)).toBe(Status.OK);
    expect(approved.data.status).toBe('approved');
    expect(approved.data.reviewerName).toBe('陈晓燕');
    const transfer = await h.transferOf(`recharge:${made.rechargeNumber}`);
    expect(transfer).toMatchObject({ direction: 'in', business_type: 'recharge', status: 'processing', transfer_number: approved.data.transferNumber });
    expect(Number(transfer!.amount)).toBe(12345.67);
    // Nothing moves before the bank answers; a second approval is refused.
    expect(await h.balance(shipperParty())).toBe(walletBefore);
    const again = await h.post(`recharge/${made.id}/approve`, {});
    expect(again.status).toBe(Status.INVALID_PAYLOAD);
    expect(h.messageOf(again)).toContain('待到账');

    await h.bankAnswers();
    const paid = (await h.get(`recharge/${made.id}`)).data;
    const settled = await h.transferOf(`recharge:${made.rechargeNumber}`);
    expect(paid.status).toBe('paid');
    expect(paid.bankSerialNumber).toBe(settled!.bank_serial_number);
    expect(paid.paidDateTime).toBe(settled!.finished_date_time);
    expect(await h.balance(shipperParty())).toBe(walletBefore + 1_234_567);
    expect(await h.balance(platform, 'bank')).toBe(bankBefore - 1_234_567);
    const journals = await h.journalsOf(String(made.rechargeNumber));
    expect(journals).toEqual([{ business_type: 'recharge', journal_number: paid.journalNumber, amount_fen: 1_234_567 }]);

    // The bank's answer handled again (a retry of the settlement) posts nothing and changes nothing.
    const outcome: SettledTransfer = {
      transferId: Number(settled!.id), transferNumber: String(settled!.transfer_number), reference: String(settled!.reference), businessType: 'recharge',
      businessNumber: String(made.rechargeNumber), branchCode: 'SD0001', amountFen: 1_234_567, status: 'succeeded',
      bankSerialNumber: String(settled!.bank_serial_number), failureReason: null, finishedAt: fx.server.clock.now(),
    };
    await fx.server.db.transaction().execute((trx) => settlementHandler('recharge')!(trx, outcome));
    expect(await fx.server.app.bank.settleDue()).toBe(0);
    expect(await h.journalsOf(String(made.rechargeNumber))).toHaveLength(1);
    expect(await h.balance(shipperParty())).toBe(walletBefore + 1_234_567);
  });

  test('a top-up paid is locked: its amount and payer no longer change, and it is not removed', async () => {
    const made = await apply();
    await h.post(`recharge/${made.id}/approve`, {});
    await h.bankAnswers();
    const changed = await h.put(`recharge/${made.id}`, { amount: 99999 }, fx.tokens.admin);
    expect(changed.status).toBe(Status.INVALID_PAYLOAD);
    const removed = await fx.api.call(`/ntocc-tms-api/recharge/${made.id}`, { method: 'DELETE', token: fx.tokens.admin });
    expect(removed.status).toBe(Status.INVALID_PAYLOAD);
  });

  test('a rejection needs its reason and moves no money; a rejected top-up cannot be approved', async () => {
    const made = await apply();
    const walletBefore = await h.balance(shipperParty());
    expect((await h.post(`recharge/${made.id}/reject`, {})).status).toBe(Status.INVALID_PAYLOAD);
    const rejected = await h.post(`recharge/${made.id}/reject`, { rejectReason: '转账凭证不清晰，请重新上传' });
    expect(rejected.status, h.messageOf(rejected)).toBe(Status.OK);
    expect(rejected.data).toMatchObject({ status: 'rejected', rejectReason: '转账凭证不清晰，请重新上传' });
    expect(rejected.data.transferNumber).toBeUndefined();
    // Approving is done on 账户充值, which shows the applications still open: a rejected one has left it.
    const late = await h.post(`recharge/${made.id}/approve`, {});
    expect(late.status).toBe(Status.NOT_FOUND);
    expect(late.msg).toContain('已驳回');
    expect(await h.transferOf(`recharge:${made.rechargeNumber}`)).toBeUndefined();
    expect(await h.journalsOf(String(made.rechargeNumber))).toEqual([]);
    expect(await h.balance(shipperParty())).toBe(walletBefore);
  });

  test('staff apply for a shipper they choose', async () => {
    const made = await apply(fx.tokens.staff, { shipperCode: fx.codes.shipperco, payerAccountName: '天津恒通物流有限公司', payerAccountNumber: '6282714800579601' });
    expect(made).toMatchObject({ shipperCode: fx.codes.shipperco, shipperName: '天津恒通物流有限公司', applicantName: '陈晓燕' });
  });
});

describe('a shipper sees his own top-ups only', () => {
  test('the list and a record of another shipper', async () => {
    const other = await apply(fx.tokens.staff, { shipperCode: fx.codes.shipperco, payerAccountName: '天津恒通物流有限公司' });
    const mine = await h.list('recharge', {}, fx.tokens.shipper);
    expect(mine.data.total).toBeGreaterThan(0);
    expect(mine.data.records.every((record) => record.shipperCode === fx.codes.shipper)).toBe(true);
    expect((await h.get(`recharge/${other.id}`, {}, fx.tokens.shipper)).status).toBe(Status.NOT_FOUND);
    // A driver reaches no top-ups at all.
    expect((await h.list('recharge', {}, fx.tokens.driver)).status).toBe(Status.FORBIDDEN);
  });

  test('his balance is his own row, his change records his own lines', async () => {
    const accounts = await h.list('fundAccount', {}, fx.tokens.shipper);
    expect(accounts.data.records.map((row) => `${String(row.partyType)}:${String(row.partyCode)}`)).toEqual([`shipper:${fx.codes.shipper}`]);
    expect(accounts.data.records[0]!.availableBalance).toBe(await h.balance(shipperParty()) / 100);
    const lines = await h.list('fundPosting', { pageSize: 100 }, fx.tokens.shipper);
    expect(lines.data.total).toBeGreaterThan(0);
    expect(lines.data.records.every((line) => line.partyType === 'shipper' && line.partyCode === fx.codes.shipper)).toBe(true);
  });
});
