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

/** Message and stack of whatever was thrown or rejected (an Error, a string, anything). An Error's
 * causes follow its stack, as engines print them: React reports an error it recovered from as its
 * #520, whose cause is the error that was thrown. */
export function describeError(reason: unknown): { message: string; stack: string } {
  if (reason instanceof Error) return { message: reason.message || reason.name, stack: stackWithCauses(reason) };
  if (typeof reason === 'string') return { message: reason, stack: '' };
  try {
    return { message: JSON.stringify(reason) ?? String(reason), stack: '' };
  } catch {
    return { message: String(reason), stack: '' };
  }
}

function stackWithCauses(error: Error): string {
  const parts = [error.stack ?? ''];
  for (let cause = error.cause, depth = 0; cause !== undefined && depth < 5; depth += 1) {
    const described = cause instanceof Error ? (cause.stack || `${cause.name}: ${cause.message}`) : describeError(cause).message;
    parts.push(`Caused by: ${described}`);
    cause = cause instanceof Error ? cause.cause : undefined;
  }
  return parts.filter(Boolean).join('\n');
}

export function recordError(reason: unknown, url: string, now: Date = new Date()): void {
  const { message, stack } = describeError(reason);
  const entry = { id: nextId++, message, url, stack, time: now.toISOString() };
  errorLog.entries = [...errorLog.entries, entry].slice(-MAX_ERROR_LOG_ENTRIES);
}

export function clearErrorLog(): void {
  errorLog.entries = [];
}
