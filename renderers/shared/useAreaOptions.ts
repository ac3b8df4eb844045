import { useEffect, useState } from 'react';
import type { AreaOption } from '../../src/core/generated/api';
import { loadAreaOptions, loadedAreaOptions } from '../../src/dicts/areaCache';

/** The area tree, loaded once for the page (cached for a day); null until it is there. */
export function useAreaOptions(): readonly AreaOption[] | null {
  const [options, setOptions] = useState(loadedAreaOptions);
  useEffect(() => {
    if (options) return undefined;
    let current = true;
    loadAreaOptions()
      .then((tree) => current && setOptions(tree))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [options]);
  return options;
}
