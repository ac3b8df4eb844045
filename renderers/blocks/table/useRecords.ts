// The page of records of the page's query: fetched when the query or a reload changes; loading
// lasts until the answer to the current request is in, and rows and the end of loading arrive in
// one render (issue 19: they were two, the second a whole table render for the busy flag); a
// failed call keeps the last rows (the HTTP layer has shown the error). The first page may have been
// asked for by the menu click that opened the screen (firstPage.ts).
import { useEffect, useRef, useState } from 'react';
import { withProgress } from '../../../src/layout/progress/progressStore';
import type { EntitySchema } from '../../entities';
import { listRecords, type EntityRecord, type ListParams } from '../../entityApi';
import { answeredFirstPage, takeFirstPage } from './firstPage';

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
  // The first page a menu click asked for (firstPage.ts) may be in already: its rows then come
  // with the screen's first render, not in a render (and a layout) of their own after it.
  const [settled, setSettled] = useState<Settled>(() => {
    const answered = answeredFirstPage(entity, params);
    return answered ? { records: answered.records, total: answered.total, key: requestKey } : { records: [], total: 0, key: '' };
  });
  const shownAtFirst = useRef(settled.key);
  useEffect(() => {
    let current = true;
    const key = requestKeyOf(params, reloads);
    // The first page a menu click already asked for, else a call of its own.
    const asked = takeFirstPage(entity, params);
    if (shownAtFirst.current === key) {
      shownAtFirst.current = '';
      return;
    }
    withProgress(() => asked ?? listRecords(entity, params))
      .then((answer) => current && setSettled({ records: answer.records, total: answer.total, key }))
      .catch(() => current && setSettled((previous) => ({ ...previous, key })));
    return () => {
      current = false;
    };
  }, [entity, params, reloads]);
  return { records: settled.records, total: settled.total, loading: settled.key !== requestKey };
}
