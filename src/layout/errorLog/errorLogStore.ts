// Errors recorded in production builds (render errors, window errors, unhandled rejections),
// listed on the error log screen with a navbar badge while there are entries.
import { proxy } from 'valtio';

export interface ErrorLogEntry {
  id: number;
  message: string;
  url: string;
  stack: string;
  /** ISO time of the error. */
  time: string;
}

/** The oldest entries go first once this many are kept, so a loop of errors cannot fill memory. */
export const MAX_ERROR_LOG_ENTRIES = 200;

export const errorLog = proxy<{ entries: ErrorLogEntry[] }>({ entries: [] });

let nextId = 1;

/** Message and stack of whatever was thrown or rejected (an Error, a string, anything). */
export function describeError(reason: unknown): { message: string; stack: string } {
  if (reason instanceof Error) return { message: reason.message || reason.name, stack: reason.stack ?? '' };
  if (typeof reason === 'string') return { message: reason, stack: '' };
  try {
    return { message: JSON.stringify(reason) ?? String(reason), stack: '' };
  } catch {
    return { message: String(reason), stack: '' };
  }
}

export function recordError(reason: unknown, url: string, now: Date = new Date()): void {
  const { message, stack } = describeError(reason);
  const entry = { id: nextId++, message, url, stack, time: now.toISOString() };
  errorLog.entries = [...errorLog.entries, entry].slice(-MAX_ERROR_LOG_ENTRIES);
}

export function clearErrorLog(): void {
  errorLog.entries = [];
}
