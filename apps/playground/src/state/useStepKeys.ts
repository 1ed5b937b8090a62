import { type RefObject, useEffect, useRef } from 'react';
import { usePageKeys } from './usePageKeys';

/** What a key or the wheel asks of a game on a board. */
export type Step = 'back' | 'forward' | 'start' | 'end' | 'up' | 'down' | 'flip';

/** The step of a key: ← → Home End, ↑ ↓ (the other variations), `f` (flip the board). */
const KEYS: ReadonlyMap<string, Step> = new Map([
  ['ArrowLeft', 'back'],
  ['ArrowRight', 'forward'],
  ['Home', 'start'],
  ['End', 'end'],
  ['ArrowUp', 'up'],
  ['ArrowDown', 'down'],
  ['f', 'flip'],
  ['F', 'flip'],
]);

/**
 * The game's keys wherever the focus is (the board, a move, a button, the page): `onStep` hears each step a key
 * asks for and answers whether it took it (then the key's default, a scroll, is prevented). Text fields, lists and
 * the tabs keep their own keys; keys with Ctrl, Alt or Meta are left alone.
 */
export function useStepKeys(onStep: (step: Step) => boolean): void {
  usePageKeys(KEYS, onStep);
}

/** Wheel distance (pixels) per step: a mouse notch is about 100, a trackpad sends many small deltas. */
const WHEEL_STEP = 60;

/**
 * The wheel over `area` steps through the game (down: forward, up: back), one step per notch; the page does not
 * scroll meanwhile.
 */
export function useWheelSteps(area: RefObject<HTMLElement | null>, onStep: (step: Step) => boolean): void {
  const handler = useRef(onStep);
  handler.current = onStep;
  useEffect(() => {
    const el = area.current;
    if (!el) return;
    let sum = 0;
    const onWheel = (e: WheelEvent) => {
      if (e.ctrlKey || Math.abs(e.deltaY) < Math.abs(e.deltaX)) return;
      e.preventDefault();
      sum += e.deltaMode === 0 ? e.deltaY : e.deltaY * 40;
      while (Math.abs(sum) >= WHEEL_STEP) {
        handler.current(sum > 0 ? 'forward' : 'back');
        sum -= Math.sign(sum) * WHEEL_STEP;
      }
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, [area]);
}
