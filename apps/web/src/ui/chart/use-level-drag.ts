import { type RefObject, useEffect, useRef } from 'react';
import type { PriceLevelsApi } from './price-levels';

/** How close to a line a press picks it up: a finger is less precise than a mouse. */
const GRAB_PX = { mouse: 7, touch: 16 } as const;

/**
 * Drags the draggable price levels with a mouse, pen or finger: pointer events on the chart's container, the pointer's
 * height turned into a price by the series (coordinateToPrice). A press on a line never reaches the chart (which would
 * pan instead): the pointer press is cancelled, which also cancels its mouse press, and so is the touch start, which
 * also keeps the page from scrolling. A press elsewhere pans and zooms the chart as before.
 */
export const useLevelDrag = (
  node: RefObject<HTMLElement | null>,
  levels: PriceLevelsApi | undefined,
  onDrag: ((id: string, price: number) => void) | undefined,
) => {
  const onDragRef = useRef(onDrag);
  onDragRef.current = onDrag;
  const enabled = onDrag !== undefined;

  useEffect(() => {
    const element = node.current;
    if (element === null || levels === undefined || !enabled) return;
    let dragging: { id: string; pointerId: number } | null = null;
    const yOf = (event: PointerEvent) => event.clientY - element.getBoundingClientRect().top;
    const grab = (event: PointerEvent) =>
      levels.hit(yOf(event), event.pointerType === 'touch' ? GRAB_PX.touch : GRAB_PX.mouse);

    const down = (event: PointerEvent) => {
      if (event.button !== 0) return;
      const level = grab(event);
      if (level === undefined) return;
      dragging = { id: level.id, pointerId: event.pointerId };
      element.setPointerCapture?.(event.pointerId);
      element.dataset.dragging = level.id;
      levels.hold(true);
      event.preventDefault();
      event.stopPropagation();
    };
    const move = (event: PointerEvent) => {
      if (dragging === null) {
        // A mouse over a line shows it can be moved.
        if (event.pointerType === 'mouse')
          element.toggleAttribute('data-level-hover', grab(event) !== undefined);
        return;
      }
      if (event.pointerId !== dragging.pointerId) return;
      const price = levels.priceAt(yOf(event));
      if (price !== null && price > 0) onDragRef.current?.(dragging.id, price);
    };
    const up = (event: PointerEvent) => {
      if (dragging === null || event.pointerId !== dragging.pointerId) return;
      dragging = null;
      if (element.hasPointerCapture?.(event.pointerId)) element.releasePointerCapture(event.pointerId);
      delete element.dataset.dragging;
      levels.hold(false);
    };
    /** The chart hears presses through mouse and touch events: a press on a line stops before it. */
    const shield = (event: Event) => {
      if (dragging === null) return;
      event.stopPropagation();
      if (event.cancelable) event.preventDefault();
    };

    element.addEventListener('pointerdown', down, { capture: true });
    element.addEventListener('pointermove', move);
    element.addEventListener('pointerup', up);
    element.addEventListener('pointercancel', up);
    element.addEventListener('touchstart', shield, { capture: true, passive: false });
    element.addEventListener('touchmove', shield, { capture: true, passive: false });
    element.addEventListener('mousedown', shield, { capture: true });
    return () => {
      element.removeEventListener('pointerdown', down, { capture: true });
      element.removeEventListener('pointermove', move);
      element.removeEventListener('pointerup', up);
      element.removeEventListener('pointercancel', up);
      element.removeEventListener('touchstart', shield, { capture: true });
      element.removeEventListener('touchmove', shield, { capture: true });
      element.removeEventListener('mousedown', shield, { capture: true });
      levels.hold(false);
    };
  }, [node, levels, enabled]);
};
