// tree: the records of a hierarchical entity (x-parent) as a tree. Levels load lazily as nodes
// open; the keyboard follows the WAI-ARIA tree pattern; a node dragged onto another moves under
// it (onto 全部: to the top) and a refusal by the server (a cycle) leaves the tree as it was;
// the toolbar adds a top node or a child, edits or removes the selected node through the
// list's record dialog, each with the screen's permission code. Selecting a node sets the page
// query's filterField to its id, so the page's table shows what lies under it.
import { useCallback, useEffect, useMemo, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { getFeedback } from '../../../src/api/feedback';
import { setFilters } from '../../../src/core/list/listQuery';
import type { Action, TreeBlock as TreeBlockType } from '../../../src/core/generated/page-language';
import { blockEntity } from '../../../src/core/page/expandPage';
import { permissionCodeOf } from '../../../src/core/page/permissionCode';
import { hasPermission } from '../../../src/session/permissions';
import { entityFor, primaryKey } from '../../entities';
import { createRecord, removeRecord, updateRecord, type EntityRecord } from '../../entityApi';
import { RecordDialog, type RecordDialogState } from '../../list/RecordDialog';
import { textOrKey } from '../../shared/formatValue';
import { usePageQuery } from '../pageQuery';
import type { BlockProps } from '../registry';
import { moveNode } from './treeApi';
import { treeFormOf } from './treeForm';
import { keyOutcome, ROOT, visibleRows } from './treeModel';
import { TreeRow } from './TreeRow';
import { TreeToolbar, type TreeCommand } from './TreeToolbar';
import { useTreeLevels } from './useTreeLevels';

export function TreeBlock({ block, page, screen }: BlockProps<TreeBlockType>) {
  const { t } = useTranslation();
  const entity = entityFor(blockEntity(page, block)!);
  const key = primaryKey(entity);
  const parentField = entity['x-parent']!.field;
  const { query, dispatch, reloads, reload } = usePageQuery();
  const { levels, nodes, open, retry } = useTreeLevels(entity, reloads);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const [ownSelection, setOwnSelection] = useState<string | null>(null);
  const [focused, setFocused] = useState<string | null>(null);
  const [dragged, setDragged] = useState<string | null>(null);
  const [over, setOver] = useState<string | null>(null);
  const [dialog, setDialog] = useState<{ state: RecordDialogState; parent: string | null } | null>(null);
  const treeRef = useRef<HTMLUListElement>(null);

  const may = (type: 'create' | 'edit' | 'remove') => {
    const code = permissionCodeOf({ type } as Action, screen);
    return code !== undefined && hasPermission(code);
  };
  const allowed = { create: may('create'), edit: may('edit'), remove: may('remove') };
  const offered = new Set(block.actions ?? []);
  const canDrag = block.draggable === true && allowed.edit;

  // The selection lives in the page query when it filters the page (it survives a tab switch).
  const filtered = block.filterField ? query.filters[block.filterField] : undefined;
  const selected = block.filterField ? (filtered === undefined ? null : String(filtered)) : ownSelection;
  const select = (id: string | null) => {
    if (!block.filterField) return setOwnSelection(id);
    const { [block.filterField]: _previous, ...others } = query.filters;
    const value = id === null ? undefined : nodes.get(id)?.[key];
    dispatch(setFilters({ filters: value === undefined ? others : { ...others, [block.filterField]: value as string | number } }));
  };

  const rows = useMemo(() => visibleRows(levels, expanded), [levels, expanded]);
  const focusTarget = focused ?? selected ?? rows.find((row) => row.id !== null)?.id ?? null;
  // A label may be an i18n key (a menu's title `route.Home`): shown translated.
  const labelOf = (id: string) => textOrKey(t, String(nodes.get(id)?.[block.labelField] ?? ''));
  const hasChildren = useCallback((id: string) => nodes.get(id)?.hasChildren === true, [nodes]);

  const setOpen = (id: string, opening: boolean) => {
    setExpanded((current) => {
      const next = new Set(current);
      if (opening) next.add(id);
      else next.delete(id);
      return next;
    });
    if (opening) open(id);
  };

  // Keyboard focus follows the focused node (roving tabindex): a key moves it after rendering.
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (!focusNext.current) return;
    treeRef.current?.querySelector<HTMLElement>(`[data-node-id="${CSS.escape(focusNext.current)}"]`)?.focus();
    focusNext.current = null;
  });

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>, id: string) => {
    const outcome = keyOutcome(event.key, rows, id, hasChildren, expanded);
    if (outcome.kind === 'none') return;
    event.preventDefault();
    if (outcome.kind === 'focus') {
      setFocused(outcome.id);
      focusNext.current = outcome.id;
    } else if (outcome.kind === 'expand') setOpen(outcome.id, true);
    else if (outcome.kind === 'collapse') setOpen(outcome.id, false);
    else select(outcome.id);
  };

  const moveUnder = async (id: string, target: string | null) => {
    try {
      await moveNode(entity, nodes.get(id)?.[key] ?? id, target === null ? null : nodes.get(target)?.[key] ?? target);
    } catch {
      return; // Refused (a cycle, a parent out of reach): the HTTP layer has shown why; nothing changed.
    }
    getFeedback().message('success', target === null
      ? t('page.tree.movedToRoot', { node: labelOf(id) })
      : t('page.tree.moved', { node: labelOf(id), target: labelOf(target) }));
    if (target !== null) setOpen(target, true);
    reload();
  };

  const dropHandlers = (target: string | null) => ({
    onDragOver: (event: DragEvent<HTMLElement>) => {
      if (!dragged || dragged === target) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
      setOver(target ?? ROOT);
    },
    onDragLeave: () => setOver(null),
    onDrop: (event: DragEvent<HTMLElement>) => {
      event.preventDefault();
      const id = dragged;
      setDragged(null);
      setOver(null);
      if (id && id !== target) void moveUnder(id, target);
    },
  });

  const run = async (command: TreeCommand) => {
    if (command === 'createRoot') return setDialog({ state: { kind: 'create' }, parent: null });
    if (!selected || !nodes.has(selected)) return;
    const node = nodes.get(selected)!;
    if (command === 'createChild') return setDialog({ state: { kind: 'create' }, parent: selected });
    if (command === 'edit') return setDialog({ state: { kind: 'edit', row: node }, parent: null });
    const confirmed = await getFeedback().confirm({
      title: t('renderer.confirm.title'), text: t('page.confirm.remove', node), confirmText: t('renderer.confirm.ok'),
      cancelText: t('renderer.confirm.cancel'), type: 'warning',
    });
    if (!confirmed) return;
    try {
      await removeRecord(entity, node[key]);
    } catch {
      return; // Refused (it has children): the HTTP layer has shown why.
    }
    select(null);
    getFeedback().message('success', t('renderer.action.done'));
    reload();
  };

  const submit = async (values: EntityRecord) => {
    if (!dialog) return;
    const { state, parent } = dialog;
    if (state.kind === 'edit') await updateRecord(entity, state.row[key], values);
    else await createRecord(entity, parent === null ? values : { ...values, [parentField]: nodes.get(parent)?.[key] });
    setDialog(null);
    if (parent !== null) setOpen(parent, true);
    getFeedback().message('success', t('renderer.action.done'));
    reload();
  };

  const title = t(block.title ?? entity.title);
  const rootDrop = dropHandlers(null);
  return (
    <section aria-label={title} className="flex flex-col gap-2 rounded border border-slate-200 bg-white p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-sm font-semibold text-slate-700">{title}</h2>
        <TreeToolbar
          commands={{
            createRoot: offered.has('create') && allowed.create,
            createChild: offered.has('create') && allowed.create && selected !== null,
            edit: offered.has('edit') && allowed.edit && selected !== null,
            remove: offered.has('remove') && allowed.remove && selected !== null,
          }}
          onRun={(command) => void run(command)}
        />
      </div>
      <div className="flex flex-col">
        <button
          type="button"
          onClick={() => select(null)}
          aria-pressed={selected === null}
          title={canDrag ? t('page.tree.dragHint') : undefined}
          className={`rounded px-2 py-1.5 text-left text-sm ${over === ROOT ? 'bg-primary/10 outline-dashed outline-1 outline-primary' : selected === null ? 'bg-primary/10 font-medium text-primary' : 'hover:bg-slate-50'}`}
          {...rootDrop}
        >
          {t('page.tree.all')}
        </button>
        <ul ref={treeRef} role="tree" aria-label={title} className="flex max-h-[70vh] flex-col overflow-auto">
          {rows.map((row) => {
            const id = row.id;
            const drop = id ? dropHandlers(id) : rootDrop;
            return (
              <TreeRow
                key={row.key}
                row={row}
                label={id ? labelOf(id) : ''}
                hasChildren={id ? hasChildren(id) : false}
                expanded={id ? expanded.has(id) : false}
                selected={id !== null && id === selected}
                focused={id !== null && id === focusTarget}
                draggable={canDrag}
                dropTarget={id !== null && over === id}
                onToggle={() => id && setOpen(id, !expanded.has(id))}
                onSelect={() => {
                  if (!id) return;
                  setFocused(id);
                  select(id);
                }}
                onRetry={() => retry(row.parent)}
                onKeyDown={(event) => id && onKeyDown(event, id)}
                onDragStart={(event) => {
                  if (!id) return;
                  event.dataTransfer.effectAllowed = 'move';
                  event.dataTransfer.setData('text/plain', labelOf(id));
                  setDragged(id);
                }}
                onDragEnd={() => {
                  setDragged(null);
                  setOver(null);
                }}
                {...drop}
              />
            );
          })}
          {levels.get(ROOT)?.status === 'loaded' && rows.length === 0 && (
            <li role="none" className="py-6 text-center text-sm text-slate-400">{t('page.tree.empty')}</li>
          )}
        </ul>
      </div>
      {dialog && (
        <RecordDialog state={dialog.state} entity={entity} form={treeFormOf(page, entity)} onClose={() => setDialog(null)} onSubmit={submit} />
      )}
    </section>
  );
}
