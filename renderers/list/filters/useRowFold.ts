// Measures a wrapping row of filters (ResizeObserver, so a narrower window or a wider choice
// folds again): how many fit on the first row and how tall that row is.
import { useLayoutEffect, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { firstRow, type FirstRow } from './rowFold';

export function useRowFold(container: RefObject<HTMLElement | null>, itemCount: number): FirstRow {
  const [row, setRow] = useState<FirstRow>({ count: itemCount, height: 0 });
  useLayoutEffect(() => {
    const element = container.current;
    if (!element) return;
    const measure = () => {
      const items = Array.from(element.children) as HTMLElement[];
      const next = firstRow(items.map((item) => ({ top: item.offsetTop, height: item.offsetHeight })));
      setRow((previous) => (previous.count === next.count && previous.height === next.height ? previous : next));
    };
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return;
    }
    // Measured when the observer first reports, after the frame's own layout and before its paint
    // (the fold is committed there, so no frame shows it unfolded), not inside the screen's first
    // render, where reading the boxes forced a layout of the whole page (issue 19).
    const observer = new ResizeObserver(() => flushSync(measure));
    observer.observe(element);
    for (const item of Array.from(element.children)) observer.observe(item);
    return () => observer.disconnect();
  }, [container, itemCount]);
  return row;
}
