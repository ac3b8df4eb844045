// Loads one record by id (detail pages, update forms); the id comes from the route's query.
import { useEffect, useState } from 'react';
import type { EntitySchema } from '../entities';
import { getRecord, type EntityRecord } from '../entityApi';
import { withProgress } from '../../src/layout/progress/progressStore';

export type RecordState = { status: 'loading' } | { status: 'loaded'; record: EntityRecord } | { status: 'failed' };

/** `version`: a change loads the record again (a page's reloads after an action), keeping the
 * record shown until the new answer comes. */
export function useRecord(entity: EntitySchema, id: string | null, version = 0): RecordState {
  const [answer, setAnswer] = useState<{ key: string; state: RecordState } | null>(null);
  const key = id ? `${entity.$id}/${id}` : '';
  useEffect(() => {
    if (!id) return undefined;
    let current = true;
    withProgress(() => getRecord(entity, id)).then(
      (record) => current && setAnswer({ key: `${entity.$id}/${id}`, state: { status: 'loaded', record } }),
      () => current && setAnswer({ key: `${entity.$id}/${id}`, state: { status: 'failed' } }),
    );
    return () => {
      current = false;
    };
  }, [entity, id, version]);
  if (!id) return { status: 'failed' };
  return answer?.key === key ? answer.state : { status: 'loading' };
}
