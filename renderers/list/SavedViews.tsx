// 视图: the saved views of a list above its table (schemas/api/saved-view.json). Picking one lays
// the list out with its filters, sort, columns and density; the user's default view opens the
// screen unless the tab comes back with its own query or a link brings filters. Views shared
// with the user's role are offered read-only.
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { activeFilterCount, applyView, savedQueryOf, type ListQueryAction, type ListQueryState } from '../../src/core/list/listQuery';
import type { ListLayout, SavedView, SavedViewState } from '../../src/core/generated/api';
import { changeSavedView, createSavedView, listSavedViews, removeSavedView } from '../../src/api/endpoints/views';
import { activeRoleLabel } from '../../src/layout/roleName';
import { session } from '../../src/session/sessionState';
import { Button } from '../../src/ui/Button';
import { requestConfirm, showMessage } from '../../src/ui/feedbackStore';
import { TextField } from '../../src/ui/TextField';
import { Modal } from '../shared/Modal';

export interface SavedViewsProps {
  screen: string;
  query: ListQueryState;
  dispatch: (action: ListQueryAction) => void;
  layout: ListLayout;
  onLayout: (layout: ListLayout) => void;
  /** The tab came back with its query, or a link brought filters: no default view over it. */
  openedWithQuery: boolean;
}

const ITEM = 'flex cursor-pointer items-center justify-between gap-3 px-3 py-1.5 text-sm text-slate-700 outline-none data-[highlighted]:bg-slate-100';

function stateOf(query: ListQueryState, layout: ListLayout): SavedViewState {
  const saved = savedQueryOf(query);
  // An area filter holds province, city and county codes at most (the schema's tuple of ≤ 3).
  return { ...saved, areas: saved.areas as SavedViewState['areas'], columns: layout.columns, density: layout.density };
}

export function SavedViews({ screen, query, dispatch, layout, onLayout, openedWithQuery }: SavedViewsProps) {
  const { t } = useTranslation();
  const { code, roleList, activeRole } = useSnapshot(session);
  const [views, setViews] = useState<SavedView[]>([]);
  const [current, setCurrent] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const [managing, setManaging] = useState(false);
  const defaultApplied = useRef(openedWithQuery);

  const apply = (view: SavedView, announce = true) => {
    dispatch(applyView(view.state));
    onLayout({ columns: view.state.columns, density: view.state.density });
    setCurrent(view.id);
    if (announce) showMessage('success', t('renderer.views.applied', { name: view.name }));
  };
  const load = async () => {
    const answer = await listSavedViews(screen);
    setViews(answer.data ?? []);
    return answer.data ?? [];
  };
  useEffect(() => {
    if (!code) return;
    let live = true;
    listSavedViews(screen).then((answer) => {
      if (!live) return;
      const loaded = answer.data ?? [];
      setViews(loaded);
      const byDefault = loaded.find((view) => view.isDefault);
      if (!defaultApplied.current && byDefault) apply(byDefault, false);
      defaultApplied.current = true;
    }).catch(() => undefined);
    return () => {
      live = false;
    };
    // Loaded once per screen and user; `apply` reads the latest props.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [screen, code]);

  const mine = views.filter((view) => view.own);
  const shared = views.filter((view) => !view.own);
  const chosen = views.find((view) => view.id === current);
  const save = async (name: string, isDefault: boolean, share: boolean) => {
    const answer = await createSavedView({ screen, name, state: stateOf(query, layout), isDefault, shared: share });
    await load();
    if (answer.data) setCurrent(answer.data.id);
    setSaving(false);
  };
  const overwrite = async (view: SavedView) => {
    await changeSavedView(view.id, { state: stateOf(query, layout) });
    showMessage('success', t('renderer.views.saved'));
    await load();
  };

  return (
    <>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger className="inline-flex items-center gap-1 rounded border border-slate-300 bg-white px-3 py-2 text-sm text-slate-700 hover:border-primary hover:text-primary">
          {chosen ? t('renderer.views.current', { name: chosen.name }) : t('renderer.views.open')}
          <span aria-hidden="true" className="text-xs">▾</span>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content align="end" sideOffset={4} className="z-[900] max-h-[60vh] min-w-56 overflow-auto rounded border border-slate-200 bg-white py-1 shadow-md">
            <DropdownMenu.Item className={ITEM} onSelect={() => { setCurrent(null); dispatch(applyView({ filters: {}, ranges: {}, areas: {} })); }}>
              {t('renderer.views.none')}
              {current === null && <span aria-hidden="true">✓</span>}
            </DropdownMenu.Item>
            <DropdownMenu.Label className="px-3 pt-2 pb-1 text-xs text-slate-400">{t('renderer.views.mine')}</DropdownMenu.Label>
            {mine.length === 0 && <div className="px-3 py-1 text-xs text-slate-400">{t('renderer.views.empty')}</div>}
            {mine.map((view) => (
              <DropdownMenu.Item key={view.id} className={ITEM} onSelect={() => apply(view)}>
                <span className="truncate">{view.name}</span>
                <span className="flex shrink-0 items-center gap-1 text-xs text-slate-400">
                  {view.isDefault && <span className="rounded bg-primary/10 px-1 text-primary">{t('renderer.views.default')}</span>}
                  {view.shared && <span className="rounded bg-slate-100 px-1">{t('renderer.views.sharedTag')}</span>}
                  {current === view.id && <span aria-hidden="true" className="text-slate-700">✓</span>}
                </span>
              </DropdownMenu.Item>
            ))}
            {shared.length > 0 && <DropdownMenu.Label className="px-3 pt-2 pb-1 text-xs text-slate-400">{t('renderer.views.sharedWithMe')}</DropdownMenu.Label>}
            {shared.map((view) => (
              <DropdownMenu.Item key={view.id} className={ITEM} onSelect={() => apply(view)}>
                <span className="truncate">{view.name}</span>
                <span className="shrink-0 text-xs text-slate-400">{t('renderer.views.by', { name: view.ownerName })}</span>
              </DropdownMenu.Item>
            ))}
            <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
            <DropdownMenu.Item className={ITEM} onSelect={() => setSaving(true)}>{t('renderer.views.save')}</DropdownMenu.Item>
            {chosen?.own && (
              <DropdownMenu.Item className={ITEM} onSelect={() => void overwrite(chosen)}>{t('renderer.views.update', { name: chosen.name })}</DropdownMenu.Item>
            )}
            {mine.length > 0 && <DropdownMenu.Item className={ITEM} onSelect={() => setManaging(true)}>{t('renderer.views.manage')}</DropdownMenu.Item>}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <SaveViewDialog
        open={saving}
        filterCount={activeFilterCount(query)}
        roleLabel={activeRoleLabel(t, { roleList, activeRole })}
        onClose={() => setSaving(false)}
        onSave={save}
      />
      <ManageViewsDialog open={managing} views={mine} onClose={() => setManaging(false)} onChanged={() => void load()} onRemoved={(id) => id === current && setCurrent(null)} />
    </>
  );
}

function SaveViewDialog({ open, filterCount, roleLabel, onClose, onSave }: {
  open: boolean; filterCount: number; roleLabel: string; onClose: () => void; onSave: (name: string, isDefault: boolean, shared: boolean) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [isDefault, setDefault] = useState(false);
  const [share, setShare] = useState(false);
  const [error, setError] = useState('');
  const [pending, setPending] = useState(false);
  const [openedAt, setOpenedAt] = useState(open);
  if (openedAt !== open) {
    setOpenedAt(open);
    if (open) { setName(''); setDefault(false); setShare(false); setError(''); }
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) { setError(t('renderer.views.nameRequired')); return; }
    setPending(true);
    try {
      await onSave(name.trim(), isDefault, share);
    } catch {
      // The answer's message is shown by the HTTP layer; the dialog keeps what was typed.
    } finally {
      setPending(false);
    }
  };
  return (
    <Modal title={t('renderer.views.saveTitle')} open={open} onClose={onClose}>
      <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
        <TextField
          label={t('renderer.views.name')}
          value={name}
          maxLength={30}
          placeholder={t('renderer.views.namePlaceholder')}
          error={error}
          onChange={(event) => { setName(event.target.value); setError(''); }}
          autoFocus
        />
        <p className="text-xs text-slate-500">{t('renderer.views.contents', { filters: filterCount })}</p>
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" checked={isDefault} onChange={(event) => setDefault(event.target.checked)} />
          {t('renderer.views.isDefault')}
        </label>
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" checked={share} onChange={(event) => setShare(event.target.checked)} />
          {t('renderer.views.shared', { role: roleLabel })}
        </label>
        <div className="flex justify-end gap-2">
          <Button onClick={onClose}>{t('renderer.dialog.cancel')}</Button>
          <Button type="submit" variant="primary" pending={pending}>{t('renderer.form.submit')}</Button>
        </div>
      </form>
    </Modal>
  );
}

function ManageViewsDialog({ open, views, onClose, onChanged, onRemoved }: {
  open: boolean; views: SavedView[]; onClose: () => void; onChanged: () => void; onRemoved: (id: number) => void;
}) {
  const { t } = useTranslation();
  const [names, setNames] = useState<Record<number, string>>({});
  const named = useMemo(() => Object.fromEntries(views.map((view) => [view.id, names[view.id] ?? view.name])), [views, names]);
  const change = async (view: SavedView, patch: Parameters<typeof changeSavedView>[1]) => {
    await changeSavedView(view.id, patch).catch(() => undefined);
    onChanged();
  };
  const remove = async (view: SavedView) => {
    const confirmed = await requestConfirm({
      title: t('renderer.views.remove'), text: t('renderer.views.confirmRemove', { name: view.name }),
      confirmText: t('renderer.confirm.ok'), cancelText: t('renderer.dialog.cancel'), type: 'warning',
    });
    if (!confirmed) return;
    await removeSavedView(view.id);
    onRemoved(view.id);
    onChanged();
  };
  return (
    <Modal title={t('renderer.views.manageTitle')} open={open} onClose={onClose}>
      <ul className="flex flex-col gap-2">
        {views.map((view) => (
          <li key={view.id} className="flex flex-wrap items-center gap-2 rounded border border-slate-100 p-2">
            <input
              aria-label={t('renderer.views.rename')}
              value={named[view.id] ?? ''}
              maxLength={30}
              onChange={(event) => setNames({ ...names, [view.id]: event.target.value })}
              onBlur={() => { const name = (named[view.id] ?? '').trim(); if (name && name !== view.name) void change(view, { name }); }}
              className="min-w-0 flex-1 rounded border border-slate-300 px-2 py-1 text-sm"
            />
            <Button className="px-2 py-1" onClick={() => void change(view, { isDefault: !view.isDefault })}>
              {view.isDefault ? t('renderer.views.unsetDefault') : t('renderer.views.setDefault')}
            </Button>
            <Button className="px-2 py-1" onClick={() => void change(view, { shared: !view.shared })}>
              {view.shared ? t('renderer.views.unshare') : t('renderer.views.share')}
            </Button>
            <Button className="px-2 py-1" variant="danger" onClick={() => void remove(view)}>{t('renderer.views.remove')}</Button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
