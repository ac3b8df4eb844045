// The JSON Schemas of the two messages (schemas/reports/waybill-message.json, fund-flow-message.json),
// generated ahead of time with the product's ajv (src/core createAjv: strict, the project's formats such as
// cn-plate, cn-id-card, cn-uscc). Their code fields name a national code list with x-dict; the
// list's codes (server/seed/codes, the files the dictionaries are seeded from) become the field's
// enum here, so the schema files do not copy the lists.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ErrorObject, ValidateFunction } from 'ajv';
import { validatorFor } from '../http/validators';
import { DEFAULT_CODES_DIR, readCodeList } from '../seed/codeLists';
import type { MessageType, ReportMessage } from './messages';
import { REPORTS_SCHEMA_DIR } from './provinces';

export const MESSAGE_SCHEMA_FILES: Record<MessageType, string> = { waybill: 'waybill-message.json', fundFlow: 'fund-flow-message.json' };

type Json = Record<string, unknown>;

/** The schema file with every x-dict field's enum filled from its code list. */
export function messageSchema(messageType: MessageType, codesDir = DEFAULT_CODES_DIR): Json {
  const schema = JSON.parse(readFileSync(path.join(REPORTS_SCHEMA_DIR, MESSAGE_SCHEMA_FILES[messageType]), 'utf8')) as Json;
  delete schema.$schema;
  const lists = new Map<string, string[]>();
  const fill = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(fill);
    if (typeof node !== 'object' || node === null) return;
    const object = node as Json;
    if (typeof object['x-dict'] === 'string') {
      const list = object['x-dict'];
      if (!lists.has(list)) lists.set(list, readCodeList(codesDir, `${list}.txt`).map((entry) => entry.code));
      object.enum = lists.get(list);
    }
    Object.values(object).forEach(fill);
  };
  fill(schema);
  return schema;
}

const compiled = new Map<MessageType, ValidateFunction>();

export function messageValidator(messageType: MessageType): ValidateFunction {
  let validate = compiled.get(messageType);
  if (!validate) {
    validate = validatorFor('payload', messageSchema(messageType));
    compiled.set(messageType, validate);
  }
  return validate;
}

export interface SchemaError {
  /** JSON pointer into the message (/vehicleInfo/driver/0/drivingLicense). */
  pointer: string;
  message: string;
}

function pointerOf(error: ErrorObject): string {
  const missing = error.keyword === 'required' ? `/${String((error.params as { missingProperty: string }).missingProperty)}` : '';
  return `${error.instancePath}${missing}` || '/';
}

/** Field labels by path (array items as *): each property's description up to its first stop
 * (驾驶员身份证号 of "驾驶员身份证号."), so an error names the field as the platform's guide does. */
function labelsOf(schema: Json): Map<string, string> {
  const labels = new Map<string, string>();
  const walk = (node: Json, at: string): void => {
    const properties = node.properties as Record<string, Json> | undefined;
    for (const [name, property] of Object.entries(properties ?? {})) {
      const path = `${at}/${name}`;
      const label = /^[^:.(（,]+/.exec(String(property.description ?? ''))?.[0]?.trim();
      if (label) labels.set(path, label);
      walk(property, path);
      if (property.items) walk(property.items as Json, `${path}/*`);
    }
  };
  walk(schema, '');
  return labels;
}

const labels = new Map<MessageType, Map<string, string>>();

/** The message's schema errors (none: it may be sent), one per field, in Chinese as the record
 * keeps them: 驾驶员身份证号（/vehicleInfo/driver/0/drivingLicense）缺失. */
export function messageErrors(messageType: MessageType, message: ReportMessage): SchemaError[] {
  const validate = messageValidator(messageType);
  if (validate(message)) return [];
  if (!labels.has(messageType)) labels.set(messageType, labelsOf(messageSchema(messageType)));
  const named = labels.get(messageType)!;
  const seen = new Set<string>();
  const errors: SchemaError[] = [];
  for (const error of validate.errors ?? []) {
    const pointer = pointerOf(error);
    // anyOf reports each branch and then itself: one error per field is enough.
    if (seen.has(pointer)) continue;
    seen.add(pointer);
    const label = named.get(pointer.replace(/\/\d+(?=\/|$)/g, '/*')) ?? pointer;
    const detail = error.keyword === 'required' ? '缺失'
      : error.keyword === 'enum' || error.keyword === 'anyOf' || error.keyword === 'const' ? '不是代码表中的代码'
        : error.keyword === 'format' ? `格式不正确（${String((error.params as { format: string }).format)}）`
          : error.keyword === 'pattern' ? '格式不正确'
            : error.keyword === 'maxLength' ? `超过 ${String((error.params as { limit: number }).limit)} 个字符`
              : error.keyword === 'minItems' ? '不能为空' : (error.message ?? error.keyword);
    errors.push({ pointer, message: `${label}（${pointer}）${detail}` });
  }
  return errors;
}
