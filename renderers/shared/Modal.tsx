// A Radix dialog with a title, used for the create/edit, state action, column and export dialogs.
import type { ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';

export interface ModalProps {
  title: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
  wide?: boolean;
}

export function Modal({ title, open, onClose, children, wide = false }: ModalProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      {/* Mounted only while open: a closed portal's presence still updated its state after a
          screen's first render, one render more per dialog (issue 19). */}
      {open && (
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-[1000] bg-black/40" />
          <Dialog.Content
            aria-describedby={undefined}
            className={`fixed top-[8vh] left-1/2 z-[1001] max-h-[84vh] -translate-x-1/2 overflow-auto rounded bg-white p-5 shadow-lg ${wide ? 'w-[960px]' : 'w-[480px]'} max-w-[94vw]`}
          >
            <div className="mb-4 flex items-center justify-between">
              <Dialog.Title className="text-base font-semibold text-slate-800">{title}</Dialog.Title>
              <Dialog.Close aria-label={t('renderer.dialog.close')} className="text-slate-400 hover:text-slate-700">
                ×
              </Dialog.Close>
            </div>
            {children}
          </Dialog.Content>
        </Dialog.Portal>
      )}
    </Dialog.Root>
  );
}
