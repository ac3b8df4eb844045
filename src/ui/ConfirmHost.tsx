import * as Dialog from '@radix-ui/react-dialog';
import { useSnapshot } from 'valtio';
import { Button } from './Button';
import { answerConfirm, feedbackState } from './feedbackStore';

/** The one confirm dialog of the console, opened through `requestConfirm`. */
export function ConfirmHost() {
  const { confirm } = useSnapshot(feedbackState);
  return (
    <Dialog.Root open={confirm !== null} onOpenChange={(open) => !open && answerConfirm(false)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[2000] bg-black/40" />
        <Dialog.Content className="fixed top-1/3 left-1/2 z-[2001] w-[420px] max-w-[90vw] -translate-x-1/2 rounded bg-white p-5 shadow-lg">
          <Dialog.Title className="text-base font-semibold text-slate-800">{confirm?.title}</Dialog.Title>
          <Dialog.Description className="mt-3 text-sm text-slate-600">{confirm?.text}</Dialog.Description>
          <div className="mt-5 flex justify-end gap-2">
            <Button onClick={() => answerConfirm(false)}>{confirm?.cancelText}</Button>
            <Button variant="primary" onClick={() => answerConfirm(true)}>
              {confirm?.confirmText}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
