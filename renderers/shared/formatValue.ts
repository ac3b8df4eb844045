// How a value is shown in list cells, detail sections and client exports: one function, so an
// export holds exactly what the table shows (dictionary names, not codes).
import type { TFunction } from 'i18next';
import { formatMoney } from '../../src/core/format/money';
import { relativeTime } from '../../src/core/format/relativeTime';
import { displayYmd } from '../../src/core/format/dateParse';
import { expiryOf } from '../../src/core/format/expiry';
import { formatWeight } from '../../src/core/format/weight';
import { formatDateTime } from '../../src/core/format/datetime';
import type { ColumnFormat } from '../../src/core/generated/page-language';
import { areaName, loadedAreaOptions } from '../../src/dicts/areaCache';
import { dictName } from '../../src/dicts/dictStore';
import type { FieldMeta } from '../entities';

/** The page language's formats, and those a field's widget implies (an upload's image, an area's names). */
export type DisplayFormat = ColumnFormat | 'image' | 'area';

/** The format a field is shown in when the page names none. */
export function defaultFormat(field: FieldMeta): DisplayFormat {
  if (field.dict) return 'dict';
  if (field.widget === 'upload') return 'image';
  if (field.widget === 'area') return 'area';
  if (field.widget === 'datetime') return 'datetime';
  if (field.widget === 'date' || field.format === 'date-ymd') return 'date';
  if (field.widget === 'percent') return 'percent';
  return 'text';
}

/** A text that is an i18n key (`route.Home`), not a typed text (a menu title added by staff). */
const I18N_KEY = /^[A-Za-z]+\.[A-Za-z0-9_.]+$/;

/** The key translated when the text is one (the text itself when the catalogues lack it), else the text. */
export function textOrKey(t: TFunction, text: string): string {
  return I18N_KEY.test(text) ? t(text, { defaultValue: text }) : text;
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** A document valid 长期 (long term) carries an end date in year 2999 or later (2999-12-31, 29991231). */
export function isLongTerm(value: string): boolean {
  return Number(displayYmd(value).slice(0, 4)) >= 2999;
}

export function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

/** The text of a value; `now` makes relative times testable. */
export function formatValue(
  value: unknown,
  field: FieldMeta,
  format: DisplayFormat,
  t: TFunction,
  { dict = field.dict, now = new Date() }: { dict?: string; now?: Date } = {},
): string {
  if (isEmpty(value)) return '';
  if (Array.isArray(value)) {
    return value.map((item) => formatValue(item, field, format, t, { dict, now })).join(t('common.listSeparator', { defaultValue: ', ' }));
  }
  switch (format) {
    case 'money':
      return formatMoney(value, 2);
    case 'weight': {
      const text = formatWeight(value);
      return text ? t('renderer.unit.tonne', { value: text }) : '';
    }
    case 'percent':
      return `${String(value)}%`;
    case 'dict':
      return dict ? dictName(dict, value, t) : String(value);
    case 'date':
      return isLongTerm(String(value)) ? t('renderer.value.longTerm') : displayYmd(String(value)).slice(0, 10);
    case 'area': {
      const options = loadedAreaOptions();
      return (options && areaName(options, String(value))) ?? String(value);
    }
    case 'expiry': {
      if (isLongTerm(String(value))) return t('renderer.value.longTerm');
      const day = displayYmd(String(value)).slice(0, 10);
      const expiry = expiryOf(String(value), now);
      return expiry && expiry.state !== 'valid' ? `${day} ${t(`renderer.expiry.${expiry.state}`, { count: expiry.days })}` : day;
    }
    case 'relative': {
      const relative = relativeTime(String(value), now);
      return relative ? t(relative.key, relative.params) : String(value);
    }
    case 'datetime':
      // A server-kept instant (2026-03-02T02:00:00.000Z, a verification code's times) shows as
      // the platform's times do: yyyy-MM-dd HH:mm:ss in China time.
      if (typeof value === 'string' && ISO_INSTANT.test(value)) return formatDateTime(new Date(value));
      return String(value);
    case 'i18n':
      return textOrKey(t, String(value));
    case 'image':
    case 'text':
      return typeof value === 'boolean' ? t(value ? 'renderer.value.yes' : 'renderer.value.no') : String(value);
  }
}
