// Dictionaries (code -> name lists) for the renderers. Types asked for in the same tick are
// loaded with one listDict call (isRelease and newsType answer locally inside listDict); the
// answers are kept for the session and dropped on sign-out. Until a type has arrived, the codes of
// schemas/dictionaries.json (when it has the type) stand in, named by the dictionary catalogue.
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import i18next, { type TFunction } from 'i18next';
import staticCodes from 'virtual:dictionary-codes';
import { listDict } from '../api/endpoints/basic';
import type { DictItem } from '../core/generated/api';
import { onSignOut } from '../session/sessionReset';

export interface DictOption {
  code: string;
  /** The name in the current language: the server's (basic/dict keeps the names in the four
   * languages), or before the type has arrived the catalogue's `dict.<type>.<code>`. */
  name: string;
}

const EMPTY: readonly DictItem[] = Object.freeze([]);
/** The static copy's items: named by their code, which the catalogue's `dict.<type>.<code>` replaces. */
const STATIC = new Map(Object.entries(staticCodes).map(([type, codes]) => [type, Object.freeze(codes.map((code) => ({ code, name: code })))]));

const loaded = new Map<string, readonly DictItem[]>();
const inFlight = new Map<string, Promise<void>>();
const listeners = new Set<() => void>();
let queued: string[] = [];
let queuedBatch: { promise: Promise<void>; resolve: () => void; reject: (error: unknown) => void } | null = null;

function notify(): void {
  listeners.forEach((listener) => listener());
}

function flush(): void {
  const types = queued;
  const batch = queuedBatch!;
  queued = [];
  queuedBatch = null;
  listDict(types).then(
    (answer) => {
      for (const type of types) loaded.set(type, answer.find((dict) => dict.type === type)?.dictList ?? EMPTY);
      types.forEach((type) => inFlight.delete(type));
      notify();
      batch.resolve();
    },
    (error: unknown) => {
      // Forget the attempt so a later screen asks again; the HTTP layer has shown the error.
      types.forEach((type) => inFlight.delete(type));
      batch.reject(error);
    },
  );
}

function enqueue(type: string): Promise<void> {
  if (!queuedBatch) {
    let resolve!: () => void;
    let reject!: (error: unknown) => void;
    const promise = new Promise<void>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    queuedBatch = { promise, resolve, reject };
    queueMicrotask(flush);
  }
  queued.push(type);
  inFlight.set(type, queuedBatch.promise);
  return queuedBatch.promise;
}

/** Public pages (no session) name codes from the static copy and the catalogue only. */
let staticOnly = false;

/** While on, nothing is asked of the server: the public page view turns it on for its life. */
export function setStaticDictionariesOnly(on: boolean): void {
  staticOnly = on;
}

/** Loads the types not loaded yet; types asked for in the same tick share one call. */
export function loadDicts(types: readonly string[]): Promise<void> {
  if (staticOnly) return Promise.resolve();
  const waits = [...new Set(types)].flatMap((type) => {
    if (loaded.has(type)) return [];
    return [inFlight.get(type) ?? enqueue(type)];
  });
  return Promise.all(waits).then(() => undefined);
}

/** The items of a type as known now: loaded, else (not loaded yet, or the server has none) the static copy. */
export function dictItems(type: string): readonly DictItem[] {
  const items = loaded.get(type);
  return items && items.length > 0 ? items : (STATIC.get(type) ?? items ?? EMPTY);
}

export function isDictLoaded(type: string): boolean {
  return loaded.has(type);
}

/** A code's name in the current language; the code itself when the type does not know it. The
 * server's name wins (an item renamed on basic/dict shows its new name once the dictionaries are
 * loaded again); until the type has arrived, the catalogue's. */
export function dictName(type: string, code: unknown, t: TFunction): string {
  if (code === undefined || code === null || code === '') return '';
  const text = String(code);
  const served = loaded.get(type)?.find((entry) => entry.code === text);
  if (served) return served.name;
  const item = dictItems(type).find((entry) => entry.code === text);
  const key = `dict.${type}.${text}`;
  return t(key, { defaultValue: item?.name ?? text });
}

/** The items a select offers (those switched off on basic/dict are left out), named as dictName does. */
export function translateItems(type: string, items: readonly DictItem[], t: TFunction): DictOption[] {
  const served = loaded.get(type) === items && items.length > 0;
  return items.filter((item) => !item.disabled)
    .map((item) => ({ code: item.code, name: served ? item.name : t(`dict.${type}.${item.code}`, { defaultValue: item.name }) }));
}

/** Forgets every loaded dictionary (sign-out, tests). */
export function clearDicts(): void {
  loaded.clear();
  inFlight.clear();
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The translated items of a dictionary type, loading it on first use. */
export function useDict(type: string | undefined): DictOption[] {
  const { t, i18n } = useTranslation();
  const items = useSyncExternalStore(subscribe, () => (type ? dictItems(type) : EMPTY));
  useEffect(() => {
    if (type) loadDicts([type]).catch(() => undefined);
  }, [type, i18n.language]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the language changes the names
  return useMemo(() => (type ? translateItems(type, items, t) : []), [type, items, t, i18n.language]);
}

/** Re-renders the caller whenever a dictionary arrives (tables format many types at once). */
export function useDictVersion(types: readonly string[]): void {
  const { i18n } = useTranslation();
  useSyncExternalStore(subscribe, () => types.map((type) => (loaded.has(type) ? 1 : 0)).join(''));
  const key = types.join(',');
  useEffect(() => {
    if (key) loadDicts(key.split(',')).catch(() => undefined);
  }, [key, i18n.language]);
}

onSignOut(clearDicts);
// The server names the items in the language asked for: another language asks again.
i18next.on('languageChanged', clearDicts);
