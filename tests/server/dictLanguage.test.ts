// Issue 10 (shell, "every text translated"): dict/listDict answers item names in the caller's
// language; place and insurer names stay Chinese, banks too but for the major banks' official names.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DictType } from '../../src/core/generated/api';
import { apiClient } from './support/client';
import { startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
let api: ReturnType<typeof apiClient>;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server.url);
  token = await api.signIn('staff');
});
afterAll(() => server.close());

async function items(types: string, language?: string): Promise<Record<string, Record<string, string>>> {
  const answer = await api.call<DictType[]>('/ntocc-basic-api/dict/listDict', { query: { types }, token, language });
  return Object.fromEntries(answer.data.map((dict) => [dict.type, Object.fromEntries(dict.dictList.map((item) => [item.code, item.name]))]));
}

describe('dictionary items come in the language the console asks for (Accept-Language)', () => {
  const NATIONAL = 'plate_color_code,transport_type_code,cargo_type_classification_code,vehicle_type';

  test.each([
    ['en', { plate: 'Yellow', transport: 'Road transport', cargo: 'Coal and coal products', vehicle: 'Heavy van truck' }],
    ['es', { plate: 'Amarillo', transport: 'Transporte por carretera', cargo: 'Carbón y derivados', vehicle: 'Camión pesado furgón' }],
    ['ja', { plate: '黄', transport: '道路輸送', cargo: '石炭及び石炭製品', vehicle: '大型バントラック' }],
  ])('national code lists in %s: plate colours, transport types, cargo classes, vehicle types', async (language, expected) => {
    const dicts = await items(NATIONAL, language);
    expect(dicts.plate_color_code['2']).toBe(expected.plate);
    expect(dicts.transport_type_code['1']).toBe(expected.transport);
    expect(dicts.cargo_type_classification_code['0100']).toBe(expected.cargo);
    expect(dicts.vehicle_type.H12).toBe(expected.vehicle);
  });

  test('the project\'s own dictionaries too (review states, account states, the schemas\' waybill states)', async () => {
    const dicts = await items('review_status,party_status,waybill_status', 'en-US,en;q=0.9');
    expect(dicts.review_status.PENDING).toBe('Pending review');
    expect(dicts.party_status.DISABLED).toBe('Disabled');
    expect(Object.values(dicts.waybill_status).every((name) => /^[A-Za-z -]+$/.test(name))).toBe(true);
  });

  test('Chinese without a language header, and for zh', async () => {
    expect((await items('plate_color_code')).plate_color_code['2']).toBe('黄色');
    expect((await items('plate_color_code', 'zh-CN')).plate_color_code['2']).toBe('黄色');
  });

  test('the major banks have their official English names; the other banks and the insurers stay Chinese', async () => {
    const zh = await items('bank_code,insurance_company_code');
    const en = await items('bank_code,insurance_company_code', 'en');
    expect(en.bank_code.BKCH).toBe('Bank of China');
    expect(en.bank_code.ABOC).toBe('Agricultural Bank of China');
    const untranslated = Object.keys(zh.bank_code).filter((code) => en.bank_code[code] === zh.bank_code[code]);
    expect(untranslated.length).toBeGreaterThan(0);
    expect(en.insurance_company_code).toEqual(zh.insurance_company_code);
  });

  test('every item of the translated lists has a name in each language (none falls back to Chinese)', async () => {
    for (const language of ['en', 'es']) {
      const dicts = await items(`${NATIONAL},business_type_code,vehicle_energy_type,payment_means_code,review_status,party_status,shipper_type`, language);
      const chinese = Object.entries(dicts).flatMap(([type, names]) => Object.entries(names).filter(([, name]) => /[\u4e00-\u9fff]/.test(name)).map(([code]) => `${type}.${code}`));
      expect(chinese).toEqual([]);
    }
  });
});
