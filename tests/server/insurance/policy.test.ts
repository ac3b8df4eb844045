// 货运保险 (issue 15): the premium is the insured amount × rate ‰ rounded half up to the fen;
// 投保 writes the insurer's policy number into the waybill; one live policy per waybill; a
// refusal by the insurer is 投保失败 with its reason; 退保 before departure uninsures the
// waybill; the demo policies agree with their waybills.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Status } from '../../../src/core/api/status';
import { fromFen } from '../../../src/core/money/fen';
import { premiumFen } from '../../../server/routes/insurance';
import { entityRows, startFixture, type Fixture } from '../entities/support';

const POLICY = '/ntocc-tms-api/insurancePolicy';
type Row = Record<string, unknown>;
let fx: Fixture;
const db = () => entityRows(fx);
const post = (path: string, json: unknown = {}, token = fx.tokens.staff) => fx.api.call<Row>(path, { method: 'POST', json, token });
const messageOf = (answer: { msg: string; data: unknown }) =>
  [answer.msg, ...(((answer.data as { errors?: { message: string }[] } | null)?.errors) ?? []).map((e) => e.message)].join(' | ');

beforeAll(async () => { fx = await startFixture(); }, 120_000);
afterAll(async () => fx?.server.close());

async function uninsured(status: string[] = ['pending_dispatch', 'dispatched']): Promise<{ shipping_note_number: string }> {
  const rows = await db().selectFrom('tms_waybill').select('shipping_note_number').where('status', 'in', status).where('policy_number', '=', 'none')
    .where('shipping_note_number', 'not in', db().selectFrom('ins_policy').select('shipping_note_number')).orderBy('id').execute();
  return rows[0] as { shipping_note_number: string };
}
const body = (shippingNoteNumber: string, extra: Row = {}) => ({
  shippingNoteNumber, insuredAmount: 12345.67, premiumRate: 0.35, insuranceCompanyCode: 'PICC', coverageType: 'basic', periodStart: '20261127', periodEnd: '20261212', ...extra,
});

describe('premium', () => {
  test('rounded half up to the fen', () => {
    expect(fromFen(premiumFen(12345.67, 0.35))).toBe(4.32);
    expect(fromFen(premiumFen(100000, 0.3))).toBe(30);
    expect(fromFen(premiumFen(50, 0.35))).toBe(0.02); // 0.0175 yuan, half up
    expect(fromFen(premiumFen(10, 0.25))).toBe(0.00); // 0.0025 yuan
  });
});

describe('insure and surrender', () => {
  test('the policy number goes into the waybill, and back out on 退保', async () => {
    const waybill = await uninsured();
    const created = await post(POLICY, body(waybill.shipping_note_number));
    expect(created.status, messageOf(created)).toBe(Status.OK);
    expect(created.data).toMatchObject({ status: 'pending', premium: 4.32 });
    const twice = await post(POLICY, body(waybill.shipping_note_number));
    expect(messageOf(twice)).toContain(String(created.data.applicationNumber));
    const insured = await post(`${POLICY}/${created.data.id}/insure`);
    expect(insured.data.status).toBe('insured');
    expect(insured.data.policyNumber).toMatch(/^PYDL2026\d{14}$/);
    const stored = await db().selectFrom('tms_waybill').select(['policy_number', 'insurance_company_code']).where('shipping_note_number', '=', waybill.shipping_note_number).executeTakeFirstOrThrow();
    expect(stored).toEqual({ policy_number: insured.data.policyNumber, insurance_company_code: 'PICC' });
    const search = await fx.api.call<{ records: Row[] }>(`${POLICY}/list`, { query: { policyNumber: String(insured.data.policyNumber) }, token: fx.tokens.staff });
    expect(search.data.records.map((r) => r.id)).toEqual([created.data.id]);
    const cancelled = await post(`${POLICY}/${created.data.id}/cancel`, { cancelReason: '货主取消投保' });
    expect(cancelled.data.status).toBe('cancelled');
    expect((await db().selectFrom('tms_waybill').select('policy_number').where('shipping_note_number', '=', waybill.shipping_note_number).executeTakeFirstOrThrow()).policy_number).toBe('none');
  });

  test('the insurer refuses over its limit; no 退保 once the goods left', async () => {
    const waybill = await uninsured();
    const created = await post(POLICY, body(waybill.shipping_note_number, { insuredAmount: 6000000 }));
    const refused = await post(`${POLICY}/${created.data.id}/insure`);
    expect(refused.data).toMatchObject({ status: 'failed' });
    expect(String(refused.data.failReason)).toContain('500 万元');
    expect((await db().selectFrom('tms_waybill').select('policy_number').where('shipping_note_number', '=', waybill.shipping_note_number).executeTakeFirstOrThrow()).policy_number).toBe('none');

    const loaded = await uninsured(['loaded']);
    const policy = await post(POLICY, body(loaded.shipping_note_number));
    expect((await post(`${POLICY}/${policy.data.id}/insure`)).data.status).toBe('insured');
    const late = await post(`${POLICY}/${policy.data.id}/cancel`, { cancelReason: '货主取消投保' });
    expect(late.status).toBe(Status.INVALID_PAYLOAD);
    expect(messageOf(late)).toMatch(/不能退保/);
    const signed = await db().selectFrom('tms_waybill').select('shipping_note_number').where('status', '=', 'signed').executeTakeFirstOrThrow();
    expect(messageOf(await post(POLICY, body(String(signed.shipping_note_number))))).toMatch(/不能投保/);
  });
});

describe('demo', () => {
  test('every insured demo waybill has its policy with the same number and insurer', async () => {
    const mismatched = await db().selectFrom('tms_waybill as w').leftJoin('ins_policy as p', (join) => join.onRef('p.policy_number', '=', 'w.policy_number').on('p.status', '=', 'insured'))
      .select(['w.shipping_note_number', 'p.id']).where('w.policy_number', '!=', 'none').where((eb) => eb.or([eb('p.id', 'is', null), eb('p.insurance_company_code', '!=', eb.ref('w.insurance_company_code'))])).execute();
    expect(mismatched).toEqual([]);
  });
});
