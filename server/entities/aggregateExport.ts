// A report as an .xlsx file (GET <entity>/aggregate/export): the groups of the query, one row
// each, then the totals row. Headers are translated: a dimension's label with its bucket
// (运单生成时间（月）), a label field's own label, a measure's label with its function
// (运费金额（元）合计) or the count's name; dictionary codes are written as their names, and
// every text cell goes through neutraliseFormula.
import { PassThrough, type Readable } from 'node:stream';
import type { TFunction } from 'i18next';
import { neutraliseFormula } from '../../src/core/export/neutraliseFormula';
import type { Db } from '../storage/database';
import type { AggregateAnswer } from './aggregate';
import type { AggregateQuery, Dimension, Measure } from './aggregateQuery';
import { dictionaryNames } from './exportXlsx';
import type { RegisteredEntity } from './registry';

type Cell = string | number | null;

const labelOf = (entityT: TFunction, field: { property: string; schema: { 'x-label'?: string } }) =>
  entityT(field.schema['x-label'] ?? field.property, { defaultValue: field.property });

function dimensionHeader(entityT: TFunction, dimension: Dimension): string {
  const label = labelOf(entityT, dimension.field);
  if (dimension.bucket === null) return label;
  return entityT('entityApi.aggregate.bucketHeader', { label, bucket: entityT(`entityApi.aggregate.bucket.${dimension.bucket}`) });
}

function measureHeader(entityT: TFunction, measure: Measure): string {
  if (measure.field === null) return entityT('entityApi.aggregate.count');
  return entityT('entityApi.aggregate.measureHeader', { label: labelOf(entityT, measure.field), function: entityT(`entityApi.aggregate.function.${measure.fn}`) });
}

const textCell = (value: unknown): Cell => (value === null || value === undefined ? null : typeof value === 'number' ? value : neutraliseFormula(String(value)));

export interface AggregateExportRequest {
  db: Db;
  entity: RegisteredEntity;
  query: AggregateQuery;
  answer: AggregateAnswer;
  entityT: TFunction;
  /** The screen's own names of some columns (a ledger's 期初余额), by dimension or measure key. */
  headers?: Record<string, string>;
}

/** The `headers` parameter of an export (a JSON object of texts by key); anything else: none. */
export function exportHeadersOf(value: unknown): Record<string, string> {
  if (typeof value !== 'string') return {};
  try {
    const parsed = JSON.parse(value) as unknown;
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].length <= 100));
  } catch {
    return {};
  }
}

/** The file as a stream. The groups of one batch are few enough to hold (at most the
 * branch's exportable quantity of rows of a few cells); the writer streams the zip out. */
export async function aggregateExportStream({ db, entity, query, answer, entityT, headers = {} }: AggregateExportRequest): Promise<Readable> {
  const dictionaries = await dictionaryNames(db, query.dimensions.map((d) => d.field), entityT);
  const dimensionCell = (dimension: Dimension, value: unknown): Cell => {
    const dict = dimension.bucket === null ? dimension.field.schema['x-dict'] : undefined;
    return textCell(dict && value !== null ? dictionaries.get(dict)?.get(String(value)) ?? value : value);
  };
  const { default: ExcelJS } = await import('exceljs');
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: false, useSharedStrings: false, zip: { zlib: { level: 1 } } });
  const sheet = workbook.addWorksheet(entityT(entity.schema.title, { defaultValue: entity.name }));
  sheet.addRow([
    ...query.dimensions.flatMap((d) => [headers[d.key] ?? dimensionHeader(entityT, d), ...(d.label ? [labelOf(entityT, d.label)] : [])]),
    ...query.measures.map((m) => headers[m.key] ?? measureHeader(entityT, m)),
  ].map((header) => neutraliseFormula(header))).commit();
  for (const record of answer.records) {
    sheet.addRow([
      ...query.dimensions.flatMap((d) => [dimensionCell(d, record[d.key]), ...(d.label ? [textCell(record[d.label.property])] : [])]),
      ...query.measures.map((m) => record[m.key]),
    ]).commit();
  }
  const dimensionColumns = query.dimensions.reduce((n, d) => n + (d.label ? 2 : 1), 0);
  const totalsLead: Cell[] = [entityT('entityApi.aggregate.totalsRow'), ...Array<Cell>(dimensionColumns - 1).fill(null)];
  sheet.addRow([...totalsLead, ...query.measures.map((m) => answer.totals[m.key])]).commit();
  sheet.commit();
  void workbook.commit().catch((error: unknown) => output.destroy(error as Error));
  return output;
}
