import { type RefObject, useEffect, useState } from 'react';

/** Whether a row that scrolls sideways has more to see before its left edge and after its right edge. */
export interface ScrollEdges {
  readonly before: boolean;
  readonly after: boolean;
}

const NONE: ScrollEdges = { before: false, after: false };

/**
 * What of the row `ref` is hidden past its edges, followed as it scrolls and resizes (a phone turned, the fonts
 * loaded): the page shows a hint at each edge with more behind it. Nothing hidden where nothing scrolls (a wide
 * screen, where the row wraps).
 */
export function useScrollEdges(ref: RefObject<HTMLElement | null>): ScrollEdges {
  const [edges, setEdges] = useState(NONE);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const measure = () => {
      const before = box.scrollLeft > 1;
      const after = box.scrollLeft + box.clientWidth < box.scrollWidth - 1;
      setEdges((old) => (old.before === before && old.after === after ? old : { before, after }));
    };
    measure();
    box.addEventListener('scroll', measure, { passive: true });
    const resized = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    // the row's own size, and its items' (their text laid out once the fonts load)
    for (const el of [box, ...box.children]) resized?.observe(el);
    return () => {
      box.removeEventListener('scroll', measure);
      resized?.disconnect();
    };
  }, [ref]);
  return edges;
}
