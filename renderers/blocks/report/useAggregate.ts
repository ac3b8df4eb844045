// A report call that follows the page's query: refetched when its request or a reload changes;
// a failed call keeps the last answer (the HTTP layer has shown the error).
import { useEffect, useMemo, useState } from 'react';
import { withProgress } from '../../../src/layout/progress/progressStore';
import type { EntitySchema } from '../../entities';
import { aggregate, aggregateParams, type AggregateAnswer, type AggregateRequest } from '../aggregateApi';

const EMPTY: AggregateAnswer = { records: [], total: 0, totals: {} };

export function useAggregate(entity: EntitySchema | undefined, request: AggregateRequest | null, reloads: number): AggregateAnswer & { loading: boolean } {
  const key = useMemo(() => (request ? JSON.stringify(aggregateParams(request)) : ''), [request]);
  const [answer, setAnswer] = useState<{ key: string; answer: AggregateAnswer }>({ key: '', answer: EMPTY });
  const [settled, setSettled] = useState('');
  useEffect(() => {
    if (!request || !entity) return;
    let current = true;
    const requestKey = `${key}#${reloads}`;
    withProgress(() => aggregate(entity, request))
      .then((next) => current && setAnswer({ key, answer: next }))
      .catch(() => undefined)
      .finally(() => current && setSettled(requestKey));
    return () => {
      current = false;
    };
    // The key stands for the request.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [entity, key, reloads]);
  return { ...answer.answer, loading: request !== null && settled !== `${key}#${reloads}` };
}
