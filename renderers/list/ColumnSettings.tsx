// Column show/hide and order; the choice is kept per user and screen (columnPrefs.ts).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../src/ui/Button';
import { Modal } from '../shared/Modal';
import { moveColumn, type ColumnPrefs } from './columnPrefs';

export interface ColumnSettingsProps {
  /** Column id -> header text. */
  labels: Readonly<Record<string, string>>;
  prefs: ColumnPrefs;
  onChange: (prefs: ColumnPrefs) => void;
}

export function ColumnSettings({ labels, prefs, onChange }: ColumnSettingsProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const toggle = (id: string) =>
    onChange({ ...prefs, hidden: prefs.hidden.includes(id) ? prefs.hidden.filter((entry) => entry !== id) : [...prefs.hidden, id] });
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('renderer.columns.open')}</Button>
      <Modal title={t('renderer.columns.title')} open={open} onClose={() => setOpen(false)}>
        <ul className="flex flex-col gap-1">
          {prefs.order.map((id, index) => (
            <li key={id} className="flex items-center justify-between gap-2 rounded px-2 py-1 hover:bg-slate-50">
              <label className="flex items-center gap-2 text-sm">
                <input type="checkbox" checked={!prefs.hidden.includes(id)} onChange={() => toggle(id)} />
                {labels[id] ?? id}
              </label>
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
