import { recordError } from './errorLogStore';

/**
 * The browser reports this when a ResizeObserver callback changes layout and the rest of its
 * notifications wait for the next frame: nothing failed, so it is not a user's error to see.
 */
const BENIGN_WINDOW_ERRORS = [/^ResizeObserver loop (completed with undelivered notifications|limit exceeded)/];

export function isBenignWindowError(event: ErrorEvent): boolean {
  return !event.error && BENIGN_WINDOW_ERRORS.some((pattern) => pattern.test(event.message));
}

/** Records window errors and unhandled rejections; returns the function that stops recording. */
export function captureWindowErrors(target: Window = window): () => void {
  const onError = (event: ErrorEvent) => {
    if (!isBenignWindowError(event)) recordError(event.error ?? event.message, target.location.href);
  };
  const onRejection = (event: PromiseRejectionEvent) => recordError(event.reason, target.location.href);
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}

/** The error log is kept in production builds only (during development the console shows errors). */
export const ERROR_LOG_ENABLED = import.meta.env.PROD;
