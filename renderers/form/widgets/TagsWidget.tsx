// x-widget tags: a list of short codes (a menu's action codes: approve, reject) as removable chips
// and an input that adds one on Enter or a comma; each entry is checked by the field's items rules.
import type { WidgetProps } from '@rjsf/utils';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass } from './inputClass';

export function TagsWidget({ id, value, disabled = false, readonly = false, rawErrors = [], onChange, onBlur, onFocus }: WidgetProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const tags: string[] = Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
  const locked = disabled || readonly;
  const commit = () => {
    const added = text.split(/[,，\s]+/).map((entry) => entry.trim()).filter((entry) => entry !== '' && !tags.includes(entry));
    setText('');
    if (added.length > 0) onChange([...tags, ...added]);
  };
  const remove = (tag: string) => {
    const rest = tags.filter((entry) => entry !== tag);
    onChange(rest.length > 0 ? rest : undefined);
  };
  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      commit();
    } else if (event.key === 'Backspace' && text === '' && tags.length > 0) {
      remove(tags[tags.length - 1]!);
    }
  };
  return (
    <div className={`${inputClass(rawErrors.length > 0)} flex min-h-9 flex-wrap items-center gap-1 bg-white py-1`}>
      {tags.map((tag) => (
        <span key={tag} className="inline-flex items-center gap-1 rounded border border-sky-200 bg-sky-50 px-1.5 text-xs text-sky-700">
          {tag}
          {!locked && (
            <button type="button" aria-label={t('page.action.removeTag', { tag })} className="text-sky-500 hover:text-red-600" onClick={() => remove(tag)}>
              ×
            </button>
          )}
        </span>
      ))}
      <input
        id={id}
        name={id}
        type="text"
        value={text}
        disabled={locked}
        placeholder={tags.length === 0 ? t('page.action.addTags') : ''}
        aria-invalid={rawErrors.length > 0 || undefined}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={keyDown}
        onBlur={() => {
          commit();
          onBlur(id, tags);
        }}
        onFocus={() => onFocus(id, tags)}
        className="min-w-24 flex-1 border-0 p-0 text-sm outline-none"
      />
    </div>
  );
}
