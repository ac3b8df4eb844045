// A formatted value as an element: dictionary values as tags, images as thumbnails, the rest as text.
import { useTranslation } from 'react-i18next';
import type { FieldMeta } from '../entities';
import { formatValue, type DisplayFormat } from './formatValue';

export interface CellValueProps {
  value: unknown;
  field: FieldMeta;
  format: DisplayFormat;
  dict?: string;
}

export function CellValue({ value, field, format, dict }: CellValueProps) {
  const { t } = useTranslation();
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
  const text = formatValue(value, field, format, t, { dict });
  if (format === 'dict' && text) {
    return <span className="inline-block rounded border border-sky-200 bg-sky-50 px-2 py-0.5 text-xs text-sky-700">{text}</span>;
  }
  return <>{text}</>;
}
