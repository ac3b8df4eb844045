import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { routeTitle } from '../../i18n/routeTitle';
import type { AppRoute } from '../../session/buildRoutes';
import { buildSearchPool, createSearch, searchRoutes, type SearchEntry } from './searchPool';
import { usePinyin } from './usePinyin';

const MAX_RESULTS = 10;

/** Searches the permitted routes by title, path and (zh) pinyin; rebuilt when the language changes. */
export function HeaderSearch({ sessionRoutes }: { sessionRoutes: readonly AppRoute[] }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const pinyinOf = usePinyin(i18n.language);
  const [query, setQuery] = useState('');
  const [highlighted, setHighlighted] = useState(0);

  const fuse = useMemo(
    () => createSearch(buildSearchPool(sessionRoutes, (route) => routeTitle(t, route), pinyinOf)),
    // react-i18next gives a new `t` on a language change, so the pool is rebuilt in the new language.
    [sessionRoutes, t, pinyinOf],
  );
  const results = useMemo(() => searchRoutes(fuse, query).slice(0, MAX_RESULTS), [fuse, query]);

  const open = (entry: SearchEntry) => {
    setQuery('');
    if (/^https?:\/\//.test(entry.path)) window.open(entry.path, '_blank', 'noopener');
    else navigate(entry.path);
  };

  return (
    <div className="relative hidden md:block">
      <input
        type="search"
        role="combobox"
        aria-expanded={results.length > 0}
        aria-controls="header-search-results"
        aria-label={t('search.label')}
        placeholder={t('search.placeholder')}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setHighlighted(0);
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') setHighlighted((index) => Math.min(index + 1, results.length - 1));
          else if (event.key === 'ArrowUp') setHighlighted((index) => Math.max(index - 1, 0));
          else if (event.key === 'Enter' && results[highlighted]) open(results[highlighted]);
          else if (event.key === 'Escape') setQuery('');
        }}
        className="w-32 rounded border border-slate-300 px-2 py-1 text-sm outline-none transition-all focus:w-48 focus:border-primary"
      />
      {results.length > 0 && (
        <ul id="header-search-results" role="listbox" className="absolute right-0 z-[2000] mt-1 max-h-80 w-72 overflow-auto rounded border border-slate-200 bg-white py-1 shadow-lg">
          {results.map((entry, index) => (
            <li
              key={entry.path}
              role="option"
              aria-selected={index === highlighted}
              onMouseDown={(event) => {
                event.preventDefault();
                open(entry);
              }}
              className={`cursor-pointer px-3 py-1.5 text-sm ${index === highlighted ? 'bg-slate-100 text-primary' : 'text-slate-700'}`}
            >
              {entry.title}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
