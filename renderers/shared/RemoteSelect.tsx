// Choosing records of a related entity (`x-relation`): the user types, the related entity's
// /list is searched by its label field, and a chosen record gives the value (and may fill
// other fields through `onPick`).
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Relation } from '../../src/core/generated/entity-language';
import { entityFor, fieldMeta } from '../entities';
import { listRecords, type EntityRecord } from '../entityApi';

const SEARCH_DELAY_MS = 300;
const SEARCH_PAGE_SIZE = 20;

export interface RemoteSelectProps {
  id: string;
  relation: Relation;
  /** One value, or the values of a multiple choice. */
  value: string | readonly string[] | undefined;
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
  return { pageNum: 1, pageSize: SEARCH_PAGE_SIZE, [key]: text };
}

export function RemoteSelect({ id, relation, value, multiple = false, disabled = false, label, onChange, onPick }: RemoteSelectProps) {
  const { t } = useTranslation();
  const listId = useId();
  const chosen = multiple ? ((value as readonly string[] | undefined) ?? []) : [];
  const [text, setText] = useState(multiple ? '' : ((value as string | undefined) ?? ''));
  const [open, setOpen] = useState(false);
  const [options, setOptions] = useState<EntityRecord[]>([]);

  // A value set from outside (reset, edit) replaces the typed text.
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    setShownValue(value);
    if (!multiple) setText((value as string | undefined) ?? '');
  }

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
    setText(multiple ? '' : picked);
    if (onPick) onPick(next, record);
    else onChange(next);
    setOpen(false);
  };

  return (
    <div className="relative">
      {multiple && chosen.length > 0 && (
        <ul className="mb-1 flex flex-wrap gap-1">
          {chosen.map((item) => (
            <li key={item} className="flex items-center gap-1 rounded bg-slate-100 px-2 py-0.5 text-xs">
              {item}
              <button
                type="button"
                disabled={disabled}
                aria-label={t('renderer.remote.remove', { value: item })}
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
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          if (!multiple && event.target.value === '') onChange(undefined);
        }}
        className="w-full rounded border border-slate-300 px-3 py-1.5 text-sm outline-none focus:border-primary"
      />
      {open && (
        <ul id={listId} role="listbox" className="absolute z-10 mt-1 max-h-60 w-full overflow-auto rounded border border-slate-200 bg-white shadow">
          {options.length === 0 && <li className="px-3 py-2 text-sm text-slate-400">{t('renderer.remote.none')}</li>}
          {options.map((record) => {
            const optionValue = String(record[relation.value] ?? '');
            const optionLabel = String(record[relation.label] ?? optionValue);
            return (
              <li
                key={optionValue}
                role="option"
                aria-selected={multiple ? chosen.includes(optionValue) : optionValue === value}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(record)}
                className="cursor-pointer px-3 py-2 text-sm hover:bg-slate-100"
              >
                {optionLabel === optionValue ? optionLabel : `${optionLabel}（${optionValue}）`}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
