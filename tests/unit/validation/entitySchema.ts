// An entity-like schema that uses every project format and every `x-` keyword, with one record
// that satisfies every format and one that breaks every format.
import { FORMAT_NAMES, MAX_AMOUNT, numberFormats, type EntityKeyword, type FormatName } from '../../../src/core';

export const VALID_VALUES: Record<FormatName, string | number> = {
  url: 'https://www.example.com/about',
  email: 'dispatch@shunda-freight.cn',
  'cn-mobile': '13800138000',
  'cn-landline': '0531-88886666',
  'cn-phone': '400-820-8820',
  'positive-number': 32.5,
  'positive-integer': 6,
  money: 12800.5,
  'cn-id-card': '11010519491231002X',
  'date-ymd': '20240229',
  datetime: '2024-02-29 23:59:59',
  'cn-plate': '鲁A12345',
  'cn-trailer-plate': '鲁A1234挂',
  'bank-account': '6222021234567890123',
  'cn-uscc': '91350100M000100Y43',
  'cn-id-or-uscc': '11010519491231002X',
  'letters-2-4': 'SD',
  password: 'Freight@2026',
  'cn-name': '阿依古丽·买买提',
};

export const INVALID_VALUES: Record<FormatName, string | number> = {
  url: 'www.example.com',
  email: 'dispatch@',
  'cn-mobile': '1380013800',
  'cn-landline': '0531-888',
  'cn-phone': '95588',
  'positive-number': 0,
  'positive-integer': 0,
  money: 12.345,
  'cn-id-card': '110105194912310021',
  'date-ymd': '20230229',
  datetime: '2023-02-29 10:00:00',
  'cn-plate': '鲁I12345',
  'cn-trailer-plate': '鲁A1234',
  'bank-account': '123456789',
  'cn-uscc': '91350100M000100Y44',
  'cn-id-or-uscc': '110105194912310021',
  'letters-2-4': 'A',
  password: 'password',
  'cn-name': '张 三',
};

/** Annotation values as an analyst would write them; their content is not validated. */
const annotations: Record<EntityKeyword, unknown> = {
  'x-label': 'entity.carrier',
  'x-dict': 'carrier_type',
  'x-list': true,
  'x-filter': 'eq',
  'x-sortable': true,
  'x-readonly': false,
  'x-decimals': 6,
  'x-relation': { entity: 'branch', field: 'branchCode' },
  'x-upload': { accept: 'image/*', max: 3 },
  'x-service': 'basic',
  'x-table': 'carrier',
  'x-primary-key': 'id',
  'x-widget': 'text',
  'x-states': { draft: ['submit'] },
  'x-actions': ['submit', 'approve'],
  'x-scope': 'branch',
  'x-order': 10,
  'x-width': 160,
  'x-group': 'basic',
  'x-unique': true,
  'x-search': true,
  'x-placeholder': 'carrier.namePlaceholder',
  'x-help': 'carrier.nameHelp',
  'x-rows': 3,
  'x-places': 2,
  'x-unit': 'yuan',
  'x-send-code': { path: '/ntocc-tps-api/elecSign/sendSms', method: 'PUT' },
  'x-default-sort': { field: 'gmtCreated', order: 'desc' },
  'x-export': ['carrierName'],
  'x-indexes': [['branchCode', 'gmtCreated']],
  'x-kept-counts': ['branch'],
  'x-todo': [{ key: 'auth_count', where: { reviewStatus: 'pending' } }],
  'x-locks': [{ when: { reviewStatus: ['approved'] }, fields: ['carrierName'] }],
  'x-demo': { count: 30 },
  'x-number': { prefix: 'CY' },
  'x-initial': 'unreported',
  'x-fill': 'created-at',
  'x-party-link': { partyType: 'DRIVER', mobile: 'telephone', prefix: 'SJ' },
  'x-mask': { kind: 'mobile' },
  'x-dimensions': { reviewStatus: {}, gmtCreated: { buckets: ['month'] } },
  'x-measures': { vehicleTonnage: ['sum'] },
  'x-balance-date': 'gmtCreated',
  'x-parent': { field: 'parentId', label: 'carrierName', order: 'sortOrder' },
  'x-compute': { sum: ['partsCost', 'laborCost'] },
  'x-latest': { per: ['vehicleNumber'], by: 'positionTime', flag: 'latest' },
  'x-part-of': { entity: 'driverTeam' },
  'x-hidden': true,
  'x-transient': true,
  'x-handwritten': true,
  'x-field-of': 'entityName',
  'x-hand-migrated': true,
  'x-view': { select: 'select id from tms_waybill' },
};

function propertySchema(format: FormatName) {
  if (numberFormats[format]) {
    return { type: format === 'positive-integer' ? 'integer' : 'number', format, maximum: MAX_AMOUNT, 'x-places': 2 };
  }
  return { type: 'string', format, 'x-label': `carrier.${format}`, 'x-list': true, 'x-filter': 'like' };
}

export const entitySchema = {
  ...annotations,
  type: 'object',
  additionalProperties: false,
  required: ['cn-uscc'],
  properties: Object.fromEntries(FORMAT_NAMES.map((format) => [format, propertySchema(format)])),
};
