// Below 992 px the filter form waits in a drawer from the right: a 筛选 button opens it, showing
// how many filters are set; 查询 and 重置 close it.
import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

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
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <div className="flex justify-end">
        <Dialog.Trigger className="inline-flex items-center gap-1 rounded border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-700 hover:border-primary hover:text-primary">
          {t('renderer.filter.open')}
          {count > 0 && <span className="rounded-full bg-primary px-1.5 text-xs leading-5 text-white">{count}</span>}
        </Dialog.Trigger>
      </div>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[2000] bg-black/30" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 right-0 z-[2001] flex w-[min(22rem,90vw)] flex-col bg-white shadow-xl"
        >
          <div className="flex items-center justify-between border-b border-slate-100 px-4 py-3">
            <Dialog.Title className="text-base font-semibold text-slate-800">{t('renderer.filter.title')}</Dialog.Title>
            <Dialog.Close aria-label={t('renderer.filter.close')} className="px-2 text-xl leading-none text-slate-500 hover:text-slate-800">
              ×
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto px-4 py-3">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
