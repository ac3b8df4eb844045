// Column show/hide and order (drag a row, or its ↑↓ buttons for the keyboard), and the row
// density; kept per user and screen (useListLayout.ts).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RowDensity } from '../../src/core/generated/api';
import { Button } from '../../src/ui/Button';
import { Modal } from '../shared/Modal';
import { dropColumn, moveColumn, type ColumnPrefs } from './columnPrefs';

export interface ColumnSettingsProps {
  /** Column id -> header text. */
  labels: Readonly<Record<string, string>>;
  prefs: ColumnPrefs;
  onChange: (prefs: ColumnPrefs) => void;
}

export function ColumnSettings({ labels, prefs, onChange }: ColumnSettingsProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [dragged, setDragged] = useState<string | null>(null);
  const [over, setOver] = useState<string | null>(null);
  const toggle = (id: string) =>
    onChange({ ...prefs, hidden: prefs.hidden.includes(id) ? prefs.hidden.filter((entry) => entry !== id) : [...prefs.hidden, id] });
  const endDrag = () => {
    setDragged(null);
    setOver(null);
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('renderer.columns.open')}</Button>
      <Modal title={t('renderer.columns.title')} open={open} onClose={() => setOpen(false)}>
        <p className="mb-2 text-xs text-slate-500">{t('renderer.columns.dragHint')}</p>
        <ul className="flex flex-col gap-1">
          {prefs.order.map((id, index) => (
            <li
              key={id}
              draggable
              data-column={id}
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', id);
                setDragged(id);
              }}
              onDragOver={(event) => {
                if (!dragged) return;
                event.preventDefault();
                setOver(id);
              }}
              onDrop={(event) => {
                event.preventDefault();
                if (dragged) onChange({ ...prefs, order: dropColumn(prefs.order, dragged, id) });
                endDrag();
              }}
              onDragEnd={endDrag}
              className={`flex cursor-grab items-center justify-between gap-2 rounded px-2 py-1 hover:bg-slate-50 ${over === id && dragged !== id ? 'border-t-2 border-primary' : ''} ${dragged === id ? 'opacity-50' : ''}`}
            >
              <span className="flex items-center gap-2 text-sm">
                <span aria-hidden="true" title={t('renderer.columns.drag', { column: labels[id] ?? id })} className="text-slate-400">⋮⋮</span>
                <label className="flex items-center gap-2">
                  <input type="checkbox" checked={!prefs.hidden.includes(id)} onChange={() => toggle(id)} />
                  {labels[id] ?? id}
                </label>
              </span>
              <span className="flex gap-1">
                <button
                  type="button"
                  disabled={index === 0}
                  aria-label={t('renderer.columns.moveUp', { column: labels[id] ?? id })}
                  onClick={() => onChange({ ...prefs, order: moveColumn(prefs.order, id, -1) })}
                  className="px-1 text-slate-500 disabled:opacity-30"
                >
                  ↑
                </button>
                <button
                  type="button"
                  disabled={index === prefs.order.length - 1}
                  aria-label={t('renderer.columns.moveDown', { column: labels[id] ?? id })}
                  onClick={() => onChange({ ...prefs, order: moveColumn(prefs.order, id, 1) })}
                  className="px-1 text-slate-500 disabled:opacity-30"
                >
                  ↓
                </button>
              </span>
            </li>
          ))}
        </ul>
        <div className="mt-4 flex justify-end">
          <Button onClick={() => onChange({ order: Object.keys(labels), hidden: [] })}>{t('renderer.columns.reset')}</Button>
        </div>
      </Modal>
    </>
  );
}

/** 行高: the table's rows at their default height or compact (more rows on a screen). */
export function DensitySwitch({ density, onChange }: { density: RowDensity; onChange: (density: RowDensity) => void }) {
  const { t } = useTranslation();
  const options: RowDensity[] = ['comfortable', 'compact'];
  return (
    <div role="radiogroup" aria-label={t('renderer.density.label')} className="inline-flex overflow-hidden rounded border border-slate-300 text-sm">
      {options.map((option) => (
        <button
          key={option}
          type="button"
          role="radio"
          aria-checked={density === option}
          onClick={() => onChange(option)}
          className={`px-3 py-2 ${density === option ? 'bg-primary text-white' : 'bg-white text-slate-700 hover:text-primary'}`}
        >
          {t(`renderer.density.${option}`)}
        </button>
      ))}
    </div>
  );
}
