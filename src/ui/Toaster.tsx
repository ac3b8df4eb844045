import { useSnapshot } from 'valtio';
import type { MessageType } from '../api/feedback';
import { dismissMessage, feedbackState } from './feedbackStore';

const TOAST_STYLES: Record<MessageType, string> = {
  success: 'border-green-200 bg-green-50 text-green-700',
  warning: 'border-amber-200 bg-amber-50 text-amber-700',
  error: 'border-red-200 bg-red-50 text-red-700',
  info: 'border-slate-200 bg-slate-50 text-slate-700',
};

/** Toast messages at the top centre, below the navbar (never over the header search); each
 * closes itself after its duration, on click, or when the user leaves its page. */
export function Toaster() {
  const { toasts } = useSnapshot(feedbackState);
  return (
    <div className="pointer-events-none fixed inset-x-0 top-14 z-[3000] flex flex-col items-center gap-2">
      {toasts.map((toast) => (
        <div
          key={toast.id}
          role={toast.type === 'error' || toast.type === 'warning' ? 'alert' : 'status'}
          onClick={() => dismissMessage(toast.id)}
          className={`pointer-events-auto min-w-72 max-w-[90vw] cursor-default rounded border px-4 py-2 text-sm shadow ${TOAST_STYLES[toast.type]}`}
        >
          {toast.text}
        </div>
      ))}
    </div>
  );
}
