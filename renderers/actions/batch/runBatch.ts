// Runs one call per row, a few at a time, and keeps each row's outcome in the rows' order: done,
// or refused with the reason (the server's message, or the reason the row was never sent).
import { ApiError } from '../../../src/api/apiError';
import type { EntityRecord } from '../../entityApi';

/** Calls in flight at once: quick for a page of rows, gentle on the server. */
export const BATCH_CONCURRENCY = 3;

export type BatchOutcome = { row: EntityRecord; outcome: 'done' } | { row: EntityRecord; outcome: 'refused'; reason: string };

export interface BatchPlan {
  rows: readonly EntityRecord[];
  /** Why a row is refused without calling the server (its state does not allow the action), if it is. */
  refusal: (row: EntityRecord) => string | undefined;
  /** The row's call; a rejection refuses the row with its message. */
  call: (row: EntityRecord) => Promise<unknown>;
  /** After each row, with the outcomes so far (in the rows' order, finished rows only). */
  onProgress?: (outcomes: readonly BatchOutcome[]) => void;
  concurrency?: number;
}

function reasonOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError || error instanceof Error) return error.message || fallback;
  return fallback;
}

export async function runBatch(plan: BatchPlan, unknownReason: string): Promise<BatchOutcome[]> {
  const outcomes: (BatchOutcome | undefined)[] = plan.rows.map(() => undefined);
  const report = () => plan.onProgress?.(outcomes.filter((outcome): outcome is BatchOutcome => outcome !== undefined));
  const settle = (index: number, outcome: BatchOutcome) => {
    outcomes[index] = outcome;
    report();
  };
  const toCall: number[] = [];
  plan.rows.forEach((row, index) => {
    const refusal = plan.refusal(row);
    if (refusal === undefined) toCall.push(index);
    else settle(index, { row, outcome: 'refused', reason: refusal });
  });
  let next = 0;
  const worker = async () => {
    while (next < toCall.length) {
      const index = toCall[next++]!;
      const row = plan.rows[index]!;
      try {
        await plan.call(row);
        settle(index, { row, outcome: 'done' });
      } catch (error) {
        settle(index, { row, outcome: 'refused', reason: reasonOf(error, unknownReason) });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(plan.concurrency ?? BATCH_CONCURRENCY, toCall.length) }, worker));
  return outcomes as BatchOutcome[];
}
