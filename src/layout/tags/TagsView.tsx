import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { routeTitle } from '../../i18n/routeTitle';
import { closeAllTags, closeLeftTags, closeOtherTags, closeRightTags, closeTag, refreshTag, tags } from '../../session/tagsStore';
import { deferredComponent } from '../../ui/deferred/deferredComponent';
import type { TagMenuTarget } from './TagContextMenu';

// The right-click menu's code (Radix's dropdown) is fetched at the first right-click, not with the shell.
const tagContextMenu = deferredComponent(() => import('./TagContextMenu').then((module) => module.TagContextMenu));

/** The bar of open tabs under the navbar. */
export function TagsView() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { views, active } = useSnapshot(tags);
  const [menu, setMenu] = useState<TagMenuTarget | null>(null);
  // Mounted from the first right-click on, so that it closes with its own handling.
  const [menuUsed, setMenuUsed] = useState(false);
  if (menu && !menuUsed) setMenuUsed(true);

  const go = (target: string | undefined) => {
    if (target) navigate(target);
  };

  return (
    <div className="flex h-[34px] shrink-0 items-center gap-1 overflow-x-auto border-b border-slate-200 bg-white px-2 shadow-sm" role="tablist" aria-label={t('tagsView.label')}>
      {views.map((view) => {
        const current = view.key === active;
        return (
          <div
            key={view.key}
            role="tab"
            aria-selected={current}
            onContextMenu={(event) => {
              event.preventDefault();
              setMenu({ key: view.key, affix: view.affix, x: event.clientX, y: event.clientY });
            }}
            className={`flex h-[26px] shrink-0 items-center gap-1 border px-2 text-xs ${current ? 'border-primary bg-primary text-white' : 'border-slate-200 bg-white text-slate-600'}`}
          >
            <Link to={view.fullPath} className="whitespace-nowrap">
              {routeTitle(t, { name: view.name, meta: { title: view.title } })}
              {view.record && ` ${view.record}`}
            </Link>
            {!view.affix && (
              <button
                type="button"
                aria-label={t('tagsView.close')}
                onClick={() => go(closeTag(view.key))}
                className="rounded-full px-1 leading-none hover:bg-black/20"
              >
                ×
              </button>
            )}
          </div>
        );
      })}
      {menuUsed && (
        <Suspense fallback={null}>
          <tagContextMenu.Deferred
            target={menu}
            onClose={() => setMenu(null)}
            onRefresh={(key) => go(refreshTag(key))}
            onCloseTag={(key) => go(closeTag(key))}
            onCloseOthers={(key) => go(closeOtherTags(key))}
            onCloseLeft={(key) => go(closeLeftTags(key))}
            onCloseRight={(key) => go(closeRightTags(key))}
            onCloseAll={() => go(closeAllTags())}
          />
        </Suspense>
      )}
    </div>
  );
}
