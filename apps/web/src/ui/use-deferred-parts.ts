import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from 'react';

export interface PartsLoader<T> {
  readonly loaded: () => T | undefined;
  readonly load: () => Promise<T>;
}

/** Loads a library's parts once, on first need, and remembers them for every later caller. */
export const partsLoader = <T>(load: () => Promise<T>): PartsLoader<T> => {
  let parts: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    loaded: () => parts,
    load: () => {
      loading ??= load().then((value) => {
        parts = value;
        return value;
      });
      return loading;
    },
  };
};

/**
 * A popup whose library loads when its trigger is approached (a mouse over it, the focus) rather than with the
 * screen (DESIGN §7). Until the parts arrive a stand-in trigger of the same look takes the events: a press on it
 * (a mouse button going down, a tap, Enter or Space) opens the popup as soon as they have, even when they arrive
 * between the button going down and coming up. When the stand-in had the focus, the real trigger takes it over.
 * A touch does not load on approach, so a finger scrolling past a trigger does not swap it mid-tap.
 */
export const useDeferredParts = <T>(loader: PartsLoader<T>) => {
  const [parts, setParts] = useState<T | undefined>(loader.loaded);
  const [openAtOnce, setOpenAtOnce] = useState(false);
  const hadFocus = useRef(false);
  const trigger = useRef<HTMLButtonElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only the swap matters, not a later open
  useEffect(() => {
    // An opening popup takes the focus itself.
    if (parts !== undefined && hadFocus.current && !openAtOnce) trigger.current?.focus();
  }, [parts]);

  const load = (open: boolean) => {
    if (open) setOpenAtOnce(true);
    void loader.load().then((value) => setParts(() => value));
  };
  const standIn = {
    'aria-expanded': false,
    'data-state': 'closed',
    onPointerEnter: (event: PointerEvent) => {
      if (event.pointerType === 'mouse') load(false);
    },
    onPointerDown: (event: PointerEvent) => {
      if (event.pointerType === 'mouse' && event.button === 0) load(true);
    },
    onFocus: () => {
      hadFocus.current = true;
      load(false);
    },
    onBlur: () => {
      hadFocus.current = false;
    },
    onClick: () => load(true),
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === 'ArrowDown') load(true);
    },
  } as const;
  return { parts, openAtOnce, trigger, standIn };
};
