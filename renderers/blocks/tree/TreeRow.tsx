// One node of the tree (role treeitem): its indent, the open/close chevron, its label; a drop
// target while another node is dragged over it. Placeholders say a level is loading or failed.
import type { DragEvent, KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { VisibleRow } from './treeModel';

export interface TreeRowProps {
  row: VisibleRow;
  label: string;
  hasChildren: boolean;
  expanded: boolean;
  selected: boolean;
  focused: boolean;
  draggable: boolean;
  dropTarget: boolean;
  onToggle: () => void;
  onSelect: () => void;
  onRetry: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLLIElement>) => void;
  onDragStart: (event: DragEvent<HTMLLIElement>) => void;
  onDragEnd: () => void;
  onDragOver: (event: DragEvent<HTMLLIElement>) => void;
  onDragLeave: () => void;
  onDrop: (event: DragEvent<HTMLLIElement>) => void;
}

const INDENT_PX = 16;

export function TreeRow(props: TreeRowProps) {
  const { t } = useTranslation();
  const { row } = props;
  const indent = { paddingLeft: 8 + (row.depth - 1) * INDENT_PX };
  if (row.placeholder) {
    return (
      <li role="none" className="py-1 text-xs text-slate-400" style={indent}>
        {row.placeholder === 'loading' ? (
          <span role="status">{t('page.tree.loading')}</span>
        ) : (
          <button type="button" className="text-red-600 hover:underline" onClick={props.onRetry}>{t('page.tree.loadFailed')}</button>
        )}
      </li>
    );
  }
  const tone = props.dropTarget
    ? 'bg-primary/10 outline-dashed outline-1 outline-primary'
    : props.selected ? 'bg-primary/10 text-primary font-medium' : 'hover:bg-slate-50';
  return (
    <li
      role="treeitem"
      data-node-id={row.id}
      aria-level={row.depth}
      aria-posinset={row.position}
      aria-setsize={row.siblings}
      aria-expanded={props.hasChildren ? props.expanded : undefined}
      aria-selected={props.selected}
      tabIndex={props.focused ? 0 : -1}
      draggable={props.draggable}
      onKeyDown={props.onKeyDown}
      onClick={props.onSelect}
      onDragStart={props.onDragStart}
      onDragEnd={props.onDragEnd}
      onDragOver={props.onDragOver}
      onDragLeave={props.onDragLeave}
      onDrop={props.onDrop}
      className={`flex cursor-pointer select-none items-center gap-1 rounded py-1.5 pr-2 text-sm outline-none focus-visible:ring-2 focus-visible:ring-primary ${tone}`}
      style={indent}
    >
      <span
        aria-hidden="true"
        className={`inline-flex size-5 shrink-0 items-center justify-center text-slate-400 transition-transform ${props.hasChildren ? '' : 'invisible'} ${props.expanded ? 'rotate-90' : ''}`}
        onClick={(event) => {
          event.stopPropagation();
          props.onToggle();
        }}
      >
        ▸
      </span>
      <span className="truncate">{props.label}</span>
    </li>
  );
}
