import { useCallback, useEffect, useState } from 'react';

/** How far one arrow press moves: most of the visible strategy columns, keeping one for context. */
const STEP_SHARE = 0.75;

/**
 * The grid's horizontal scroll behind its arrow buttons. Positions are read as distances from the reading start, so
 * the same code serves RTL, where browsers count scrollLeft from 0 down to a negative number.
 */
export const useColumnScroll = (rtl: boolean) => {
  // A state, not a ref: the scroller mounts and unmounts with the grid's states (loading, empty, error).
  const [node, ref] = useState<HTMLDivElement | null>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: true });

  useEffect(() => {
    if (!node) {
      setEdges({ atStart: true, atEnd: true });
      return;
    }
    const measure = () => {
      const travelled = Math.abs(node.scrollLeft);
      const room = node.scrollWidth - node.clientWidth;
      setEdges({ atStart: travelled <= 1, atEnd: travelled >= room - 1 });
    };
    measure();
    node.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(node);
    if (node.firstElementChild) observer?.observe(node.firstElementChild);
    return () => {
      node.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [node]);

  const scroll = useCallback(
    (towards: 'start' | 'end') => {
      if (!node) return;
      const step = node.clientWidth * STEP_SHARE * (towards === 'end' ? 1 : -1);
      node.scrollBy({ left: rtl ? -step : step, behavior: 'smooth' });
    },
    [node, rtl],
  );

  return { ref, ...edges, scroll };
};
