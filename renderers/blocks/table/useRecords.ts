// The page of records of the page's query: fetched when the query or a reload changes; loading
// lasts until the answer to the current request is in; a failed call keeps the last rows (the
// HTTP layer has shown the error).
import { useEffect, useState } from 'react';
import { withProgress } from '../../../src/layout/progress/progressStore';
import type { EntitySchema } from '../../entities';
import { listRecords, type EntityRecord, type ListParams } from '../../entityApi';

export interface Records {
  records: EntityRecord[];
  total: number;
  loading: boolean;
}

export function useRecords(entity: EntitySchema, params: ListParams, reloads: number): Records {
  const [result, setResult] = useState<{ records: EntityRecord[]; total: number }>({ records: [], total: 0 });
  const requestKey = `${JSON.stringify(params)}#${reloads}`;
  const [settledKey, setSettledKey] = useState('');
  useEffect(() => {
    let current = true;
    withProgress(() => listRecords(entity, params))
      .then((answer) => current && setResult({ records: answer.records, total: answer.total }))
      .catch(() => undefined)
      .finally(() => current && setSettledKey(`${JSON.stringify(params)}#${reloads}`));
    return () => {
      current = false;
    };
  }, [entity, params, reloads]);
  return { ...result, loading: settledKey !== requestKey };
}
