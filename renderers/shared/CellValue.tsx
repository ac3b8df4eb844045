// A formatted value as an element: dictionary values as tags, images as thumbnails, the rest as text.
// A table passes its own translation function to CellContent (one hook per table, not per cell).
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { FieldMeta } from '../entities';
import { useEntityFieldLabel } from './entityFields';
import { formatValue, isLongTerm, type DisplayFormat } from './formatValue';
import { useAreaOptions } from './useAreaOptions';
import { displayYmd } from '../../src/core/format/dateParse';
import { expiryOf } from '../../src/core/format/expiry';

export interface CellValueProps {
  value: unknown;
  field: FieldMeta;
  format: DisplayFormat;
  dict?: string;
  /** The whole record (a field-select value is shown by its label in the entity a sibling names). */
  row?: Readonly<Record<string, unknown>>;
}

function FieldLabel({ entityName, value }: { entityName: unknown; value: unknown }) {
  return <>{useEntityFieldLabel(entityName, value)}</>;
}

const EXPIRY_TONE = { expired: 'border-red-200 bg-red-50 text-red-700', expiring: 'border-amber-200 bg-amber-50 text-amber-700' } as const;

/** An end date with a tag when it is past (已过期) or near (N天后到期). */
function ExpiryCell({ value, t }: { value: string; t: TFunction }) {
  const expiry = expiryOf(value);
  const day = displayYmd(value).slice(0, 10);
  if (isLongTerm(value)) return <>{t('renderer.value.longTerm')}</>;
  if (!expiry || expiry.state === 'valid') return <>{day}</>;
  return (
    <span className="inline-flex items-center gap-1 whitespace-nowrap">
      {day}
      <span className={`inline-block rounded border px-1.5 py-0.5 text-xs ${EXPIRY_TONE[expiry.state]}`}>{t(`renderer.expiry.${expiry.state}`, { count: expiry.days })}</span>
    </span>
  );
}

/** An area code shown by its names once the area tree is loaded (the code until then). */
function AreaCell({ value, field, t }: { value: unknown; field: FieldMeta; t: TFunction }) {
  useAreaOptions();
  return <>{formatValue(value, field, 'area', t)}</>;
}

export function CellValue(props: CellValueProps) {
  const { t } = useTranslation();
  return <CellContent {...props} t={t} />;
}

/** The value with the caller's translation function: no hook of its own. */
export function CellContent({ value, field, format, dict, row, t }: CellValueProps & { t: TFunction }) {
  if (format === 'area') return <AreaCell value={value} field={field} t={t} />;
  const fieldOf = field.schema['x-field-of'];
  if (fieldOf && row && field.widget === 'field-select') return <FieldLabel entityName={row[fieldOf]} value={value} />;
  if (format === 'image') {
    const urls = (Array.isArray(value) ? value : [value]).filter((url): url is string => typeof url === 'string' && url !== '');
    return (
      <span className="flex flex-wrap gap-1">
        {urls.map((url) => (
          <a key={url} href={url} target="_blank" rel="noreferrer">
            <img src={url} alt={t(field.label)} className="size-12 rounded border border-slate-200 object-cover" />
          </a>
        ))}
      </span>
    );
  }
  if (format === 'expiry' && typeof value === 'string' && value !== '') return <ExpiryCell value={value} t={t} />;
  const text = formatValue(value, field, format, t, { dict });
  if (format === 'dict' && text) {
    return <span className="inline-block rounded border border-sky-200 bg-sky-50 px-2 py-0.5 text-xs text-sky-700">{text}</span>;
  }
  return <>{text}</>;
}
