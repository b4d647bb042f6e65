import { useLayoutEffect, useState } from 'react';

/**
 * An element's own width in CSS pixels, kept current as it resizes (a ResizeObserver, or the window's resize
 * where there is none). Undefined until the element is attached and measured, before the first paint.
 */
export const useElementWidth = <E extends HTMLElement>() => {
  const [element, setElement] = useState<E | null>(null);
  const [width, setWidth] = useState<number | undefined>(undefined);

  useLayoutEffect(() => {
    if (element === null) return;
    const measure = () => setWidth(element.getBoundingClientRect().width);
    measure();
    if (typeof ResizeObserver === 'undefined') {
      window.addEventListener('resize', measure);
      return () => window.removeEventListener('resize', measure);
    }
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);

  return [setElement, width] as const;
};
