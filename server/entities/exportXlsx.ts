// Server export: one batch of a list query as an .xlsx file, streamed (xlsxWriter.ts) straight
// into the reply, or into a job's batch file, while rows are read from the database in chunks,
// so memory stays flat however large the batch. The columns are the list's (exportColumns.ts):
// its labels as headers, its widths; dictionary codes show as names, other parties' personal
// data masked, and every text cell goes through neutraliseFormula (formula injection).
import type { Readable } from 'node:stream';
import type { TFunction } from 'i18next';
import { neutraliseFormula } from '../../src/core/export/neutraliseFormula';
import type { Db } from '../storage/database';
import type { EntityField } from './definition';
import type { ExportColumn } from './exportColumns';
import type { EntityDb, ListQuery } from './listQuery';
import { whereOf } from './listQuery';
import type { RegisteredEntity } from './registry';
import type { ScopeCondition } from './scope';
import { maskedValue } from './masking';
import { widthFromPixels, xlsxStream, type SheetCell } from './xlsxWriter';

export const XLSX_MEDIA_TYPE = 'application/vnd.ms-excel';
/** Rows read per query: memory holds one chunk at a time. Reading chunks instead of a row
 * stream avoids an asynchronous hop per row, which cost more than writing the row. */
const CHUNK_ROWS = 2_000;

/** Dictionary code -> name per dictionary type, in the caller's language when the catalogues
 * translate the item, else the stored (Chinese) name. */
export async function dictionaryNamesOf(db: Db, dictTypes: readonly string[], entityT: TFunction): Promise<Map<string, Map<string, string>>> {
  const types = [...new Set(dictTypes)];
  const names = new Map(types.map((type) => [type, new Map<string, string>()]));
  if (types.length === 0) return names;
  const items = await db.selectFrom('dict_item').select(['type', 'code', 'name']).where('type', 'in', types).execute();
  for (const item of items) names.get(item.type)!.set(item.code, entityT(`dict.${item.type}.${item.code}`, { defaultValue: item.name }));
  return names;
}

/** The names of the dictionaries of some fields (x-dict). */
export function dictionaryNames(db: Db, fields: EntityField[], entityT: TFunction): Promise<Map<string, Map<string, string>>> {
  return dictionaryNamesOf(db, fields.map((f) => f.schema['x-dict']).filter((t): t is string => typeof t === 'string'), entityT);
}

function cellOf(column: ExportColumn, value: unknown, dictionaries: Map<string, Map<string, string>>): SheetCell {
  if (value === null || value === undefined) return null;
  if (column.dict) return neutraliseFormula(dictionaries.get(column.dict)?.get(String(value)) ?? String(value));
  if (column.field.schema.type === 'array') return neutraliseFormula((JSON.parse(String(value)) as string[]).join('\n'));
  if (typeof value === 'number') return value;
  return neutraliseFormula(String(value));
}

/** A column's width in characters: the page's pixels, else enough for its header. */
function widthOf(column: ExportColumn): number {
  if (column.width !== null) return widthFromPixels(column.width);
  // A CJK character is about two Latin ones wide.
  const header = [...column.header].reduce((n, ch) => n + (ch.charCodeAt(0) > 0x2e80 ? 2 : 1), 0);
  return Math.max(10, Math.min(60, header + 4));
}

export interface ExportRequest {
  db: Db;
  entity: RegisteredEntity;
  /** null: the caller reaches no record of the entity (the file has the header row only). */
  scope: ScopeCondition[] | null;
  /** The batch: the query's page of pageSize rows. */
  query: ListQuery;
  columns: ExportColumn[];
  /** Fields whose values the caller sees masked (masking.ts maskedFields). */
  masked: ReadonlySet<string>;
  entityT: TFunction;
  /** Called after every chunk with the rows written so far. */
  onRows?: (written: number) => void | Promise<void>;
}

/** The chunks of rows of the batch, as cells, read as the file is consumed. */
async function* rowsOf({ db, entity, scope, query, columns, masked, onRows }: ExportRequest, dictionaries: Map<string, Map<string, string>>): AsyncGenerator<SheetCell[][]> {
  if (scope === null) return;
  const selected = [...new Set([...columns.map((c) => c.field.column), entity.primaryKey.column])];
  let select = (db as unknown as EntityDb).selectFrom(entity.table).select(selected)
    .where(whereOf(db, scope, query.conditions)).orderBy(query.sort.column, query.sort.order);
  // The primary key breaks ties, so consecutive chunks neither overlap nor skip rows.
  if (query.sort.column !== entity.primaryKey.column) select = select.orderBy(entity.primaryKey.column, query.sort.order);
  const maskedColumns = columns.map((column) => masked.has(column.field.property));
  const start = (query.pageNum - 1) * query.pageSize;
  let written = 0;
  while (written < query.pageSize) {
    const limit = Math.min(CHUNK_ROWS, query.pageSize - written);
    const rows = await select.limit(limit).offset(start + written).execute();
    yield rows.map((row) => columns.map((column, index) => {
      const value = row[column.field.column];
      return cellOf(column, maskedColumns[index] ? maskedValue(column.field, value) : value, dictionaries);
    }));
    written += rows.length;
    await onRows?.(written);
    if (rows.length < limit) break;
  }
}

/** The file as a stream; rows are read and written as the reader consumes it. */
export async function exportStream(request: ExportRequest): Promise<Readable> {
  const { db, entity, columns, entityT } = request;
  const dictionaries = await dictionaryNamesOf(db, columns.map((c) => c.dict).filter((t): t is string => t !== null), entityT);
  const sheet = columns.map((column) => ({ header: neutraliseFormula(column.header), width: widthOf(column) }));
  return xlsxStream(entityT(entity.schema.title, { defaultValue: entity.name }), sheet, rowsOf(request, dictionaries));
}
