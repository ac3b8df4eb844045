// Reference lists kept in local storage with a format version and the time they were stored,
// so a reload does not ask again and a changed format or an old copy is fetched anew.

export interface Stamped<T> {
  version: number;
  storedAt: number;
  records: T;
}

export const DAY_MS = 24 * 60 * 60 * 1000;

export function readStamped<T>(key: string, version: number, maxAgeMs: number, now = Date.now()): T | null {
  const text = localStorage.getItem(key);
  if (!text) return null;
  try {
    const stored = JSON.parse(text) as Partial<Stamped<T>>;
    if (stored.version !== version || typeof stored.storedAt !== 'number' || stored.records === undefined) return null;
    return now - stored.storedAt <= maxAgeMs ? stored.records : null;
  } catch {
    return null;
  }
}

export function writeStamped<T>(key: string, version: number, records: T, now = Date.now()): void {
  const value: Stamped<T> = { version, storedAt: now, records };
  localStorage.setItem(key, JSON.stringify(value));
}

/** The records of a list answer: `data.records` (spec section 7), or the data itself when it is the list. */
export function recordsOf<T>(data: unknown): T[] {
  if (Array.isArray(data)) return data as T[];
  const records = (data as { records?: unknown } | null)?.records;
  return Array.isArray(records) ? (records as T[]) : [];
}
