// Below 992 px the filter form waits in a drawer from the right: a 筛选 button opens it, showing
// how many filters are set; 查询 and 重置 close it.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Sheet } from '../../../src/ui/Sheet';

export interface FilterDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Filters set now: shown on the button. */
  count: number;
  children: ReactNode;
}

export function FilterDrawer({ open, onOpenChange, count, children }: FilterDrawerProps) {
  const { t } = useTranslation();
  return (
    <div className="flex justify-end">
      <Sheet
        open={open}
        onOpenChange={onOpenChange}
        side="right"
        title={t('renderer.filter.title')}
        closeLabel={t('renderer.filter.close')}
        triggerClassName="inline-flex items-center gap-1 rounded border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-700 hover:border-primary hover:text-primary"
        trigger={
          <>
            {t('renderer.filter.open')}
            {count > 0 && <span className="rounded-full bg-primary px-1.5 text-xs leading-5 text-white">{count}</span>}
          </>
        }
      >
        <div className="flex-1 overflow-y-auto px-4 py-3">{children}</div>
      </Sheet>
    </div>
  );
}
