// Dictionaries: one per standard code list, plus the project's own status and type lists
// (statuses are the project's design, made dictionaries so server, tables and filters agree).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../storage/schema';
import { readCatalogue } from '../http/catalogues';
import { readCodeList, type CodeEntry } from './codeLists';

interface DictionaryDefinition { type: string; name: string; items: CodeEntry[] }

const FROM_CODE_LISTS: { type: string; name: string }[] = [
  { type: 'plate_color_code', name: '车牌颜色' },
  { type: 'vehicle_type', name: '车辆类型' },
  { type: 'cargo_type_classification_code', name: '货物分类' },
  { type: 'business_type_code', name: '业务类型' },
  { type: 'transport_type_code', name: '运输组织类型' },
  { type: 'vehicle_energy_type', name: '车辆能源类型' },
  { type: 'payment_means_code', name: '付款方式' },
  { type: 'bank_code', name: '银行' },
  { type: 'insurance_company_code', name: '保险公司' },
];

const entries = (pairs: [string, string][]): CodeEntry[] => pairs.map(([code, name]) => ({ code, name }));

const PROJECT_DICTIONARIES: DictionaryDefinition[] = [
  { type: 'party_type', name: '用户类型', items: entries([['PLAT_ADMIN', '平台管理员'], ['BRANCH_STAFF', '分公司员工'], ['SHIPPER', '货主'], ['DRIVER', '司机']]) },
  { type: 'party_status', name: '账号状态', items: entries([['ENABLED', '启用'], ['DISABLED', '停用']]) },
  { type: 'review_status', name: '审核状态', items: entries([['PENDING', '待审核'], ['APPROVED', '审核通过'], ['REJECTED', '审核驳回']]) },
  { type: 'sms_purpose', name: '短信用途', items: entries([['register', '注册验证码'], ['login', '登录验证码'], ['sign', '电子签章验证码']]) },
  { type: 'sms_status', name: '短信状态', items: entries([['RECORDED', '已记录（未接短信网关）']]) },
  { type: 'app_platform', name: '应用平台', items: entries([['android', 'Android'], ['ios', 'iOS']]) },
];

/** The entity schemas' dictionaries (states, review and report states, licence classes). */
export const SCHEMA_DICTIONARIES_FILE = path.resolve(import.meta.dirname, '../../schemas/dictionaries.json');

const SCHEMA_DICTIONARY_NAMES: Record<string, string> = {
  waybill_status: '运单状态', driver_review_status: '司机审核状态', vehicle_review_status: '车辆审核状态',
  report_status: '上报状态', driving_license_class: '准驾车型', vehicle_use_character: '使用性质',
  operation_kind: '操作类型',
  enable_status: '启用状态',
};

function schemaDictionaries(): DictionaryDefinition[] {
  const file = JSON.parse(readFileSync(SCHEMA_DICTIONARIES_FILE, 'utf8')) as Record<string, { items: CodeEntry[] }>;
  // A dictionary's Chinese name: the list above, else its `dict.<type>.title` in the zh catalogue.
  const zh = (readCatalogue('zh').dict ?? {}) as Record<string, { title?: unknown } | undefined>;
  const titleOf = (type: string) => SCHEMA_DICTIONARY_NAMES[type] ?? (typeof zh[type]?.title === 'string' ? zh[type].title : type);
  return Object.entries(file).map(([type, { items }]) => ({
    type, name: titleOf(type), items: items.map(({ code, name }) => ({ code, name })),
  }));
}

export function dictionaryDefinitions(codesDir: string): DictionaryDefinition[] {
  return [
    ...FROM_CODE_LISTS.map(({ type, name }) => ({ type, name, items: readCodeList(codesDir, `${type}.txt`) })),
    ...PROJECT_DICTIONARIES,
    ...schemaDictionaries(),
  ];
}

/** The national code lists: shown read-only on basic/dict, the server refuses to change them. */
export const NATIONAL_DICTIONARIES: ReadonlySet<string> = new Set(FROM_CODE_LISTS.map(({ type }) => type));

type Names = Record<string, Record<string, unknown> | undefined>;

/** The catalogues' item names (`dict.<type>.<code>`) in English, Spanish and Japanese, stored with
 * the items so basic/dict shows and edits them; items without a translation keep none. */
function catalogueNames(): Record<'en' | 'es' | 'ja', Names> {
  const dictOf = (language: string) => ((readCatalogue(language).dict ?? {}) as Names);
  return { en: dictOf('en'), es: dictOf('es'), ja: dictOf('ja') };
}

export async function seedDictionaries(trx: Kysely<Database>, codesDir: string): Promise<void> {
  const names = catalogueNames();
  const named = (language: 'en' | 'es' | 'ja', type: string, code: string): string | null => {
    const name = names[language][type]?.[code];
    return typeof name === 'string' ? name : null;
  };
  for (const dictionary of dictionaryDefinitions(codesDir)) {
    const national = NATIONAL_DICTIONARIES.has(dictionary.type) ? 1 : 0;
    await trx.insertInto('dict_type').values({ type: dictionary.type, name: dictionary.name, national }).execute();
    const rows = dictionary.items.map((item, sort) => ({
      type: dictionary.type, code: item.code, name: item.name, sort, national,
      name_en: named('en', dictionary.type, item.code), name_es: named('es', dictionary.type, item.code), name_ja: named('ja', dictionary.type, item.code),
    }));
    for (let at = 0; at < rows.length; at += 200) await trx.insertInto('dict_item').values(rows.slice(at, at + 200)).execute();
  }
}
