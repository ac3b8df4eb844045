import { useMediaQuery } from './useMediaQuery';

/** Below 992 px (issue 10): lists show cards, filters fold into a 筛选 drawer, to-dos into a sheet. */
export const NARROW_QUERY = '(max-width: 991.98px)';

export function useNarrow(): boolean {
  return useMediaQuery(NARROW_QUERY);
}
