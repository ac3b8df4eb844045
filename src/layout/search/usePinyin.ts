import { useEffect, useState } from 'react';
import type { PinyinOf } from './searchPool';

/** The pinyin converter while the language is zh, else undefined. Its table (pinyin-pro) is
 * fetched only once `wanted` turns true: when the search first opens or the pointer rests on it. */
export function usePinyin(language: string, wanted: boolean): PinyinOf | undefined {
  const [loaded, setLoaded] = useState<PinyinOf>();
  const zh = language.startsWith('zh');

  useEffect(() => {
    if (!zh || !wanted || loaded) return;
    let live = true;
    import('./searchPool').then(({ loadPinyin }) => loadPinyin()).then(
      (pinyinOf) => live && setLoaded(() => pinyinOf),
      // Without the library the search still matches Chinese titles and paths.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [zh, wanted, loaded]);

  return zh ? loaded : undefined;
}
