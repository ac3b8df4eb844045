import { recordError } from './errorLogStore';

/** Records window errors and unhandled rejections; returns the function that stops recording. */
export function captureWindowErrors(target: Window = window): () => void {
  const onError = (event: ErrorEvent) => recordError(event.error ?? event.message, target.location.href);
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
