import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { routeTitle } from '../../i18n/routeTitle';
import type { AppRoute } from '../../session/buildRoutes';
import type * as SearchPool from './searchPool';
import type { SearchEntry } from './searchPool';
import { usePinyin } from './usePinyin';

/** The issue: at most 8 results, the best match first. */
const MAX_RESULTS = 8;

/** Searches the permitted routes by title, path and (zh) pinyin; rebuilt when the language changes. */
export function HeaderSearch({ sessionRoutes }: { sessionRoutes: readonly AppRoute[] }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  // Wanted from the first hover or focus on: the search has not opened yet.
  const [searchWanted, setSearchWanted] = useState(false);
  const wantSearch = () => setSearchWanted(true);
  const pinyinOf = usePinyin(i18n.language, searchWanted);
  // The search (fuse.js) is fetched with the first hover or focus too, not with the shell.
  const [searchPool, setSearchPool] = useState<typeof SearchPool>();
  useEffect(() => {
    if (!searchWanted || searchPool) return;
    let live = true;
    import('./searchPool').then((loaded) => live && setSearchPool(loaded), () => undefined);
    return () => {
      live = false;
    };
  }, [searchWanted, searchPool]);
  const [query, setQuery] = useState('');
  const [highlighted, setHighlighted] = useState(0);

  const fuse = useMemo(
    () => searchPool?.createSearch(searchPool.buildSearchPool(sessionRoutes, (route) => routeTitle(t, route), pinyinOf)),
    // react-i18next gives a new `t` on a language change, so the pool is rebuilt in the new language.
    [searchPool, sessionRoutes, t, pinyinOf],
  );
  const results = useMemo(() => (searchPool && fuse ? searchPool.searchRoutes(fuse, query).slice(0, MAX_RESULTS) : []), [searchPool, fuse, query]);

  const open = (entry: SearchEntry) => {
    setQuery('');
    if (/^https?:\/\//.test(entry.path)) window.open(entry.path, '_blank', 'noopener');
    else navigate(entry.path);
  };

  // A magnifier in the navbar that widens over its neighbours while in use (vue-element-admin's
  // header search), so the to-do bar keeps the room; wide enough then for the whole placeholder.
  return (
    <div className="relative hidden size-8 shrink-0 md:block">
      <svg aria-hidden="true" viewBox="0 0 16 16" className="pointer-events-none absolute left-2 top-2 z-[2001] size-4 fill-slate-500">
        <path d="M6.75 1.5a5.25 5.25 0 0 1 4.17 8.44l3.07 3.07-1.06 1.06-3.07-3.07A5.25 5.25 0 1 1 6.75 1.5Zm0 1.5a3.75 3.75 0 1 0 0 7.5 3.75 3.75 0 0 0 0-7.5Z" />
      </svg>
      <input
        type="search"
        role="combobox"
        aria-expanded={results.length > 0}
        aria-controls="header-search-results"
        aria-label={t('search.label')}
        placeholder={t('search.placeholder')}
        value={query}
        onPointerEnter={wantSearch}
        onFocus={wantSearch}
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
        className={`absolute right-0 top-0 z-[2000] h-8 cursor-pointer rounded border bg-white pl-7 pr-2 text-sm outline-none transition-[width] focus:w-60 focus:cursor-text focus:border-primary focus:placeholder:text-slate-400 ${
          query ? 'w-60 border-slate-300' : 'w-8 border-transparent placeholder:text-transparent hover:bg-slate-100'
        }`}
      />
      {results.length > 0 && (
        <ul id="header-search-results" role="listbox" className="absolute right-0 top-9 z-[2000] max-h-80 w-72 overflow-auto rounded border border-slate-200 bg-white py-1 shadow-lg">
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
