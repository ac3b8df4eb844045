// Choosing records of a related entity (`x-relation`): the user types, the related entity's
// /list is searched by its label field, and a chosen record gives the value (and may fill
// other fields through `onPick`). A relation to the related record's primary key (a goods
// type's id) shows the record's label, never the bare key: the chosen record's, or the one
// read back (GET /<entity>/<id>) when a value comes from outside (an edit, a restored filter).
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Relation } from '../../src/core/generated/entity-language';
import { entityFor, fieldMeta, primaryKey } from '../entities';
import { getRecord, listRecords, type EntityRecord } from '../entityApi';

const SEARCH_DELAY_MS = 300;
const SEARCH_PAGE_SIZE = 20;

export interface RemoteSelectProps {
  id: string;
  relation: Relation;
  /** One value (a number for a relation to a numeric key), or the values of a multiple choice. */
  value: string | number | readonly string[] | undefined;
  multiple?: boolean;
  disabled?: boolean;
  label?: string;
  onChange: (value: string | string[] | undefined) => void;
  /** Called instead of `onChange` when a record is chosen, with the new value and the record. */
  onPick?: (value: string | string[] | undefined, record: EntityRecord) => void;
}

/** The list query searching the related entity: its label field when that is filterable, else `keyword`. */
export function searchParams(relation: Relation, text: string): Record<string, string | number> {
  const related = entityFor(relation.entity);
  const labelFilter = fieldMeta(related, relation.label).filter;
  const key = labelFilter ? relation.label : 'keyword';
  // x-relation where: list only the records that may be chosen (where the related entity filters exactly).
  const where = Object.fromEntries(Object.entries(relation.where ?? {})
    .filter(([field, value]) => !Array.isArray(value) && related.properties[field]?.['x-filter'] === true)
    .map(([field, value]) => [field, String(value)]));
  return { pageNum: 1, pageSize: SEARCH_PAGE_SIZE, ...where, [key]: text };
}

export function RemoteSelect({ id, relation, value, multiple = false, disabled = false, label, onChange, onPick }: RemoteSelectProps) {
  const { t } = useTranslation();
  const listId = useId();
  // rjsf fills an array's minItems with empty entries: they are no choice.
  const chosen = multiple ? ((value as readonly string[] | undefined) ?? []).filter((item) => typeof item === 'string' && item !== '') : [];
  const byKey = relation.value === primaryKey(entityFor(relation.entity));
  /** Labels of the keys seen (chosen or read back). */
  const [labels, setLabels] = useState<ReadonlyMap<string, string>>(() => new Map());
  const remember = (key: string, label: string) => setLabels((known) => new Map(known).set(key, label));
  const single = (v: typeof value) => (v === undefined || v === null || Array.isArray(v) ? '' : String(v));
  const shown = (v: typeof value) => (byKey ? labels.get(single(v)) ?? '' : single(v));
  const [text, setText] = useState(multiple ? '' : shown(value));
  const [open, setOpen] = useState(false);
  const [options, setOptions] = useState<EntityRecord[]>([]);

  // A value set from outside (reset, edit) replaces the typed text.
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    setShownValue(value);
    if (!multiple) setText(shown(value));
  }

  // The label of a key set from outside.
  const key = multiple ? '' : single(value);
  useEffect(() => {
    if (!byKey || key === '' || labels.has(key)) return undefined;
    let current = true;
    getRecord(entityFor(relation.entity), key)
      .then((record) => {
        const label = String(record[relation.label] ?? key);
        remember(key, label);
        if (current) setText(label);
      })
      .catch(() => current && setText(key));
    return () => {
      current = false;
    };
  }, [byKey, key, relation, labels]);

  useEffect(() => {
    if (!open) return undefined;
    let current = true;
    const timer = setTimeout(() => {
      listRecords(entityFor(relation.entity), searchParams(relation, text.trim()))
        .then((page) => current && setOptions(page.records))
        .catch(() => undefined);
    }, SEARCH_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [open, text, relation]);

  const pick = (record: EntityRecord) => {
    const picked = String(record[relation.value] ?? '');
    const next = multiple ? (chosen.includes(picked) ? [...chosen] : [...chosen, picked]) : picked || undefined;
    const label = String(record[relation.label] ?? picked);
    if (byKey) remember(picked, label);
    setText(multiple ? '' : byKey ? label : picked);
    if (onPick) onPick(next, record);
    else onChange(next);
    // A multiple choice stays open for the next pick (several waybills of an invoice).
    if (!multiple) setOpen(false);
  };

  return (
    <div className="relative">
      {multiple && chosen.length > 0 && (
        <ul className="mb-1 flex flex-wrap gap-1">
          {chosen.map((item) => (
            <li key={item} className="flex items-center gap-1 rounded bg-slate-100 px-2 py-0.5 text-xs">
              {labels.get(item) ?? item}
              <button
                type="button"
                disabled={disabled}
                aria-label={t('renderer.remote.remove', { value: labels.get(item) ?? item })}
                onClick={() => onChange(chosen.filter((entry) => entry !== item))}
                className="text-slate-500 hover:text-red-600"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        id={id}
        role="combobox"
        aria-label={label}
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        disabled={disabled}
        value={text}
        placeholder={t('renderer.remote.search')}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          if (!multiple && event.target.value === '') onChange(undefined);
        }}
        className="w-full rounded border border-slate-300 px-3 py-1.5 text-sm outline-none focus:border-primary"
      />
      {open && (
        <ul id={listId} role="listbox" className="absolute z-20 mt-1 max-h-60 w-full overflow-auto rounded border border-slate-200 bg-white shadow">
          {options.length === 0 && <li className="px-3 py-2 text-sm text-slate-400">{t('renderer.remote.none')}</li>}
          {options.map((record) => {
            const optionValue = String(record[relation.value] ?? '');
            const optionLabel = String(record[relation.label] ?? optionValue);
            return (
              <li
                key={optionValue}
                role="option"
                aria-selected={multiple ? chosen.includes(optionValue) : optionValue === single(value)}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(record)}
                className="cursor-pointer px-3 py-2 text-sm hover:bg-slate-100"
              >
                {/* A code beside its name tells records of one name apart; a numeric id means nothing to the user. */}
                {optionLabel === optionValue || (byKey && /^\d+$/.test(optionValue)) ? optionLabel : `${optionLabel}（${optionValue}）`}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
