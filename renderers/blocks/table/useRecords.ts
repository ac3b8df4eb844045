// The page of records of the page's query: fetched when the query or a reload changes; loading
// lasts until the answer to the current request is in, and rows and the end of loading arrive in
// one render (issue 19: they were two, the second a whole table render for the busy flag); a
// failed call keeps the last rows (the HTTP layer has shown the error).
import { useEffect, useState } from 'react';
import { withProgress } from '../../../src/layout/progress/progressStore';
import type { EntitySchema } from '../../entities';
import { listRecords, type EntityRecord, type ListParams } from '../../entityApi';

export interface Records {
  records: EntityRecord[];
  total: number;
  loading: boolean;
}

interface Settled {
  records: EntityRecord[];
  total: number;
  /** The request the rows answer (or failed for). */
  key: string;
}

const requestKeyOf = (params: ListParams, reloads: number) => `${JSON.stringify(params)}#${reloads}`;

export function useRecords(entity: EntitySchema, params: ListParams, reloads: number): Records {
  const requestKey = requestKeyOf(params, reloads);
  const [settled, setSettled] = useState<Settled>({ records: [], total: 0, key: '' });
  useEffect(() => {
    let current = true;
    const key = requestKeyOf(params, reloads);
    withProgress(() => listRecords(entity, params))
      .then((answer) => current && setSettled({ records: answer.records, total: answer.total, key }))
      .catch(() => current && setSettled((previous) => ({ ...previous, key })));
    return () => {
      current = false;
    };
  }, [entity, params, reloads]);
  return { records: settled.records, total: settled.total, loading: settled.key !== requestKey };
}
