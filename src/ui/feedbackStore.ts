// State of the toasts, the confirm dialog and the loading overlay. Plain valtio (no React) so
// the HTTP layer can drive it; the components of this folder render it.
import { proxy } from 'valtio';
import type { ConfirmOptions, Feedback, MessageType } from '../api/feedback';

export const DEFAULT_MESSAGE_DURATION_MS = 3_000;
/** Spec section 9: the loading mask closes itself after 50 s. */
export const LOADING_AUTO_CLOSE_MS = 50_000;

export interface Toast {
  id: number;
  type: MessageType;
  text: string;
  /** The path of the page it was shown on: it closes when the user leaves that page. */
  page: string;
}

export interface PendingConfirm extends ConfirmOptions {
  id: number;
}

export interface FeedbackState {
  toasts: Toast[];
  confirm: PendingConfirm | null;
  loading: { visible: boolean; text: string };
}

export const feedbackState = proxy<FeedbackState>({ toasts: [], confirm: null, loading: { visible: false, text: '' } });

let nextId = 1;

export function dismissMessage(id: number): void {
  feedbackState.toasts = feedbackState.toasts.filter((toast) => toast.id !== id);
}

/** Closes the toasts of other pages: a failed sign-in's error does not follow the user home. */
export function leavePage(pathname: string): void {
  if (feedbackState.toasts.some((toast) => toast.page !== pathname)) {
    feedbackState.toasts = feedbackState.toasts.filter((toast) => toast.page === pathname);
  }
}

export function showMessage(type: MessageType, text: string, durationMs = DEFAULT_MESSAGE_DURATION_MS): number {
  const id = nextId++;
  feedbackState.toasts = [...feedbackState.toasts, { id, type, text, page: globalThis.location?.pathname ?? '' }];
  setTimeout(() => dismissMessage(id), durationMs);
  return id;
}

let confirmResolve: ((confirmed: boolean) => void) | null = null;
let confirmPromise: Promise<boolean> | null = null;

/** Opens the confirm dialog. While one is open, the same question joins it instead of stacking. */
export function requestConfirm(options: ConfirmOptions): Promise<boolean> {
  const open = feedbackState.confirm;
  if (open && confirmPromise && open.title === options.title && open.text === options.text) return confirmPromise;
  confirmResolve?.(false);
  confirmPromise = new Promise<boolean>((resolve) => {
    confirmResolve = resolve;
  });
  feedbackState.confirm = { ...options, id: nextId++ };
  return confirmPromise;
}

export function answerConfirm(confirmed: boolean): void {
  const resolve = confirmResolve;
  confirmResolve = null;
  confirmPromise = null;
  feedbackState.confirm = null;
  resolve?.(confirmed);
}

let loadingTimer: ReturnType<typeof setTimeout> | undefined;

export function showLoading(text = ''): void {
  feedbackState.loading = { visible: true, text };
  clearTimeout(loadingTimer);
  loadingTimer = setTimeout(closeLoading, LOADING_AUTO_CLOSE_MS);
}

export function closeLoading(): void {
  clearTimeout(loadingTimer);
  feedbackState.loading = { visible: false, text: '' };
}

/** The Feedback the HTTP layer uses (installed in src/main.tsx). */
export const uiFeedback: Feedback = { message: showMessage, confirm: requestConfirm, closeLoading };
