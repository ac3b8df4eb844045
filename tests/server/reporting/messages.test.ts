// The monitoring messages without a server: the value formats (YYYYMMDDhhmmss, money with 3
// decimals, tonnage with 2), the provincial platforms' data (codes 1..21, checked against its
// schema), the JSON Schemas of the two messages (through the product's ajv, the national code
// lists as enums), the two wire formats and the simulator's rules (cash refused with its reason).
import { describe, expect, test } from 'vitest';
import { decimal2, money3, reportTime, thousandths, wholeNumber } from '../../../server/reporting/format';
import { messageErrors, messageSchema } from '../../../server/reporting/messageSchemas';
import type { FundFlowMessage, WaybillMessage } from '../../../server/reporting/messages';
import { endpointOf, reportProvinceByCode, reportProvinceCode, reportProvinces } from '../../../server/reporting/provinces';
import { serializeMessage } from '../../../server/reporting/serialize';
import { CASH_MEANS, fundFlowRefusal, simulatorAnswer, waybillRefusal } from '../../../server/reporting/simulator';
import { readCodeList, DEFAULT_CODES_DIR } from '../../../server/seed/codeLists';
import dictionaries from '../../../schemas/dictionaries.json';
import { idCard } from '../entities/support';

/** The driver's ID number (a valid check character). */
const DRIVER_ID = idCard('13020319860514201');

/** A complete, valid waybill message (the shape messages.ts builds). */
export function aWaybillMessage(): WaybillMessage {
  return {
    originalDocumentNumber: 'HT2026030100001', shippingNoteNumber: 'YD20260301000001', serialNumber: '0000', vehicleAmount: 1,
    transportTypeCode: '1', sendToProDateTime: '20260302100000', carrier: '顺达网络货运有限公司', unifiedSocialCreditIdentifier: '91370100MA3C8K2X4B',
    permitNumber: '津交运管许可滨字120116301688号', consignmentDateTime: '20260301070000', businessTypeCode: '1002996',
    despatchActualDateTime: '20260301080000', goodsReceiptDateTime: '20260301200000',
    consignorInfo: { consignor: '唐山恒达钢铁有限公司', consignorID: '91370100MA3C8K2X4B', placeOfLoading: '河北省唐山市路北区钢城路88号厂区', countrySubdivisionCode: '130203' },
    consigneeInfo: { consignee: '武汉华晟建材有限公司', goodsReceiptPlace: '湖北省武汉市江汉区建设大道568号仓库', countrySubdivisionCode: '420103' },
    totalMonetaryAmount: '8650.500',
    vehicleInfo: {
      vehiclePlateColorCode: '2', vehicleNumber: '冀B12345', driver: [{ driverName: '马卫东', drivingLicense: DRIVER_ID }],
      goodsInfo: [{ descriptionOfGoods: '螺纹钢', cargoTypeClassificationCode: '0400', goodsItemGrossWeight: '32.50' }],
    },
    actualCarrierInfo: { actualCarrierName: '马卫东', actualCarrierBusinessLicense: '130203000000', actualCarrierID: DRIVER_ID },
    insuranceInformation: { policyNumber: 'none', insuranceCompanyCode: 'none' },
    transportationCost: '8650.500', transportationDistance: '1150', finishDateTime: '20260301210000',
  };
}

export function aFundFlowMessage(): FundFlowMessage {
  return {
    documentNumber: 'SB20260301000002', sendToProDateTime: '20260302100000', carrier: '马卫东', actualCarrierID: DRIVER_ID,
    vehicleNumber: '冀B12345', vehiclePlateColorCode: '2',
    shippingNoteList: [{ shippingNoteNumber: 'YD20260301000001', serialNumber: '0000', totalMonetaryAmount: '8650.500' }],
    financiallist: [
      { paymentMeansCode: '32', recipient: '马卫东', receiptAccount: '6217000010012345678', bankCode: 'CCB', sequenceCode: '2026030110000000000101', monetaryAmount: '2000.000', dateTime: '20260301100000' },
      { paymentMeansCode: '32', recipient: '马卫东', receiptAccount: '6217000010012345678', bankCode: 'CCB', sequenceCode: '2026030122000000000102', monetaryAmount: '6650.500', dateTime: '20260301220000' },
    ],
  };
}

describe('value formats', () => {
  test('dates are YYYYMMDDhhmmss; money has 3 decimals, tonnage 2, distance whole km, rounded half up on the decimal text', () => {
    expect(reportTime('2026-03-01 08:05:09')).toBe('20260301080509');
    expect(reportTime(null)).toBe('');
    expect(money3(8650.5)).toBe('8650.500');
    expect(money3(2051.685)).toBe('2051.685');
    expect(money3(8000)).toBe('8000.000');
    expect(money3(0.0005)).toBe('0.001');
    expect(decimal2(32)).toBe('32.00');
    expect(decimal2(4.385)).toBe('4.39');
    expect(decimal2(1e-7)).toBe('0.00');
    expect(wholeNumber(1150.4)).toBe('1150');
    expect(thousandths('8650.500')).toBe(8650500);
    expect(Number.isNaN(thousandths('8650.5'))).toBe(true);
  });
});

describe('the provincial platforms, as data', () => {
  test('codes 1..21 in order, each a province of GB/T 2260 with its platform, format and endpoint setting; 0 and anything else is none', () => {
    const list = reportProvinces();
    expect(list.map((p) => p.code)).toEqual(Array.from({ length: 21 }, (_, i) => i + 1));
    expect(new Set(list.map((p) => p.provinceCode)).size).toBe(21);
    const provinces = new Set(readCodeList(DEFAULT_CODES_DIR, 'city_code.txt').map((entry) => entry.code));
    for (const platform of list) {
      expect(provinces.has(platform.provinceCode), platform.provinceName).toBe(true);
      expect(platform.platformName).toBe(`${platform.provinceName}网络货运信息监测系统`);
      expect(['json', 'xml']).toContain(platform.variant);
      expect(platform.endpointSetting).toBe(`FREIGHT_REPORT_ENDPOINT_${platform.code}`);
    }
    expect(reportProvinceByCode(1)).toMatchObject({ provinceCode: '120000', provinceName: '天津市', variant: 'xml' });
    expect(['0', '', 'x', '22', '-1', '1.5', null].map(reportProvinceCode)).toEqual([0, 0, 0, 0, 0, 0, 0]);
    expect(reportProvinceCode(' 21 ')).toBe(21);
  });

  test('the dictionary report_province names the same 21 platforms, and 0', () => {
    const items = (dictionaries as Record<string, { items: { code: string; name: string }[] }>).report_province.items;
    expect(items.map((item) => item.code)).toEqual(['0', ...reportProvinces().map((p) => String(p.code))]);
    expect(items.slice(1).map((item) => item.name)).toEqual(reportProvinces().map((p) => p.provinceName));
  });

  test('an endpoint is a setting: unset or blank means the local simulator', () => {
    const tianjin = reportProvinceByCode(1)!;
    expect(endpointOf(tianjin, {})).toBe('');
    expect(endpointOf(tianjin, { FREIGHT_REPORT_ENDPOINT_1: '  ' })).toBe('');
    expect(endpointOf(tianjin, { FREIGHT_REPORT_ENDPOINT_1: 'https://relay.example/tj' })).toBe('https://relay.example/tj');
  });
});

describe('the JSON Schemas of the messages', () => {
  test('a complete waybill and fund flow pass', () => {
    expect(messageErrors('waybill', aWaybillMessage())).toEqual([]);
    expect(messageErrors('fundFlow', aFundFlowMessage())).toEqual([]);
  });

  test('code fields take their codes from the national code lists', () => {
    const schema = messageSchema('waybill') as { properties: Record<string, { enum?: string[] }> };
    expect(schema.properties.businessTypeCode!.enum).toEqual(['1002996', '1003997', '1003998', '1002998', '1003999']);
    expect(schema.properties.transportTypeCode!.enum).toHaveLength(8);
  });

  test('a broken message is refused field by field: a missing driver ID, money with 2 decimals, an unknown plate colour, a bad date, a plate that is not one', () => {
    const message = aWaybillMessage();
    delete message.vehicleInfo.driver[0]!.drivingLicense;
    message.totalMonetaryAmount = '8650.50';
    message.vehicleInfo.vehiclePlateColorCode = '7';
    message.despatchActualDateTime = '2026-03-01 08:00';
    message.vehicleInfo.vehicleNumber = 'AB12345';
    message.insuranceInformation.insuranceCompanyCode = 'ZZZZ';
    const errors = messageErrors('waybill', message);
    expect(errors.map((error) => error.pointer).sort()).toEqual([
      '/despatchActualDateTime', '/insuranceInformation/insuranceCompanyCode', '/totalMonetaryAmount',
      '/vehicleInfo/driver/0/drivingLicense', '/vehicleInfo/vehicleNumber', '/vehicleInfo/vehiclePlateColorCode',
    ]);
    expect(errors.find((error) => error.pointer === '/vehicleInfo/driver/0/drivingLicense')!.message).toBe('驾驶员身份证号（/vehicleInfo/driver/0/drivingLicense）缺失');
    expect(errors.find((error) => error.pointer === '/vehicleInfo/vehiclePlateColorCode')!.message).toContain('车牌颜色代码');
    expect(errors.find((error) => error.pointer === '/vehicleInfo/vehiclePlateColorCode')!.message).toContain('不是代码表中的代码');
  });

  test('a fund flow without payments, or with a tonnage-like amount, or an extra field, fails', () => {
    const empty = { ...aFundFlowMessage(), financiallist: [] };
    expect(messageErrors('fundFlow', empty).map((error) => error.pointer)).toEqual(['/financiallist']);
    const wrong = aFundFlowMessage();
    wrong.financiallist[0]!.monetaryAmount = '2000.00';
    (wrong as unknown as Record<string, unknown>).cash = true;
    expect(messageErrors('fundFlow', wrong).map((error) => error.pointer).sort()).toEqual(['/', '/financiallist/0/monetaryAmount']);
  });
});

describe('wire formats', () => {
  test('json: the message as built; xml: Root/Body, PascalCase elements, a list as its element repeated, text escaped', () => {
    const message = aFundFlowMessage();
    expect(JSON.parse(serializeMessage(message, 'json'))).toEqual(message);
    message.carrier = '马卫东 & 子';
    const xml = serializeMessage(message, 'xml');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<Root>\n  <Body>\n    <DocumentNumber>SB20260301000002</DocumentNumber>')).toBe(true);
    expect(xml).toContain('<Carrier>马卫东 &amp; 子</Carrier>');
    expect(xml.match(/<Financiallist>/g)).toHaveLength(2);
    expect(xml).toContain('<ShippingNoteList>\n      <ShippingNoteNumber>YD20260301000001</ShippingNoteNumber>');
    expect(xml).toContain('<MonetaryAmount>6650.500</MonetaryAmount>');
    expect(serializeMessage(aWaybillMessage(), 'xml')).toContain('<VehicleInfo>\n      <VehiclePlateColorCode>2</VehiclePlateColorCode>\n      <VehicleNumber>冀B12345</VehicleNumber>\n      <Driver>');
  });
});

describe('the simulator of the provincial platform', () => {
  const tianjin = reportProvinceByCode(1)!;
  const envelope = (messageType: 'waybill' | 'fundFlow', message: WaybillMessage | FundFlowMessage) =>
    ({ province: tianjin, messageType, documentType: messageType === 'waybill' ? 'WLHY_YD1001' : 'WLHY_ZJ1001', message, body: '', branchCode: 'SD0001' });

  test('accepts a good waybill with a receipt number', async () => {
    expect(await simulatorAnswer(envelope('waybill', aWaybillMessage()), () => false))
      .toEqual({ accepted: true, receiptNumber: 'HZ12YD20260302100000000001', message: '电子运单接收成功' });
  });

  test('refuses a cash payment with its reason, and any means not in the code list', async () => {
    const cash = aFundFlowMessage();
    cash.financiallist[1]!.paymentMeansCode = CASH_MEANS;
    expect(fundFlowRefusal(cash)).toBe('付款方式代码10为现金支付：网络货运资金流水不允许现金支付');
    expect(await simulatorAnswer(envelope('fundFlow', cash), () => true)).toEqual({ accepted: false, message: '付款方式代码10为现金支付：网络货运资金流水不允许现金支付' });
    const unknown = aFundFlowMessage();
    unknown.financiallist[0]!.paymentMeansCode = '7';
    expect(fundFlowRefusal(unknown)).toContain('不在付款方式代码集内（不允许现金支付）');
    expect(readCodeList(DEFAULT_CODES_DIR, 'payment_means_code.txt').map((entry) => entry.code)).not.toContain(CASH_MEANS);
  });

  test('refuses a fund flow not adding up to the freight, one whose waybill it has not accepted, a serial twice, a payment after the sending', async () => {
    const short = aFundFlowMessage();
    short.financiallist.pop();
    expect(fundFlowRefusal(short)).toBe('资金流水实际支付金额合计2000.000元与运单运费金额8650.500元不一致');
    expect(await simulatorAnswer(envelope('fundFlow', aFundFlowMessage()), () => false))
      .toEqual({ accepted: false, message: '运单YD20260301000001尚未在本平台上报成功，请先上报电子运单' });
    const twice = aFundFlowMessage();
    twice.financiallist[1]!.sequenceCode = twice.financiallist[0]!.sequenceCode;
    expect(fundFlowRefusal(twice)).toBe('流水号2026030110000000000101重复');
    const late = aFundFlowMessage();
    late.financiallist[1]!.dateTime = '20260302110000';
    expect(fundFlowRefusal(late)).toBe('资金流水发生时间20260302110000晚于上传时间');
    expect(await simulatorAnswer(envelope('fundFlow', aFundFlowMessage()), () => true)).toMatchObject({ accepted: true, receiptNumber: 'HZ12ZJ20260302100000000002' });
  });

  test('refuses a waybill with a missing or invalid driver ID, a plate not matching its colour, times out of order', () => {
    const missing = aWaybillMessage();
    delete missing.vehicleInfo.driver[0]!.drivingLicense;
    expect(waybillRefusal(missing)).toBe('驾驶员马卫东身份证号缺失或校验未通过');
    const typo = aWaybillMessage();
    typo.vehicleInfo.driver[0]!.drivingLicense = `${DRIVER_ID.slice(0, 17)}${DRIVER_ID.endsWith('1') ? '2' : '1'}`;
    expect(waybillRefusal(typo)).toBe('驾驶员马卫东身份证号缺失或校验未通过');
    const green = aWaybillMessage();
    green.vehicleInfo.vehiclePlateColorCode = '93';
    expect(waybillRefusal(green)).toBe('车牌号冀B12345不是新能源号牌，车牌颜色代码93与车牌号不匹配');
    const newEnergy = aWaybillMessage();
    newEnergy.vehicleInfo.vehicleNumber = '冀B12345D';
    expect(waybillRefusal(newEnergy)).toBe('车牌号冀B12345D为新能源号牌，车牌颜色代码2与车牌号不匹配（应为5、93或94）');
    newEnergy.vehicleInfo.vehiclePlateColorCode = '93';
    expect(waybillRefusal(newEnergy)).toBeNull();
    const backwards = aWaybillMessage();
    backwards.goodsReceiptDateTime = '20260301070000';
    expect(waybillRefusal(backwards)).toBe('运单发货时间晚于收货时间');
    const early = aWaybillMessage();
    early.sendToProDateTime = '20260301203000';
    expect(waybillRefusal(early)).toBe('运单尚未完结即上传（完结时间晚于上传时间）');
  });
});
