// How a map record's fields are written in the side list and popups (MapField of the page
// language), and the popup's HTML (built from text nodes: a record's text is never markup).
import type { TFunction } from 'i18next';
import type { MapField } from '../../../src/core/generated/page-language';
import { relativeTime } from '../../../src/core/format/relativeTime';
import { dictName } from '../../../src/dicts/dictStore';

export type MapRecord = Record<string, unknown>;

export function fieldText(record: MapRecord, field: MapField, t: TFunction, now = new Date()): string {
  const value = record[field.field];
  if (value === undefined || value === null || value === '') return '';
  switch (field.format) {
    case 'relative': {
      const relative = relativeTime(String(value), now);
      return relative ? t(relative.key, relative.params) : String(value);
    }
    case 'dict':
      return field.dict ? dictName(field.dict, value, t) : String(value);
    case 'speed':
      return t('renderer.map.speedValue', { value: Number(value) });
    default:
      return String(value);
  }
}

/** A popup: the heading, the fields as a definition list and an optional link. */
export function popupElement(heading: string, rows: [string, string][], link?: { text: string; href: string; onClick: (event: MouseEvent) => void }): HTMLElement {
  const root = document.createElement('div');
  root.className = 'map-popup';
  const title = document.createElement('h3');
  title.textContent = heading;
  root.append(title);
  const list = document.createElement('dl');
  for (const [label, text] of rows) {
    if (!text) continue;
    const term = document.createElement('dt');
    term.textContent = label;
    const detail = document.createElement('dd');
    detail.textContent = text;
    list.append(term, detail);
  }
  root.append(list);
  if (link) {
    const anchor = document.createElement('a');
    anchor.href = link.href;
    anchor.textContent = link.text;
    anchor.className = 'text-blue-600 underline';
    anchor.addEventListener('click', link.onClick);
    root.append(anchor);
  }
  return root;
}
