// A filter panel that folds to its first row when the filters take more than one (展开/收起);
// the actions (查询/重置) stay beside it either way. Folded filters keep their place in the
// layout, hidden and out of the tab order, so unfolding does not move the first row.
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDown } from '../../../src/ui/icons';
import { useRowFold } from './useRowFold';

// Room for the controls' focus rings inside the clipped row.
const RING_ROOM_PX = 4;

export interface FoldingFiltersProps {
  items: readonly { key: string; node: ReactNode }[];
  actions: ReactNode;
}

export function FoldingFilters({ items, actions }: FoldingFiltersProps) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useState(false);
  const row = useRowFold(container, items.length);
  const foldable = row.count < items.length;
  const folded = foldable && !expanded;
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <div
        ref={container}
        className="relative flex min-w-0 flex-1 flex-wrap items-end gap-3 p-0.5"
        style={folded ? { maxHeight: row.height + RING_ROOM_PX, overflow: 'hidden' } : undefined}
      >
        {items.map((item, index) => {
          const hidden = folded && index >= row.count;
          return (
            <div key={item.key} className={hidden ? 'invisible' : undefined} inert={hidden || undefined} aria-hidden={hidden || undefined}>
              {item.node}
            </div>
          );
        })}
      </div>
      <div className="flex shrink-0 items-center gap-2 self-end p-0.5">
        {actions}
        {foldable && (
          <button
            type="button"
            aria-expanded={expanded}
            onClick={() => setExpanded(!expanded)}
            className="whitespace-nowrap rounded px-2 py-2 text-sm text-primary outline-none hover:underline focus-visible:ring-2 focus-visible:ring-primary/30"
          >
            {expanded ? t('renderer.filter.collapse') : t('renderer.filter.expand')}
            <ChevronDown className={`ml-1 inline transition-transform ${expanded ? 'rotate-180' : ''}`} />
          </button>
        )}
      </div>
    </div>
  );
}
