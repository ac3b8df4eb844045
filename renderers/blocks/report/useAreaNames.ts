// Place names of province and city codes (GB/T 2260) for report rows and map charts, from the
// cached area tree; a code shows as itself until the tree is in.
import { useCallback, useEffect, useState } from 'react';
import type { AreaOption } from '../../../src/core/generated/api';
import { loadAreaOptions } from '../../../src/dicts/areaCache';

function namesOf(options: readonly AreaOption[], into = new Map<string, string>()): Map<string, string> {
  for (const option of options) {
    into.set(option.code, option.name);
    if (option.children) namesOf(option.children, into);
  }
  return into;
}

export function useAreaNames(enabled: boolean): (code: string) => string | undefined {
  const [names, setNames] = useState<Map<string, string> | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    loadAreaOptions()
      .then((options) => current && setNames(namesOf(options)))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [enabled]);
  return useCallback((code: string) => names?.get(code), [names]);
}
