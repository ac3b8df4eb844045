// The query's total, asked for when the export dialog opens: an xlsx export needs it to choose one
// download or a job, and the answer is in by the time the user has chosen and clicks 导出, instead
// of a round trip after the click. An answer older than FRESH_MS is asked again.
import { useEffect, useRef } from 'react';
import type { EntitySchema } from '../../entities';
import { listRecords, type ListParams } from '../../entityApi';

const FRESH_MS = 30_000;

interface Asked { total: Promise<number>; at: number }

function askTotal(entity: EntitySchema, params: ListParams): Asked {
  return { total: listRecords(entity, { ...params, pageNum: 1, pageSize: 10 }).then((page) => page.total), at: performance.now() };
}

/** While `wanted`, the total is asked once; `total()` answers it (or asks now when it is stale or failed). */
export function useEarlyTotal(wanted: boolean, entity: EntitySchema, params: ListParams): () => Promise<number> {
  const asked = useRef<Asked | null>(null);
  useEffect(() => {
    if (!wanted) return;
    const early = askTotal(entity, params);
    // A failure is not shown here: the click asks again.
    early.total.catch(() => undefined);
    asked.current = early;
    return () => {
      asked.current = null;
    };
  }, [wanted, entity, params]);
  return async () => {
    const early = asked.current;
    if (early && performance.now() - early.at <= FRESH_MS) {
      try {
        return await early.total;
      } catch {
        // Asked again below.
      }
    }
    return askTotal(entity, params).total;
  };
}
