import { usccCheckChar } from '../../../src/core/validation';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  checkDictionaries,
  checkEntity,
  compilableEntity,
  loadEntityContext,
  type EntityContext,
} from '../../../scripts/validate/checks/entities';
import { createAjv } from '../../../src/core/validation';
import type { EntitySchema } from '../../../src/core/generated/entity-language';
import { lineOf, readRepoJson, sourceOf } from './jsonSource';

const ENTITIES = ['waybill', 'driver', 'vehicle'];
let context: EntityContext;

beforeAll(async () => {
  context = await loadEntityContext();
});

const entityFile = (name: string) => `schemas/entities/${name}.json`;
const readEntity = (name: string) => readRepoJson<EntitySchema>(entityFile(name));

describe('the entity schemas of waybill, driver and vehicle follow the entity language', () => {
  it.each(ENTITIES)('%s passes every entity check', (name) => {
    expect(checkEntity(sourceOf(entityFile(name), readEntity(name)), context)).toEqual([]);
  });

  it('schemas/dictionaries.json has the label and item keys of every invented dictionary in all four catalogues', () => {
    const file = 'schemas/dictionaries.json';
    expect(checkDictionaries(sourceOf(file, readRepoJson(file)), context.catalogues)).toEqual([]);
  });
});

describe('an entity is the JSON Schema of its records (ajv strict, the product formats)', () => {
  const ajv = createAjv();
  const validateWaybill = ajv.compile(compilableEntity(readEntity('waybill')));
  const waybill = {
    serialNumber: '0000',
    vehicleAmount: 1,
    transportTypeCode: '1',
    businessTypeCode: '1002996',
    shipperCode: 'SH000012',
    shipperName: '山东鲁丰物流有限公司',
    consignor: '山东鲁丰物流有限公司',
    consignorID: '91370100MA3C8XY27' + usccCheckChar('91370100MA3C8XY27'),
    loadingCountrySubdivisionCode: '370112',
    placeOfLoading: '山东省济南市历城区工业北路 88 号',
    consignee: '江苏苏宁钢材贸易有限公司',
    receiptCountrySubdivisionCode: '320114',
    goodsReceiptPlace: '江苏省南京市雨花台区凤集大道 15 号',
    descriptionOfGoods: '热轧卷板',
    cargoTypeClassificationCode: '0400',
    goodsItemGrossWeight: 32.5,
    totalMonetaryAmount: 6825.5,
    policyNumber: 'none',
    vehicleNumber: '鲁A12345',
    despatchActualDateTime: '2026-11-20 08:30:00',
  };

  it('a realistic waybill validates', () => {
    expect(validateWaybill(waybill), JSON.stringify(validateWaybill.errors)).toBe(true);
  });

  it.each([
    ['an invalid plate', { vehicleNumber: '鲁A1234' }, '/vehicleNumber', 'format'],
    ['a datetime that is not yyyy-MM-dd HH:mm:ss', { despatchActualDateTime: '2026/11/20 08:30' }, '/despatchActualDateTime', 'format'],
    ['a datetime on a day the calendar does not have', { despatchActualDateTime: '2026-02-30 08:30:00' }, '/despatchActualDateTime', 'format'],
    ['an amount above 1000000000', { totalMonetaryAmount: 1_000_000_001 }, '/totalMonetaryAmount', 'maximum'],
    ['a shipping note number longer than 20', { originalDocumentNumber: 'X'.repeat(36) }, '/originalDocumentNumber', 'maxLength'],
    ['a field the entity does not declare', { plateNo: '鲁A12345' }, '', 'additionalProperties'],
  ])('%s fails at its pointer', (_what, change, pointer, keyword) => {
    expect(validateWaybill({ ...waybill, ...change })).toBe(false);
    expect(validateWaybill.errors).toContainEqual(expect.objectContaining({ instancePath: pointer, keyword }));
  });
});

describe('the waybill state machine: load, unload, cancel and exchange with their state rules', () => {
  const states = readEntity('waybill')['x-states']!;

  it('starts in pending_dispatch and moves dispatched → loaded → unloaded → signed → completed', () => {
    expect(states.initial).toBe('pending_dispatch');
    const path = ['dispatch', 'load', 'unload', 'sign', 'complete'].map((name) => [states.actions[name].from, states.actions[name].to]);
    expect(path).toEqual([
      [['pending_dispatch'], 'dispatched'],
      [['dispatched'], 'loaded'],
      [['loaded'], 'unloaded'],
      [['unloaded'], 'signed'],
      [['signed'], 'completed'],
    ]);
  });

  it('cancel is allowed only before loading', () => {
    expect(states.actions.cancel).toMatchObject({ from: ['pending_dispatch', 'dispatched'], to: 'cancelled', required: ['cancelReason'] });
  });

  it('exchange changes vehicle and driver while dispatched or loaded and keeps the state', () => {
    expect(states.actions.exchange.from).toEqual(['dispatched', 'loaded']);
    expect(states.actions.exchange.to).toBeUndefined();
    expect(states.actions.exchange.required).toEqual(['vehicleNumber', 'vehiclePlateColorCode', 'driverCode', 'exchangeReason']);
  });
});

describe('a broken entity fails with a message at the right pointer and line', () => {
  type Case = [string, (e: EntitySchema) => void, string, RegExp, string];
  const cases: Case[] = [
    ['an unknown x- keyword', (e) => Object.assign(e.properties.remark, { 'x-colour': 'red' }), '/properties/remark/x-colour', /unknown property "x-colour"/, '"x-colour"'],
    ['an unknown format', (e) => Object.assign(e.properties.driverName, { format: 'cn-person' }), '/properties/driverName/format', /must be one of/, '"cn-person"'],
    ['a string without maxLength', (e) => delete e.properties.remark.maxLength, '/properties/remark/maxLength', /missing required property "maxLength"/, '"remark": {'],
    ['an unknown dictionary', (e) => (e.properties.status['x-dict'] = 'waybill_state'), '/properties/status/x-dict', /unknown dictionary "waybill_state"/, '"waybill_state"'],
    [
      'a relation to an entity that does not exist',
      (e) => (e.properties.driverCode['x-relation']!.entity = 'spaceship'),
      '/properties/driverCode/x-relation/entity',
      /unknown entity "spaceship"/,
      '"entity": "spaceship"',
    ],
    [
      'a relation to a field the related entity lacks',
      (e) => (e.properties.driverCode['x-relation']!.label = 'fullName'),
      '/properties/driverCode/x-relation/label',
      /"fullName" is not a field of entity "driver"/,
      '"fullName"',
    ],
    [
      'a relation filling a field this entity lacks',
      (e) => (e.properties.driverCode['x-relation']!.fill = { driverMobile: 'telephone' }),
      '/properties/driverCode/x-relation/fill/driverMobile',
      /"driverMobile" is not a field of entity "waybill"/,
      '"driverMobile"',
    ],
    ['a state field whose dictionary differs from the machine', (e) => (e.properties.status['x-dict'] = 'report_status'), '/x-states/dict', /has x-dict "report_status", not "waybill_status"/, '"dict": "waybill_status"'],
    ['a state that is not a dictionary code', (e) => (e['x-states']!.actions.load.to = 'in_transit'), '/x-states/actions/load/to', /"in_transit" is not a code of dictionary "waybill_status"/, '"in_transit"'],
    ['a state action asking for an unknown field', (e) => (e['x-states']!.actions.load.fields![0] = 'loadTime'), '/x-states/actions/load/fields/0', /"loadTime" is not a field/, '"loadTime"'],
    ['a label key off the convention', (e) => (e.properties.remark['x-label'] = 'entity.waybill.field.note'), '/properties/remark/x-label', /x-label must be "entity.waybill.field.remark"/, '"entity.waybill.field.note"'],
    ['a help key missing in the catalogues', (e) => (e.properties.remark['x-help'] = 'entity.waybill.help.remark'), '/properties/remark/x-help', /"entity.waybill.help.remark" is missing in locales\/entity\/waybill\/zh.json/, '"entity.waybill.help.remark"'],
    ['an $id other than the file name', (e) => (e.$id = 'waybills'), '/$id', /\$id must be the file name "waybill"/, '"$id"'],
    ['export columns naming an unknown field', (e) => (e['x-export']![0] = 'waybillNo'), '/x-export/0', /"waybillNo" is not a field/, '"waybillNo"'],
    ['a to-do count on a code its dictionary lacks', (e) => (e['x-todo']![0].where = { status: 'waiting' }), '/x-todo/0/where/status', /"waiting" is not a code of dictionary "waybill_status"/, '"waiting"'],
    ['a state lock on an unknown field', (e) => (e['x-locks']![0].fields![0] = 'amount'), '/x-locks/0/fields/0', /"amount" is not a field/, '"amount"'],
    ['a server-filled field that users could edit', (e) => delete e.properties.shippingNoteNumber['x-readonly'], '/properties/shippingNoteNumber', /filled by the server .* must be x-readonly/, '"shippingNoteNumber": {'],
    ['a mask owned by a party the entity has no scope for', (e) => delete e['x-scope']!.shipper, '/properties/consignorID/x-mask/owner', /owner "shipper" needs x-scope.shipper/, '"owner": "shipper"'],
  ];

  it.each(cases)('%s', (_what, breakIt, pointer, message, marker) => {
    const entity = readEntity('waybill');
    breakIt(entity);
    const source = sourceOf(entityFile('waybill'), entity);
    const problems = checkEntity(source, context);
    const problem = problems.find((p) => p.pointer === pointer);
    expect(problem, JSON.stringify(problems)).toBeDefined();
    expect(problem!.message).toMatch(message);
    expect(problem!.line).toBe(lineOf(source, marker));
  });
});

describe('a broken dictionaries.json fails at the right pointer', () => {
  const file = 'schemas/dictionaries.json';
  type Dictionaries = Record<string, { label: string; items: { code: string; name: string; i18n: string }[] }>;

  type Item = Dictionaries[string]['items'][number];
  const cases: [string, (d: Dictionaries) => void, string, RegExp][] = [
    ['an item key off the convention', (d: Dictionaries) => (d.report_status.items[0].i18n = 'dict.report.unreported'), '/report_status/items/0/i18n', /i18n must be "dict.report_status.unreported"/],
    ['a code listed twice', (d: Dictionaries) => (d.waybill_status.items[1].code = 'pending_dispatch'), '/waybill_status/items/1/code', /appears twice/],
    ['a name taken by a server code list', (d: Dictionaries) => (d.plate_color_code = d.report_status), '/plate_color_code', /is a code list seeded from data\/codes/],
    ['an item without its Chinese name', (d: Dictionaries) => delete (d.report_status.items[0] as Partial<Item>).name, '/report_status/items/0/name', /missing required property "name"/],
  ];

  it.each(cases)('%s', (_what, breakIt, pointer, message) => {
    const dictionaries = readRepoJson<Dictionaries>(file);
    breakIt(dictionaries);
    const problems = checkDictionaries(sourceOf(file, dictionaries), context.catalogues);
    expect(problems.find((p) => p.pointer === pointer && message.test(p.message)), JSON.stringify(problems)).toBeDefined();
  });
});
