import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The width of an element in CSS pixels, following its resizes: charts are drawn for the space
 * they have (390 px phones and 1440 px desktops alike) rather than scaled, so their text keeps
 * its size. Until a resize is measured, their viewBox lets them shrink rather than overflow.
 */
export function useElementWidth<T extends HTMLElement>(fallback = 320) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth || fallback);
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.round(entry.contentRect.width) || fallback);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [fallback]);
  return [ref, width] as const;
}
