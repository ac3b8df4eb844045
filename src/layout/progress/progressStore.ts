// Page-data loads shown by the top progress bar: code that loads a page's data calls
// `beginProgress()` and the function it returns (or `endProgress()`) when done.
import { proxy } from 'valtio';

export const progress = proxy<{ pending: number }>({ pending: 0 });

export function endProgress(): void {
  progress.pending = Math.max(0, progress.pending - 1);
}

/** Starts a load; the returned function ends it once, however often it is called. */
export function beginProgress(): () => void {
  progress.pending += 1;
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    endProgress();
  };
}

/** Runs `load` with the bar shown until it settles. */
export async function withProgress<T>(load: () => Promise<T>): Promise<T> {
  const end = beginProgress();
  try {
    return await load();
  } finally {
    end();
  }
}
