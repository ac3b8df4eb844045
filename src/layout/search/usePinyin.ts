import { useEffect, useState } from 'react';
import { loadPinyin, type PinyinOf } from './searchPool';

/** The pinyin converter while the language is zh (loaded on first need), else undefined. */
export function usePinyin(language: string): PinyinOf | undefined {
  const [loaded, setLoaded] = useState<PinyinOf>();
  const zh = language.startsWith('zh');

  useEffect(() => {
    if (!zh || loaded) return;
    let live = true;
    loadPinyin().then(
      (pinyinOf) => live && setLoaded(() => pinyinOf),
      // Without the library the search still matches Chinese titles and paths.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [zh, loaded]);

  return zh ? loaded : undefined;
}
