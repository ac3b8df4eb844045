// The columns of a list export as the console's list shows them: the `columns` parameter is a
// JSON array of { field, header?, width?, dict? } (the page's columns, their translated labels,
// their widths in pixels, a column's own dictionary). Without it, the entity's export columns
// (x-export, else x-list) under their labels. A field the list never answers (x-hidden,
// x-transient) or does not know is refused.
import type { TFunction } from 'i18next';
import type { EntityField } from './definition';
import type { RegisteredEntity } from './registry';

export interface ExportColumn {
  field: EntityField;
  header: string;
  /** Pixels as the page gives them; null: from the header's length. */
  width: number | null;
  /** The dictionary whose names replace the codes (the column's own, else the field's). */
  dict: string | null;
}

const MAX_COLUMNS = 100;
const MAX_HEADER = 100;
const DICT_TYPE = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

const labelOf = (entityT: TFunction, field: EntityField) => entityT(field.schema['x-label'] ?? field.property, { defaultValue: field.property });
const fieldDict = (field: EntityField) => (typeof field.schema['x-dict'] === 'string' ? field.schema['x-dict'] : null);

export function defaultExportColumns(entity: RegisteredEntity, entityT: TFunction): ExportColumn[] {
  return entity.exportColumns.map((property) => {
    const field = entity.byProperty.get(property)!;
    return { field, header: labelOf(entityT, field), width: null, dict: fieldDict(field) };
  });
}

/** The columns of the `columns` parameter; the name of what is wrong when it is not acceptable. */
export function exportColumnsOf(entity: RegisteredEntity, value: unknown, entityT: TFunction): ExportColumn[] | { invalid: string } {
  if (value === undefined || value === '') return defaultExportColumns(entity, entityT);
  let parsed: unknown;
  try {
    parsed = typeof value === 'string' ? JSON.parse(value) : value;
  } catch {
    return { invalid: '/columns' };
  }
  if (!Array.isArray(parsed) || parsed.length === 0 || parsed.length > MAX_COLUMNS) return { invalid: '/columns' };
  const columns: ExportColumn[] = [];
  for (const [index, entry] of parsed.entries()) {
    const at = `/columns/${index}`;
    if (!entry || typeof entry !== 'object') return { invalid: at };
    const { field: name, header, width, dict } = entry as Record<string, unknown>;
    const field = typeof name === 'string' ? entity.byProperty.get(name) : undefined;
    if (!field || entity.hidden.has(field.property) || entity.transient.has(field.property)) return { invalid: `${at}/field` };
    if (header !== undefined && (typeof header !== 'string' || header.length > MAX_HEADER)) return { invalid: `${at}/header` };
    if (width !== undefined && (typeof width !== 'number' || !Number.isFinite(width) || width < 1 || width > 2000)) return { invalid: `${at}/width` };
    if (dict !== undefined && (typeof dict !== 'string' || !DICT_TYPE.test(dict))) return { invalid: `${at}/dict` };
    columns.push({
      field, header: typeof header === 'string' && header.trim() ? header : labelOf(entityT, field),
      width: typeof width === 'number' ? width : null, dict: typeof dict === 'string' ? dict : fieldDict(field),
    });
  }
  return columns;
}

/** The `ids` parameter (the selected rows, comma-separated primary keys); null without it. */
export function selectedIdsOf(value: unknown): number[] | null | { invalid: string } {
  if (value === undefined || value === '') return null;
  if (typeof value !== 'string' || !/^[1-9]\d{0,15}(,[1-9]\d{0,15}){0,999}$/.test(value)) return { invalid: '/ids' };
  return value.split(',').map(Number);
}
