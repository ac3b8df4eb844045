// Server export: one batch of a list query as an .xlsx file, written with exceljs's streaming
// WorkbookWriter straight into the reply while rows are read from the database in chunks, so
// memory stays flat however large the batch. Headers are the translated labels, dictionary
// codes show as names, and every text cell goes through neutraliseFormula (formula injection).
import { PassThrough, type Readable } from 'node:stream';
import type { TFunction } from 'i18next';
import { neutraliseFormula } from '../../src/core/export/neutraliseFormula';
import type { Db } from '../storage/database';
import type { EntityField } from './definition';
import type { EntityDb, ListQuery } from './listQuery';
import { whereOf } from './listQuery';
import type { RegisteredEntity } from './registry';
import type { ScopeCondition } from './scope';
import type { Caller } from './caller';
import { maskedFields, maskedValue } from './masking';

export const XLSX_MEDIA_TYPE = 'application/vnd.ms-excel';
/** Rows read per query: memory holds one chunk at a time. Reading chunks instead of a row
 * stream avoids an asynchronous hop per row, which cost more than writing the row. */
const CHUNK_ROWS = 2_000;

/** Dictionary code -> name per dictionary type of the exported fields, in the caller's language
 * when the catalogues translate the item, else the stored (Chinese) name. */
export async function dictionaryNames(db: Db, fields: EntityField[], entityT: TFunction): Promise<Map<string, Map<string, string>>> {
  const types = [...new Set(fields.map((f) => f.schema['x-dict']).filter((t): t is string => typeof t === 'string'))];
  const names = new Map(types.map((type) => [type, new Map<string, string>()]));
  if (types.length === 0) return names;
  const items = await db.selectFrom('dict_item').select(['type', 'code', 'name']).where('type', 'in', types).execute();
  for (const item of items) names.get(item.type)!.set(item.code, entityT(`dict.${item.type}.${item.code}`, { defaultValue: item.name }));
  return names;
}

type Cell = string | number | null;

function cellOf(field: EntityField, value: unknown, dictionaries: Map<string, Map<string, string>>): Cell {
  if (value === null || value === undefined) return null;
  const dict = field.schema['x-dict'];
  if (dict) return neutraliseFormula(dictionaries.get(dict)?.get(String(value)) ?? String(value));
  if (field.schema.type === 'array') return neutraliseFormula((JSON.parse(String(value)) as string[]).join('\n'));
  if (typeof value === 'number') return value;
  return neutraliseFormula(String(value));
}

export interface ExportRequest {
  db: Db;
  /** Whose export: other parties' personal data is masked for a party-scoped caller. */
  caller: Caller;
  entity: RegisteredEntity;
  /** null: the caller reaches no record of the entity (the file has the header row only). */
  scope: ScopeCondition[] | null;
  query: ListQuery;
  entityT: TFunction;
}

/** The file as a stream; rows are read and written as the reader consumes it. */
export async function exportStream({ db, entity, scope, query, entityT, caller }: ExportRequest): Promise<Readable> {
  const fields = entity.exportColumns.map((property) => entity.byProperty.get(property)!);
  const masked = new Set(maskedFields(entity, caller));
  const dictionaries = await dictionaryNames(db, fields, entityT);
  // exceljs is loaded by the first export, not at start: it adds about 20 MB to a server that
  // may never export.
  const { default: ExcelJS } = await import('exceljs');
  const output = new PassThrough();
  // Fast compression: an export is downloaded once, and level 1 costs a fraction of the time of
  // the default for a file only slightly larger.
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output, useStyles: false, useSharedStrings: false, zip: { zlib: { level: 1 } },
  });
  const sheet = workbook.addWorksheet(entityT(entity.schema.title, { defaultValue: entity.name }));
  sheet.addRow(fields.map((field) => neutraliseFormula(entityT(field.schema['x-label'], { defaultValue: field.property })))).commit();

  void (async () => {
    if (scope !== null) {
      let select = (db as unknown as EntityDb).selectFrom(entity.table).select(fields.map((f) => f.column))
        .where(whereOf(db, scope, query.conditions)).orderBy(query.sort.column, query.sort.order);
      // The primary key breaks ties, so consecutive chunks neither overlap nor skip rows.
      if (query.sort.column !== entity.primaryKey.column) select = select.orderBy(entity.primaryKey.column, query.sort.order);
      const start = (query.pageNum - 1) * query.pageSize;
      for (let done = 0; done < query.pageSize; done += CHUNK_ROWS) {
        const limit = Math.min(CHUNK_ROWS, query.pageSize - done);
        const rows = await select.limit(limit).offset(start + done).execute();
        for (const row of rows) {
          sheet.addRow(fields.map((field) => {
            const value = masked.has(field) ? maskedValue(field, row[field.column]) : row[field.column];
            return cellOf(field, value, dictionaries);
          })).commit();
        }
        if (rows.length < limit) break;
        // Let the reply drain what was written before the next chunk is read.
        await new Promise((resolve) => setImmediate(resolve));
      }
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => output.destroy(error as Error));
  return output;
}
