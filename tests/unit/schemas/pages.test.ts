import { beforeAll, describe, expect, it } from 'vitest';
import {
  checkComponentPaths,
  checkMenuLeavesHavePages,
  checkPage,
  loadPageContext,
  schemaLinkFor,
} from '../../../scripts/validate/checks/pages';
import { lineOf, readRepoJson, sourceOf } from './jsonSource';
import type { JsonSource } from '../../../scripts/validate/diagnostics';

const PAGES = [
  'pages/tms/transportManage/waybillManage.json',
  'pages/tms/transportManage/waybillDetail.json',
  'pages/basic/DriverManage.json',
  'pages/basic/DriverDetail.json',
  'pages/basic/vehicle.json',
  'pages/basic/vehicleDetail.json',
];
const WAYBILL_LIST = PAGES[0];

// The page as plain JSON, so a case can break it in any way.
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let context: Awaited<ReturnType<typeof loadPageContext>>;
beforeAll(async () => {
  context = await loadPageContext();
});

describe('the six page definitions pass every page check', () => {
  it.each(PAGES)('%s', (file) => {
    expect(checkPage(sourceOf(file, readRepoJson(file)), context)).toEqual([]);
  });

  it('finds all six among the repository pages', () => {
    for (const file of PAGES) expect(context.pages.has(file.replace(/^pages\//, '').replace(/\.json$/, ''))).toBe(true);
  });

  it('DriverManage is kept alive (spec section 2)', () => {
    expect(readRepoJson('pages/basic/DriverManage.json').keepAlive).toBe(true);
  });

  it('every waybill row action carries its permission code waybillManage:<action>, except the links; sharing needs view', () => {
    const actions = readRepoJson<Json>(WAYBILL_LIST).rowActions as Json[];
    for (const action of actions.filter((a) => a.type !== 'link')) {
      const name = action.type === 'state' ? action.action : action.type === 'share' ? 'view' : action.type;
      expect(action.permission).toBe(`waybillManage:${name}`);
    }
  });
});

describe('a broken page fails with a message at the right pointer and line', () => {
  /** Where the diagnostic must point: the line holding the fragment, or that line plus an offset
   * (a missing property is reported at its object's opening brace). */
  type Marker = string | [string, number];
  type Case = [string, (page: Json) => void, string, RegExp, Marker];
  const cases: Case[] = [
    ['an unknown property', (p) => (p.colour = 'red'), '/colour', /unknown property "colour"/, '"colour"'],
    [
      'a property of another kind',
      (p) => (p.sections = [{ title: 'entity.waybill.group.basic', fields: ['status'] }]),
      '/sections',
      /"sections" is not a property of a list page/,
      '"sections"',
    ],
    ['an unknown property inside a column', (p) => (p.columns[2].align = 'right'), '/columns/2/align', /unknown property "align"/, '"align"'],
    ['an unknown field', (p) => (p.columns[0].field = 'plateNo'), '/columns/0/field', /"plateNo" is not a field of entity "waybill"/, '"plateNo"'],
    ['an unknown dictionary', (p) => (p.columns[1].dict = 'waybill_state'), '/columns/1/dict', /unknown dictionary "waybill_state"/, '"waybill_state"'],
    ['a bad date shortcut', (p) => (p.filters[4].shortcuts = ['lastYear']), '/filters/4/shortcuts/0', /must be one of "lastWeek", "lastMonth", "lastThreeMonths"/, '"lastYear"'],
    ['shortcuts on a filter that is not a date range', (p) => (p.filters[0].shortcuts = ['lastWeek']), '/filters/0/widget', /missing required property "widget"/, ['"field": "status"', -1]],
    ['a bad page size', (p) => (p.pageSize = 25), '/pageSize', /must be one of 10, 20, 30, 50, 100, 500/, '"pageSize": 25'],
    ['a missing i18n key', (p) => (p.title = 'route.noSuchScreen'), '/title', /"route.noSuchScreen" is missing in locales\/zh.json/, '"route.noSuchScreen"'],
    ['a filter on a field the server does not filter', (p) => (p.filters[0].field = 'remark'), '/filters/0/field', /"remark" is not filterable/, '"field": "remark"'],
    ['a state action the entity does not declare', (p) => (p.rowActions[3].action = 'fly'), '/rowActions/3/action', /"fly" is not a state action of entity "waybill"/, '"fly"'],
    [
      'a state action shown in a state it is not allowed in',
      (p) => (p.rowActions[3].when.in = ['loaded']),
      '/rowActions/3/when/in/0',
      /"load" is not allowed in state "loaded"/,
      '"loaded"',
    ],
    ['a condition value that is not a code', (p) => (p.rowActions[1].when.in = ['draft']), '/rowActions/1/when/in/0', /"draft" is not a code of dictionary "waybill_status"/, '"draft"'],
    ['a link to a page that does not exist', (p) => (p.rowActions[0].to = 'tms/transportManage/waybillView'), '/rowActions/0/to', /is neither a page/, '"tms/transportManage/waybillView"'],
    ['a link without its label', (p) => delete p.rowActions[0].label, '/rowActions/0/label', /missing required property "label"/, ['"type": "link"', -1]],
    ['a link target on a non-link action', (p) => (p.rowActions[1].to = 'basic/vehicle'), '/rowActions/1', /"to" and "params" belong to link actions only/, ['"type": "edit"', -1]],
    ['a read-only field in the create/edit form', (p) => p.form.groups[0].fields.push('status'), '/form/groups/0/fields/6', /"status" is read-only/, ['"remark",', 1]],
    ['a sortable column whose field is not sortable', (p) => (p.columns[2].sortable = true), '/columns/2/sortable', /"shipperName" is not sortable/, ['"field": "shipperName"', 1]],
    ['a $schema link of the wrong depth', (p) => (p.$schema = '../../schemas/page.schema.json'), '/$schema', /must be "..\/..\/..\/schemas\/page.schema.json"/, '"$schema"'],
    ['an unknown entity', (p) => (p.entity = 'shipment'), '/entity', /unknown entity "shipment"/, '"entity"'],
    ['a permission code no menu leaf declares', (p) => (p.rowActions[1].permission = 'waybillManage:fly'), '/rowActions/1/permission', /"waybillManage:fly" is not declared by any leaf/, '"waybillManage:fly"'],
  ];

  it.each(cases)('%s', (_what, breakIt, pointer, message, marker) => {
    const page = readRepoJson<Json>(WAYBILL_LIST);
    breakIt(page);
    const source = sourceOf(WAYBILL_LIST, page);
    const problems = checkPage(source, context);
    const problem = problems.find((p) => p.pointer === pointer && message.test(p.message));
    expect(problem, JSON.stringify(problems, null, 1)).toBeDefined();
    const [fragment, offset] = typeof marker === 'string' ? [marker, 0] : marker;
    expect(problem!.line).toBe(lineOf(source, fragment) + offset);
  });

  it('a missing i18n key is reported once per catalogue', () => {
    const page = readRepoJson<Json>(WAYBILL_LIST);
    page.title = 'route.noSuchScreen';
    const messages = checkPage(sourceOf(WAYBILL_LIST, page), context).map((p) => p.message);
    expect(messages).toEqual(['zh', 'en', 'es', 'ja'].map((lang) => `i18n key "route.noSuchScreen" is missing in locales/${lang}.json`));
  });
});

describe('a review queue: derived permission codes and its fixed filter', () => {
  const REVIEW = 'pages/tms/review/driverReview.json';

  it('passes as it is', () => {
    expect(checkPage(sourceOf(REVIEW, readRepoJson(REVIEW)), context)).toEqual([]);
  });

  it('a button whose derived code the screen\'s menu leaf does not declare fails (the queue offers no add)', () => {
    const page = readRepoJson<Json>(REVIEW);
    page.toolbar.push({ type: 'create' });
    const problems = checkPage(sourceOf(REVIEW, page), context);
    expect(problems.map((p) => [p.pointer, p.message])).toEqual([
      [`/toolbar/${page.toolbar.length - 1}`, 'permission code "driverReview:add" is not declared by menu leaf "driverReview" (add "add" to its actions or standardActions)'],
    ]);
  });

  it('a fixed filter on a field the entity does not filter exactly, or with an unknown code, fails', () => {
    const page = readRepoJson<Json>(REVIEW);
    page.fixedFilter = { driverName: '张', reviewStatus: 'waiting' };
    const messages = checkPage(sourceOf(REVIEW, page), context).map((p) => [p.pointer, p.message]);
    expect(messages).toEqual([
      ['/fixedFilter/driverName', '"driverName" cannot be a fixed filter: the entity does not let lists filter it exactly (x-filter: true)'],
      ['/fixedFilter/reviewStatus', '"waiting" is not a code of dictionary "driver_review_status"'],
    ]);
  });
});

describe('component paths are unique', () => {
  it('two pages whose paths differ only in case clash', () => {
    const problems = checkComponentPaths(['pages/basic/vehicle.json', 'pages/basic/Vehicle.json']);
    expect(problems).toEqual([{ file: 'pages/basic/Vehicle.json', pointer: '/', message: 'component path "basic/Vehicle" is already used by pages/basic/vehicle.json' }]);
  });

  it('distinct paths pass', () => {
    expect(checkComponentPaths(PAGES)).toEqual([]);
  });
});

describe('every menu leaf has a page or a fixed view', () => {
  const menu = sourceOf('server/seed/data/menu.json', [
    {
      name: 'BasicInfo',
      path: '/basic',
      component: 'Layout',
      meta: { title: 'route.BasicInfo' },
      children: [
        { name: 'vehicle', path: 'vehicle', component: 'basic/vehicle', meta: { title: 'route.vehicle' } },
        { name: 'goods', path: 'goods', component: 'basic/goods', meta: { title: 'route.goods' } },
        { name: 'Dashboard', path: '/home', component: 'home', meta: { title: 'route.Dashboard' } },
      ],
    },
  ]);

  it('reports a leaf naming a page path without pages/<component>.json, not pages that exist nor fixed views', () => {
    const problems = checkMenuLeavesHavePages(menu, new Set(['basic/vehicle', 'home']));
    expect(problems.map((p) => [p.pointer, p.message])).toEqual([['/0/children/1/component', 'menu leaf "goods" has no page pages/basic/goods.json']]);
    expect(problems[0].line).toBe(lineOf(menu, '"basic/goods"'));
  });

  it('passes a fixed view, and reports a leaf of any group without its page', () => {
    const withViews = sourceOf('server/seed/data/menu.json', [
      {
        name: 'SystemManage', path: '/systemManage', component: 'Layout', meta: { title: 'route.SystemManage' },
        children: [{ name: 'errorLog', path: 'errorLog', component: 'systemManage/errorLog', meta: { title: 'route.errorLog' } }],
      },
      {
        name: 'Tms', path: '/tms', component: 'Layout', meta: { title: 'route.Tms' },
        children: [{ name: 'orderHall', path: 'orderHall', component: 'tms/orderHall', meta: { title: 'route.orderHall' } }],
      },
    ]);
    expect(checkMenuLeavesHavePages(withViews, new Set()).map((p) => p.message)).toEqual(['menu leaf "orderHall" has no page pages/tms/orderHall.json']);
    expect(checkMenuLeavesHavePages(withViews, new Set(['tms/orderHall']))).toEqual([]);
  });

  it('the real menu: every leaf opens a page or a fixed view, none the placeholder', () => {
    expect(checkMenuLeavesHavePages(context.menu as JsonSource, context.pages)).toEqual([]);
  });
});

describe('the $schema link of a page is relative to its folder', () => {
  it.each([
    ['pages/basic/vehicle.json', '../../schemas/page.schema.json'],
    ['pages/tms/transportManage/waybillManage.json', '../../../schemas/page.schema.json'],
  ])('%s -> %s', (file, link) => {
    expect(schemaLinkFor(file)).toBe(link);
  });
});
