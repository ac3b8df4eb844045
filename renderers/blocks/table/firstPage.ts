// A page of records asked for before the table renders: a screen's first page when its menu entry
// is clicked (PageView's prefetchPressedScreen), before the route and the screen render, and the
// page a pager or a sort header asks for, in its click's handler (RecordsTable). The table's fetch
// (useRecords) takes that call instead of making its own (issue 19: the call left only after the
// screen's first render and paint, 70–80 ms after the click had the page's definition; after a
// page size change, after the render that marks the table busy). A call nobody takes in FRESH_MS
// is dropped: a later visit asks the server again.
import { listRecords, type ListParams, type RecordPage } from '../../entityApi';
import type { EntitySchema } from '../../entities';

/** An answer older than this is not a first page any more. */
const FRESH_MS = 3_000;

interface Asked {
  answer: Promise<RecordPage>;
  at: number;
  /** The answer, once it is in: the table's first render shows its rows at once. */
  settled?: RecordPage;
}

const asked = new Map<string, Asked>();
const keyOf = (entity: EntitySchema, params: ListParams) => `${entity.$id}\n${JSON.stringify(params)}`;

/** Sends the call for this page, unless the same one is already on its way. */
export function askFirstPage(entity: EntitySchema, params: ListParams): void {
  const key = keyOf(entity, params);
  const previous = asked.get(key);
  if (previous && performance.now() - previous.at < FRESH_MS) return;
  const entry: Asked = { answer: listRecords(entity, params), at: performance.now() };
  // A failure is shown by the HTTP layer, and again handled by the table that takes it.
  entry.answer.then((page) => void (entry.settled = page), () => undefined);
  asked.set(key, entry);
}

const fresh = (entry: Asked | undefined): entry is Asked => entry !== undefined && performance.now() - entry.at < FRESH_MS;

/** The asked page for exactly these parameters if its answer is already in (left for takeFirstPage). */
export function answeredFirstPage(entity: EntitySchema, params: ListParams): RecordPage | undefined {
  const entry = asked.get(keyOf(entity, params));
  return fresh(entry) ? entry.settled : undefined;
}

/** The asked call for exactly this page, once (then forgotten), if it is fresh. */
export function takeFirstPage(entity: EntitySchema, params: ListParams): Promise<RecordPage> | undefined {
  const key = keyOf(entity, params);
  const entry = asked.get(key);
  asked.delete(key);
  return fresh(entry) ? entry.answer : undefined;
}
